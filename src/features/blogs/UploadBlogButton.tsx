import Button from '@mui/material/Button';
import { BLOGS_TEXTS } from './blogTexts';

/** '+ Upload Blog': the requirements write its plus sign in its text, without the add icon. */
export function UploadBlogButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="contained" onClick={onClick}>
      {BLOGS_TEXTS.add}
    </Button>
  );
}
