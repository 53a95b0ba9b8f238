import { useEffect } from 'react';
import { useUserInfo, type TUserInfo } from '../../shared/user-info/user-info-store.ts';
import { serverAlertKeys, type TServerAlertKey } from '../../shared/bet-options/bet-options.ts';
import { useBetOptions } from '../../shared/bet-options/bet-options-store.ts';

/** Which user-info alert each server-side bet option is. */
export const alertFieldOf: Record<TServerAlertKey, keyof TUserInfo['alerts']> = {
  sealIssueAlert: 'isFengDanEnabled',
  drawAlert: 'isDrawEnabled',
  winningAlert: 'isWinningEnabled',
};

/**
 * The server holds the three alerts; the local copies (default on, SPEC §5) only stand in until
 * the user info has loaded, then follow the server's answer.
 */
export function useAlertSync() {
  const alerts = useUserInfo((s) => s.alerts);
  const isInitialised = useUserInfo((s) => s.isInitialised);
  useEffect(() => {
    if (!isInitialised) return;
    const { options, setOption } = useBetOptions.getState();
    for (const key of serverAlertKeys) {
      const value = alerts[alertFieldOf[key]];
      if (options[key] !== value) setOption(key, value);
    }
  }, [alerts, isInitialised]);
}
