import { hubGroups } from '../../hub/hub-groups.ts';
import type { TAsker } from './service-askers.ts';

/** Hub groups of customer service: an asker's devices, an operator's, and every open desk. */
export const serviceGroups = {
  /** A player's is the user group every connection of theirs joins (product-hub.ts). */
  asker: (asker: TAsker) =>
    asker.kind === 'player' ? hubGroups.user(asker.userId) : `service-visitor:${asker.visitorId}`,
  operator: (adminId: number) => `service-operator:${adminId}`,
  desk: 'service-desk',
} as const;
