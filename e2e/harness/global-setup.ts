import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One server for every journey file; its address reaches the tests through inject('baseUrl'). */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
