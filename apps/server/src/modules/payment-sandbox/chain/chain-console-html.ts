import { usdtChainNames, usdtMicroToText, type TUsdtChain } from '@lottery/contracts';
import { maxReorgBlocks, type TSandboxTransferRow } from './sandbox-chain-books.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the last action did, carried by the redirect after it (?sent=…, ?mined=…, …). */
export type TConsoleNote =
  | { kind: 'sent'; txId: string }
  | { kind: 'mined'; blocks: number }
  | { kind: 'dropped'; count: number }
  | { kind: 'error'; reason: TConsoleError };

export const consoleErrors = ['transfer', 'blocks', 'deep', 'missing'] as const;
export type TConsoleError = (typeof consoleErrors)[number];

/** Both languages at once, as the sandbox gateway's page: it stands in for a chain's own tools. */
const errorTexts: Record<TConsoleError, string> = {
  transfer:
    '转账无效：地址必填，备注最多 64 字，金额为正且最多 6 位小数 · Invalid transfer: an address, a memo of at most 64 characters, a positive amount of at most 6 decimals',
  blocks: '区块数为 1 到 1000 · Blocks: 1 to 1000',
  deep: `回滚不能超过 ${maxReorgBlocks} 个区块 · A re-organisation reaches back at most ${maxReorgBlocks} blocks`,
  missing: '没有该交易（可能已被回滚） · No such transfer (re-organised away already?)',
};

function noteHtml(note: TConsoleNote | null): string {
  if (!note) return '';
  const text =
    note.kind === 'sent'
      ? `已发送 Sent: ${note.txId}`
      : note.kind === 'mined'
        ? `已出 ${note.blocks} 个区块 · ${note.blocks} blocks made`
        : note.kind === 'dropped'
          ? `已回滚，移除 ${note.count} 笔交易 · Re-organised: ${note.count} transfers dropped`
          : errorTexts[note.reason];
  const role = note.kind === 'error' ? 'alert' : 'status';
  return `<p class="note ${note.kind === 'error' ? 'is-error' : 'is-ok'}" role="${role}">${escapeHtml(text)}</p>`;
}

export interface TConsoleView {
  chain: TUsdtChain;
  height: number;
  blockMs: number;
  reorgs: number;
  /** Confirmations the product waits for on this chain before it credits. */
  needed: number;
  transfers: readonly (TSandboxTransferRow & { confirmations: number })[];
  note: TConsoleNote | null;
}

const chainNav = (current: TUsdtChain) =>
  usdtChainNames
    .map((chain) =>
      chain === current
        ? `<a href="/PaySandbox/Chain?chain=${chain}" aria-current="page">${chain}</a>`
        : `<a href="/PaySandbox/Chain?chain=${chain}">${chain}</a>`,
    )
    .join('\n');

function transferRows(view: TConsoleView): string {
  if (view.transfers.length === 0)
    return '<p class="empty">还没有交易 · No transfers on this chain yet</p>';
  const rows = view.transfers
    .map((transfer) => {
      const inBlock = Number(transfer.block_height) <= view.height;
      const state = inBlock
        ? `${transfer.confirmations} / ${view.needed}`
        : '待出块 · Waiting for its block';
      return `<tr>
<td><code>${escapeHtml(transfer.tx_id)}</code></td>
<td><code>${escapeHtml(transfer.to_address)}</code>${
        transfer.memo ? `<br><small>memo ${escapeHtml(transfer.memo)}</small>` : ''
      }</td>
<td class="num">${escapeHtml(usdtMicroToText(BigInt(transfer.amount_micro)))}</td>
<td class="num">${escapeHtml(transfer.block_height)}</td>
<td class="num">${escapeHtml(state)}</td>
<td><form method="post" action="/PaySandbox/Chain/${view.chain}/Reorg">
<input type="hidden" name="txId" value="${escapeHtml(transfer.tx_id)}">
<button type="submit" class="danger">回滚掉 Re-organise away</button>
</form></td>
</tr>`;
    })
    .join('\n');
  return `<div class="table"><table>
<caption>最近的交易 · Latest transfers</caption>
<thead><tr><th scope="col">交易 Tx</th><th scope="col">收款地址 To</th><th scope="col">USDT</th>
<th scope="col">区块 Block</th><th scope="col">确认 Confirmations</th><th scope="col"></th></tr></thead>
<tbody>
${rows}
</tbody></table></div>`;
}

