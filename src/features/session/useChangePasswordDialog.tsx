import { lazy, Suspense, useCallback, useState } from 'react';

// Its own chunk, fetched at the first opening: the layout carries none of the form.
const ChangePasswordDialog = lazy(
  () => import(/* webpackChunkName: "own-password" */ './ChangePasswordDialog'),
);

/**
 * The Change password dialog of the profile card: `show` opens it, `dialog` is to be rendered
 * where it outlives the card, which closes as the dialog opens.
 */
export function useChangePasswordDialog() {
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
      <ChangePasswordDialog open={open} onClose={close} />
    </Suspense>
  ) : null;
  return { show, dialog };
}
