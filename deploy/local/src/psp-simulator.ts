import { join } from 'node:path';
import type { ChildSpec, Env, RunnerConfig } from './env.js';
import { RunnerConfigError } from './env.js';

export const PSP_SIMULATOR = 'psp-simulator';
export const DEFAULT_PSP_SIMULATOR_PORT = 8787;
const SIMULATOR_CLIENT_ID = 'loja-local';

export interface LocalPsp {
  /** The simulator's own process. */
  child: ChildSpec;
  port: number;
  /** What payments needs to use it; the webhook goes to this runner's gateway. */
  paymentsEnv: Env;
}

/**
 * PIX_PSP=simulator: the runner starts the PSP simulator (deploy/psp-simulator) as a process of its own and points
 * payments at it, so a whole PSP flow (charge, payment, webhook, reconciliation, refund) runs on one machine.
 * Unset: no PSP unless PIX_PSP_* are given by hand. Secrets are generated under the data directory.
 */
export function localPsp(
  config: RunnerConfig,
  env: Env,
  secrets: { clientSecret: string; webhookSecret: string },
): LocalPsp | undefined {
  const mode = env.PIX_PSP?.trim();
  if (!mode) return undefined;
  if (mode !== 'simulator') throw new RunnerConfigError(`PIX_PSP aceita apenas "simulator", veio "${mode}"`);
  const raw = env.PSP_SIM_PORT?.trim();
  const port = raw ? Number(raw) : DEFAULT_PSP_SIMULATOR_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new RunnerConfigError(`PSP_SIM_PORT deve ser uma porta entre 1 e 65535, veio "${raw}"`);
  }
  const origin = `http://127.0.0.1:${port}`;
  return {
    port,
    child: {
      name: PSP_SIMULATOR,
      script: join(config.repoRoot, 'deploy', 'psp-simulator', 'dist', 'main.js'),
      env: {
        PATH: env.PATH,
        PSP_SIM_PORT: String(port),
        PSP_SIM_CLIENT_ID: SIMULATOR_CLIENT_ID,
        PSP_SIM_CLIENT_SECRET: secrets.clientSecret,
        PSP_SIM_DATA_FILE: join(config.dataDir, 'psp-simulator.json'),
      },
    },
    paymentsEnv: {
      PIX_PSP_URL: `${origin}/v2`,
      PIX_PSP_TOKEN_URL: `${origin}/oauth/token`,
      PIX_PSP_CLIENT_ID: SIMULATOR_CLIENT_ID,
      PIX_PSP_CLIENT_SECRET: secrets.clientSecret,
      PIX_PSP_WEBHOOK_URL: `http://127.0.0.1:${config.gatewayPort}/api/webhooks/pix`,
      PIX_PSP_WEBHOOK_SECRET: secrets.webhookSecret,
    },
  };
}
