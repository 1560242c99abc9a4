/**
 * What the benchmark must undo however it ends: servers and browsers it started. Each is
 * registered here; `cleanUp()` runs them newest first, once. Ctrl+C (SIGINT) or SIGTERM runs
 * them too, then exits 130.
 */
const cleanups: Array<() => Promise<void>> = [];

/** Registers an undo step; returns a function that runs it now and forgets it. */
export function onCleanUp(cleanup: () => Promise<void>): () => Promise<void> {
  cleanups.push(cleanup);
  return async () => {
    const index = cleanups.indexOf(cleanup);
    if (index >= 0) cleanups.splice(index, 1);
    await cleanup();
  };
}

export async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop();
    try {
      await cleanup?.();
    } catch (error) {
      console.error('bench: clean-up failed:', error);
    }
  }
}

/**
 * On Ctrl+C or SIGTERM, or an error nothing caught (in a route handler, say): stop what was
 * started, then exit. A second signal exits at once.
 */
export function cleanUpOnSignals(): void {
  const crash = (error: unknown) => {
    console.error('bench failed:', error);
    void cleanUp().finally(() => process.exit(1));
  };
  process.once('uncaughtException', crash);
  process.once('unhandledRejection', crash);
  const stop = (signal: NodeJS.Signals) => {
    process.removeAllListeners('SIGINT');
    process.removeAllListeners('SIGTERM');
    console.error(`\nbench: ${signal}, stopping…`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
