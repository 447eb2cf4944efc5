import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import ADMIN_SCREEN_MODULES from './src/features/admin-shell/screen-modules.json' with { type: 'json' };

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const apiProxy = { '/api': { target: gatewayUrl, changeOrigin: true } };

const ADMIN_APP_MODULE = '/src/features/admin-shell/components/admin-app.tsx';
/** Read by the gateway (gateway/src/http/web.ts): per admin route pattern, the <head> lines to add to admin.html. */
const ADMIN_SCREEN_TAGS_FILE = 'admin-screens.json';
/** Read by the gateway too: per public route pattern (src/app/paths.ts), the <head> lines to add to index.html. */
const PUBLIC_PAGE_TAGS_FILE = 'public-pages.json';
/** The lazy page each public route opens (src/app/app-routes.tsx). */
const PUBLIC_PAGE_MODULES: Record<string, string> = {
  '/': '/src/features/home/components/home-page.tsx',
  '/ritual/:slug': '/src/features/ritual-order/components/ritual-order-page.tsx',
  '/registro/:slug': '/src/features/ritual-order/components/ritual-order-page.tsx',
  '/pagamento': '/src/features/payment/components/payment-page.tsx',
  '/obrigado': '/src/features/thank-you/components/thank-you-page.tsx',
  '/pedido/:id': '/src/features/order-page/components/order-page.tsx',
};

/**
 * Every page is a lazy chunk, so the browser would only discover the one it needs after the ~270 KB main bundle has
 * loaded and run. The build writes two HTML shells and the tags that announce each page's code up front, one round
 * trip less: `public-pages.json` holds, per public route, the tags that preload that page's own files (scripts and
 * styles), which the gateway adds to the `index.html` it sends for the route (gateway/src/http/web.ts), so a ritual's
 * page never preloads the home page's stylesheet; `admin.html` preloads the admin area, which the gateway sends for
 * /admin paths, so neither side fetches the other's code. `admin-screens.json` holds, per admin route, the tags
 * that preload that screen's own files: the gateway adds them to the admin.html it sends for the route.
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
      const chunkOf = (module: string) => {
        const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(module)));
        if (!chunk) throw new Error(`${module} não está em nenhum chunk: nada a pré-carregar`);
        return chunk;
      };
      // A chunk and its static imports, which the browser needs before running it; the page entry is loading already.
      const filesOf = (module: string, known = new Set<string>()) => {
        const scripts = new Set<string>();
        const pending = [chunkOf(module).fileName];
        for (let file = pending.pop(); file; file = pending.pop()) {
          const chunk = byFile.get(file);
          if (!chunk || (chunk.isEntry && chunk.name === 'index') || scripts.has(file)) continue;
          scripts.add(file);
          pending.push(...chunk.imports);
        }
        const styles = new Set(
          [...scripts].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
        );
        const unknown = (file: string) => !known.has(file);
        return { scripts: [...scripts].filter(unknown), styles: [...styles].filter(unknown) };
      };
      // crossorigin as on the <link rel="stylesheet"> Vite adds when the chunk runs: a preload in another
      // credentials mode goes unused and the browser downloads the file a second time.
      const preloadTags = ({ scripts, styles }: { scripts: string[]; styles: string[] }) => [
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
      ];
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') throw new Error('index.html não está no bundle');
      const shell = index.source;
      if (!shell.includes('  </head>')) throw new Error('index.html sem </head>: onde pôr os preloads?');
      const headLines = (tags: string[]) => tags.map((tag) => `    ${tag}\n`).join('');
      const withHead = (tags: string[]) => shell.replace('  </head>', `${headLines(tags)}  </head>`);

      // What Vite's own tags for the page entry already load.
      const entryImports = new Set(chunks.find((chunk) => chunk.isEntry && chunk.name === 'index')?.imports);
      const pageTags = Object.fromEntries(
        Object.entries(PUBLIC_PAGE_MODULES).map(([pattern, module]) => [
          pattern,
          headLines(preloadTags(filesOf(module, entryImports))),
        ]),
      );
      this.emitFile({
        type: 'asset',
        fileName: PUBLIC_PAGE_TAGS_FILE,
        source: `${JSON.stringify(pageTags, null, 2)}\n`,
      });

      const app = filesOf(ADMIN_APP_MODULE, entryImports);
      this.emitFile({ type: 'asset', fileName: 'admin.html', source: withHead(preloadTags(app)) });
      const shellFiles = new Set([...entryImports, ...app.scripts, ...app.styles]);
      const screenTags = Object.fromEntries(
        Object.entries(ADMIN_SCREEN_MODULES).map(([pattern, module]) => [
          pattern,
          headLines(preloadTags(filesOf(module, shellFiles))),
        ]),
      );
      this.emitFile({
        type: 'asset',
        fileName: ADMIN_SCREEN_TAGS_FILE,
        source: `${JSON.stringify(screenTags, null, 2)}\n`,
      });
    },
  };
}

type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/** The modules `root` imports, directly or through others: statically, or also dynamically; none `stop` refuses. */
function importsOf(
  root: string,
  graph: ModuleGraph,
  { dynamic = false, stop = () => false }: { dynamic?: boolean; stop?: (id: string) => boolean } = {},
): Set<string> {
  const found = new Set<string>();
  const next = (id: string) => {
    const info = graph.getModuleInfo(id);
    return [...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : [])];
  };
  const pending = next(root);
  for (let id = pending.pop(); id; id = pending.pop()) {
    if (found.has(id) || stop(id)) continue;
    found.add(id);
    pending.push(...next(id));
  }
  return found;
}

