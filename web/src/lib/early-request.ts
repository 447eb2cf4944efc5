/** What a request answered, readable during a render. */
export type Settled<T> = { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown };

export interface EarlyRequest<T> {
  promise: Promise<T>;
  /** The answer when it is already in, so a component can render with it instead of a loading state. */
  settled: () => Settled<T> | undefined;
}

const started = new Map<string, EarlyRequest<unknown>>();

/**
 * Sends a request before the component that needs it renders (while the page's code still downloads), unless one
 * is already waiting under `key`. Resolves when it settled, whatever the answer: the taker handles a failure.
 */
export function startEarly<T>(key: string, send: () => Promise<T>): Promise<unknown> {
  const waiting = started.get(key);
  if (waiting) return waiting.promise.catch(() => undefined);
  let result: Settled<T> | undefined;
  const promise = send();
  const settledPromise = promise.then(
    (value) => {
      result = { status: 'fulfilled', value };
    },
    (reason: unknown) => {
      result = { status: 'rejected', reason };
    },
  );
  started.set(key, { promise, settled: () => result });
  return settledPromise;
}

/** The request started under `key`, handed over once: whoever asks later sends a fresh one. */
export function takeEarly<T>(key: string): EarlyRequest<T> | undefined {
  const request = started.get(key) as EarlyRequest<T> | undefined;
  started.delete(key);
  return request;
}

/** Drops the requests nobody took (the visitor left the page they were for), so no later visit gets an old answer. */
export function discardEarly(): void {
  started.clear();
}
