import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';

/** The not-found screen, texts to the letter (docs/requirements.md#not-found). */
export default function NotFoundPage() {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}
    >
      <div>
        <Typography sx={{ fontSize: '4rem', fontWeight: 700, color: 'primary.main' }} aria-hidden>
          404
        </Typography>
        <Typography component="h1" variant="h1" gutterBottom>
          Page Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Oops! The page you&apos;re looking for doesn&apos;t exist or has been moved.
        </Typography>
        <Button component={Link} to="/" variant="contained">
          Go Home
        </Button>
      </div>
    </Box>
  );
}
