/** The run-time setting the paged lists read (docs/architecture.md#data-flow), set for a test. */

/** In this `describe`, the app is configured to page its lists on the server (`lists: 'server'`). */
export function withServerLists() {
  beforeEach(() => {
    window.__BACKOFFICE_CONFIG__ = { lists: 'server' };
  });
  afterEach(() => {
    delete window.__BACKOFFICE_CONFIG__;
  });
}
