import { startWhatsAppSimulator } from './simulator.js';

/**
 * `node deploy/whatsapp-simulator/dist/main.js`: a local WhatsApp Cloud API for development and demos (README,
 * WhatsApp; `WHATSAPP=simulator make start` runs it). WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN and
 * WHATSAPP_APP_SECRET are what it accepts and signs with; WHATSAPP_WEBHOOK_URL receives its webhooks;
 * WHATSAPP_SIMULATOR_PORT (default 8788), WHATSAPP_SIMULATOR_HOST (default 127.0.0.1),
 * WHATSAPP_SIMULATOR_DATA_FILE keeps what was sent across restarts, WHATSAPP_SIMULATOR_STATUS_DELAY_MS (default 1000)
 * spaces sent, delivered and read.
 */
const env = process.env;
const problems: string[] = [];
const required = (name: string) => {
  const value = env[name]?.trim();
  if (!value) problems.push(`${name} is required`);
  return value ?? '';
};
const phoneNumberId = required('WHATSAPP_PHONE_NUMBER_ID');
const accessToken = required('WHATSAPP_ACCESS_TOKEN');
const appSecret = required('WHATSAPP_APP_SECRET');
const port = Number(env.WHATSAPP_SIMULATOR_PORT?.trim() || 8788);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  problems.push('WHATSAPP_SIMULATOR_PORT: must be a port number');
const statusDelayMs = Number(env.WHATSAPP_SIMULATOR_STATUS_DELAY_MS?.trim() || 1000);
if (!Number.isInteger(statusDelayMs) || statusDelayMs < 0) {
  problems.push('WHATSAPP_SIMULATOR_STATUS_DELAY_MS: must be a whole number of milliseconds');
}
const webhookUrl = env.WHATSAPP_WEBHOOK_URL?.trim() || undefined;
if (webhookUrl && !URL.canParse(webhookUrl)) problems.push('WHATSAPP_WEBHOOK_URL: must be a URL');
if (problems.length) {
  process.stderr.write(`whatsapp-simulator: invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
  process.exit(1);
}

const simulator = await startWhatsAppSimulator({
  port,
  host: env.WHATSAPP_SIMULATOR_HOST?.trim() || '127.0.0.1',
  phoneNumberId,
  accessToken,
  appSecret,
  webhookUrl,
  statusDelayMs,
  dataFile: env.WHATSAPP_SIMULATOR_DATA_FILE?.trim() || undefined,
  log: (line) => process.stdout.write(`[whatsapp-simulator] ${line}\n`),
});
process.stdout.write(
  `[whatsapp-simulator] Graph API em ${simulator.graphUrl}; mensagens enviadas em ${simulator.controlUrl}/messages` +
    `${webhookUrl ? `; webhooks para ${webhookUrl}` : '; sem webhook (POST /_simulator/webhook {url})'}\n`,
);

const stop = async () => {
  await simulator.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
// Forked by the local runner: leave when it goes away.
process.once('disconnect', stop);
