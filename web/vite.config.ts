import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const apiProxy = { '/api': { target: gatewayUrl, changeOrigin: true } };

const HOME_PAGE_MODULE = '/src/features/home/components/home-page.tsx';

/**
 * The home page is a lazy chunk like every page, so the browser would only discover it after the main
 * bundle has run. Announcing it in index.html lets it download in parallel: one round trip less for `/`.
 */
function preloadHomePage(): Plugin {
  return {
    name: 'preload-home-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(HOME_PAGE_MODULE),
        );
        if (chunk?.type !== 'chunk') return [];
        const entryFiles = new Set(
          Object.values(bundle ?? {}).flatMap((output) =>
            output.type === 'chunk' && output.isEntry ? [output.fileName] : [],
          ),
        );
        const scripts = [chunk.fileName, ...chunk.imports.filter((file) => !entryFiles.has(file))];
        const tags: HtmlTagDescriptor[] = scripts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
        for (const css of chunk.viteMetadata?.importedCss ?? []) {
          tags.push({ tag: 'link', attrs: { rel: 'preload', as: 'style', href: `/${css}` }, injectTo: 'head' });
        }
        return tags;
      },
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

export default defineConfig({
  plugins: [react(), preloadHomePage(), precompressAssets()],
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
