import type { Hub } from '@lottery/signalr';
import type { TServiceHubDeps } from './service-deps.ts';
import { registerServiceDeskMethods } from './service-desk-hub.ts';
import { registerServiceMethods } from './service-hub.ts';
import { serviceNotifier } from './service-notify.ts';

/** Customer service on the product hub: the askers' methods and the operators' desk. */
export function registerCustomerService(hub: Hub, deps: TServiceHubDeps): void {
  const notify = serviceNotifier(hub, deps.db);
  registerServiceMethods(hub, deps, notify);
  registerServiceDeskMethods(hub, deps, notify);
}
