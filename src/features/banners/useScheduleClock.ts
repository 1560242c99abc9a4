import { useEffect, useState } from 'react';
import { nextChange } from './bannerSchedule';
import type { Banner } from './bannersApi';

// setTimeout fires at once beyond 2^31 - 1 ms (about 24.8 days): a later change is waited for
// in steps of at most this.
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * The time the banners' schedule states are read at: now, moved on by itself at the next start
 * or end among `banners`, so the list changes then with no reload.
 */
export function useScheduleClock(banners: readonly Banner[]): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const next = nextChange(banners, now);
    if (next === undefined) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - now, LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [banners, now]);
  return now;
}
