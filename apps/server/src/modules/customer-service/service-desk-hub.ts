import {
  serviceDeskHubEvents as deskEvents,
  serviceDeskHubMethods as methods,
  serviceHubEvents,
  ZServiceDeskFinishRequest,
  ZServiceDeskReplyRequest,
  ZServiceDeskTakeRequest,
  ZServiceDeskTransferRequest,
} from '@lottery/contracts';
import type { Hub, HubCallerContext } from '@lottery/signalr';
import { parseHubArgument, unwrapForHub } from '../../hub/hub-refusal.ts';
import { AppError } from '../../platform/errors.ts';
import { fail } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { finishSession } from './desk-finish.ts';
import { queueForDesk, readQueue, servingOf } from './desk-queue.ts';
import { replyToAsker } from './desk-reply.ts';
import { takeWaiter } from './desk-take.ts';
import { transferSession } from './desk-transfer.ts';
import { deskOf, operatorIdOf } from './service-askers.ts';
import type { TServiceHubDeps } from './service-deps.ts';
import { serviceGroups } from './service-groups.ts';
import type { TServiceNotifier } from './service-notify.ts';
import { askerOfDeskSession } from './service-rows.ts';

/**
 * The operator's side (the console's desk): each method re-checks the console session behind the
 * desk ticket, so ending it, disabling the account or taking chat.serve away stops the desk at
 * once, as it does the console's routes.
 */
export function registerServiceDeskMethods(
  hub: Hub,
  deps: TServiceHubDeps,
  notify: TServiceNotifier,
) {
  hub.onConnected(async (context) => {
    const adminId = operatorIdOf(context);
    if (adminId === null) return;
    await context.groups.add(context.connectionId, serviceGroups.operator(adminId));
    await context.groups.add(context.connectionId, serviceGroups.desk);
  });

  const operatorOf = async (context: HubCallerContext): Promise<TAdminSession> => {
    const ticket = deskOf(context);
    if (!ticket) return unwrapForHub<TAdminSession>(fail('ServiceNotCaller'));
    try {
      return await deps.operatorOf(ticket);
    } catch (error) {
      if (error instanceof AppError)
        return unwrapForHub<TAdminSession>(fail(error.errorName, error.params));
      throw error;
    }
  };

  hub.on(methods.getState, async (context) => {
    const admin = await operatorOf(context);
    return {
      OperatorId: admin.adminId,
      ...queueForDesk(await readQueue(deps.db)),
      Serving: await servingOf(deps.db, admin.adminId),
    };
  });

  hub.on(methods.take, async (context, argument: unknown) => {
    const request = parseHubArgument(ZServiceDeskTakeRequest, argument);
    const admin = await operatorOf(context);
    const session = unwrapForHub(
      await takeWaiter(deps.db, admin, request.SessionId, deps.clock.now()),
    );
    await notify.toAsker(askerOfDeskSession(session), serviceHubEvents.startServing, {
      SessionId: session.SessionId,
      OperatorName: session.OperatorName ?? '',
      At: session.ServedAt ?? deps.clock.now(),
    });
    await notify.queueMoved();
    return session;
  });

  hub.on(methods.reply, async (context, argument: unknown) => {
    const request = parseHubArgument(ZServiceDeskReplyRequest, argument);
    const admin = await operatorOf(context);
    const sent = unwrapForHub(await replyToAsker(deps.db, admin, request, deps.clock.now()));
    await notify.message(sent.asker, admin.adminId, sent.message);
    return sent.message;
  });

  hub.on(methods.transfer, async (context, argument: unknown) => {
    const request = parseHubArgument(ZServiceDeskTransferRequest, argument);
    const admin = await operatorOf(context);
    const moved = unwrapForHub(await transferSession(deps.db, admin, request));
    await notify.toAsker(askerOfDeskSession(moved), serviceHubEvents.startServing, {
      SessionId: moved.SessionId,
      OperatorName: moved.OperatorName ?? '',
      At: deps.clock.now(),
    });
    await notify.toOperator(admin.adminId, deskEvents.released, { SessionId: moved.SessionId });
    await notify.toOperator(request.ToAdminId, deskEvents.assigned, moved);
    return moved;
  });

  hub.on(methods.finish, async (context, argument: unknown) => {
    const request = parseHubArgument(ZServiceDeskFinishRequest, argument);
    const admin = await operatorOf(context);
    const finished = unwrapForHub(
      await finishSession(deps.db, admin, request.SessionId, deps.clock.now()),
    );
    const event = { SessionId: finished.SessionId, At: finished.FinishedAt };
    await notify.toAsker(finished.asker, serviceHubEvents.finishServing, event);
    return event;
  });
}
