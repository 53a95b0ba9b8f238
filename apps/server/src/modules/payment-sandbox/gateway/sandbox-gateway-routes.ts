import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unwrap, type TResult } from '../../../platform/result.ts';
import { readSandboxOrder } from './sandbox-books.ts';
import {
  createSandboxOrder,
  querySandboxOrder,
  sandboxStatement,
  setSandboxSettings,
  type TSandboxGatewayDeps,
} from './sandbox-merchant-api.ts';
import { notFoundPage, payPage, payPageCss, resultPage } from './pay-page-html.ts';
import { closeSandboxOrder } from './pay-sandbox-order.ts';

/** Where the sandbox's merchant API is served; a gateway row's base URL is origin + this. */
export const sandboxGatewayPath = '/api/PaySandbox/Gateway';

/** Form-encoded bodies arrive as text (app.ts's parser); anything else is no form at all. */
const formText = (request: FastifyRequest) =>
  typeof request.body === 'string' ? request.body : '';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const html = (reply: FastifyReply, status: number, text: string) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(text);

/**
 * The sandbox gateway as a third party would serve it: a merchant API of signed forms and JSON
 * answers, and the player's payment page. Not part of the product's JSON API (and so not in its
 * OpenAPI document): these speak the gateway's protocol. Served only when PAYMENT_SANDBOX is on.
 */
export function serveSandboxGateway(app: FastifyInstance, deps: TSandboxGatewayDeps): void {
  const config = { bypassSiteGuard: true };
  const merchantCall = (
    path: string,
    handle: (request: FastifyRequest) => Promise<TResult<unknown>>,
  ) =>
    app.post(`${sandboxGatewayPath}${path}`, { config }, async (request) =>
      unwrap(await handle(request)),
    );
  merchantCall('/order', (request) =>
    createSandboxOrder(deps, formText(request), originOf(request)),
  );
  merchantCall('/query', (request) => querySandboxOrder(deps, formText(request)));
  merchantCall('/statement', (request) => sandboxStatement(deps, formText(request)));
  merchantCall('/settings', (request) => setSandboxSettings(deps, formText(request)));

  app.get('/PaySandbox/pay.css', { config }, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(payPageCss),
  );
  app.get<{ Params: { id: string } }>('/PaySandbox/Pay/:id', { config }, async (request, reply) => {
    const order = await readSandboxOrder(deps.db, request.params.id);
    if (!order) return html(reply, 404, notFoundPage());
    return html(reply, 200, order.status === 'pending' ? payPage(order) : resultPage(order));
  });
  app.post<{ Params: { id: string } }>(
    '/PaySandbox/Pay/:id',
    { config },
    async (request, reply) => {
      const form = new URLSearchParams(formText(request));
      await closeSandboxOrder(deps, request.params.id, {
        action: form.get('action') ?? '',
        faults: form.getAll('fault'),
      });
      // Paid just now or before (a second click): the page shows the order as it stands.
      const order = await readSandboxOrder(deps.db, request.params.id);
      if (!order) return html(reply, 404, notFoundPage());
      return html(reply, 200, resultPage(order));
    },
  );
}
