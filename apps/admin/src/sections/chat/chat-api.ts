import {
  ZChatAdminRoomsPage,
  ZChatRestrictionChange,
  ZChatRestrictionsPage,
  ZChatRoomMessagesPage,
  ZRemoveChatMessageResult,
  type TChatBanRequest,
  type TChatLiftRequest,
  type TChatMuteRequest,
  type TRemoveChatMessageRequest,
} from '@lottery/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../shared/api/client.ts';

const base = '/api/Admin/Chat';
const pageSize = 20;
export const messagesPageSize = 30;

export const roomsQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'chat', 'rooms', page],
    queryFn: () =>
      apiGet(`${base}/Rooms`, ZChatAdminRoomsPage, { PageIndex: page, PageSize: pageSize }),
  });

export const roomMessagesQuery = (roomId: number, before: string) =>
  queryOptions({
    queryKey: ['admin', 'chat', 'messages', roomId, before],
    queryFn: () =>
      apiGet(`${base}/RoomMessages`, ZChatRoomMessagesPage, {
        RoomId: roomId,
        BeforeMessageId: before,
        Count: messagesPageSize,
      }),
  });

export interface TRestrictionFilters {
  Kind: string;
  LoginId: string;
  ActiveOnly: string;
}

export const restrictionsQuery = (filters: TRestrictionFilters, page: number) =>
  queryOptions({
    queryKey: ['admin', 'chat', 'restrictions', filters, page],
    queryFn: () =>
      apiGet(`${base}/Mutes`, ZChatRestrictionsPage, {
        ...filters,
        PageIndex: page,
        PageSize: pageSize,
      }),
  });

/** Every change refreshes the section's lists (a ban also changes a room's member count). */
function useChatChange<TRequest>(run: (request: TRequest) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'chat'] }),
  });
}

export const useRemoveMessage = () =>
  useChatChange((request: TRemoveChatMessageRequest) =>
    apiPost(`${base}/RemoveMessage`, request, ZRemoveChatMessageResult),
  );

export const useMute = () =>
  useChatChange((request: TChatMuteRequest) =>
    apiPost(`${base}/Mute`, request, ZChatRestrictionChange),
  );

export const useBan = () =>
  useChatChange((request: TChatBanRequest) =>
    apiPost(`${base}/Ban`, request, ZChatRestrictionChange),
  );

export const useLift = () =>
  useChatChange(({ kind, ...request }: TChatLiftRequest & { kind: 'mute' | 'ban' }) =>
    apiPost(`${base}/${kind === 'mute' ? 'Unmute' : 'Unban'}`, request, ZChatRestrictionChange),
  );
