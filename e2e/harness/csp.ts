import type { Page } from 'playwright-core';

/**
 * Every refusal the browser reports under the product's Content-Security-Policy: the
 * `securitypolicyviolation` events of each document (recorded from its first script on) and the
 * console's "Refused to …" errors, which also cover workers and refused connections.
 */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
  ];
}
