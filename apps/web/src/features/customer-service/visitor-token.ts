import { localStore } from '@lottery/client-kit';
import { apiPost } from '../../shared/api/http-client.ts';
import { storageKeys } from '../../shared/storage/storage-keys.ts';

/**
 * A visitor's token for /Hub: the one kept in localStorage is sent back and answered again while
 * valid, so a reload keeps the conversation; otherwise the server issues a new visitor.
 */
export async function visitorToken(): Promise<string> {
  const held = localStore.get<string>(storageKeys.serviceVisitor);
  const answer = await apiPost<{ VisitorId: number; Token: string }>(
    '/api/Chat/Visitor',
    held ? { Token: held } : {},
  );
  localStore.set(storageKeys.serviceVisitor, answer.Token);
  return answer.Token;
}
