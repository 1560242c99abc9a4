import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { ReactNode } from 'react';

/** A screen's one "create" button ('Add Banner', 'Upload Payment'). */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {label}
    </Button>
  );
}

/** A screen's title (its h1) with the screen's main actions on the right. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Typography component="h1" variant="h1">
        {title}
      </Typography>
      {actions && (
        <Stack direction="row" spacing={1}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
