import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The signing secret: TOKEN_SECRET when given; otherwise one generated on first start and kept in
 * the data folder, so development tokens survive a restart without anyone choosing a secret.
 */
export async function loadTokenSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = join(dataDir, 'token-secret');
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  } catch {
    const secret = randomBytes(48);
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, secret.toString('base64url'), { mode: 0o600 });
    return secret;
  }
}