const moduleId = (path: string) => fileURLToPath(new URL(`.${path}`, import.meta.url));
const adminChunks = new WeakMap<ModuleGraph, Map<string, string>>();

/**
 * Left to itself, the bundler cuts the admin area into ~30 files of a few hundred bytes, one per set of screens
 * that shares them, and a new browser on a small machine spends more on fetching them than on running them. Two
 * chunks instead: the panel's shell, and what two screens or more share; each screen keeps its own. Modules the
 * public site loads stay out of both, so the public site never downloads admin code.
 */
function adminChunkOf(id: string, graph: ModuleGraph): string | null {
  let chunks = adminChunks.get(graph);
  if (!chunks) {
    const adminFeature = moduleId('/src/features/admin-');
    const publicModules = importsOf(moduleId('/src/main.tsx'), graph, {
      dynamic: true,
      stop: (module) => module.startsWith(adminFeature),
    });
    const adminApp = moduleId(ADMIN_APP_MODULE);
    const shell = [adminApp, ...importsOf(adminApp, graph)].filter((module) => !publicModules.has(module));
    const elsewhere = new Set([...publicModules, ...shell]);
    const screensUsing = new Map<string, number>();
    for (const screen of new Set(Object.values(ADMIN_SCREEN_MODULES).map(moduleId))) {
      for (const module of [screen, ...importsOf(screen, graph)]) {
        if (!elsewhere.has(module)) screensUsing.set(module, (screensUsing.get(module) ?? 0) + 1);
      }
    }
    const shared = [...screensUsing].filter(([, screens]) => screens > 1).map(([module]) => module);
    chunks = new Map([
      ...shell.map((module) => [module, 'admin-shell'] as const),
      ...shared.map((module) => [module, 'admin-screens-shared'] as const),
    ]);
    adminChunks.set(graph, chunks);
  }
  return chunks.get(id) ?? null;
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
    rolldownOptions: {
      // Each admin chunk holds exactly the modules adminChunkOf gives it, not their imports too (React and the rest
      // of what the public site shares).
      output: {
        codeSplitting: {
          groups: [{ name: adminChunkOf, debugName: 'admin', includeDependenciesRecursively: false }],
        },
      },
    },
  },
  worker: { format: 'es' },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
