import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Replaces the section of bench/results.md that starts with `title` (up to the next `## `), or appends it. */
export function writeResultsSection(root, title, markdown) {
  const path = join(root, 'bench', 'results.md');
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(title);
  const section = markdown.replace(/\n*$/, '\n');
  let updated;
  if (start === -1) {
    updated = `${current.replace(/\n*$/, '\n\n')}${section}`;
  } else {
    const after = current.indexOf('\n## ', start + title.length);
    updated = `${current.slice(0, start)}${section}${after === -1 ? '' : `\n${current.slice(after + 1)}`}`;
  }
  writeFileSync(path, updated);
}
