import { formatGatewayAmount } from '../../deposit/online-pay/gateway-amount.ts';
import type { TSandboxOrder } from './sandbox-books.ts';
import { sandboxFaults, type TSandboxFault } from './sandbox-faults.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Both languages at once: the sandbox stands in for a third party's page, not the product's. */
const faultLabels: Record<TSandboxFault, string> = {
  duplicate: '重复通知 Duplicate callbacks',
  late: '延迟通知 Late callback',
  outOfOrder: '乱序通知 Out-of-order "pending" after "paid"',
  wrongAmount: '金额不符 Pay one unit more (wrong amount)',
  badSignature: '伪造签名 A forged callback first',
  noCallback: '不发通知 No callback (query finds it)',
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/PaySandbox/pay.css">
</head><body><main>
<p class="brand">沙箱支付 Sandbox gateway</p>
${body}
</main></body></html>`;
}

/** The player's page for an open order: pay or abandon, with the failures a tester may ask for. */
export function payPage(order: TSandboxOrder): string {
  const amount = formatGatewayAmount(order.amount) ?? '';
  const faults = sandboxFaults
    .map(
      (fault) =>
        `<label><input type="checkbox" name="fault" value="${fault}"${
          order.faults.includes(fault) ? ' checked' : ''
        }> ${escapeHtml(faultLabels[fault])}</label>`,
    )
    .join('\n');
  return page(
    `支付 Pay ¥${amount}`,
    `<h1>¥${escapeHtml(amount)}</h1>
<dl>
<dt>订单号 Order</dt><dd>${escapeHtml(order.orderNo)}</dd>
<dt>支付方式 Pay type</dt><dd>${escapeHtml(order.payType)}</dd>
<dt>网关单号 Gateway order</dt><dd>${escapeHtml(order.gatewayOrderId)}</dd>
</dl>
<form method="post" action="/PaySandbox/Pay/${escapeHtml(order.gatewayOrderId)}">
<fieldset><legend>模拟网关故障 Gateway failures to simulate</legend>
${faults}
</fieldset>
<button type="submit" name="action" value="pay" class="pay">确认支付 Pay</button>
<button type="submit" name="action" value="abandon" class="abandon">放弃 Abandon</button>
</form>`,
  );
}

/** After the choice, or for an order already closed: where the player goes back to the merchant. */
export function resultPage(order: TSandboxOrder): string {
  const words = {
    paid: '支付成功 Paid',
    failed: '已放弃 Abandoned',
    pending: '等待支付 Waiting',
  }[order.status];
  return page(
    words,
    `<h1>${escapeHtml(words)}</h1>
<p>${escapeHtml(order.orderNo)} · ¥${escapeHtml(formatGatewayAmount(order.paidAmount ?? order.amount) ?? '')}</p>
<p><a class="back" href="${escapeHtml(order.returnUrl)}">返回商户 Back to the merchant</a></p>`,
  );
}

export function notFoundPage(): string {
  return page('Not found', '<h1>没有该订单 No such order</h1>');
}

/** Served from the same origin: the product's CSP allows style sheets from 'self' only. */
export const payPageCss = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f5f8;color:#1d2433}
main{max-width:28rem;margin:0 auto;padding:1.25rem}
.brand{color:#1677ff;font-weight:600;margin:0 0 .5rem}
h1{font-size:2rem;margin:.25rem 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;background:#fff;padding:1rem;border-radius:.5rem}
dt{color:#5b6475}dd{margin:0;word-break:break-all}
fieldset{margin:1rem 0;border:1px solid #d5dae3;border-radius:.5rem;background:#fff}
label{display:flex;gap:.5rem;align-items:center;padding:.35rem 0}
input[type=checkbox]{width:1.15rem;height:1.15rem}
button{display:block;width:100%;padding:.85rem;margin:.5rem 0;font-size:1.05rem;border-radius:.5rem;border:0;cursor:pointer}
button.pay{background:#1677ff;color:#fff}
button.abandon{background:#e4e7ec;color:#1d2433}
button:focus-visible,a:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
a.back{display:inline-block;padding:.75rem 1rem;background:#1677ff;color:#fff;border-radius:.5rem;text-decoration:none}`;
