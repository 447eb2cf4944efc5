import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type ExitInfo, Supervisor } from './processes.js';

const fixtures = mkdtempSync(join(tmpdir(), 'ritual-local-proc-'));
function fixture(name: string, source: string): string {
  const file = join(fixtures, `${name}.mjs`);
  writeFileSync(file, source);
  return file;
}

const talker = fixture(
  'talker',
  `console.log(JSON.stringify({ msg: 'up', port: process.env.GRPC_PORT }));
console.error('a warning');
process.on('message', (m) => process.send({ echo: m }));
process.on('SIGTERM', () => {
  console.log('draining');
  process.stdout.write('last words without a newline');
  setTimeout(() => process.exit(0), 20);
});
setInterval(() => {}, 1000);`,
);
const crasher = fixture('crasher', `console.error('boom: bad config'); setTimeout(() => process.exit(3), 30);`);
const stubborn = fixture(
  'stubborn',
  `process.on('SIGTERM', () => console.log('ignoring SIGTERM')); console.log('ready'); setInterval(() => {}, 1000);`,
);

function capture() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  return { stream, text: () => text };
}

async function until(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('Supervisor', () => {
  let supervisor: Supervisor | undefined;
  afterEach(() => supervisor?.killAll());
  afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

  it('prefixes each output line with the child name, forks with IPC, and stops on SIGTERM', async () => {
    const out = capture();
    const err = capture();
    const unexpected: ExitInfo[] = [];
    const replies: unknown[] = [];
    supervisor = new Supervisor({
      stdout: out.stream,
      stderr: err.stream,
      onSpawn: (child) => child.on('message', (m) => replies.push(m)),
      onUnexpectedExit: (exit) => unexpected.push(exit),
    });
    const child = supervisor.start({ name: 'catalog', script: talker, env: { GRPC_PORT: '50051' } });
    await until(() => out.text().includes('up'));
    child.send('ping');
    await until(() => replies.length > 0);
    expect(replies).toEqual([{ echo: 'ping' }]);

    await supervisor.stop(['catalog'], 5000);
    expect(out.text()).toBe(
      '[catalog] {"msg":"up","port":"50051"}\n[catalog] draining\n[catalog] last words without a newline\n',
    );
    expect(err.text()).toBe('[catalog] a warning\n');
    expect(supervisor.isRunning('catalog')).toBe(false);
    expect(await supervisor.exited('catalog')).toEqual({ name: 'catalog', code: 0, signal: null });
    expect(unexpected).toEqual([]);
  });

  it('reports a child that dies on its own after its last lines, and does not restart it', async () => {
    const err = capture();
    const events: string[] = [];
    err.stream.on('data', (chunk: Buffer) => {
      if (chunk.toString().startsWith('[orders]')) events.push('output');
    });
    supervisor = new Supervisor({
      stdout: new PassThrough(),
      stderr: err.stream,
      onUnexpectedExit: (exit) => events.push(`exit ${exit.name} ${exit.code}`),
    });
    supervisor.start({ name: 'orders', script: crasher, env: {} });
    supervisor.start({ name: 'catalog', script: talker, env: {} });
    await supervisor.exited('orders');
    expect(err.text()).toContain('[orders] boom: bad config\n');
    expect(events).toEqual(['output', 'exit orders 3']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(supervisor.isRunning('orders')).toBe(false);
    expect(supervisor.isRunning('catalog')).toBe(true);
    await supervisor.stop(['catalog', 'orders'], 5000);
  });

  it('stops only the named children and SIGKILLs one that ignores SIGTERM past the grace period', async () => {
    const out = capture();
    const err = capture();
    supervisor = new Supervisor({ stdout: out.stream, stderr: err.stream });
    supervisor.start({ name: 'gateway', script: stubborn, env: {} });
    supervisor.start({ name: 'catalog', script: talker, env: {} });
    await until(() => out.text().includes('[gateway] ready') && out.text().includes('[catalog] {"msg":"up"'));

    const started = Date.now();
    await supervisor.stop(['gateway'], 300);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await supervisor.exited('gateway')).toMatchObject({ signal: 'SIGKILL' });
    expect(err.text()).toContain('[runner] gateway não parou em 300 ms; enviando SIGKILL');
    expect(supervisor.isRunning('catalog')).toBe(true);
    await supervisor.stop(['catalog'], 5000);
  });
  it("labels a service host's JSON lines with the hosted service that wrote them, other lines with the host", async () => {
    const out = capture();
    const host = fixture(
      'host',
      `console.log(JSON.stringify({ level: 30, time: '2026-11-23T12:00:00.000Z', service: 'orders', msg: 'up' }));
console.log(JSON.stringify({ level: 30, service: 'gateway', msg: 'not hosted here' }));
console.log('no ar neste processo: ' + process.argv.slice(2).join(', '));`,
    );
    supervisor = new Supervisor({ stdout: out.stream, stderr: new PassThrough() });
    supervisor.start({
      name: 'catalog+orders',
      script: host,
      args: ['catalog', 'orders'],
      services: ['catalog', 'orders'],
      env: {},
    });
    await supervisor.exited('catalog+orders');

    expect(out.text()).toBe(
      '[orders] {"level":30,"time":"2026-11-23T12:00:00.000Z","service":"orders","msg":"up"}\n' +
        '[catalog+orders] {"level":30,"service":"gateway","msg":"not hosted here"}\n' +
        '[catalog+orders] no ar neste processo: catalog, orders\n',
    );
  });

  it('restarts a child that keeps dying with doubling delays, then reports a crash loop with its last lines', async () => {
    const restarts: number[] = [];
    let loop: { exit: ExitInfo; lastLines: string[] } | undefined;
    supervisor = new Supervisor({
      stdout: new PassThrough(),
      stderr: new PassThrough(),
      shouldRestart: () => true,
      restartPolicy: { initialDelayMs: 20, maxDelayMs: 1000, crashLoopExits: 3, crashLoopWindowMs: 60_000 },
      onRestart: (_exit, _attempt, delayMs) => restarts.push(delayMs),
      onCrashLoop: (exit, lastLines) => {
        loop = { exit, lastLines };
      },
    });
    supervisor.start({ name: 'crasher', script: crasher, env: process.env });

    await until(() => loop !== undefined, 15_000);

    expect(restarts).toEqual([20, 40]);
    expect(loop?.exit).toEqual({ name: 'crasher', code: 3, signal: null });
    expect(loop?.lastLines).toEqual(['boom: bad config', 'boom: bad config', 'boom: bad config']);
    expect(supervisor.isRunning('crasher')).toBe(false);
  });
});
