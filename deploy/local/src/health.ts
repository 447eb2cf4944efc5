export class NotReadyError extends Error {
  override name = 'NotReadyError';
}

export interface WaitOptions {
  timeoutMs: number;
  intervalMs?: number;
  /** Aborting ends the wait at once with the signal's reason (e.g. a child died). */
  signal?: AbortSignal;
}

/** Polls `url` until it answers 200; on timeout the error carries the last answer, which names what is down. */
export async function waitForHealthy(url: string, options: WaitOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  const intervalMs = options.intervalMs ?? 50;
  let lastAnswer = 'nenhuma resposta ainda';
  for (;;) {
    throwIfAborted(options.signal);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      const body = await response.text();
      if (response.status === 200) return;
      lastAnswer = `HTTP ${response.status}: ${describeBody(body)}`;
    } catch (err) {
      lastAnswer = `sem resposta (${errorCode(err)})`;
    }
    if (Date.now() >= deadline) {
      throw new NotReadyError(
        `${url} não respondeu 200 em ${Math.round(options.timeoutMs / 1000)} s; última resposta: ${lastAnswer}`,
      );
    }
    await sleep(intervalMs, options.signal);
  }
}

/** Lists the entries of a health body that are not serving, else the body itself (shortened). */
export function describeBody(body: string): string {
  try {
    const down = notServing(JSON.parse(body));
    if (down.length) return `fora do ar: ${down.join(', ')} (${truncate(body)})`;
  } catch {
    // not JSON: shown as is
  }
  return truncate(body);
}

const UP = /^(serving|ok|up|healthy|pass)$/i;

function notServing(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return path.length && !UP.test(value) ? [`${path.join('.')}=${value}`] : [];
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  // An entry like { "name": "catalog", "status": "NOT_SERVING" } is reported by its name.
  if (typeof record.status === 'string' && path.length) {
    if (UP.test(record.status)) return [];
    const label = typeof record.name === 'string' ? record.name : path.join('.');
    return [`${label}=${record.status}`];
  }
  return Object.entries(record).flatMap(([key, inner]) =>
    key === 'status' && path.length === 0 ? [] : notServing(inner, [...path, key]),
  );
}

function truncate(text: string, max = 600): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat || '(corpo vazio)';
}

function errorCode(err: unknown): string {
  const cause = (err as { cause?: { code?: string } }).cause;
  return cause?.code ?? (err as Error).message;
}

function throwIfAborted(signal?: AbortSignal) {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new NotReadyError(String(signal.reason));
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}
