import { enqueueSnackbar } from 'notistack';

/**
 * Puts `text` on the clipboard and says so; a page served without HTTPS has none, and the admin
 * is told to copy it by hand.
 */
export async function copyText(text: string, what: string) {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    enqueueSnackbar(`${what} copied.`, { variant: 'success' });
  } catch {
    enqueueSnackbar(`The ${what.toLowerCase()} could not be copied: select and copy by hand.`, {
      variant: 'error',
    });
  }
}
