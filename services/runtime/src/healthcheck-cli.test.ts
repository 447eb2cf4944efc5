import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SiteConfigService } from '@ritual/proto/ritual/v1/site_config';
import { build } from 'esbuild';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ServingStatus } from './grpc/health.js';
import { type GrpcServerHandle, registration, startGrpcServer } from './grpc/server.js';
import { checkHealth, isServing, requestFrame, servingStatusOf } from './healthcheck-probe.js';
import { createLogger } from './logger.js';

const run = promisify(execFile);
const logger = createLogger('test', 'silent');

const unusedHandlers = Object.fromEntries(
  Object.keys(SiteConfigService).map((key) => [key, async () => Promise.reject(new Error('not used'))]),
) as never;

/** The real gRPC server of every service (health service included), on a free port. */
async function startServer(): Promise<GrpcServerHandle> {
  return startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    logger,
    services: [registration('ritual.v1.SiteConfig', SiteConfigService, unusedHandlers)],
  });
}

/** A port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('healthcheck probe (node:http2) against the runtime gRPC server', () => {
  let server: GrpcServerHandle | undefined;
  afterEach(async () => {
    await server?.drain(1000);
    server = undefined;
  });

  it('reads SERVING, NOT_SERVING and a service by name', async () => {
    server = await startServer();
    expect(await checkHealth({ port: server.port })).toEqual({ grpcStatus: 0, servingStatus: ServingStatus.SERVING });
    expect(await checkHealth({ port: server.port, service: 'ritual.v1.SiteConfig' })).toEqual({
      grpcStatus: 0,
      servingStatus: ServingStatus.SERVING,
    });
    expect(await isServing({ port: server.port })).toBe(true);

    server.health.set('', ServingStatus.NOT_SERVING);
    expect(await checkHealth({ port: server.port })).toEqual({
      grpcStatus: 0,
      servingStatus: ServingStatus.NOT_SERVING,
    });
    expect(await isServing({ port: server.port })).toBe(false);
  });

  it('reports the gRPC error of an unknown service (NOT_FOUND) and is not serving', async () => {
    server = await startServer();
    expect(await checkHealth({ port: server.port, service: 'ritual.v1.Nothing' })).toEqual({ grpcStatus: 5 });
    expect(await isServing({ port: server.port, service: 'ritual.v1.Nothing' })).toBe(false);
  });

  it('is not serving when nothing listens or nothing answers in time', async () => {
    const port = await closedPort();
    await expect(checkHealth({ port })).rejects.toThrow();
    expect(await isServing({ port })).toBe(false);

    // A TCP listener that never speaks HTTP/2: the probe gives up at its deadline.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      expect(await isServing({ port: (silent.address() as { port: number }).port, timeoutMs: 300 })).toBe(false);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      silent.close();
    }
  });

  it('encodes the request and decodes the response as protobuf', () => {
    expect([...requestFrame('')]).toEqual([0, 0, 0, 0, 0]);
    expect([...requestFrame('ab')]).toEqual([0, 0, 0, 0, 4, 0x0a, 2, 0x61, 0x62]);
    const long = requestFrame('x'.repeat(200));
    expect([...long.subarray(0, 8)]).toEqual([0, 0, 0, 0, 203, 0x0a, 0xc8, 0x01]);
    expect(servingStatusOf(Buffer.alloc(0))).toBe(0);
    expect(servingStatusOf(Buffer.from([0x08, 0x01]))).toBe(1);
    // Unknown fields (a string, a fixed32) around the status are skipped.
    expect(servingStatusOf(Buffer.from([0x12, 0x01, 0x7a, 0x08, 0x02, 0x1d, 1, 2, 3, 4]))).toBe(2);
    expect(() => servingStatusOf(Buffer.from([0x08]))).toThrow();
  });
});

describe('healthcheck CLI bundle (as scripts/build.mjs makes dist/healthcheck.js)', () => {
  let dir: string;
  let bundle: string;
  let imports: string[];
  let server: GrpcServerHandle | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'healthcheck-'));
    bundle = join(dir, 'healthcheck.js');
    const result = await build({
      entryPoints: [new URL('./healthcheck-cli.ts', import.meta.url).pathname],
      outfile: bundle,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      metafile: true,
      logLevel: 'silent',
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
    imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports.map((i) => i.path));
  });
  afterEach(async () => {
    await server?.drain(1000);
    server = undefined;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('imports nothing but Node built-ins (no @grpc/grpc-js to load every 10 s)', () => {
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((path) => !path.startsWith('node:'))).toEqual([]);
  });

  it('exits 0 while the server is SERVING and 1 otherwise (GRPC_PORT, else its argument)', async () => {
    server = await startServer();
    const port = String(server.port);
    await expect(run(process.execPath, [bundle], { env: { ...process.env, GRPC_PORT: port } })).resolves.toBeDefined();
    await expect(run(process.execPath, [bundle, port])).resolves.toBeDefined();

    server.health.setAll(ServingStatus.NOT_SERVING);
    await expect(run(process.execPath, [bundle, port])).rejects.toMatchObject({ code: 1 });

    await server.drain(1000);
    server = undefined;
    await expect(run(process.execPath, [bundle, port])).rejects.toMatchObject({ code: 1 });
  });
});
