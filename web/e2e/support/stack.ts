// Vitest globalSetup of the `e2e` project: builds once, starts the real runner of `make start` on free ports with
// a fresh DATA_DIR, hands its address to the tests (inject('e2eBaseUrl')) and stops it with SIGTERM afterwards.
// Data is not seeded here: each test creates what it needs through the API (see ./api.ts).
//
// E2E_BASE_URL (with E2E_ADMIN_PASSWORD) points the tests at a stack that is already running instead.
import type { TestProject } from 'vitest/node';
import { buildAll, startStack } from './stack-process.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    e2eAdminPassword: string;
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.E2E_BASE_URL?.trim();
  if (external) {
    project.provide('e2eBaseUrl', external.replace(/\/+$/, ''));
    project.provide('e2eAdminPassword', process.env.E2E_ADMIN_PASSWORD?.trim() || 'admin123');
    return;
  }

  const buildStarted = Date.now();
  await buildAll();
  const buildMs = Date.now() - buildStarted;
  const stack = await startStack();
  console.log(`[e2e] build em ${buildMs} ms; stack em ${stack.baseUrl} (ready_ms=${stack.readyMs})`);
  project.provide('e2eBaseUrl', stack.baseUrl);
  project.provide('e2eAdminPassword', stack.adminPassword);

  return async () => {
    await stack.stop();
  };
}
