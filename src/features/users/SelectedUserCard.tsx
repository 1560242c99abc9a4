import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { NOT_AVAILABLE } from '@/lib/format';
import type { UserRow } from './columns';
import { CustomerOrdersSection } from './CustomerOrdersSection';

/** The highlighted card of the user whose row was clicked, with their orders. */
export function SelectedUserCard({ user, onClose }: { user: UserRow; onClose: () => void }) {
  return (
    <Card
      variant="outlined"
      sx={{ mb: 2, borderColor: 'primary.main', bgcolor: 'action.hover' }}
      aria-label="Selected user"
      role="region"
    >
      <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{user.fullName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email || NOT_AVAILABLE}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {user.role}
          </Typography>
          <CustomerOrdersSection userId={user.id} />
        </Stack>
        <IconButton aria-label="Close selected user" onClick={onClose} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </CardContent>
    </Card>
  );
}
