import type { TServiceDeskSession, TServiceMessage } from '@lottery/contracts';

export interface TWaiter {
  SessionId: number;
  Position: number;
  UserId: number | null;
  LoginId: string | null;
  VisitorId: number | null;
  RequestedAt: number;
}

/** What the desk shows: the queue and the operator's open conversations, one selected. */
export interface TDeskState {
  operatorId: number | null;
  /** The queue's first serviceDeskQueueShown; totalWaiting counts them all. */
  waiting: readonly TWaiter[];
  totalWaiting: number;
  serving: readonly TServiceDeskSession[];
  selectedId: number | null;
}

export type TDeskAction =
  | {
      type: 'loaded';
      operatorId: number;
      waiting: readonly TWaiter[];
      totalWaiting: number;
      serving: readonly TServiceDeskSession[];
    }
  | { type: 'queue'; waiting: readonly TWaiter[]; totalWaiting: number }
  | { type: 'assigned'; session: TServiceDeskSession }
  | { type: 'released'; sessionId: number }
  | { type: 'message'; message: TServiceMessage }
  | { type: 'select'; sessionId: number };

export const emptyDesk: TDeskState = {
  operatorId: null,
  waiting: [],
  totalWaiting: 0,
  serving: [],
  selectedId: null,
};

const firstId = (serving: readonly TServiceDeskSession[]) => serving[0]?.SessionId ?? null;

/**
 * The desk's state from the hub's answers and events. Messages are kept by id, so one that came
 * both as an answer and as an event shows once.
 */
export function deskReducer(state: TDeskState, action: TDeskAction): TDeskState {
  switch (action.type) {
    case 'loaded':
      return {
        operatorId: action.operatorId,
        waiting: action.waiting,
        totalWaiting: action.totalWaiting,
        serving: action.serving,
        selectedId: action.serving.some((s) => s.SessionId === state.selectedId)
          ? state.selectedId
          : firstId(action.serving),
      };
    case 'queue':
      return { ...state, waiting: action.waiting, totalWaiting: action.totalWaiting };
    case 'assigned':
      return {
        ...state,
        serving: [
          ...state.serving.filter((s) => s.SessionId !== action.session.SessionId),
          action.session,
        ],
        selectedId: action.session.SessionId,
      };
    case 'released': {
      const serving = state.serving.filter((s) => s.SessionId !== action.sessionId);
      return {
        ...state,
        serving,
        selectedId: state.selectedId === action.sessionId ? firstId(serving) : state.selectedId,
      };
    }
    case 'message':
      return {
        ...state,
        serving: state.serving.map((session) =>
          session.SessionId !== action.message.SessionId ||
          session.Messages.some((m) => m.Id === action.message.Id)
            ? session
            : { ...session, Messages: [...session.Messages, action.message] },
        ),
      };
    case 'select':
      return { ...state, selectedId: action.sessionId };
  }
}
