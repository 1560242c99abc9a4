import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { detailsDialogOf } from '@/components/DetailsDialog';
import type { Notification } from './notificationsApi';

/** How many users the shop no longer has: counted, since their names are gone with them. */
function goneCount({ recipients = [], recipientUsers = [] }: Notification) {
  return recipients.length - recipientUsers.length;
}

/**
 * The details of a notice To Specific Users: the users it goes to, each with their e-mail
 * (docs/api.md#notification-recipients).
 */
export const RecipientsDialog = detailsDialogOf<Notification>({
  titleId: 'notification-recipients-title',
  title: (shown) => `Recipients of “${shown.title}”`,
  maxWidth: 'xs',
  size: { fullWidth: true },
  children: (shown) => (
    <>
      <List dense aria-label="Recipients">
        {(shown.recipientUsers ?? []).map((user) => (
          <ListItem key={user.id} disableGutters>
            <ListItemText primary={user.fullName} secondary={user.email} />
          </ListItem>
        ))}
      </List>
      {goneCount(shown) > 0 && (
        <Typography variant="body2" color="text.secondary">
          And {goneCount(shown)} the shop no longer has.
        </Typography>
      )}
    </>
  ),
});
