import { useEffect, useState } from 'react';
import { storageKeys } from '../../shared/storage/storage-keys.ts';
import { configEditors } from './config-editors/index.ts';
import type { TActivityDraft } from './activity-draft.ts';

/**
 * The activity form's values kept in sessionStorage while they are typed, so a reload (or a
 * slip of Back) does not lose a half-configured prize table. Keyed by the draft and its last
 * saved version: values typed over an older version are not offered over a newer one. Forgotten
 * once saved. sessionStorage: the tab's own, gone with it, never shared with another desk.
 */
export function useStoredDraft(version: string, initial: () => TActivityDraft) {
  const key = `${storageKeys.activityDraft}.${version}`;
  const [draft, setDraft] = useState<TActivityDraft>(() => read(key) ?? initial());
  useEffect(() => {
    try {
      sessionStorage.setItem(key, JSON.stringify(draft));
    } catch {
      // Storage full or refused (private mode): the form still works, only without the keep.
    }
  }, [key, draft]);
  return { draft, setDraft, forget: () => sessionStorage.removeItem(key) };
}

function read(key: string): TActivityDraft | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as TActivityDraft | null;
    // A type no longer built (or a damaged value) starts afresh.
    return stored && stored.Type in configEditors && stored.Config?.Type === stored.Type
      ? stored
      : null;
  } catch {
    return null;
  }
}
