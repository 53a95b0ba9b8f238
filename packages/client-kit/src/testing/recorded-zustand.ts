import { create as createHook, type UseBoundStore } from 'zustand/react';
import type { StateCreator, StoreApi } from 'zustand/vanilla';

/**
 * `zustand` as the apps' tests see it (their vite.config.ts test.alias): every store made is
 * recorded, so that each test file can start from every store's initial state while the files of
 * a worker share their modules (isolate: false). The app itself imports zustand unchanged.
 */
const stores = new Set<StoreApi<unknown>>();

function recorded<T>(initializer: StateCreator<T, [], []>): UseBoundStore<StoreApi<T>> {
  const store = createHook<T>()(initializer);
  stores.add(store as unknown as StoreApi<unknown>);
  return store;
}

export const create = (<T>(initializer?: StateCreator<T, [], []>) =>
  initializer === undefined
    ? (later: StateCreator<T, [], []>) => recorded(later)
    : recorded(initializer)) as typeof createHook;

/** Puts every store made so far back to the state it was made with. */
export function resetRecordedStores(): void {
  for (const store of stores) store.setState(store.getInitialState(), true);
}
