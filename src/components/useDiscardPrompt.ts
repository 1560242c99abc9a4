import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { useConfirm, type ConfirmOptions } from './ConfirmDialog';
import { dialogClosed, dialogOpened } from './dialogHistory';

export const DISCARD_CHANGES: ConfirmOptions = {
  title: 'Discard unsaved changes?',
  message: 'What you changed in this form will be lost.',
  confirmLabel: 'Discard',
  cancelLabel: 'Keep editing',
};

/**
 * Back closes the open dialog through the same question (./dialogHistory.ts). A dialog that goes
 * away with its page (a session that ended) leaves the history to the navigation that took it.
 */
function useBackCloses(open: boolean, requestClose: () => Promise<boolean>) {
  const onBack = useEffectEvent(requestClose);
  const unmounted = useRef(false);
  // Layout effects are taken down before the passive ones below: the cleanup there knows why.
  useLayoutEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
    };
  }, []);
  useEffect(() => {
    if (!open) return;
    dialogOpened(onBack);
    return () => dialogClosed({ leaveEntry: !unmounted.current });
  }, [open]);
}

/** A reload or a closed tab with changes in the form gets the browser's "Leave site?". */
function useLeaveGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

/**
 * A close that a stray key, click or Back cannot turn into lost work: with changes in the form,
 * the admin is asked first (docs/decisions.md#keyboard-and-contrast); without, it closes at once.
 * Answers whether it closed.
 *
 * @example
 * const requestClose = useDiscardPrompt(open, formik.dirty, close);
 * <Dialog onClose={() => void requestClose()}>
 */
export function useDiscardPrompt(open: boolean, dirty: boolean, onClose: () => void) {
  const confirm = useConfirm();
  const requestClose = async () => {
    if (dirty && !(await confirm(DISCARD_CHANGES))) return false;
    onClose();
    return true;
  };
  useBackCloses(open, requestClose);
  useLeaveGuard(open && dirty);
  return requestClose;
}
