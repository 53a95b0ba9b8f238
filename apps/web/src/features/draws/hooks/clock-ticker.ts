/**
 * The one clock every countdown and phase reads: a fresh Date.now() at every tick, never a
 * decremented counter, so a tab that slept shows the right time on its first tick back. One
 * timer for the whole page, however many countdowns it shows, and each listener decides whether
 * its tick changes anything on screen (use-clock-derived.ts). Ticks fall just after each whole
 * second of server time (so a countdown in whole seconds steps evenly), and once more when the
 * tab becomes visible again.
 */
type TListener = () => void;

const listeners = new Set<TListener>();
let nowMs = Date.now();
let alignOffsetMs = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

function tick() {
  nowMs = Date.now();
  for (const listener of listeners) listener();
}

function schedule() {
  const serverNowMs = Date.now() + alignOffsetMs;
  const delayMs = 1000 - (((serverNowMs % 1000) + 1000) % 1000) + 10;
  timer = setTimeout(() => {
    tick();
    schedule();
  }, delayMs);
}

function onVisibility() {
  if (document.visibilityState !== 'visible') return;
  clearTimeout(timer);
  tick();
  schedule();
}

function start() {
  nowMs = Date.now();
  schedule();
  document.addEventListener('visibilitychange', onVisibility);
}

function stop() {
  clearTimeout(timer);
  timer = undefined;
  document.removeEventListener('visibilitychange', onVisibility);
}

export const clockTicker = {
  /** Client time of the latest tick. */
  now: () => (listeners.size > 0 ? nowMs : Date.now()),
  subscribe(listener: TListener) {
    if (listeners.size === 0) start();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) stop();
    };
  },
  /** The server clock's offset, so ticks fall on its whole seconds. */
  alignTo(serverOffsetMs: number) {
    alignOffsetMs = serverOffsetMs;
  },
};
