/**
 * Who does what to a room, by its kind and the caller's role: the table lives in the contracts
 * (chat-room-rules.ts) so that the player app shows the same actions the server allows.
 */
export { mayDo, mayRemove, roomOperations, type TRoomOperation } from '@lottery/contracts';
