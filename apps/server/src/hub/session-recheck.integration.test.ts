import { describe, expect, it } from 'vitest';
import { useHubClients } from '../test-support/hub-clients.ts';
import { useTestApp } from '../test-support/test-app.ts';

const recheckMs = 300;
const t = useTestApp({ hubSessionRecheckMs: recheckMs });
const hub = useHubClients(t);

describe('a hub connection whose session ended without an announcement', () => {
  it('is closed by the periodic re-check, with the reason', async () => {
    const { loginId } = await t.createAccount();
    const { connection } = await hub.connect(await t.login(loginId));
    const closed = new Promise<string>((resolve) =>
      connection.onclose((error) => resolve(error?.message ?? '')),
    );
    // As if the announcement were lost (Redis down): the session ends in the database only.
    await t.db.query(
      `UPDATE sessions SET ended_at = now(), end_reason = 'blacklist'
        WHERE ended_at IS NULL AND user_id = (SELECT id FROM users WHERE login_id = $1)`,
      [loginId],
    );
    const giveUp = new Promise<string>((resolve) =>
      setTimeout(() => resolve('still open'), recheckMs * 10),
    );
    expect(await Promise.race([closed, giveUp])).toMatch(/"Code":2010/);
  });
});
