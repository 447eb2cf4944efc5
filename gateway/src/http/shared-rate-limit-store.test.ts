import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Kvm } from '@nats-io/kv';
import { connect } from '@nats-io/transport-node';
import { startTestIdentity, TEST_ADMIN_PASSWORD } from '@ritual/identity/testing';
import { TEST_NATS_URL, uniqueName } from '@ritual/runtime/testing';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_PER_IP, LOGIN_FAILURES_PER_USERNAME, TOO_MANY_LOGINS } from '../routes/auth.js';

const gatewayDir = join(import.meta.dirname, '..', '..');

/** The real gateway bundle, built as scripts/build.mjs does. */
async function bundleGateway(): Promise<string> {
  const outfile = join(gatewayDir, 'dist', `login-limits-test-${randomBytes(4).toString('hex')}.js`);
  await build({
    entryPoints: [join(gatewayDir, 'src', 'server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'externalize-dependencies',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@ritual/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return outfile;
}

interface GatewayProcess {
  url: string;
  child: ChildProcess;
}

/** A gateway process on a free port; resolves once its log says where it listens. */
function startGateway(script: string, env: Record<string, string>): Promise<GatewayProcess> {
  const child = spawn(process.execPath, [script], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${output}`)), 20_000);
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const listening = output.match(/"port":(\d+).*"msg":"gateway listening"/);
      if (listening) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${listening[1]}`, child });
      }
    });
    child.once('exit', (code) => reject(new Error(`gateway exited ${code}:\n${output}`)));
  });
}

describe('login limits across two gateway processes sharing NATS KV', () => {
  let script: string;
  let identity: Awaited<ReturnType<typeof startTestIdentity>>;
  let gateways: GatewayProcess[] = [];
  const bucket = uniqueName('login_limits').replace(/[^A-Za-z0-9_-]/g, '_');

  beforeAll(async () => {
    [script, identity] = await Promise.all([bundleGateway(), startTestIdentity()]);
    const env = {
      IDENTITY_ADDR: identity.address,
      NATS_URL: TEST_NATS_URL,
      LOGIN_LIMITS_BUCKET: bucket,
      PUBLIC_CACHE_TTL_MS: '0',
    };
    gateways = await Promise.all([startGateway(script, env), startGateway(script, env)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(
      gateways.map(({ child }) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'))),
    );
    await identity?.stop();
    if (script) rmSync(script, { force: true });
    const nats = await connect({ servers: TEST_NATS_URL });
    await (await new Kvm(nats).open(bucket)).destroy().catch(() => {});
    await nats.close();
  });

  const login = (gateway: GatewayProcess, username: string, password: string, clientIp: string) =>
    fetch(`${gateway.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientIp },
      body: JSON.stringify({ username, password }),
    }).then(async (response) => ({ status: response.status, body: await response.json() }));

  it(`refuses the ${LOGIN_FAILURES_PER_USERNAME + 1}th guess for one username whichever replica the guesses reach`, async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_USERNAME; attempt++) {
      const gateway = gateways[attempt % 2]!;
      statuses.push((await login(gateway, 'admin', `errada-${attempt}`, '198.51.100.7')).status);
    }
    const onFirst = await login(gateways[0]!, 'admin', TEST_ADMIN_PASSWORD, '198.51.100.7');
    const onSecond = await login(gateways[1]!, 'admin', TEST_ADMIN_PASSWORD, '198.51.100.7');
    const otherClient = await login(gateways[1]!, 'admin', TEST_ADMIN_PASSWORD, '198.51.100.8');

    expect(statuses).toEqual(Array(LOGIN_FAILURES_PER_USERNAME).fill(401));
    // Each replica alone saw only half of the failures: a per-process count would let both of these in.
    expect([onFirst.status, onFirst.body]).toEqual([429, { detail: TOO_MANY_LOGINS }]);
    expect([onSecond.status, onSecond.body]).toEqual([429, { detail: TOO_MANY_LOGINS }]);
    expect(otherClient.status).toBe(200);
  });

  it(`holds the per-IP limit of ${LOGIN_FAILURES_PER_IP} for the sum of concurrent guesses on both replicas`, async () => {
    const guesses = Array.from({ length: LOGIN_FAILURES_PER_IP + 10 }, (_, attempt) =>
      login(gateways[attempt % 2]!, `usuario-${attempt}`, 'errada', '203.0.113.9'),
    );
    const statuses = (await Promise.all(guesses)).map(({ status }) => status);

    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_FAILURES_PER_IP);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});
