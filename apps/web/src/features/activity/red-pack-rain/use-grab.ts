import { useState } from 'react';
import { useClaimActivity, type TActivityClaimResult } from '../api/activity-api.ts';

/**
 * A tap on a falling packet: each tap is a claim of its own (its own Idempotency-Key, so two
 * taps are two grabs, up to the rain's limit the server keeps). The grabs of this visit are kept
 * for the "my packets" line, newest first.
 */
export function useGrab(activityId: number) {
  const claim = useClaimActivity();
  const [grabs, setGrabs] = useState<TActivityClaimResult[]>([]);
  const grab = async (): Promise<TActivityClaimResult | null> => {
    try {
      const result = await claim.mutateAsync({
        activityId,
        idempotencyKey: crypto.randomUUID(),
      });
      setGrabs((current) => [result, ...current]);
      return result;
    } catch {
      return null;
    }
  };
  return { grab, grabs, error: claim.error, isPending: claim.isPending };
}
