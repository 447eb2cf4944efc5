// Bundles each service, the gateway and the local runner into one ESM file each (our workspace code inlined,
// npm dependencies left as imports), then builds the web app. Type-checking is `make typecheck`, not this.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const services = ['catalog', 'orders', 'payments', 'identity', 'site-config', 'reporting', 'messaging'];
const targets = [
  ...services.map((name) => ({ entry: `services/${name}/src/server.ts`, out: `services/${name}/dist/server.js` })),
  ...services.map((name) => ({
    entry: 'services/runtime/src/healthcheck-cli.ts',
    out: `services/${name}/dist/healthcheck.js`,
  })),
  // `node --import ./dist/tracing.js dist/server.js` starts OpenTelemetry first when OTEL_EXPORTER_OTLP_ENDPOINT is set.
  ...[...services.map((name) => `services/${name}`), 'gateway'].map((dir) => ({
    entry: 'services/runtime/src/tracing-preload.ts',
    out: `${dir}/dist/tracing.js`,
  })),
  { entry: 'gateway/src/server.ts', out: 'gateway/dist/server.js' },
  { entry: 'deploy/local/src/main.ts', out: 'deploy/local/dist/main.js' },
  // The runner's process for several services, each loaded from its own bundle above.
  { entry: 'deploy/local/src/service-host-main.ts', out: 'deploy/local/dist/service-host.js' },
  // `make backup`, `make backups`, `make restore`, `make backup-key`.
  { entry: 'deploy/local/src/backup-main.ts', out: 'deploy/local/dist/backup.js' },
  // The compose stack's backup service: its npm dependencies inlined too, so its image needs no install of its own.
  { entry: 'deploy/local/src/compose-backup-main.ts', out: 'deploy/local/dist/compose-backup.js', selfContained: true },
  { entry: 'deploy/psp-simulator/src/main.ts', out: 'deploy/psp-simulator/dist/main.js' },
  { entry: 'deploy/whatsapp-simulator/src/main.ts', out: 'deploy/whatsapp-simulator/dist/main.js' },
].filter((target) => existsSync(join(root, target.entry)));

const externalizeDependencies = {
  name: 'externalize-dependencies',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@ritual/') ? undefined : { path: args.path, external: true },
    );
  },
};

// Test support (testing entries, *.test.ts, fakes) must never reach a production bundle.
const TEST_CODE = /(^|\/)(testing(\/|\.ts$)|e2e\/)|\.test\.tsx?$|(^|\/)fake-[^/]*$/;

const started = Date.now();
const results = await Promise.all(
  targets.map((target) =>
    build({
      entryPoints: [join(root, target.entry)],
      outfile: join(root, target.out),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      metafile: true,
      logLevel: 'warning',
      ...(target.selfContained
        ? // pg's optional native binding is never used; CommonJS packages inside an ES module need a require.
          {
            external: ['pg-native'],
            banner: {
              js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
            },
          }
        : { plugins: [externalizeDependencies] }),
    }),
  ),
);
const testCode = results.flatMap((result, index) =>
  Object.keys(result.metafile.inputs)
    .filter((input) => TEST_CODE.test(input))
    .map((input) => `${targets[index].out} contains ${input}`),
);
if (testCode.length) {
  console.error(`build: test code in production bundles:\n${testCode.join('\n')}`);
  process.exit(1);
}
console.log(`build: ${targets.length} bundles in ${Date.now() - started} ms`);

if (!process.argv.includes('--no-web') && existsSync(join(root, 'web', 'vite.config.ts'))) {
  execFileSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: join(root, 'web'),
    stdio: 'inherit',
  });
}
