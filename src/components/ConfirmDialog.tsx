import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Colours the confirm button red for destructive actions (the default). */
  destructive?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/**
 * The one confirmation dialog of the app, replacing `window.confirm` (docs/decisions.md#2-defects-fixed).
 *
 * @example
 * const confirm = useConfirm();
 * if (await confirm({ title: 'Delete banner?', message: 'This cannot be undone.' })) remove(id);
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolveRef = useRef<(answer: boolean) => void>(undefined);

  const confirm = useCallback<Confirm>(
    (next) =>
      new Promise<boolean>((resolve) => {
        resolveRef.current?.(false);
        resolveRef.current = resolve;
        setOptions(next);
      }),
    [],
  );

  const answer = (value: boolean) => {
    resolveRef.current?.(value);
    resolveRef.current = undefined;
    setOptions(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        open={options !== null}
        onClose={() => answer(false)}
        aria-labelledby="confirm-dialog-title"
        aria-describedby="confirm-dialog-message"
        maxWidth="xs"
        fullWidth
      >
        {options && (
          <>
            <DialogTitle id="confirm-dialog-title">{options.title}</DialogTitle>
            <DialogContent>
              <DialogContentText id="confirm-dialog-message">{options.message}</DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => answer(false)}>{options.cancelLabel ?? 'Cancel'}</Button>
              <Button
                variant="contained"
                color={options.destructive === false ? 'primary' : 'error'}
                onClick={() => answer(true)}
              >
                {options.confirmLabel ?? 'Delete'}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
