import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from '@/testing/server';

// A screen's first render loads its lazy chunk through the TypeScript transform: slow on a busy CI machine.
configure({ asyncUtilTimeout: 15_000 });

// Any request without a handler is a test bug, not a silent pass.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterAll(() => server.close());

// jsdom has no layout, so no matchMedia: answer width queries against the window's width
// (1024 px by default), so that MUI's useMediaQuery sees the desktop layout an admin uses.
// The tests ask for reduced motion, as some admins do: dialogs and snackbars then appear and go
// at once, so no test depends on an animation's timing.
function matchesQuery(query: string): boolean {
  if (query.includes('prefers-reduced-motion')) return query.includes('reduce');
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
