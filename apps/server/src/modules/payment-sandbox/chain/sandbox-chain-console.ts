import {
  parseUsdtMicro,
  usdtChainNames,
  ZSandboxChainTransferRequest,
  type TUsdtChain,
} from '@lottery/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readChainSetting } from '../../deposit/usdt/usdt-settings.ts';
import {
  chainConsoleCss,
  chainConsolePage,
  consoleErrors,
  type TConsoleError,
  type TConsoleNote,
} from './chain-console-html.ts';
import {
  confirmationsAt,
  heightAt,
  mineSandboxBlocks,
  recentSandboxTransfers,
  reorganiseTransferAway,
  sandboxChainOf,
  sendSandboxTransfer,
  type TSandboxChainDeps,
} from './sandbox-chain-books.ts';

/** Where the console is served; the usdt section of the back office links here. */
export const sandboxChainConsolePath = '/PaySandbox/Chain';

const isChain = (text: unknown): text is TUsdtChain =>
  typeof text === 'string' && (usdtChainNames as readonly string[]).includes(text);

const formOf = (request: FastifyRequest) =>
  new URLSearchParams(typeof request.body === 'string' ? request.body : '');

/** What an action did, as the query of the page it leads back to (see noteOf). */
type TNoteQuery = Readonly<Record<string, string>>;

/** After an action, back to the chain's page (a reload does not send it again). */
const backTo = (reply: FastifyReply, chain: TUsdtChain, note: TNoteQuery) =>
  reply.redirect(`${sandboxChainConsolePath}?${new URLSearchParams({ chain, ...note })}`, 303);

function noteOf(query: Record<string, string | undefined>): TConsoleNote | null {
  if (query.sent) return { kind: 'sent', txId: query.sent };
  if (query.mined) return { kind: 'mined', blocks: Number(query.mined) || 0 };
  if (query.dropped) return { kind: 'dropped', count: Number(query.dropped) || 0 };
  if (query.error && (consoleErrors as readonly string[]).includes(query.error))
    return { kind: 'error', reason: query.error as TConsoleError };
  return null;
}

const html = (reply: FastifyReply, status: number, text: string) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(text);

/**
 * The sandbox chain's console, the page an operator or a tester uses as a chain's faucet and
 * block explorer: send USDT to an address (with a memo), make blocks so transfers gain
 * confirmations, re-organise a transfer's block away. Plain forms posted to the server (the
 * product's CSP runs no inline script), each followed by a redirect to the chain's page. Served
 * like the sandbox gateway's payment page, only when PAYMENT_SANDBOX is on.
 */
export function serveSandboxChainConsole(app: FastifyInstance, deps: TSandboxChainDeps): void {
  const config = { bypassSiteGuard: true };

  app.get(`/PaySandbox/chain.css`, { config }, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(chainConsoleCss),
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    sandboxChainConsolePath,
    { config },
    async (request, reply) => {
      const chain = request.query.chain ?? 'TRC20';
      if (!isChain(chain)) return html(reply, 404, 'No such chain');
      const now = deps.clock.now();
      const row = await sandboxChainOf(deps.db, chain, now, deps.blockMs);
      const height = heightAt(row, now);
      const transfers = await recentSandboxTransfers(deps.db, chain, 30);
      return html(
        reply,
        200,
        chainConsolePage({
          chain,
          height,
          blockMs: row.block_ms,
          reorgs: row.reorgs,
          needed: (await readChainSetting(deps.db, chain)).confirmations,
          transfers: transfers.map((transfer) => ({
            ...transfer,
            confirmations: confirmationsAt(height, Number(transfer.block_height)),
          })),
          note: noteOf(request.query),
        }),
      );
    },
  );

  type TChainAction = { Params: { chain: string } };
  const action = (
    name: string,
    handle: (chain: TUsdtChain, form: URLSearchParams) => Promise<TNoteQuery>,
  ) =>
    app.post<TChainAction>(
      `${sandboxChainConsolePath}/:chain/${name}`,
      { config },
      async (request, reply) => {
        const { chain } = request.params;
        if (!isChain(chain)) return html(reply, 404, 'No such chain');
        return backTo(reply, chain, await handle(chain, formOf(request)));
      },
    );

  action('Transfer', async (chain, form): Promise<TNoteQuery> => {
    const parsed = ZSandboxChainTransferRequest.safeParse({
      ToAddress: form.get('toAddress') ?? '',
      Memo: form.get('memo') ?? '',
      Amount: form.get('amount') ?? '',
    });
    const amountMicro = parsed.success ? parseUsdtMicro(parsed.data.Amount) : null;
    if (!parsed.success || amountMicro === null || amountMicro <= 0n) return { error: 'transfer' };
    const sent = await sendSandboxTransfer(deps, {
      chain,
      toAddress: parsed.data.ToAddress,
      memo: parsed.data.Memo || null,
      amountMicro,
    });
    return { sent: sent.tx_id };
  });

  action('Mine', async (chain, form): Promise<TNoteQuery> => {
    const blocks = Number(form.get('blocks'));
    if (!Number.isInteger(blocks) || blocks < 1 || blocks > 1000) return { error: 'blocks' };
    await mineSandboxBlocks(deps, chain, blocks);
    return { mined: String(blocks) };
  });

  action('Reorg', async (chain, form): Promise<TNoteQuery> => {
    const result = await reorganiseTransferAway(deps, chain, form.get('txId') ?? '');
    return typeof result === 'string' ? { error: result } : { dropped: String(result.dropped) };
  });
}
