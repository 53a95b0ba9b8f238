import { useEffect, useState } from 'react';
import { storageKeys } from '../../../shared/storage/storage-keys.ts';

export interface TDepositDraft {
  type: number | null;
  channelId: number | null;
  amount: string;
  depositorName: string;
}

const empty: TDepositDraft = { type: null, channelId: null, amount: '', depositorName: '' };

function readDraft(): TDepositDraft {
  try {
    const stored = sessionStorage.getItem(storageKeys.depositDraft);
    return stored ? { ...empty, ...(JSON.parse(stored) as Partial<TDepositDraft>) } : empty;
  } catch {
    return empty;
  }
}

/** The /Deposit form, kept for the visit so a reload loses nothing; cleared once sent. */
export function useDepositDraft() {
  const [draft, setDraft] = useState(readDraft);
  useEffect(() => {
    sessionStorage.setItem(storageKeys.depositDraft, JSON.stringify(draft));
  }, [draft]);
  const clear = () => setDraft({ ...empty, type: draft.type, channelId: draft.channelId });
  return { draft, setDraft, clear };
}
