import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { resetRecordedStores } from './recorded-zustand.ts';

/**
 * What a test file of the apps finds as it starts, as if it had the worker to itself: the files of
 * a worker share their modules (isolate: false, a quarter of the time of loading them for every
 * file), so what one file left in the page, the storage, the stores, the clock or the globals is
 * put back here. Called by each app's test-setup.ts, which runs before every file; the app adds
 * its own singletons (the query client, the language).
 */
export function freshTestFile(): void {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  resetRecordedStores();
}
