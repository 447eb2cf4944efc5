import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

/**
 * One runner per data directory: a second one would fight the first over PostgreSQL's cluster and ports.
 * A file left by a runner that died is taken over. Returns the release function.
 */
export function acquireRunnerLock(file: string): () => void {
  const holder = readPid(file);
  if (holder !== undefined && holder !== process.pid && isNodeProcess(holder)) {
    throw new Error(
      `outro runner (pid ${holder}) já usa esta pasta de dados; pare-o antes (se ele não existe mais, apague ${file})`,
    );
  }
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    if (readPid(file) === process.pid) unlinkSync(file);
  };
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isNodeProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  try {
    // Guards against the pid having been reused by something else since.
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}
