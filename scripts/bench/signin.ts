/**
 * Signing in: from Enter pressed in the filled sign-in form to the landing screen painted. Ours
 * lands on the dashboard: its frame is its heading (Welcome back…), drawn with the layout's
 * sidebar and top bar, at first as the inert copy shown at the token, then by the app itself
 * (app/landingFrame.tsx); its numbers, the first period card. Each round is a fresh
 * context (empty cache, no session) against the reference server, which checks the password
 * with scrypt as configured; the form is filled and the page left to go quiet (as while an
 * admin types) before Enter. With a peer's login URL (react-admin's minimal app), each round
 * signs in there too, in the same browser: its landing list's frame is its app bar, drawn with
 * its layout and the list page's frame, then its rows.
 */
import type { Browser, Page } from '@playwright/test';

import { freshContext } from './browser';
import { progress, result } from './log';
import { ADMIN } from './server';
import { median, ms } from './stats';

/** What marks a moment of the landing screen: the first visible element that matches. */
interface Landmark {
  name: string;
  selector: string;
  /** Its text starts with this. */
  text?: string;
}

interface Target {
  name: string;
  loginUrl: string;
  fill: (page: Page) => Promise<void>;
  /** The first is the landing screen's frame: the figure compared. */
  landmarks: readonly Landmark[];
  /** Requests whose start and end are told against Enter ('/admin/profile'). */
  requests: readonly string[];
}

export interface SignInPeer {
  loginUrl: string;
  username: string;
  password: string;
}

type Round = Record<string, number>;

/** In the page, before its scripts: when Enter went down, and when each landmark was painted. */
function watchLanding(landmarks: readonly Landmark[]): void {
  const bench = window as Window & { benchEnterAt?: number; benchLanded?: Record<string, number> };
  const landed: Record<string, number> = (bench.benchLanded = {});
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter') bench.benchEnterAt ??= performance.now();
    },
    { capture: true },
  );
  const seen = new Set<string>();
  const check = () => {
    if (bench.benchEnterAt === undefined) return;
    for (const { name, selector, text } of landmarks) {
      if (seen.has(name)) continue;
      const shown = [...document.querySelectorAll(selector)].some(
        (element) =>
          (text === undefined || (element.textContent ?? '').startsWith(text)) &&
          element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      );
      if (!shown) continue;
      seen.add(name);
      requestAnimationFrame(() => (landed[name] = performance.now()));
    }
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    characterData: true,
  });
}

async function signInOnce(browser: Browser, target: Target): Promise<Round> {
  const url = new URL(target.loginUrl);
  const context = await freshContext(browser, url.origin);
  try {
    await context.addInitScript(watchLanding, target.landmarks);
    const page = await context.newPage();
    await page.goto(target.loginUrl);
    await target.fill(page);
    await page.waitForLoadState('networkidle');
    await page.locator('input[type=password]').press('Enter');
    const names = target.landmarks.map(({ name }) => name);
    const handle = await page.waitForFunction((wanted) => {
      const bench = window as Window & { benchEnterAt?: number; benchLanded?: Round };
      const { benchEnterAt: enter, benchLanded: landed = {} } = bench;
      if (enter === undefined || !wanted.every((name) => name in landed)) return undefined;
      return Object.fromEntries(wanted.map((name) => [name, (landed[name] ?? NaN) - enter]));
    }, names);
    const round = (await handle.jsonValue()) ?? {};
    // A request's entry is written once it is answered: waited for.
    const answered = await page.waitForFunction((paths) => {
      const enter = (window as Window & { benchEnterAt?: number }).benchEnterAt ?? NaN;
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const found = paths.map((path) => entries.find((one) => new URL(one.name).pathname === path));
      if (found.some((entry) => !entry)) return undefined;
      return Object.fromEntries(
        found.flatMap((entry, i) => [
          [`${paths[i]} asked`, (entry?.startTime ?? NaN) - enter],
          [`${paths[i]} answered`, (entry?.responseEnd ?? NaN) - enter],
        ]),
      );
    }, target.requests);
    const requests = (await answered.jsonValue()) ?? {};
    return { ...round, ...requests };
  } finally {
    await context.close();
  }
}

const ours = (origin: string): Target => ({
  name: 'ours',
  loginUrl: new URL('/admin-login', origin).href,
  fill: async (page) => {
    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  },
  landmarks: [
    { name: 'frame', selector: 'main h1', text: 'Welcome back' },
    // The app's own drawing, where the frame shown at the token is its copy (app/landingFrame.tsx).
    { name: 'app', selector: 'main h1:not([inert] *)', text: 'Welcome back' },
    { name: 'numbers', selector: 'main a[href^="/order-management?from="]' },
  ],
  requests: ['/admin/admin-login', '/admin/profile', '/admin/stats'],
});

const peerTarget = ({ loginUrl, username, password }: SignInPeer): Target => ({
  name: 'peer',
  loginUrl,
  fill: async (page) => {
    await page.locator('input:not([type=password]):not([type=hidden])').first().fill(username);
    await page.locator('input[type=password]').fill(password);
  },
  // react-admin's layout: its app bar, drawn with the list page's frame; then its rows.
  landmarks: [
    { name: 'frame', selector: 'header' },
    { name: 'rows', selector: 'tbody tr' },
  ],
  requests: [],
});

/** Every key's median over the rounds, in ms. */
function medians(rounds: readonly Round[]): Record<string, number> {
  const keys = [...new Set(rounds.flatMap((round) => Object.keys(round)))];
  return Object.fromEntries(
    keys.map((key) => [key, median(rounds.flatMap((round) => round[key] ?? []))]),
  );
}

const roundText = (round: Round) =>
  Object.entries(round)
    .map(([key, value]) => `${key} ${Math.round(value)}`)
    .join(', ');

export async function benchSignIn(
  browser: Browser,
  origin: string,
  rounds: number,
  peer: SignInPeer | undefined,
): Promise<void> {
  const targets = [ours(origin), ...(peer ? [peerTarget(peer)] : [])];
  progress(`signin: 1 warm-up + ${rounds} rounds of ${targets.map((t) => t.name).join(' and ')}…`);
  const times = new Map(targets.map((target) => [target.name, [] as Round[]]));
  for (let i = 0; i <= rounds; i += 1) {
    for (const target of targets) {
      const round = await signInOnce(browser, target);
      progress(`signin: ${target.name} ${i === 0 ? 'warm-up' : `#${i}`}: ${roundText(round)}`);
      if (i > 0) times.get(target.name)?.push(round);
    }
  }
  const our = medians(times.get('ours') ?? []);
  const requests = ['/admin/admin-login', '/admin/profile', '/admin/stats']
    .map(
      (path) => `${path} ${ms(our[`${path} asked`] ?? NaN)}–${ms(our[`${path} answered`] ?? NaN)}`,
    )
    .join(', ');
  result(
    `signin: Enter → dashboard frame median ${ms(our.frame ?? NaN)}, the app's own ` +
      `${ms(our.app ?? NaN)}, its numbers ` +
      `${ms(our.numbers ?? NaN)} (${rounds} rounds; requests asked–answered after Enter: ${requests})`,
  );
  if (!peer) return;
  const theirs = medians(times.get('peer') ?? []);
  result(
    `signin: peer ${peer.loginUrl} Enter → frame (app bar) median ${ms(theirs.frame ?? NaN)}, ` +
      `its rows ${ms(theirs.rows ?? NaN)}; frames ours/peer ` +
      `${((our.frame ?? NaN) / (theirs.frame ?? NaN)).toFixed(2)} (same run, rounds alternating)`,
  );
}
