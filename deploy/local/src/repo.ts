import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The nearest folder at or above `start` whose package.json declares npm workspaces. */
export function findRepoRoot(start: string): string | undefined {
  let dir = start;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if (Array.isArray(JSON.parse(readFileSync(manifest, 'utf8')).workspaces)) return dir;
      } catch {
        // An unreadable package.json is not the root we are looking for; keep walking up.
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
