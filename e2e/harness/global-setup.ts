import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { enrolDemoAdmins } from './admin-login.ts';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Authenticator secrets of the demo administrators, enrolled at start (admin-login.ts). */
    adminTotpSecrets: Record<string, string>;
    /** Secrets of administrators enrolled during the run, and codes used (harness/admin.ts). */
    adminTotpFile: string;
  }
}

/**
 * One server for every journey file; its address reaches the tests through inject('baseUrl'),
 * and the demo administrators' authenticator secrets through inject('adminTotpSecrets').
 */
export default async function setup(project: TestProject) {
  const server = await startServer();
  const stateDir = await mkdtemp(join(tmpdir(), 'lottery-e2e-admin-'));
  const stop = async () => {
    await server.stop();
    await rm(stateDir, { recursive: true, force: true });
  };
  project.provide('baseUrl', server.baseUrl);
  project.provide('adminTotpFile', join(stateDir, 'totp.json'));
  try {
    project.provide('adminTotpSecrets', await enrolDemoAdmins(server.baseUrl));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
