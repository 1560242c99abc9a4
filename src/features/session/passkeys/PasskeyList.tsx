import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Passkey } from '../../../../contract/passkeys';
import { LoadFailureAlert } from '@/components/LoadFailureAlert';
import { formatShortDateTime } from '@/lib/format';
import { useListPasskeysQuery } from './passkeysApi';
import { useRemovePasskey } from './useRemovePasskey';
import { selectDayZone } from '@/api/session';
import { useAppSelector } from '@/app/hooks';

const usedText = ({ createdAt, lastUsedAt }: Passkey, timeZone: string) =>
  `Added ${formatShortDateTime(createdAt, timeZone)} · ${
    lastUsedAt ? `last used ${formatShortDateTime(lastUsedAt, timeZone)}` : 'never used'
  }`;

/** The account's passkeys: name, when added and last used, and Remove (after a confirmation). */
export function PasskeyList() {
  // Asked again at each opening: another session may have added or removed one.
  const { data, error, isLoading, refetch } = useListPasskeysQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const remove = useRemovePasskey();
  const timeZone = useAppSelector(selectDayZone);
  if (isLoading) return <CircularProgress aria-label="Loading passkeys" sx={{ mx: 'auto' }} />;
  if (error)
    return <LoadFailureAlert what="passkeys" error={error} onRetry={() => void refetch()} />;
  if (!data?.length) return <Typography color="text.secondary">No passkeys yet.</Typography>;
  return (
    <List aria-label="Your passkeys" disablePadding>
      {data.map((passkey) => (
        <ListItem
          key={passkey.id}
          disableGutters
          secondaryAction={
            <Button
              color="error"
              aria-label={`Remove ${passkey.name}`}
              onClick={() => remove(passkey)}
            >
              Remove
            </Button>
          }
        >
          <ListItemText
            primary={passkey.name}
            secondary={usedText(passkey, timeZone)}
            sx={{ pr: 10 }}
          />
        </ListItem>
      ))}
    </List>
  );
}
