import { readFileSync } from 'node:fs';
import { startPspSimulator } from './simulator.js';

/**
 * `node deploy/psp-simulator/dist/main.js`: a local PSP for development and demos (see README, "PIX com PSP").
 * PSP_SIM_CLIENT_ID / PSP_SIM_CLIENT_SECRET are the credentials it accepts; PSP_SIM_PORT (default 8787);
 * PSP_SIM_DATA_FILE keeps its charges on disk; PSP_SIM_TLS_CERT/KEY/CA turn on mutual TLS.
 */
const env = process.env;
const problems: string[] = [];
const required = (name: string) => {
  const value = env[name]?.trim();
  if (!value) problems.push(`${name} is required`);
  return value ?? '';
};
const clientId = required('PSP_SIM_CLIENT_ID');
const clientSecret = required('PSP_SIM_CLIENT_SECRET');
const port = Number(env.PSP_SIM_PORT ?? 8787);
if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push('PSP_SIM_PORT: must be a port number');
const tlsFiles = [env.PSP_SIM_TLS_CERT, env.PSP_SIM_TLS_KEY, env.PSP_SIM_TLS_CA];
if (tlsFiles.some(Boolean) && !tlsFiles.every(Boolean)) {
  problems.push('PSP_SIM_TLS_CERT, PSP_SIM_TLS_KEY and PSP_SIM_TLS_CA go together');
}
if (problems.length) {
  process.stderr.write(`psp-simulator: invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
  process.exit(1);
}

const simulator = await startPspSimulator({
  clientId,
  clientSecret,
  port,
  host: env.PSP_SIM_HOST ?? '127.0.0.1',
  dataFile: env.PSP_SIM_DATA_FILE || undefined,
  tls: tlsFiles.every(Boolean)
    ? {
        cert: readFileSync(env.PSP_SIM_TLS_CERT!),
        key: readFileSync(env.PSP_SIM_TLS_KEY!),
        ca: readFileSync(env.PSP_SIM_TLS_CA!),
      }
    : undefined,
  log: (line) => process.stdout.write(`[psp-simulator] ${line}\n`),
});
process.stdout.write(`[psp-simulator] API Pix em ${simulator.apiUrl}, token em ${simulator.tokenUrl}\n`);

const stop = async () => {
  await simulator.stop();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
// Forked by the local runner: leave when it goes away.
process.once('disconnect', stop);
