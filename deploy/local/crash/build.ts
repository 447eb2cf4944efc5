// Global setup of the `crash` project: builds what `make start` runs, once.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './stack.js';

export default function setup() {
  execFileSync(process.execPath, [join(REPO_ROOT, 'scripts', 'build.mjs')], { cwd: REPO_ROOT, stdio: 'inherit' });
}
