import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { PaletteContent } from './PaletteContent';

const TITLE_ID = 'command-palette-title';

export interface CommandPaletteProps {
  open: boolean;
  /**
   * Which opening this is: the content is made anew at each, even when it comes while the last
   * closing still plays out (Escape, then Ctrl+K at once), so it starts empty, its input focused.
   */
  opening: number;
  onClose: () => void;
  /** Called once the dialog has gone: focus is the caller's to move back (to where it was). */
  onExited: () => void;
}

/**
 * The command palette (README: Command palette): go to a screen, or open an order or a user
 * found by the server's search. Its own chunk, loaded the first time it opens.
 */
export default function CommandPalette({ open, opening, onClose, onExited }: CommandPaletteProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={TITLE_ID}
      // The dialog's own restoring would focus the body when the palette opened from a
      // shortcut, or an element of the screen it has just left.
      disableRestoreFocus
      fullWidth
      maxWidth="sm"
      // Near the top, where the eye is when the shortcut is pressed; it does not move as the
      // list grows.
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { sx: { mt: '12vh' } }, transition: { onExited } }}
    >
      <Box component="h2" id={TITLE_ID} sx={visuallyHidden}>
        Command palette
      </Box>
      <PaletteContent key={opening} onClose={onClose} />
    </Dialog>
  );
}
