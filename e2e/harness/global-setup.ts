import type { TestProject } from 'vitest/node';
import { enrolDemoAdmins } from './admin-login.ts';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Authenticator secrets of the demo administrators, enrolled at start (admin-login.ts). */
    adminTotpSecrets: Record<string, string>;
  }
}

/**
 * One server for every journey file; its address reaches the tests through inject('baseUrl'),
 * and the demo administrators' authenticator secrets through inject('adminTotpSecrets').
 */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  try {
    project.provide('adminTotpSecrets', await enrolDemoAdmins(server.baseUrl));
  } catch (error) {
    await server.stop();
    throw error;
  }
  return () => server.stop();
}
