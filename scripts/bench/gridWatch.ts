/**
 * Timing a grid's update in the page itself. A watcher notes the last input (key down or
 * pointer down, by the event's own time stamp) and each change the admin could see after it:
 * the rows' text, the footer's "1–50 of …", the overlay, the loading bar. A change's time is the
 * next animation frame after the DOM changed (when it is painted). Once everything has settled,
 * an action is timed from its input to the last change of the rows (or of the loading bar); to
 * the footer's only when nothing else changed. BENCH_DEBUG=1 prints each action's changes.
 */
import type { Page, Request } from '@playwright/test';

interface GridChange {
  at: number;
  paintedAt?: number;
  /** The rows, the overlay or the loading bar changed (not only the footer). */
  rows: boolean;
}

interface GridWatch {
  input: number;
  changes: GridChange[];
  loading: boolean;
  /** When data rows of the screen's grid were first painted after the last input. */
  firstRowsAt?: number;
}

type WatchedWindow = Window & { benchGrid?: GridWatch };

/** Runs in the page (again after each navigation that reloads it). */
export function installGridWatch(): void {
  const w = window as WatchedWindow;
  if (w.benchGrid) return;
  const watch: GridWatch = { input: -1, changes: [], loading: false };
  w.benchGrid = watch;
  const text = (root: Element, selector: string) => root.querySelector(selector)?.textContent ?? '';
  const snapshot = () => {
    const root = document.querySelector('.MuiDataGrid-root');
    if (!root) return { rows: 'no grid', footer: '', loading: false };
    const loading = root.querySelector('.MuiLinearProgress-root') !== null;
    const rows = [
      text(root, '.MuiDataGrid-virtualScrollerContent'),
      text(root, '.MuiDataGrid-overlay'),
      String(loading),
    ].join('\u0000');
    return { rows, footer: text(root, '.MuiTablePagination-displayedRows'), loading };
  };
  let last = snapshot();
  const onPaint = (then: (at: number) => void) =>
    requestAnimationFrame(() => then(performance.now()));
  new MutationObserver(() => {
    if (
      watch.firstRowsAt === undefined &&
      document.querySelector('[role="grid"] [role="gridcell"]')
    ) {
      watch.firstRowsAt = -1;
      onPaint((at) => (watch.firstRowsAt = at));
    }
    const now = snapshot();
    if (now.rows === last.rows && now.footer === last.footer) return;
    const change: GridChange = { at: performance.now(), rows: now.rows !== last.rows };
    last = now;
    watch.loading = now.loading;
    watch.changes.push(change);
    onPaint((at) => (change.paintedAt = at));
  }).observe(document, { childList: true, subtree: true, characterData: true });
  // Room for every request of a long run, and each action's own entries only.
  performance.setResourceTimingBufferSize(10_000);
  const onInput = (event: Event) => {
    performance.clearResourceTimings();
    watch.input = event.timeStamp;
    watch.changes = [];
    watch.firstRowsAt = undefined;
  };
  document.addEventListener('keydown', onInput, true);
  document.addEventListener('pointerdown', onInput, true);
}

/** How long the first data rows took to show after the last input (a click on a link). */
export async function firstRowsAfterInput(page: Page, timeout: number): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const watch = (window as WatchedWindow).benchGrid;
      const at = watch?.firstRowsAt;
      return watch && at !== undefined && at >= 0 ? at - watch.input : undefined;
    },
    undefined,
    { timeout, polling: 20 },
  );
  return (await handle.jsonValue()) ?? NaN;
}

/** When the first data rows were painted after the navigation, and the orders request left. */
export async function firstRowsAfterNavigation(page: Page, timeout: number) {
  const handle = await page.waitForFunction(
    () => {
      const at = (window as WatchedWindow).benchGrid?.firstRowsAt;
      return at !== undefined && at >= 0 ? at : undefined;
    },
    undefined,
    { timeout, polling: 20 },
  );
  const rowsAt = (await handle.jsonValue()) ?? NaN;
  const requestAt = await page.evaluate(() => {
    const starts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/admin\/orders\?/.test(entry.name))
      .map((entry) => entry.startTime);
    return starts.length > 0 ? Math.min(...starts) : NaN;
  });
  return { rowsAt, requestAt };
}

export interface Settle {
  /** Wait at least this long after the input (a debounce, say) before calling it settled. */
  minWaitMs: number;
  /** ... and until nothing visible has changed for this long, and no list request is open. */
  quietMs: number;
  /** The action must change something (a new page): wait for that, up to 10 s. */
  expectChange?: boolean;
}

export interface Timed {
  /** From the input to the last visible change; undefined when nothing visible changed. */
  ms: number | undefined;
  /** List requests the action made (none when the app answered from its cache). */
  requests: number;
  /** From the input to the end of the last list response, when there was one. */
  answeredMs?: number;
}

const LIST_REQUEST = /\/admin\/(orders|users|all-users)(\/all)?(\?|$)/;

async function settled(page: Page, settle: Settle): Promise<void> {
  await page.waitForFunction(
    ({ minWaitMs, quietMs, expectChange }) => {
      const watch = (window as WatchedWindow).benchGrid;
      if (!watch || watch.input < 0 || watch.loading) return false;
      const now = performance.now();
      const lastChange = watch.changes.at(-1);
      if (lastChange && lastChange.paintedAt === undefined) return false;
      if (expectChange && !lastChange && now - watch.input < 10_000) return false;
      const since = Math.max(watch.input, lastChange?.at ?? 0);
      return now - watch.input >= minWaitMs && now - since >= quietMs;
    },
    settle,
    { timeout: 60_000, polling: 25 },
  );
}

/** Does `act` (one key press or click) and times it to the grid's last visible change. */
export async function timeAction(page: Page, act: () => Promise<void>, settle: Settle) {
  const open = new Set<Request>();
  let requests = 0;
  const onRequest = (request: Request) => {
    if (!LIST_REQUEST.test(request.url())) return;
    requests += 1;
    open.add(request);
  };
  const onDone = (request: Request) => open.delete(request);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    await act();
    await settled(page, settle);
    // A request still open (a slow server) means more changes to come.
    while (open.size > 0) {
      await page.waitForTimeout(25);
      if (open.size === 0) await settled(page, settle);
    }
    const { watch, answeredAt } = await page.evaluate((pattern) => {
      const watch = (window as WatchedWindow).benchGrid;
      const ends = performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(pattern).test(entry.name))
        .filter((entry) => entry.startTime >= (watch?.input ?? Infinity))
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
      return { watch, answeredAt: ends.length > 0 ? Math.max(...ends) : undefined };
    }, LIST_REQUEST.source);
    // The rows as they end up: a footer that settles later ("1–50 of …") is not waited for,
    // unless it is all that changed.
    const changes = watch?.changes ?? [];
    const last = changes.filter((change) => change.rows).at(-1) ?? changes.at(-1);
    const ms = watch && last ? (last.paintedAt ?? last.at) - watch.input : undefined;
    if (process.env.BENCH_DEBUG && watch) {
      const since = (at: number | undefined) => Math.round((at ?? NaN) - watch.input);
      const detail = changes.map(
        (c) => `${c.rows ? 'rows' : 'footer'}@${since(c.at)}/${since(c.paintedAt)}`,
      );
      console.error(`    changes: ${detail.join(' ')}; answered @${since(answeredAt)}`);
    }
    const answeredMs = watch && answeredAt !== undefined ? answeredAt - watch.input : undefined;
    return { ms, requests, answeredMs } satisfies Timed;
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
}
