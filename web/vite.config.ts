import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const apiProxy = { '/api': { target: gatewayUrl, changeOrigin: true } };

const HOME_PAGE_MODULE = '/src/features/home/components/home-page.tsx';
const ADMIN_APP_MODULE = '/src/features/admin-shell/components/admin-app.tsx';

/**
 * Every page is a lazy chunk, so the browser would only discover the one it needs after the ~270 KB main bundle has
 * loaded and run. The build writes two HTML shells that announce it up front, one round trip less:
 * `index.html` preloads the home page (what the public site opens on) and `admin.html` the admin area, which the
 * gateway sends for /admin paths (gateway/src/http/web.ts), so neither side fetches the other's code.
 */
function preloadFirstPage(): Plugin {
  return {
    name: 'preload-first-page',
    apply: 'build',
    // After Vite's own HTML plugin has written index.html into the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const preloadsOf = (module: string) => {
        const root = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
        if (!root) throw new Error(`${module} não virou um chunk próprio: nada a pré-carregar`);
        // The chunk and its static imports, which the browser needs before running it; the entry is already loading.
        const scripts = new Set<string>();
        const pending = [root.fileName];
        for (let file = pending.pop(); file; file = pending.pop()) {
          const chunk = byFile.get(file);
          if (!chunk || chunk.isEntry || scripts.has(file)) continue;
          scripts.add(file);
          pending.push(...chunk.imports);
        }
        const styles = [...scripts].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        // crossorigin as on the <link rel="stylesheet"> Vite adds when the chunk runs: a preload in another
        // credentials mode goes unused and the browser downloads the file a second time.
        return [
          ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
        ]
          .map((tag) => `    ${tag}\n`)
          .join('');
      };
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') throw new Error('index.html não está no bundle');
      const shell = index.source;
      if (!shell.includes('  </head>')) throw new Error('index.html sem </head>: onde pôr os preloads?');
      const withPreloads = (module: string) => shell.replace('  </head>', `${preloadsOf(module)}  </head>`);
      index.source = withPreloads(HOME_PAGE_MODULE);
      this.emitFile({ type: 'asset', fileName: 'admin.html', source: withPreloads(ADMIN_APP_MODULE) });
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `<asset>.br` and `<asset>.gz` beside each hashed text asset, at the best compression, so the gateway sends
 * them as they are (gateway/src/http/web.ts) instead of compressing a script while the first visitor waits for it.
 */
function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const files = Object.keys(bundle).filter((file) => /^assets\/.+\.(js|mjs|css|svg|json|txt|map)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(options.dir ?? 'dist', file);
          const content = await readFile(path);
          await writeFile(
            `${path}.br`,
            await brotli(content, {
              params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
            }),
          );
          await writeFile(`${path}.gz`, await gzipped(content, { level: 9 }));
        }),
      );
    },
  };
}

// Test support (src/test/, *.test.ts[x]) and the test runner's libraries, by module id.
const TEST_CODE = /\/src\/test\/|\.test\.tsx?$|\/node_modules\/(vitest|@vitest|@testing-library)\//;

/** Fails the build when a production module imports test code, as scripts/build.mjs does for the server bundles. */
function refuseTestCode(): Plugin {
  return {
    name: 'refuse-test-code',
    apply: 'build',
    buildEnd() {
      const testCode = [...this.getModuleIds()].filter((id) => TEST_CODE.test(id));
      if (testCode.length) this.error(`test code in the production bundle:\n${testCode.join('\n')}`);
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadFirstPage(), precompressAssets(), refuseTestCode()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // dist/.vite/manifest.json (not served: a dot folder): `make bench-web` reads it to tell admin chunks apart.
    manifest: true,
  },
  worker: { format: 'es' },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
