import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following changes; false where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** The phone layout's breakpoint, the same as the stylesheets' (below 768 px). */
export const phoneQuery = '(max-width: 767.98px)';
