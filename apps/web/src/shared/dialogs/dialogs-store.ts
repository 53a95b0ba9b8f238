import { create } from 'zustand';

interface TWarningRequest {
  kind: 'warning';
  id: number;
  text: string;
  title?: string;
  confirmLabel?: string;
  /** Undefined: the host's default; null: no auto-hide. */
  autoHideMs?: number | null;
  settle(): void;
}

interface TConfirmRequest {
  kind: 'confirm';
  id: number;
  text: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  settle(isConfirmed: boolean): void;
}

export type TDialogRequest = TWarningRequest | TConfirmRequest;

type TOptions<T> = Omit<T, 'kind' | 'id' | 'text' | 'settle'>;

/** Dialogs asked for from anywhere (features, the hub), shown one at a time by DialogHost. */
export const useDialogs = create<{ queue: readonly TDialogRequest[] }>(() => ({ queue: [] }));

let nextId = 1;

function remove(id: number) {
  useDialogs.setState((s) => ({ queue: s.queue.filter((r) => r.id !== id) }));
}

/** Resolves when the warning is closed, by the button, Escape or its countdown. */
export function showWarning(text: string, options: TOptions<TWarningRequest> = {}): Promise<void> {
  const id = nextId++;
  return new Promise((resolve) => {
    const settle = () => {
      remove(id);
      resolve();
    };
    useDialogs.setState((s) => ({
      queue: [...s.queue, { ...options, kind: 'warning', id, text, settle }],
    }));
  });
}

/** Resolves true on confirm, false on cancel or Escape. */
export function askConfirm(
  text: string,
  options: TOptions<TConfirmRequest> = {},
): Promise<boolean> {
  const id = nextId++;
  return new Promise((resolve) => {
    const settle = (isConfirmed: boolean) => {
      remove(id);
      resolve(isConfirmed);
    };
    useDialogs.setState((s) => ({
      queue: [...s.queue, { ...options, kind: 'confirm', id, text, settle }],
    }));
  });
}
