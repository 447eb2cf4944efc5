import type { ChildProcess } from 'node:child_process';
import type { Logger } from '../logger.js';
import { assertEnvelope, assertTypeFilters, sanitizeDurable } from './envelope.js';
import { MemoryBus, type MemoryBusOptions } from './memory.js';
import type { ConsumerLag, EventBus, EventEnvelope, EventHandler, Subscription } from './types.js';

/**
 * Wire protocol between a forked service process (IpcBus) and the runner (IpcBroker). Every message is
 * tagged with a `ritual-bus:` kind so it never clashes with other IPC traffic on the same channel.
 */
export type IpcBusMessage =
  | { kind: 'ritual-bus:publish'; id: number; event: EventEnvelope }
  | { kind: 'ritual-bus:subscribe'; id: number; sub: string; durable: string; types: string[] }
  | { kind: 'ritual-bus:unsubscribe'; id: number; sub: string }
  | { kind: 'ritual-bus:lag'; id: number }
  | { kind: 'ritual-bus:ack'; delivery: number }
  | { kind: 'ritual-bus:nack'; delivery: number; error?: string }
  | { kind: 'ritual-bus:reply'; id: number; error?: string; lag?: ConsumerLag[] }
  | { kind: 'ritual-bus:deliver'; sub: string; delivery: number; event: EventEnvelope };

const KIND_PREFIX = 'ritual-bus:';

export function isIpcBusMessage(message: unknown): message is IpcBusMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof (message as { kind?: unknown }).kind === 'string' &&
    (message as { kind: string }).kind.startsWith(KIND_PREFIX)
  );
}

interface PendingDelivery {
  resolve: () => void;
  reject: (err: Error) => void;
}

interface AttachedChild {
  child: ChildProcess;
  subscriptions: Map<string, Subscription>;
  /** Subscription id → durable name, to answer lag requests with this child's durables only. */
  durables: Map<string, string>;
  deliveries: Map<number, PendingDelivery>;
  gone: boolean;
}

/**
 * Runs in the runner process: one MemoryBus shared by every forked child. Durables live here, so events
 * for a durable whose process is gone wait until a process subscribes with that durable again, and events
 * a dead child held without acking are redelivered.
 */
export class IpcBroker {
  readonly bus: MemoryBus;
  private readonly children = new Set<AttachedChild>();
  private nextDelivery = 1;

  constructor(
    private readonly logger?: Logger,
    options: MemoryBusOptions = {},
  ) {
    this.bus = new MemoryBus(logger?.child({ component: 'bus-broker' }), options);
  }

  /** Serves the bus to `child` (forked with an IPC channel). Call right after fork; returns a detach function. */
  attach(child: ChildProcess): () => void {
    if (!child.send) throw new Error('child process has no IPC channel (fork it, or add "ipc" to stdio)');
    const state: AttachedChild = {
      child,
      subscriptions: new Map(),
      durables: new Map(),
      deliveries: new Map(),
      gone: false,
    };
    this.children.add(state);
    const onMessage = (message: unknown) => {
      if (isIpcBusMessage(message)) void this.onMessage(state, message);
    };
    const onGone = () => detach();
    const detach = () => {
      child.off('message', onMessage);
      child.off('exit', onGone);
      child.off('disconnect', onGone);
      void this.release(state);
    };
    child.on('message', onMessage);
    child.once('exit', onGone);
    child.once('disconnect', onGone);
    return detach;
  }

  /** Releases every child and closes the shared bus. */
  async close(): Promise<void> {
    await Promise.all([...this.children].map((state) => this.release(state)));
    await this.bus.close();
  }

