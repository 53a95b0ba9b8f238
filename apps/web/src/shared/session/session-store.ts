import type { TTokenResponse } from '@lottery/contracts';
import { create } from 'zustand';
import { localStore } from '@lottery/client-kit';
import { storageKeys } from '../storage/storage-keys.ts';

/** Session data saved at login (SPEC §3). */
export interface TSessionData {
  accessToken: string;
  isAgent: boolean;
  userName: string;
  nickName: string;
  /** Epoch ms: login time plus the token's expires_in. */
  expiresAt: number;
  loginType: number;
  /** Bets are not yet verified after a login (SPEC §3); the bet screens set it. */
  isBetVerified: boolean;
}

interface TSessionState {
  session: TSessionData | null;
  save(token: TTokenResponse, nowMs: number): void;
  /** A refreshed token for the same session keeps the user's flags. */
  renew(token: TTokenResponse, nowMs: number): void;
  clear(): void;
}

export function sessionFromToken(token: TTokenResponse, nowMs: number): TSessionData {
  return {
    accessToken: token.access_token,
    isAgent: token.IsAgent,
    userName: token.UserName,
    nickName: token.NickName,
    expiresAt: nowMs + token.expires_in * 1000,
    loginType: token.LoginType,
    isBetVerified: false,
  };
}

export const useSessionStore = create<TSessionState>((set, get) => ({
  session: localStore.get<TSessionData>(storageKeys.session),
  save(token, nowMs) {
    const session = sessionFromToken(token, nowMs);
    localStore.set(storageKeys.session, session);
    set({ session });
  },
  renew(token, nowMs) {
    const current = get().session;
    const session = {
      ...sessionFromToken(token, nowMs),
      isBetVerified: current?.isBetVerified ?? false,
    };
    localStore.set(storageKeys.session, session);
    set({ session });
  },
  clear() {
    localStore.remove(storageKeys.session);
    set({ session: null });
  },
}));
