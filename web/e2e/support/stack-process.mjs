// Starts the real local stack exactly as `make start` does (`node scripts/build.mjs`, then
// `node deploy/local/dist/main.js`), but on free ports and a fresh temporary DATA_DIR so that it never meets a
// developer's own `make start`. Shared by the e2e global setup (web/e2e/support/stack.ts) and `make bench-web`
// (bench/web/run.mjs), which is why it is plain JavaScript.
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const ARTIFACTS_DIR = join(REPO_ROOT, 'web', 'test-artifacts');

/** Debian's Chromium, and how the browser tests and the benches start it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
  // Browser UI (the omnibox's popups, WebUI pages with their own renderer and ~1,200 chrome:// module requests) that
  // Chromium 156 builds during a new browser's first navigation: on 2 cores it competes with the page being tested or
  // measured, which never uses it.
  '--disable-features=WebUIOmniboxAimPopup,WebUIOmniboxPopup',
];

const SERVICE_PORT_VARS = [
  'CATALOG_GRPC_PORT',
  'ORDERS_GRPC_PORT',
  'PAYMENTS_GRPC_PORT',
  'IDENTITY_GRPC_PORT',
  'SITE_CONFIG_GRPC_PORT',
  'REPORTING_GRPC_PORT',
  'MESSAGING_GRPC_PORT',
];
const PORT_VARS = ['PORT', 'PG_PORT', 'S3_PORT', ...SERVICE_PORT_VARS];

/** Variables that would point the runner at other infrastructure or change its mode: `make start` has none. */
const FOREIGN_VARS = [
  'DATABASE_URL',
  'NATS_URL',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY',
  'S3_SECRET_KEY',
  'S3_BUCKET',
  'S3_REGION',
  'JWT_SECRET',
  'VITE_DEV_URL',
  'WEB_DIST',
  'GRPC_HOST',
  'GRPC_PORT',
  'CATALOG_ADDR',
  'ORDERS_ADDR',
  'PAYMENTS_ADDR',
  'IDENTITY_ADDR',
  'SITE_CONFIG_ADDR',
  'REPORTING_ADDR',
  'MESSAGING_ADDR',
  // WhatsApp: the stack either runs the simulator (whatsappSimulator) or sends nothing, never to a real number.
  'PUBLIC_ORIGIN',
  'WHATSAPP',
  'WHATSAPP_SIMULATOR_PORT',
  'WHATSAPP_SIMULATOR_STATUS_DELAY_MS',
  'WHATSAPP_GRAPH_URL',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
  'WHATSAPP_PIX_REMINDERS',
];

const READY_LINE = /^ready_ms=(\d+)$/m;
const BUSY_PORTS = /portas ocupadas/;

/** Runs `node scripts/build.mjs` (services, gateway, runner and the web app) and resolves when it is done. */
export function buildAll() {
  return new Promise((resolvePromise, reject) => {
    execFile(
      process.execPath,
      [join(REPO_ROOT, 'scripts', 'build.mjs')],
      { cwd: REPO_ROOT, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`node scripts/build.mjs falhou:\n${stdout}${stderr}`));
        else resolvePromise(`${stdout}${stderr}`.trim());
      },
    );
  });
}

/** `count` distinct loopback ports that were free a moment ago (all held open together, so no duplicates). */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolvePromise, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen({ port: 0, host: '127.0.0.1' }, () => resolvePromise(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  return ports;
}

/**
 * Starts the runner and resolves once it printed `ready_ms=`. The returned `stop()` sends SIGTERM (the runner's
 * own graceful stop), waits for it, and removes the DATA_DIR.
 *
 * @param {{ adminPassword?: string, readyTimeoutMs?: number, logFile?: string, logLevel?: string, pspSimulator?: boolean, whatsappSimulator?: boolean }} [options]
 */
export async function startStack(options = {}) {
  const attempts = 3;
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      // A port picked as free may have been taken in between (or be busy on another interface): pick again.
      if (attempt >= attempts || !BUSY_PORTS.test(String(error?.message))) throw error;
    }
  }
}

async function startOnce({
  adminPassword = 'e2e-admin-senha',
  readyTimeoutMs = 90_000,
  logFile = join(ARTIFACTS_DIR, 'e2e-stack.log'),
  logLevel = 'warn',
  pspSimulator = false,
  whatsappSimulator = false,
} = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ritual-e2e-data-'));
  // PIX_PSP=simulator: the runner also starts the PSP simulator, on a port of its own; WHATSAPP=simulator likewise
  // the WhatsApp Cloud API simulator, which messaging then sends every message to.
  const portVars = [
    ...PORT_VARS,
    ...(pspSimulator ? ['PSP_SIM_PORT'] : []),
    ...(whatsappSimulator ? ['WHATSAPP_SIMULATOR_PORT'] : []),
  ];
  const ports = await freePorts(portVars.length);
  const portEnv = Object.fromEntries(portVars.map((name, index) => [name, String(ports[index])]));
  const env = { ...process.env };
  for (const name of FOREIGN_VARS) delete env[name];
  Object.assign(env, portEnv, {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: adminPassword,
    // Vitest sets NODE_ENV=test; the runner of `make start` runs in development.
    NODE_ENV: 'development',
    LOG_LEVEL: logLevel,
  });
  if (pspSimulator) env.PIX_PSP = 'simulator';
  else delete env.PIX_PSP;
  if (whatsappSimulator) env.WHATSAPP = 'simulator';

  const child = spawn(process.execPath, [join(REPO_ROOT, 'deploy', 'local', 'dist', 'main.js')], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => {
    output += chunk.toString('utf8');
    // Keeps the start-up lines and the tail; a long run must not grow this without bound.
    if (output.length > 2_000_000) output = output.slice(0, 20_000) + output.slice(-500_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolvePromise) =>
    child.once('exit', (code, signal) => resolvePromise({ code, signal })),
  );
  let running = true;
  exited.then(() => {
    running = false;
  });
  // Never leave the stack behind if the test process itself goes away.
  const killOnExit = () => {
    if (running) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  const saveLog = () => {
    try {
      mkdirSync(dirname(logFile), { recursive: true });
      writeFileSync(logFile, output);
    } catch {
      // The log is a convenience; failing to write it must not hide the real outcome.
    }
  };
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (running) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    saveLog();
    removeDataDir();
  };

  const started = Date.now();
  try {
    const readyMs = await new Promise((resolvePromise, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`o runner não ficou pronto em ${readyTimeoutMs} ms`)),
        readyTimeoutMs,
      );
      const check = () => {
        const match = READY_LINE.exec(output);
        if (!match) return;
        clearTimeout(timer);
        child.stdout.off('data', check);
        resolvePromise(Number(match[1]));
      };
      child.stdout.on('data', check);
      exited.then(({ code, signal }) => {
        clearTimeout(timer);
        reject(new Error(`o runner terminou antes de ficar pronto (${signal ?? `código ${code}`})`));
      });
    });
    const baseUrl = `http://127.0.0.1:${portEnv.PORT}`;
    const pspUrl = pspSimulator ? `http://127.0.0.1:${portEnv.PSP_SIM_PORT}` : undefined;
    const whatsappUrl = whatsappSimulator
      ? `http://127.0.0.1:${portEnv.WHATSAPP_SIMULATOR_PORT}/_simulator`
      : undefined;
    return {
      baseUrl,
      pspUrl,
      whatsappUrl,
      adminPassword,
      dataDir,
      readyMs,
      startMs: Date.now() - started,
      output: () => output,
      stop,
    };
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n--- saída do runner ---\n${output.slice(-8000)}`);
  }
}
