import { create } from 'zustand';
import type { THubClient } from './hub-client.ts';

/**
 * The logged-in user's one hub connection (app/shell/use-hub-connection.ts owns it), published
 * here so screens can join their groups and listen on it without importing app/.
 */
export const useCurrentHub = create<{ hub: THubClient | null }>(() => ({ hub: null }));

export const setCurrentHub = (hub: THubClient | null) => useCurrentHub.setState({ hub });
