// Vitest globalSetup of the `e2e` project: builds once, starts the real runner of `make start` on free ports with
// a fresh DATA_DIR, hands its address to the tests (inject('e2eBaseUrl')) and stops it with SIGTERM afterwards.
// Data is not seeded here: each test creates what it needs through the API (see ./api.ts).
//
// The stack runs with WHATSAPP=simulator: messaging sends every WhatsApp message to the simulator, whose control API
// (inject('e2eWhatsAppUrl'), http://127.0.0.1:<port>/_simulator) lists what was sent.
//
// E2E_BASE_URL (with E2E_ADMIN_PASSWORD) points the tests at a stack that is already running instead; E2E_WHATSAPP_URL
// then names its simulator's control API (`WHATSAPP=simulator make start` prints it), and without it the tests that
// read WhatsApp messages are skipped.
import type { TestProject } from 'vitest/node';
import { buildAll, startStack } from './stack-process.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    e2eAdminPassword: string;
    /** The WhatsApp simulator's control API, without a trailing slash; '' when the stack has none. */
    e2eWhatsAppUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.E2E_BASE_URL?.trim();
  if (external) {
    project.provide('e2eBaseUrl', external.replace(/\/+$/, ''));
    project.provide('e2eAdminPassword', process.env.E2E_ADMIN_PASSWORD?.trim() || 'admin123');
    project.provide('e2eWhatsAppUrl', (process.env.E2E_WHATSAPP_URL?.trim() ?? '').replace(/\/+$/, ''));
    return;
  }

  const buildStarted = Date.now();
  await buildAll();
  const buildMs = Date.now() - buildStarted;
  const stack = await startStack({ whatsappSimulator: true });
  console.log(`[e2e] build em ${buildMs} ms; stack em ${stack.baseUrl} (ready_ms=${stack.readyMs})`);
  project.provide('e2eBaseUrl', stack.baseUrl);
  project.provide('e2eAdminPassword', stack.adminPassword);
  project.provide('e2eWhatsAppUrl', stack.whatsappUrl ?? '');

  return async () => {
    await stack.stop();
  };
}
