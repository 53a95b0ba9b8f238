import type { TServiceMessage, TServiceSession } from '@lottery/contracts';

/** The asker's conversation as the screen shows it; null: none asked yet. */
export type TServiceView = TServiceSession | null;

export type TServiceEvent =
  | { type: 'loaded'; session: TServiceSession | null }
  | { type: 'position'; sessionId: number; position: number }
  | { type: 'started'; sessionId: number; operatorName: string }
  | { type: 'finished'; sessionId: number; at: number }
  | { type: 'cancelled'; sessionId: number; at: number }
  | { type: 'message'; message: TServiceMessage }
  | { type: 'rated'; sessionId: number; rating: number };

/**
 * The conversation from the hub's answers and events. An event of another session (an old one)
 * changes nothing; a message is kept once by id, however often it comes.
 */
export function serviceReducer(view: TServiceView, event: TServiceEvent): TServiceView {
  if (event.type === 'loaded') return event.session;
  if (!view) return view;
  const id = event.type === 'message' ? event.message.SessionId : event.sessionId;
  if (id !== view.Id) return view;
  switch (event.type) {
    case 'position':
      return view.State === 'waiting' ? { ...view, Position: event.position } : view;
    case 'started':
      return { ...view, State: 'serving', Position: 0, OperatorName: event.operatorName };
    case 'finished':
      return { ...view, State: 'finished', Position: 0, FinishedAt: event.at };
    case 'cancelled':
      // Only a waiting session can be cancelled (the server refuses the rest).
      return view.State === 'waiting'
        ? { ...view, State: 'cancelled', Position: 0, FinishedAt: event.at }
        : view;
    case 'message':
      return view.Messages.some((m) => m.Id === event.message.Id)
        ? view
        : { ...view, Messages: [...view.Messages, event.message] };
    case 'rated':
      return { ...view, Rating: event.rating };
  }
}
