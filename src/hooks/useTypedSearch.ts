import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How long typing pauses before the URL's `q` follows the search box. Longer than the search's
 * own debounce, so that the screen-wide render a new URL makes comes after the rows it shows.
 */
export const SEARCH_URL_DELAY_MS = 400;

/**
 * The search box's text, and the URL's `q` following it once typing pauses. A key changes only
 * the box and the list: writing the URL at every key would re-render every part of the screen
 * that follows the address (the sidebar's links, the layout), which takes longer than the
 * search. The URL changed some other way (Back, a link) puts its search in the box. `onPause`
 * writes the pending search (`takePending`), as any other change of the list's URL does first.
 */
export function useTypedSearch(urlSearch: string, onPause: () => void) {
  const [typed, setTyped] = useState(urlSearch);
  const [seen, setSeen] = useState({ url: urlSearch, written: urlSearch });
  if (urlSearch !== seen.url) {
    setSeen({ url: urlSearch, written: seen.written });
    if (urlSearch !== seen.written) setTyped(urlSearch);
  }
  const pending = useRef<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  /** The search typed since the URL was last written, taken to be written now; or undefined. */
  const takePending = useCallback(() => {
    const value = pending.current;
    if (value === undefined) return undefined;
    clearTimeout(timer.current);
    pending.current = undefined;
    setSeen((current) => ({ ...current, written: value }));
    return value;
  }, []);
  const change = useCallback(
    (value: string) => {
      setTyped(value);
      pending.current = value;
      clearTimeout(timer.current);
      timer.current = setTimeout(onPause, SEARCH_URL_DELAY_MS);
    },
    [onPause],
  );
  return { typed, change, takePending };
}
