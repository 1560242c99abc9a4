/**
 * Runs `task` when the browser has nothing more pressing (within `timeout` ms at the latest),
 * or soon where idle callbacks are missing (Safari). Returns a way to call it off.
 */
export function whenIdle(task: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
