import { readFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';

export interface PortClaim {
  port: number;
  /** Who will listen there and which variable moves it, for the error message. */
  label: string;
  envVar: string;
  host?: string;
}

export function isPortFree(port: number, host?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Fails before anything starts, naming every port already taken, rather than one crash per child later. */
export async function assertPortsFree(claims: PortClaim[]): Promise<void> {
  const taken = await Promise.all(
    claims.map(async (claim) => ((await isPortFree(claim.port, claim.host)) ? undefined : claim)),
  );
  const busy = taken.filter((claim) => claim !== undefined);
  if (busy.length) {
    const lines = busy.map(
      (c) => `  - porta ${c.port} (${c.label}) já está em uso; pare quem a usa ou mude ${c.envVar}`,
    );
    throw new Error(`portas ocupadas:\n${lines.join('\n')}`);
  }
}

/** The first port the kernel hands out for outgoing connections and `listen(0)` (Linux default 32768). */
function firstEphemeralPort(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768;
  }
}

/**
 * Ports free now on every interface, below the ephemeral range: a port taken with listen(0) and released can be
 * handed to any process's next outgoing connection, and a pooled database connection holding it kept a runner test's
 * PostgreSQL from starting for a whole file; ports below the range are only ever taken by an explicit bind.
 */
export async function freePorts(count: number): Promise<number[]> {
  const low = 20_000;
  const high = firstEphemeralPort() - 1;
  const ports = new Set<number>();
  while (ports.size < count) {
    const port = low + Math.floor(Math.random() * (high - low));
    if (!ports.has(port) && (await isPortFree(port))) ports.add(port);
  }
  return [...ports];
}

export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port as number;
}

export function canConnect(port: number, host = '127.0.0.1', timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Resolves once every target accepts TCP connections on 127.0.0.1; names those still closed at the deadline. */
export async function waitForListening(
  targets: { name: string; port: number }[],
  deadline: number,
  signal?: AbortSignal,
): Promise<void> {
  const pending = new Set(targets);
  for (;;) {
    signal?.throwIfAborted();
    await Promise.all(
      [...pending].map(async (target) => {
        if (await canConnect(target.port, '127.0.0.1', 500)) pending.delete(target);
      }),
    );
    if (!pending.size) return;
    if (Date.now() >= deadline) {
      const names = [...pending].map((target) => `${target.name} (127.0.0.1:${target.port})`);
      throw new Error(`não estão escutando no prazo: ${names.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
