import {
  serviceHubEvents,
  serviceHubMethods as methods,
  ZAddServiceMessageRequest,
  ZCancelServiceWaitingRequest,
  ZRateServiceRequest,
  type TServiceInitialData,
} from '@lottery/contracts';
import type { Hub, HubCallerContext } from '@lottery/signalr';
import { parseHubArgument, unwrapForHub } from '../../hub/hub-refusal.ts';
import { fail } from '../../platform/result.ts';
import { askForService } from './ask-for-service.ts';
import { postAskerMessage } from './asker-message.ts';
import { cancelWaiting } from './cancel-waiting.ts';
import { rateSession } from './rate-session.ts';
import { askerOf, type TAsker } from './service-askers.ts';
import type { TServiceDeps } from './service-deps.ts';
import { serviceGroups } from './service-groups.ts';
import type { TServiceNotifier } from './service-notify.ts';
import { askerSession, latestSessionOf } from './service-rows.ts';

/** The caller as an asker of this kind, or the refusal (an operator's desk is no asker). */
function askerOfKind(context: HubCallerContext, kind?: TAsker['kind']): TAsker {
  const asker = askerOf(context);
  if (!asker || (kind && asker.kind !== kind))
    return unwrapForHub<TAsker>(fail('ServiceNotCaller'));
  return asker;
}

/**
 * The asker's side of customer service (SPEC §7): a visitor (GetInitialDataAnonymity,
 * AddMessageAnonymity) or a player (GetCustomerServiceSession, AddCustomerServiceMessage) asks,
 * writes, stops waiting and rates. Each method acts on the caller's own session only: no session id is taken
 * but the rating's and the cancel's, which must be the caller's.
 */
export function registerServiceMethods(hub: Hub, deps: TServiceDeps, notify: TServiceNotifier) {
  hub.onConnected(async (context) => {
    const asker = askerOf(context);
    if (asker?.kind === 'visitor')
      await context.groups.add(context.connectionId, serviceGroups.asker(asker));
  });

  const initialData = async (asker: TAsker): Promise<TServiceInitialData> => {
    const row = await latestSessionOf(deps.db, asker);
    return {
      ServerTime: deps.clock.now(),
      Session: row ? await askerSession(deps.db, row) : null,
    };
  };
  hub.on(methods.getInitialDataAnonymity, (context) =>
    initialData(askerOfKind(context, 'visitor')),
  );
  hub.on(methods.getCustomerServiceSession, (context) =>
    initialData(askerOfKind(context, 'player')),
  );

  hub.on(methods.addCustomerServiceWaiting, async (context) => {
    const asked = unwrapForHub(await askForService(deps, askerOfKind(context)));
    if (asked.isNew) await notify.queueMoved();
    return asked.session;
  });

  hub.on(methods.cancelCustomerServiceWaiting, async (context, argument: unknown) => {
    const request = parseHubArgument(ZCancelServiceWaitingRequest, argument);
    const asker = askerOfKind(context);
    const cancelled = unwrapForHub(await cancelWaiting(deps, asker, request.SessionId));
    await notify.toAsker(asker, serviceHubEvents.waitingCancelled, cancelled);
    await notify.queueMoved();
    return cancelled;
  });

  const post = (kind: TAsker['kind']) => async (context: HubCallerContext, argument: unknown) => {
    const request = parseHubArgument(ZAddServiceMessageRequest, argument);
    const asker = askerOfKind(context, kind);
    const posted = unwrapForHub(await postAskerMessage(deps, asker, request.Body));
    await notify.message(asker, posted.operatorId, posted.message);
    return posted.message;
  };
  hub.on(methods.addMessageAnonymity, post('visitor'));
  hub.on(methods.addCustomerServiceMessage, post('player'));

  hub.on(methods.rateCustomerService, async (context, argument: unknown) => {
    const request = parseHubArgument(ZRateServiceRequest, argument);
    return unwrapForHub(await rateSession(deps, askerOfKind(context), request));
  });
}
