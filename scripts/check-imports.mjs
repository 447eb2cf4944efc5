// Refuses an import that climbs out of one workspace package into another's files: by relative path (e.g. web
// reaching into '../../../../services/site-config/src/...') or by package name and deep path (e.g.
// '@ritual/orders/src/testing/harness.js'). What packages share goes through a named entry of the owner's `exports`,
// such as @ritual/contracts/themes or @ritual/orders/testing. Runs in `make test` (lint). Exit code 1 lists every
// offending import.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const packages = workspaces.map((workspace) => resolve(root, workspace)).sort((a, b) => b.length - a.length);
const packageNamed = new Map(
  packages.map((dir) => [JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name, dir]),
);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'gen', '.data', 'test-artifacts']);
// import … from '…', export … from '…', import '…', import('…'), require('…'), and vitest's vi.mock('…') and kin
const SPECIFIERS =
  /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|\bvi\.(?:mock|doMock|importActual|importMock)\s*\(\s*)(['"])((?:\.{1,2}|@[^/'"]+\/[^/'"]+\/src)\/[^'"]*)\1/g;
const DEEP_PATH = /^(@[^/]+\/[^/]+)\/src\//;

const packageOf = (path) => packages.find((dir) => path === dir || path.startsWith(dir + sep));

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(name)) yield path;
  }
}

const problems = [];
for (const dir of packages) {
  for (const file of sourceFiles(dir)) {
    if (packageOf(file) !== dir) continue; // a nested workspace checks its own files
    const text = readFileSync(file, 'utf8');
    for (const [, , specifier] of text.matchAll(SPECIFIERS)) {
      const deepPackage = specifier.match(DEEP_PATH)?.[1];
      const owner = deepPackage ? packageNamed.get(deepPackage) : packageOf(resolve(dirname(file), specifier));
      if (!owner || owner === dir) continue;
      problems.push(
        deepPackage
          ? `${relative(root, file)}: '${specifier}' reaches into ${relative(root, owner)}/src by deep path; ` +
              `import a named entry of its package.json "exports" (add one if what you need is not there)`
          : `${relative(root, file)}: '${specifier}' reaches into ${relative(root, owner)}/ by relative path; ` +
              `import it by package name (move what is shared to @ritual/contracts)`,
      );
    }
  }
}

if (problems.length) {
  console.error(`check-imports: ${problems.length} import(s) climb into another package:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`check-imports: ${packages.length} packages, no import into another package's files`);
