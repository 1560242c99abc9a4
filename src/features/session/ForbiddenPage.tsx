import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { forbiddenMessage, isRole, type Resource } from '../../../contract/roles';
import { DASHBOARD_PATH } from '@/lib/paths';

/** In the server's words (403's message) when the role is one of the table's. */
function refusal(role: string | undefined, resource: Resource): string {
  return isRole(role)
    ? forbiddenMessage(role, resource, 'read')
    : 'Your account has no role that may open this page.';
}

/**
 * A screen the admin's role may not open, reached by its address or a stale link
 * (docs/decisions.md#roles-and-your-own-account): what is not allowed, and the way back.
 */
export function ForbiddenPage({ role, resource }: { role?: string; resource: Resource }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', textAlign: 'center' }}>
      <div>
        <Typography sx={{ fontSize: '4rem', fontWeight: 700, color: 'primary.main' }} aria-hidden>
          403
        </Typography>
        <Typography component="h1" variant="h1" gutterBottom>
          Access denied
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {refusal(role, resource)} A Super Admin can change your role.
        </Typography>
        <Button component={Link} to={DASHBOARD_PATH} variant="contained">
          Go to dashboard
        </Button>
      </div>
    </Box>
  );
}
