import type { TStateResponse } from '@lottery/contracts';
import {
  isServerAlertKey,
  type TBetOptionKey,
  type TServerAlertKey,
} from '../../shared/bet-options/bet-options.ts';
import { setDrawAlert } from './api/set-draw-alert.ts';
import { setSealIssueAlert } from './api/set-seal-issue-alert.ts';
import { setWinningAlert } from './api/set-winning-alert.ts';

export const serverAlertSetters: Record<
  TServerAlertKey,
  (isEnabled: boolean) => Promise<TStateResponse>
> = {
  sealIssueAlert: setSealIssueAlert,
  drawAlert: setDrawAlert,
  winningAlert: setWinningAlert,
};

export interface TSaveBetOptionDeps {
  /** Stores the option locally (the bet options store). */
  setLocal(key: TBetOptionKey, value: boolean): void;
  /** Told when the server took an alert change, to update the user info's alerts. */
  onAlertSaved(key: TServerAlertKey, value: boolean): void;
}

/**
 * Saves one toggle. Local options change at once; the three alerts change only once the server
 * took them, so the switch never shows a state the server does not have. Failures are only
 * logged (SPEC §8): the switch stays as it was. Resolves whether the change took.
 */
export async function saveBetOption(
  key: TBetOptionKey,
  value: boolean,
  { setLocal, onAlertSaved }: TSaveBetOptionDeps,
): Promise<boolean> {
  if (!isServerAlertKey(key)) {
    setLocal(key, value);
    return true;
  }
  try {
    const { State } = await serverAlertSetters[key](value);
    if (!State) {
      console.warn(`bet option ${key}: the server did not take ${String(value)}`);
      return false;
    }
    setLocal(key, value);
    onAlertSaved(key, value);
    return true;
  } catch (error) {
    console.warn(`bet option ${key}: saving failed`, error);
    return false;
  }
}
