import {
  lazy,
  Suspense,
  useCallback,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';

/** A dialog of the profile card: open or not, and closed by itself. */
type OwnAccountDialog = LazyExoticComponent<ComponentType<{ open: boolean; onClose: () => void }>>;

// Each its own chunk, fetched at the first opening: the layout carries none of their forms.
const ChangePasswordDialog = lazy(
  () => import(/* webpackChunkName: "own-password" */ './ChangePasswordDialog'),
);
// With the QR code's library.
const TwoFactorDialog = lazy(
  () => import(/* webpackChunkName: "two-factor" */ './twoFactor/TwoFactorDialog'),
);
const PasskeysDialog = lazy(
  () => import(/* webpackChunkName: "passkeys" */ './passkeys/PasskeysDialog'),
);

/**
 * One of the profile card's dialogs: `show` opens it, `dialog` is to be rendered where it
 * outlives the card, which closes as the dialog opens.
 */
function useOwnAccountDialog(Dialog: OwnAccountDialog) {
  const [open, setOpen] = useState(false);
  // Kept mounted once loaded, so that closing plays out.
  const [loaded, setLoaded] = useState(false);
  const show = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const dialog = loaded ? (
    <Suspense fallback={null}>
      <Dialog open={open} onClose={close} />
    </Suspense>
  ) : null;
  return { show, dialog };
}

/** Change password (ChangePasswordDialog). */
export const useChangePasswordDialog = () => useOwnAccountDialog(ChangePasswordDialog);

/** Two-factor authentication (twoFactor/TwoFactorDialog). */
export const useTwoFactorDialog = () => useOwnAccountDialog(TwoFactorDialog);

/** Passkeys (passkeys/PasskeysDialog). */
export const usePasskeysDialog = () => useOwnAccountDialog(PasskeysDialog);