/** The sandbox chain's console: send to an address, make blocks, re-organise a transfer away. */
export function chainConsolePage(view: TConsoleView): string {
  const { chain } = view;
  const memoHint =
    chain === 'TON' || chain === 'SOL'
      ? '共享地址的链：填写订单上的备注 · Shared address: enter the order’s memo'
      : '可留空 · Optional';
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>沙箱链 Sandbox chain ${chain}</title>
<link rel="stylesheet" href="/PaySandbox/chain.css">
</head><body><main>
<p class="brand">沙箱链控制台 Sandbox chain console</p>
<nav aria-label="链 Chains">
${chainNav(chain)}
</nav>
<h1>${chain}</h1>
${noteHtml(view.note)}
<dl>
<dt>区块高度 Head</dt><dd id="head">${view.height}</dd>
<dt>出块间隔 Block time</dt><dd>${view.blockMs} ms</dd>
<dt>入账所需确认 Confirmations to credit</dt><dd>${view.needed}</dd>
<dt>回滚次数 Re-organisations</dt><dd>${view.reorgs}</dd>
</dl>
<p><a href="/PaySandbox/Chain?chain=${chain}">刷新 Refresh</a></p>
<section aria-labelledby="send-title">
<h2 id="send-title">发送 USDT · Send USDT</h2>
<form method="post" action="/PaySandbox/Chain/${chain}/Transfer">
<label for="to">收款地址 To address</label>
<input id="to" name="toAddress" required maxlength="100" autocomplete="off" spellcheck="false">
<label for="memo">备注 Memo</label>
<input id="memo" name="memo" maxlength="64" autocomplete="off" aria-describedby="memo-hint">
<small id="memo-hint">${escapeHtml(memoHint)}</small>
<label for="amount">金额 Amount (USDT)</label>
<input id="amount" name="amount" required inputmode="decimal" autocomplete="off">
<button type="submit">发送 Send</button>
</form>
</section>
<section aria-labelledby="mine-title">
<h2 id="mine-title">增加确认 · Add confirmations</h2>
<form method="post" action="/PaySandbox/Chain/${chain}/Mine">
<label for="blocks">出块数 Blocks to make</label>
<input id="blocks" name="blocks" required inputmode="numeric" value="${view.needed}">
<button type="submit">出块 Make blocks</button>
</form>
</section>
<section aria-labelledby="transfers-title">
<h2 id="transfers-title">交易 · Transfers</h2>
${transferRows(view)}
</section>
</main></body></html>`;
}

/** Served from the same origin: the product's CSP allows style sheets from 'self' only. */
export const chainConsoleCss = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f5f8;color:#1d2433}
main{max-width:60rem;margin:0 auto;padding:1.25rem}
.brand{color:#1677ff;font-weight:600;margin:0 0 .5rem}
nav{display:flex;flex-wrap:wrap;gap:.5rem}
nav a{padding:.5rem .9rem;border-radius:.5rem;background:#fff;color:#1d2433;text-decoration:none;border:1px solid #d5dae3}
nav a[aria-current]{background:#1677ff;color:#fff;border-color:#1677ff}
h1{font-size:1.75rem;margin:1rem 0 .5rem}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;background:#fff;padding:1rem;border-radius:.5rem}
dt{color:#5b6475}dd{margin:0}
form{display:grid;gap:.35rem;background:#fff;padding:1rem;border-radius:.5rem}
td form{display:block;padding:0;background:none}
input{font:inherit;padding:.6rem;border:1px solid #b8c0cc;border-radius:.4rem;width:100%}
small{color:#5b6475}
button{font:inherit;padding:.7rem 1rem;border:0;border-radius:.5rem;background:#1677ff;color:#fff;cursor:pointer;margin-top:.5rem}
button.danger{background:#c62828;margin:0;padding:.45rem .7rem;font-size:.9rem}
.note{padding:.75rem 1rem;border-radius:.5rem;word-break:break-all}
.note.is-ok{background:#e6f4ea;color:#1e4620}.note.is-error{background:#fdecea;color:#611a15}
.table{overflow-x:auto;background:#fff;border-radius:.5rem}
table{border-collapse:collapse;width:100%;min-width:48rem;font-size:.9rem}
caption{text-align:left;padding:.5rem .75rem;color:#5b6475}
th,td{padding:.5rem .75rem;border-top:1px solid #e4e7ec;text-align:left;vertical-align:top}
td code{word-break:break-all;display:inline-block;max-width:16rem}
.num{text-align:right;white-space:nowrap}
.empty{background:#fff;padding:1rem;border-radius:.5rem}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #f5a623;outline-offset:2px}`;
