// Refuses a relative import that climbs out of one workspace package into another (e.g. web reaching into
// '../../../../services/site-config/src/...'): what packages share goes through a package name, such as
// @ritual/contracts. Runs in `make test` (lint). Exit code 1 lists every offending import.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const packages = workspaces.map((workspace) => resolve(root, workspace)).sort((a, b) => b.length - a.length);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'gen', '.data', 'test-artifacts']);
// import … from '…', export … from '…', import '…', import('…'), require('…')
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(['"])(\.{1,2}\/[^'"]*)\1/g;

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
    for (const match of text.matchAll(SPECIFIERS)) {
      const target = resolve(dirname(file), match[2]);
      const owner = packageOf(target);
      if (owner && owner !== dir) {
        problems.push(
          `${relative(root, file)}: '${match[2]}' reaches into ${relative(root, owner)}/ by relative path; ` +
            `import it by package name (move what is shared to @ritual/contracts)`,
        );
      }
    }
  }
}

if (problems.length) {
  console.error(`check-imports: ${problems.length} import(s) climb into another package:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`check-imports: ${packages.length} packages, no relative import into another package`);
