import {
  AckPolicy,
  type ConsumerConfig,
  type ConsumerMessages,
  DeliverPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  jetstream,
  jetstreamManager,
  StorageType,
} from '@nats-io/jetstream';
import { connect, type NatsConnection, nanos } from '@nats-io/transport-node';
import type { Logger } from '../logger.js';
import { assertEnvelope, assertTypeFilters, backoffMs, sanitizeDurable, typeMatches } from './envelope.js';
import { tracedHandle, tracedPublish } from './trace.js';
import type { ConsumerLag, EventBus, EventEnvelope, EventHandler, Subscription } from './types.js';

export interface JetStreamBusConfig {
  NATS_URL: string;
  EVENT_STREAM: string;
  EVENT_SUBJECT_PREFIX: string;
}

export interface JetStreamBusOptions {
  /** Connection name shown by the server (e.g. the service name). */
  name?: string;
  /** How long the server waits for an ack before redelivering. Default 30 s. */
  ackWaitMs?: number;
  /** Delay of the first nak after a handler failed; doubles per delivery. Default 1 s. */
  retryBaseMs?: number;
  /** Upper bound of the nak delay. Default 60 s. */
  retryMaxMs?: number;
  /** Messages pulled ahead per subscription. Default 16. */
  maxMessages?: number;
  /** How long publish waits for the PubAck. Default 5 s. */
  publishTimeoutMs?: number;
  /** Keep retrying when NATS is not up yet at start instead of failing. Default false. */
  waitOnFirstConnect?: boolean;
}

interface ActiveSubscription {
  durable: string;
  stop(): Promise<void>;
}

/**
 * Event bus on NATS JetStream: one stream holds `${prefix}.>`, publishers dedupe on the event id, and
 * every subscriber is a durable pull consumer with explicit acks, so at-least-once survives restarts.
 */
export class JetStreamBus implements EventBus {
  private readonly js: JetStreamClient;
  private readonly subscriptions = new Set<ActiveSubscription>();
  private readonly ackWaitMs: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly maxMessages: number;
  private readonly publishTimeoutMs: number;
  private closing?: Promise<void>;

  private constructor(
    /** The underlying connection, for health checks and tests. */
    readonly connection: NatsConnection,
    private readonly jsm: JetStreamManager,
    private readonly config: JetStreamBusConfig,
    private readonly logger: Logger,
    options: JetStreamBusOptions,
  ) {
    this.js = jetstream(connection);
    this.ackWaitMs = options.ackWaitMs ?? 30_000;
    this.retryBaseMs = options.retryBaseMs ?? 1000;
    this.retryMaxMs = options.retryMaxMs ?? 60_000;
    this.maxMessages = options.maxMessages ?? 16;
    this.publishTimeoutMs = options.publishTimeoutMs ?? 5000;
  }

  static async connect(
    config: JetStreamBusConfig,
    logger: Logger,
    options: JetStreamBusOptions = {},
  ): Promise<JetStreamBus> {
    const log = logger.child({ component: 'bus', stream: config.EVENT_STREAM });
    const connection = await connect({
      servers: config.NATS_URL,
      name: options.name,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1000,
      waitOnFirstConnect: options.waitOnFirstConnect ?? false,
    });
    try {
      const jsm = await jetstreamManager(connection);
      const bus = new JetStreamBus(connection, jsm, config, log, options);
      await bus.ensureStream();
      bus.watchStatus();
      log.info({ server: connection.getServer() }, 'connected to NATS JetStream');
      return bus;
    } catch (err) {
      await connection.close().catch(() => {});
      throw err;
    }
  }

  async publish(event: EventEnvelope): Promise<void> {
    assertEnvelope(event);
    const subject = this.subject(event.type);
    const ack = await tracedPublish(subject, (headers) =>
      this.js.publish(subject, JSON.stringify(event), { msgID: event.id, timeout: this.publishTimeoutMs, headers }),
    );
    if (ack.duplicate) this.logger.debug({ event_id: event.id, type: event.type }, 'duplicate publish ignored');
  }

