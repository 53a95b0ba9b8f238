/** True when the player asked the system for less motion: animations then end at once. */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Waits for an animation of `ms` to play, or not at all under reduced motion. */
export const afterAnimation = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, prefersReducedMotion() ? 0 : ms));
