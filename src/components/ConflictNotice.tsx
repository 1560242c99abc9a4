import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** What the dialog offers when a save was refused as stale. */
export interface ConflictChoice {
  /** "This banner was changed by meera@shop.example at 10:42 after you opened it." */
  message: string;
  /** The form edits the item as it is now, the admin's changed fields kept on top of it. */
  onReload: () => void;
  /** The form shows the item as it is now. */
  onDiscard: () => void;
}

/**
 * What a create/edit dialog says when its save was refused because someone else changed the item
 * since the dialog opened it (docs/api.md#versions), and the two ways on: the admin's edits on
 * top of the item as it is now, or the item as it is now.
 *
 * @example
 * <ConflictNotice message="This banner was changed by meera@shop.example at 10:42 after you opened it."
 *   onReload={keepMyEdits} onDiscard={showCurrent} />
 */
export function ConflictNotice({ message, onReload, onDiscard }: ConflictChoice) {
  return (
    <Alert severity="warning" role="alert">
      {message}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" variant="contained" color="warning" onClick={onReload}>
          Reload with my edits
        </Button>
        <Button size="small" color="inherit" onClick={onDiscard}>
          Discard my edits
        </Button>
      </Stack>
    </Alert>
  );
}
