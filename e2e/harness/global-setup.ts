import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The administrators' authenticator secrets of this run (harness/admin.ts). */
    adminTotpFile: string;
  }
}

/** One server for every journey file; its address reaches the tests through inject('baseUrl'). */
export default async function setup(project: TestProject) {
  const server = await startServer();
  const stateDir = await mkdtemp(join(tmpdir(), 'lottery-e2e-admin-'));
  project.provide('baseUrl', server.baseUrl);
  project.provide('adminTotpFile', join(stateDir, 'totp.json'));
  return async () => {
    await server.stop();
    await rm(stateDir, { recursive: true, force: true });
  };
}
