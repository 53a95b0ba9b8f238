import { useEffect, useMemo } from 'react';
import { useCurrentHub } from '../../../shared/realtime/current-hub.ts';
import { chatHubApi, type TChatHubApi } from '../api/chat-hub-api.ts';
import { holdChatSession } from './chat-session.ts';

/** Holds the chat session on the shell's hub connection while the calling screen is mounted. */
export function useChatSession() {
  const hub = useCurrentHub((s) => s.hub);
  useEffect(() => (hub ? holdChatSession(hub) : undefined), [hub]);
}

/** The chat methods over the current connection; null before it exists. */
export function useChatApi(): TChatHubApi | null {
  const hub = useCurrentHub((s) => s.hub);
  return useMemo(() => (hub ? chatHubApi(hub) : null), [hub]);
}
