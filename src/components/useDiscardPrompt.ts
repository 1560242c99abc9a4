import { useConfirm, type ConfirmOptions } from './ConfirmDialog';

export const DISCARD_CHANGES: ConfirmOptions = {
  title: 'Discard unsaved changes?',
  message: 'What you changed in this form will be lost.',
  confirmLabel: 'Discard',
  cancelLabel: 'Keep editing',
};

/**
 * A close that a stray key or click cannot turn into lost work: with changes in the form, the
 * admin is asked first (docs/decisions.md#keyboard-and-contrast); without, it closes at once.
 *
 * @example
 * const requestClose = useDiscardPrompt(formik.dirty, close);
 * <Dialog onClose={requestClose}>
 */
export function useDiscardPrompt(dirty: boolean, onClose: () => void) {
  const confirm = useConfirm();
  return () => {
    if (!dirty) onClose();
    else void confirm(DISCARD_CHANGES).then((discard) => discard && onClose());
  };
}
