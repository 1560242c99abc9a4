import type createEmotionCache from '@emotion/cache';
import '@testing-library/jest-dom';
import React from 'react';
import { configure, getConfig, type Config } from '@testing-library/react';
import { server } from '@/testing/server';

// jsdom has no layout, yet to compute one element's style it tries every style rule on it, and
// accessible-name queries compute it for dozens of elements per query: with MUI's ~500 rules
// (and `:has()` rules, which jsdom answers by searching the element's subtree) that was most
// of the client suite's time. So under test, emotion inserts only the rules that declare what
// jsdom and the testing libraries read to decide what is shown and usable: display,
// visibility, opacity, pointer-events and content. Those properties cascade exactly as before;
// the rest (sizes, colours, spacing) have nothing to act on here.
jest.mock('@emotion/cache', () => {
  const observableProperties = new Set([
    'display',
    'visibility',
    'opacity',
    'pointer-events',
    'content',
  ]);
  const { default: createCache } = jest.requireActual<{ default: typeof createEmotionCache }>(
    '@emotion/cache',
  );
  type Options = Parameters<typeof createCache>[0];
  type Plugin = NonNullable<Options['stylisPlugins']>[number];
  const onlyObservableRules: Plugin = (element) => {
    if (element.type !== 'rule' || !Array.isArray(element.children)) return;
    const observable = element.children.some(
      (child) => child.type === 'decl' && observableProperties.has(String(child.props)),
    );
    // A ruleset without selectors is left out of the output.
    if (!observable) element.props = [];
  };
  return {
    __esModule: true,
    default: (options: Options) =>
      createCache({
        ...options,
        stylisPlugins: [onlyObservableRules, ...(options.stylisPlugins ?? [])],
      }),
  };
});

// A query that waitFor or a findBy asks again and again built, at each failed try, an error
// with a print of the whole document, thrown away at the next try: only the last try's error is
// shown, and waitFor adds a print of the document to it as it gives up. So while waitFor retries
// (testing-library's expensive diagnostics off), the error is the query's message alone; the
// error a failing test shows still prints the document as it was at the time-out
// (docs/development.md#test-speed).
const printingElementError = getConfig().getElementError;
const retrying = () =>
  (getConfig() as Config & { _disableExpensiveErrorDiagnostics?: boolean })
    ._disableExpensiveErrorDiagnostics === true;

configure({
  // A screen's first render loads its lazy chunk through the TypeScript transform, and on a busy
  // machine (another test run beside this one) a grid's render takes many times as long: what a
  // test waits for must come, and only a test that fails waits this long.
  asyncUtilTimeout: 60_000,
  getElementError(message, container) {
    if (!retrying()) return printingElementError(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// Any request without a handler is a test bug, not a silent pass.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.sessionStorage.clear();
  window.localStorage.clear();
  // The colour scheme's class, which the theme sets on <html>.
  document.documentElement.className = '';
});
afterAll(() => server.close());

// jsdom has no layout, so no matchMedia: answer width queries against the window's width
// (1024 px by default), so that MUI's useMediaQuery sees the desktop layout an admin uses.
// The tests ask for reduced motion, as some admins do: dialogs and snackbars then appear and go
// at once, so no test depends on an animation's timing.
function matchesQuery(query: string): boolean {
  if (query.includes('prefers-reduced-motion')) return query.includes('reduce');
  // The system prefers light colours, as the browsers of most admins do.
  if (query.includes('prefers-color-scheme')) return query.includes('light');
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const width = window.innerWidth;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

window.matchMedia = (query: string) =>
  ({
    matches: matchesQuery(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

// jsdom has no blob URLs; previews only need a distinct URL per file.
let blobCount = 0;
URL.createObjectURL = () => `blob:http://localhost/preview-${++blobCount}`;
URL.revokeObjectURL = () => undefined;

// jsdom has no layout, so nothing to scroll: a list that brings its top into view calls this.
Element.prototype.scrollIntoView = () => undefined;

// React's development build records, for each element it creates, where it was created: an
// Error (a captured stack) and a console task, up to 10,000 a second, which its warnings print
// as "owner stacks". Under test that was about a tenth of the client suite's CPU, and the
// garbage it makes a share of the collector's: the counter React checks is held at its limit,
// so every element takes the path React takes past it (docs/development.md#test-speed).
const reactInternals = (React as unknown as Record<string, object>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
  get: () => 1e4,
  set: () => undefined,
});