  private async onMessage(state: AttachedChild, message: IpcBusMessage): Promise<void> {
    switch (message.kind) {
      case 'ritual-bus:publish':
        await this.reply(state, message.id, () => this.bus.publish(message.event));
        return;
      case 'ritual-bus:subscribe':
        await this.reply(state, message.id, async () => {
          const subscription = await this.bus.subscribe(message.durable, message.types, (event) =>
            this.deliver(state, message.sub, event),
          );
          if (state.gone) {
            await subscription.stop();
            return;
          }
          state.subscriptions.set(message.sub, subscription);
          state.durables.set(message.sub, sanitizeDurable(message.durable));
        });
        return;
      case 'ritual-bus:unsubscribe':
        await this.reply(state, message.id, async () => {
          const subscription = state.subscriptions.get(message.sub);
          state.subscriptions.delete(message.sub);
          state.durables.delete(message.sub);
          await subscription?.stop();
        });
        return;
      case 'ritual-bus:lag': {
        const mine = new Set(state.durables.values());
        const lag = (await this.bus.lag()).filter((entry) => mine.has(entry.durable));
        if (!state.gone) send(state.child, { kind: 'ritual-bus:reply', id: message.id, lag });
        return;
      }
      case 'ritual-bus:ack': {
        const pending = state.deliveries.get(message.delivery);
        state.deliveries.delete(message.delivery);
        pending?.resolve();
        return;
      }
      case 'ritual-bus:nack': {
        const pending = state.deliveries.get(message.delivery);
        state.deliveries.delete(message.delivery);
        pending?.reject(new Error(message.error ?? 'handler failed in child process'));
        return;
      }
      default:
        this.logger?.warn({ kind: message.kind, pid: state.child.pid }, 'unexpected bus message from child');
    }
  }

  private deliver(state: AttachedChild, sub: string, event: EventEnvelope): Promise<void> {
    if (state.gone) return Promise.reject(new Error('child process is gone'));
    const delivery = this.nextDelivery++;
    return new Promise<void>((resolve, reject) => {
      state.deliveries.set(delivery, { resolve, reject });
      send(state.child, { kind: 'ritual-bus:deliver', sub, delivery, event }, (err) => {
        if (!err) return;
        state.deliveries.delete(delivery);
        reject(err);
      });
    });
  }

  private async reply(state: AttachedChild, id: number, work: () => Promise<void>): Promise<void> {
    let error: string | undefined;
    try {
      await work();
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    if (!state.gone)
      send(state.child, error ? { kind: 'ritual-bus:reply', id, error } : { kind: 'ritual-bus:reply', id });
  }

  private async release(state: AttachedChild): Promise<void> {
    if (state.gone) return;
    state.gone = true;
    this.children.delete(state);
    // Rejecting makes the MemoryBus redeliver these events to whoever subscribes with the durable next.
    const lost = new Error(`process ${state.child.pid ?? '?'} exited before acking`);
    for (const pending of state.deliveries.values()) pending.reject(lost);
    state.deliveries.clear();
    const subscriptions = [...state.subscriptions.values()];
    state.subscriptions.clear();
    state.durables.clear();
    await Promise.all(subscriptions.map((s) => s.stop()));
  }
}

function send(child: ChildProcess, message: IpcBusMessage, done?: (err: Error | null) => void): void {
  if (!child.connected) {
    done?.(new Error('child process IPC channel is closed'));
    return;
  }
  child.send(message, (err) => done?.(err ?? null));
}

export interface IpcBusOptions {
  /** How long publish/subscribe wait for the broker's reply. Default 10 s. */
  requestTimeoutMs?: number;
}

interface PendingRequest {
  resolve: (reply: Extract<IpcBusMessage, { kind: 'ritual-bus:reply' }>) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

/** EventBus inside a process forked by the local runner; the runner's IpcBroker does the real work. */
export class IpcBus implements EventBus {
  private readonly requests = new Map<number, PendingRequest>();
  private readonly handlers = new Map<string, EventHandler>();
  private readonly requestTimeoutMs: number;
  private nextRequest = 1;
  private nextSubscription = 1;
  private closing?: Promise<void>;
  private readonly onMessage = (message: unknown) => {
    if (isIpcBusMessage(message)) this.handleMessage(message);
  };
  private readonly onDisconnect = () => {
    for (const [id, request] of this.requests) {
      clearTimeout(request.timer);
      this.requests.delete(id);
      request.reject(new Error('IPC channel to the runner closed'));
    }
  };

