// The services' benches run the service's own TypeScript (no copy of its code): one esbuild bundle of the entry lines
// given, its npm packages left as imports, written inside node_modules so those imports resolve.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Bundles `entryLines` (exports of the modules of the service in `serviceDir`) into `outfile` and imports it. */
export async function bundleServiceCode(outfile, entryLines, serviceDir) {
  await build({
    stdin: { contents: entryLines.join('\n'), resolveDir: serviceDir, loader: 'ts' },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
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
  return import(pathToFileURL(outfile).href);
}
