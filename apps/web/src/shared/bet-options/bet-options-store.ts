import { create } from 'zustand';
import { localStore } from '@lottery/client-kit';
import { storageKeys } from '../storage/storage-keys.ts';
import { readBetOptions, type TBetOptionKey, type TBetOptions } from './bet-options.ts';

interface TBetOptionsState {
  options: TBetOptions;
  /** Sets one option here and in localStorage; the server side is the caller's concern. */
  setOption(key: TBetOptionKey, value: boolean): void;
  /** Re-reads localStorage (tests, and a later sign-in on the same page). */
  reload(): void;
}

/**
 * Bet options live in shared/ because the shell's panel, the win popups (award notify) and the
 * bet screens all read them.
 */
export const useBetOptions = create<TBetOptionsState>((set, get) => ({
  options: readBetOptions(localStore.get(storageKeys.betOptions)),
  setOption(key, value) {
    const options = { ...get().options, [key]: value };
    localStore.set(storageKeys.betOptions, options);
    set({ options });
  },
  reload() {
    set({ options: readBetOptions(localStore.get(storageKeys.betOptions)) });
  },
}));