  constructor(
    private readonly logger?: Logger,
    options: IpcBusOptions = {},
  ) {
    if (typeof process.send !== 'function') throw new Error('IpcBus needs a process forked with an IPC channel');
    this.requestTimeoutMs = options.requestTimeoutMs ?? 10_000;
    process.on('message', this.onMessage);
    process.on('disconnect', this.onDisconnect);
  }

  async publish(event: EventEnvelope): Promise<void> {
    assertEnvelope(event);
    await this.request((id) => ({ kind: 'ritual-bus:publish', id, event }));
  }

  /** Asks the runner's broker, where the durables live. */
  async lag(): Promise<ConsumerLag[]> {
    if (this.closing) return [];
    const reply = await this.request((id) => ({ kind: 'ritual-bus:lag', id }));
    return reply.lag ?? [];
  }

  async subscribe(durable: string, types: string[], handler: EventHandler): Promise<Subscription> {
    if (this.closing) throw new Error('bus is closed');
    assertTypeFilters(types);
    const sub = `${process.pid}-${this.nextSubscription++}`;
    this.handlers.set(sub, handler);
    try {
      await this.request((id) => ({ kind: 'ritual-bus:subscribe', id, sub, durable, types: [...types] }));
    } catch (err) {
      this.handlers.delete(sub);
      throw err;
    }
    let stopping: Promise<void> | undefined;
    return {
      stop: () => {
        stopping ??= this.request((id) => ({ kind: 'ritual-bus:unsubscribe', id, sub }))
          .then(() => undefined)
          .catch((err) => this.logger?.warn({ err, durable }, 'unsubscribe failed'))
          .finally(() => this.handlers.delete(sub));
        return stopping;
      },
    };
  }

  async close(): Promise<void> {
    this.closing ??= (async () => {
      await Promise.all(
        [...this.handlers.keys()].map((sub) =>
          this.request((id) => ({ kind: 'ritual-bus:unsubscribe', id, sub })).catch(() => {}),
        ),
      );
      this.handlers.clear();
      process.off('message', this.onMessage);
      process.off('disconnect', this.onDisconnect);
    })();
    return this.closing;
  }

  private handleMessage(message: IpcBusMessage): void {
    if (message.kind === 'ritual-bus:reply') {
      const request = this.requests.get(message.id);
      if (!request) return;
      this.requests.delete(message.id);
      clearTimeout(request.timer);
      if (message.error) request.reject(new Error(message.error));
      else request.resolve(message);
      return;
    }
    if (message.kind === 'ritual-bus:deliver') void this.runHandler(message.sub, message.delivery, message.event);
  }

  private async runHandler(sub: string, delivery: number, event: EventEnvelope): Promise<void> {
    const handler = this.handlers.get(sub);
    if (!handler) {
      this.post({ kind: 'ritual-bus:nack', delivery, error: 'subscription is gone' });
      return;
    }
    try {
      await handler(event);
      this.post({ kind: 'ritual-bus:ack', delivery });
    } catch (err) {
      this.logger?.warn({ err, event_id: event.id, type: event.type }, 'event handler failed, will redeliver');
      this.post({ kind: 'ritual-bus:nack', delivery, error: err instanceof Error ? err.message : String(err) });
    }
  }

  private request(build: (id: number) => IpcBusMessage): Promise<Extract<IpcBusMessage, { kind: 'ritual-bus:reply' }>> {
    const id = this.nextRequest++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.requests.delete(id);
        reject(
          new Error(`bus request timed out after ${this.requestTimeoutMs} ms (is the runner's IpcBroker attached?)`),
        );
      }, this.requestTimeoutMs);
      this.requests.set(id, { resolve, reject, timer });
      this.post(build(id), (err) => {
        if (!err) return;
        clearTimeout(timer);
        this.requests.delete(id);
        reject(err);
      });
    });
  }

  private post(message: IpcBusMessage, done?: (err: Error | null) => void): void {
    if (!process.send || !process.connected) {
      done?.(new Error('IPC channel to the runner is closed'));
      return;
    }
    process.send(message, undefined, undefined, (err: Error | null) => done?.(err));
  }
}
