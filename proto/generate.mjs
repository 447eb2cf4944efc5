// Generates TypeScript for every .proto with buf + ts-proto (npm packages only).
// `--check` regenerates into a scratch folder and fails when gen/ differs, so stale code cannot land.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const protoDir = new URL('.', import.meta.url).pathname;
const buf = join(protoDir, '..', 'node_modules', '.bin', 'buf');
const check = process.argv.includes('--check');

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

function generate(outDir) {
  execFileSync(buf, ['generate', '--output', outDir], { cwd: protoDir, stdio: 'inherit' });
}

if (!check) {
  rmSync(join(protoDir, 'gen'), { recursive: true, force: true });
  generate(protoDir);
  console.log('proto: generated proto/gen');
} else {
  const scratch = mkdtempSync(join(tmpdir(), 'proto-check-'));
  cpSync(join(protoDir, 'buf.yaml'), join(scratch, 'buf.yaml'));
  generate(scratch);
  const fresh = new Map(listFiles(join(scratch, 'gen')).map((f) => [relative(join(scratch, 'gen'), f), f]));
  const committed = new Map(listFiles(join(protoDir, 'gen')).map((f) => [relative(join(protoDir, 'gen'), f), f]));
  const stale = [...new Set([...fresh.keys(), ...committed.keys()])].filter(
    (name) =>
      !fresh.has(name) ||
      !committed.has(name) ||
      readFileSync(fresh.get(name), 'utf8') !== readFileSync(committed.get(name), 'utf8'),
  );
  rmSync(scratch, { recursive: true, force: true });
  if (stale.length > 0) {
    console.error(`proto: generated code is stale (${stale.join(', ')}); run \`make proto\` and commit proto/gen`);
    process.exit(1);
  }
  console.log('proto: generated code is up to date');
}