  /** One publish after another: a failed one stops the batch, so no later event is stored ahead of it. */
  async publishAll(events: EventEnvelope[]): Promise<void> {
    for (const event of events) await this.publish(event);
  }

  async subscribe(durable: string, types: string[], handler: EventHandler): Promise<Subscription> {
    if (this.closing) throw new Error('bus is closed');
    assertTypeFilters(types);
    const name = sanitizeDurable(durable);
    const log = this.logger.child({ durable: name });
    const accept = await this.ensureConsumer(name, types);
    const consumer = await this.js.consumers.get(this.config.EVENT_STREAM, name);
    const messages = await consumer.consume({ max_messages: this.maxMessages });
    let stopped = false;
    const loop = this.run(messages, handler, accept, log, () => stopped);
    const subscription: ActiveSubscription = {
      durable: name,
      stop: async () => {
        if (!stopped) {
          stopped = true;
          this.subscriptions.delete(subscription);
          await messages.close();
        }
        await loop;
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  /** Per durable this bus consumes: not yet delivered (num_pending) plus delivered but unacked (num_ack_pending). */
  async lag(): Promise<ConsumerLag[]> {
    if (this.closing) return [];
    const durables = new Set([...this.subscriptions].map((subscription) => subscription.durable));
    return Promise.all(
      [...durables].map(async (durable) => {
        const info = await this.jsm.consumers.info(this.config.EVENT_STREAM, durable);
        return { durable, pending: info.num_pending + info.num_ack_pending };
      }),
    );
  }

  /** Stops every subscription (letting handlers in flight finish), then drains the connection. */
  async close(): Promise<void> {
    this.closing ??= (async () => {
      await Promise.all([...this.subscriptions].map((s) => s.stop()));
      if (!this.connection.isClosed()) await this.connection.drain().catch(() => {});
    })();
    return this.closing;
  }

  private subject(type: string): string {
    return `${this.config.EVENT_SUBJECT_PREFIX}.${type}`;
  }

  private async run(
    messages: ConsumerMessages,
    handler: EventHandler,
    accept: (type: string) => boolean,
    log: Logger,
    isStopped: () => boolean,
  ): Promise<void> {
    try {
      for await (const msg of messages) {
        if (isStopped()) {
          // Pulled ahead but not handled: hand back now rather than after ackWait.
          safely(() => msg.nak());
          continue;
        }
        await this.handle(msg, handler, accept, log);
      }
    } catch (err) {
      if (!isStopped()) log.error({ err }, 'event consumer stopped unexpectedly');
    }
  }

  private async handle(msg: JsMsg, handler: EventHandler, accept: (type: string) => boolean, log: Logger) {
    let event: EventEnvelope;
    try {
      event = msg.json<EventEnvelope>();
      assertEnvelope(event);
    } catch (err) {
      log.error({ err, subject: msg.subject, seq: msg.seq }, 'dropping malformed event');
      safely(() => msg.term('malformed event'));
      return;
    }
    if (!accept(event.type)) {
      safely(() => msg.ack());
      return;
    }
    // Tells the server the handler is alive, so only a dead process waits out ackWait.
    const heartbeat = setInterval(() => safely(() => msg.working()), Math.max(100, this.ackWaitMs / 2));
    heartbeat.unref();
    try {
      await tracedHandle(msg.subject, msg.headers, () => handler(event));
      safely(() => msg.ack());
    } catch (err) {
      const attempt = msg.info.deliveryCount;
      const delay = backoffMs(attempt, this.retryBaseMs, this.retryMaxMs);
      log.warn(
        { err, event_id: event.id, type: event.type, attempt, retry_in_ms: delay },
        'event handler failed, will redeliver',
      );
      safely(() => msg.nak(delay));
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async ensureStream(): Promise<void> {
    const stream = this.config.EVENT_STREAM;
    const wanted = `${this.config.EVENT_SUBJECT_PREFIX}.>`;
    try {
      const info = await this.jsm.streams.info(stream);
      const subjects = info.config.subjects ?? [];
      if (!subjects.includes(wanted)) {
        await this.jsm.streams.update(stream, { ...info.config, subjects: [...subjects, wanted] });
      }
    } catch (err) {
      if (!isApiError(err, JetStreamApiCodes.StreamNotFound)) throw err;
      try {
        await this.jsm.streams.add({ name: stream, subjects: [wanted], storage: StorageType.File });
      } catch (addErr) {
        // Another replica created it between our info and add.
        if (!(addErr instanceof JetStreamApiError)) throw addErr;
        const info = await this.jsm.streams.info(stream);
        const subjects = info.config.subjects ?? [];
        if (!subjects.includes(wanted)) {
          await this.jsm.streams.update(stream, { ...info.config, subjects: [...subjects, wanted] });
        }
      }
    }
  }

  /**
   * Creates the durable or updates its filter and ack wait. Returns the client-side type check, which only
   * matters on servers older than 2.10: they take one filter subject, so several types filter the whole prefix.
   */
  private async ensureConsumer(name: string, types: string[]): Promise<(type: string) => boolean> {
    const stream = this.config.EVENT_STREAM;
    const subjects = types.map((t) => this.subject(t));
    let filter: Pick<ConsumerConfig, 'filter_subject' | 'filter_subjects'>;
    let accept: (type: string) => boolean = () => true;
    if (subjects.length === 1) {
      filter = { filter_subject: subjects[0], filter_subjects: undefined };
    } else if (supportsMultipleFilters(this.connection)) {
      filter = { filter_subject: undefined, filter_subjects: subjects };
    } else {
      filter = { filter_subject: this.subject('>'), filter_subjects: undefined };
      accept = (type) => types.some((t) => typeMatches(t, type));
    }
    const settings: Partial<ConsumerConfig> = { ...filter, ack_wait: nanos(this.ackWaitMs), max_deliver: -1 };
    try {
      const info = await this.jsm.consumers.info(stream, name);
      if (!sameConsumerSettings(info.config, settings)) await this.jsm.consumers.update(stream, name, settings);
    } catch (err) {
      if (!isApiError(err, JetStreamApiCodes.ConsumerNotFound)) throw err;
      const config: Partial<ConsumerConfig> = {
        ...settings,
        durable_name: name,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
      };
      try {
        await this.jsm.consumers.add(stream, config);
      } catch (addErr) {
        // Another replica created it meanwhile; make it ours.
        if (!(addErr instanceof JetStreamApiError)) throw addErr;
        await this.jsm.consumers.update(stream, name, settings);
      }
    }
    return accept;
  }

  private watchStatus(): void {
    void (async () => {
      for await (const status of this.connection.status()) {
        if (status.type === 'disconnect' || status.type === 'reconnect' || status.type === 'error') {
          this.logger.warn({ status: status.type }, 'NATS connection status changed');
        }
      }
    })().catch(() => {});
  }
}

function safely(fn: () => void): void {
  try {
    fn();
  } catch {
    // The connection is gone; the server redelivers whatever was not acked.
  }
}

function isApiError(err: unknown, code: number): boolean {
  return err instanceof JetStreamApiError && err.code === code;
}

function supportsMultipleFilters(nc: NatsConnection): boolean {
  const [major = 0, minor = 0] = (nc.info?.version ?? '0.0.0').split('.').map((n) => Number.parseInt(n, 10));
  return major > 2 || (major === 2 && minor >= 10);
}

function sameConsumerSettings(current: ConsumerConfig, wanted: Partial<ConsumerConfig>): boolean {
  const sameList = (a?: string[], b?: string[]) => (a ?? []).join('\n') === (b ?? []).join('\n');
  return (
    (current.filter_subject || undefined) === wanted.filter_subject &&
    sameList(current.filter_subjects, wanted.filter_subjects) &&
    current.ack_wait === wanted.ack_wait &&
    current.max_deliver === wanted.max_deliver
  );
}
