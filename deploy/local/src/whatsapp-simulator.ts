import { join } from 'node:path';
import type { ChildSpec, Env, RunnerConfig } from './env.js';
import { RunnerConfigError } from './env.js';

export const WHATSAPP_SIMULATOR = 'whatsapp-simulator';
export const DEFAULT_WHATSAPP_SIMULATOR_PORT = 8788;
/** The simulated business number's id (any digits: the simulator accepts the one it is started with). */
export const SIMULATOR_PHONE_NUMBER_ID = '100000000000001';

export interface WhatsAppSimulatorSecrets {
  accessToken: string;
  appSecret: string;
  verifyToken: string;
}

export interface LocalWhatsApp {
  /** The simulator's own process. */
  child: ChildSpec;
  port: number;
  /** Its HTTP control API (messages sent, incoming messages, failures, outage, throttling). */
  controlUrl: string;
  /** What messaging needs to use it; the webhooks go to this runner's gateway. */
  messagingEnv: Env;
}

/**
 * WHATSAPP=simulator: the runner starts the WhatsApp Cloud API simulator (deploy/whatsapp-simulator) as a process of
 * its own and points messaging at it, so every message, status webhook and opt-out runs on one machine. Unset:
 * messaging uses WHATSAPP_* as given (none: nothing is sent). The token and secrets are generated under the data
 * directory.
 */
export function localWhatsApp(
  config: RunnerConfig,
  env: Env,
  secrets: WhatsAppSimulatorSecrets,
): LocalWhatsApp | undefined {
  const mode = env.WHATSAPP?.trim();
  if (!mode) return undefined;
  if (mode !== 'simulator') throw new RunnerConfigError(`WHATSAPP aceita apenas "simulator", veio "${mode}"`);
  const raw = env.WHATSAPP_SIMULATOR_PORT?.trim();
  const port = raw ? Number(raw) : DEFAULT_WHATSAPP_SIMULATOR_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new RunnerConfigError(`WHATSAPP_SIMULATOR_PORT deve ser uma porta entre 1 e 65535, veio "${raw}"`);
  }
  const origin = `http://127.0.0.1:${port}`;
  const webhookUrl = `http://127.0.0.1:${config.gatewayPort}/api/webhooks/whatsapp`;
  const delay = env.WHATSAPP_SIMULATOR_STATUS_DELAY_MS?.trim();
  return {
    port,
    controlUrl: `${origin}/_simulator`,
    child: {
      name: WHATSAPP_SIMULATOR,
      script: join(config.repoRoot, 'deploy', 'whatsapp-simulator', 'dist', 'main.js'),
      env: {
        PATH: env.PATH,
        WHATSAPP_SIMULATOR_PORT: String(port),
        WHATSAPP_PHONE_NUMBER_ID: SIMULATOR_PHONE_NUMBER_ID,
        WHATSAPP_ACCESS_TOKEN: secrets.accessToken,
        WHATSAPP_APP_SECRET: secrets.appSecret,
        WHATSAPP_WEBHOOK_URL: webhookUrl,
        WHATSAPP_SIMULATOR_DATA_FILE: join(config.dataDir, 'whatsapp-simulator.json'),
        ...(delay ? { WHATSAPP_SIMULATOR_STATUS_DELAY_MS: delay } : {}),
      },
    },
    messagingEnv: {
      WHATSAPP_GRAPH_URL: `${origin}/v26.0`,
      WHATSAPP_PHONE_NUMBER_ID: SIMULATOR_PHONE_NUMBER_ID,
      WHATSAPP_ACCESS_TOKEN: secrets.accessToken,
      WHATSAPP_APP_SECRET: secrets.appSecret,
      WHATSAPP_VERIFY_TOKEN: secrets.verifyToken,
    },
  };
}
