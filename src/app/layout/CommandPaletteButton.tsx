import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';

// Its own chunk, fetched at the first opening: nothing of it weighs on the layout or sign-in.
const CommandPalette = lazy(
  () =>
    import(/* webpackChunkName: "command-palette" */ '@/features/command-palette/CommandPalette'),
);

const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/**
 * The top bar's search button and the Ctrl+K (Cmd+K) shortcut, anywhere in the admin area, that
 * open the command palette (README: Command palette). The browser's own Ctrl+K (its search bar)
 * is prevented there.
 */
export function CommandPaletteButton() {
  // Each opening counted: one that comes while the last closing still plays out starts afresh.
  const [palette, setPalette] = useState({ open: false, opening: 0 });
  // Kept mounted once loaded, so that closing plays out and hands focus back.
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<Element | null>(null);
  const show = useCallback(() => {
    returnTo.current ??= document.activeElement;
    setLoaded(true);
    setPalette((current) =>
      current.open ? current : { open: true, opening: current.opening + 1 },
    );
  }, []);
  const close = useCallback(() => setPalette((current) => ({ ...current, open: false })), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [show]);

  // Focus goes back to where it was; when that was nowhere, or went with the screen the palette
  // left, to this button.
  const onExited = () => {
    const before = returnTo.current;
    returnTo.current = null;
    const target = before instanceof HTMLElement && before.isConnected ? before : null;
    (target && target !== document.body ? target : trigger.current)?.focus();
  };

  return (
    <>
      <Tooltip title="Search (Ctrl+K)">
        <IconButton
          ref={trigger}
          aria-label="Search (Ctrl+K)"
          aria-keyshortcuts="Control+K Meta+K"
          aria-haspopup="dialog"
          onClick={show}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <CommandPalette {...palette} onClose={close} onExited={onExited} />
        </Suspense>
      )}
    </>
  );
}
