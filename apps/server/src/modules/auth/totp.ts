import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the parameters every authenticator app uses: SHA-1, 6 digits, 30 s steps. */
const period = 30;

const totpFor = (secretBase32: string, label = '') =>
  new TOTP({
    issuer: 'Lottery',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: Secret.fromBase32(secretBase32),
  });

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUrl(secretBase32: string, loginId: string): string {
  return totpFor(secretBase32, loginId).toString();
}

/** The time step the code belongs to (±1 step for clock drift), or null when it is wrong. */
export function matchTotp(secretBase32: string, code: string, nowMs: number): number | null {
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: nowMs, window: 1 });
  return delta === null ? null : Math.floor(nowMs / 1000 / period) + delta;
}

/** The code an authenticator shows at `nowMs` (tests and the demo use it). */
export function totpCodeAt(secretBase32: string, nowMs: number): string {
  return totpFor(secretBase32).generate({ timestamp: nowMs });
}
