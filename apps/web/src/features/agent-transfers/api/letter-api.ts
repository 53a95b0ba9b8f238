import type { TInbox, TSentLetter } from '@lottery/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/http-client.ts';

/** Station letters: the inbox of every account, and an agent's sending and sent list. */
export const letterKey = ['station-letters'] as const;

export const useInbox = () =>
  useQuery({
    queryKey: [...letterKey, 'inbox'],
    queryFn: () => apiPost<TInbox>('/api/StationLetter/Inbox', { PageSize: 50 }),
  });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (letterIds?: number[]) =>
      apiPost<{ UnreadCount: number }>(
        '/api/StationLetter/MarkRead',
        letterIds ? { LetterIds: letterIds } : {},
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: letterKey }),
  });
}

export const useSentLetters = () =>
  useQuery({
    queryKey: [...letterKey, 'sent'],
    queryFn: () =>
      apiPost<{ Items: TSentLetter[]; TotalCount: number }>('/api/StationLetter/Sent', {
        PageSize: 50,
      }),
  });

export interface TSendLetterBody {
  Audience: 'Members' | 'Team';
  LoginIds: string[];
  Title: string;
  Body: string;
}

export function useSendLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSendLetterBody) =>
      apiPost<{ Id: number; RecipientCount: number }>('/api/StationLetter/Send', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: letterKey }),
  });
}
