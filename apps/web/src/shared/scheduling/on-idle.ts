/** Runs `run` once the browser is idle (at most 500 ms on), or in the next task where it cannot
 * tell; the returned function cancels it. */
export function onIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 500 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
