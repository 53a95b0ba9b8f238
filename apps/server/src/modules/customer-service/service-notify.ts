import { serviceDeskHubEvents, serviceHubEvents, type TServiceMessage } from '@lottery/contracts';
import type { Hub } from '@lottery/signalr';
import type { TQueryable } from '../../db/database.ts';
import { queueForDesk, readQueue } from './desk-queue.ts';
import type { TAsker } from './service-askers.ts';
import { serviceGroups } from './service-groups.ts';
import { askerOfRow } from './service-rows.ts';

/** Pushes of customer service, each after its change committed. */
export function serviceNotifier(hub: Hub, db: TQueryable) {
  const toGroup = (group: string, event: string, payload: unknown) =>
    hub.clients.group(group).send(event, payload);
  return {
    /**
     * The queue moved (someone asked, was taken or stopped waiting): every waiter hears their
     * position and every desk the queue. A waiter past the desk's list is told when the queue
     * reaches them.
     */
    async queueMoved() {
      const queue = await readQueue(db);
      await toGroup(serviceGroups.desk, serviceDeskHubEvents.queueChanged, queueForDesk(queue));
      for (const waiter of queue.waiters)
        await toGroup(serviceGroups.asker(askerOfRow(waiter.row)), serviceHubEvents.queuePosition, {
          SessionId: waiter.SessionId,
          Position: waiter.Position,
        });
    },
    message: (asker: TAsker, operatorId: number | null, message: TServiceMessage) =>
      Promise.all([
        toGroup(serviceGroups.asker(asker), serviceHubEvents.receiveServiceMessage, message),
        operatorId === null
          ? undefined
          : toGroup(
              serviceGroups.operator(operatorId),
              serviceHubEvents.receiveServiceMessage,
              message,
            ),
      ]),
    toAsker: (asker: TAsker, event: string, payload: unknown) =>
      toGroup(serviceGroups.asker(asker), event, payload),
    toOperator: (adminId: number, event: string, payload: unknown) =>
      toGroup(serviceGroups.operator(adminId), event, payload),
  };
}

export type TServiceNotifier = ReturnType<typeof serviceNotifier>;
