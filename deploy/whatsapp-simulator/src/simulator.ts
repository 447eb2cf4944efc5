import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import {
  failureError,
  GraphError,
  headerFormatMismatch,
  invalidParameter,
  invalidToken,
  parameterCountMismatch,
  rateLimited,
  requiredParameter,
  serviceUnavailable,
  templateMissing,
  unknownObject,
} from './graph-errors.js';

/**
 * The WhatsApp Business Cloud API as the store uses it, on loopback: template and text messages
 * (`POST /{version}/{phone-number-id}/messages`), media upload (`POST /{version}/{phone-number-id}/media`), and the
 * webhook Meta sends back (statuses sent → delivered → read, or failed; incoming messages), signed with
 * `X-Hub-Signature-256` like Meta signs it. Under /_simulator it has test-only controls: the messages sent, numbers
 * that fail, an outage, 429s, a revoked token and incoming messages.
 */

export const GRAPH_VERSION = 'v26.0';

/** Template name → number of body parameters, as registered in WhatsApp Manager (README, WhatsApp). */
export const DEFAULT_TEMPLATES: Readonly<Record<string, number>> = {
  pedido_recebido: 4,
  pedido_recebido_cadastro: 2,
  pix_lembrete: 4,
  pagamento_aprovado: 2,
  video_pronto: 2,
};

export interface WhatsAppSimulatorOptions {
  /** Default 0 (any free port). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  /** Where signed webhooks go (statuses, incoming messages); settable later. */
  webhookUrl?: string;
  /** Template name → number of body parameters; default DEFAULT_TEMPLATES. */
  templates?: Record<string, number>;
  /** Delay before delivered, then again before read. Default 50 ms. */
  statusDelayMs?: number;
  /** Templates registered with a VIDEO header (a header parameter is then required). Default ['video_pronto']. */
  videoHeaderTemplates?: string[];
  /** The language the templates exist in. Default pt_BR. */
  language?: string;
  /** Waits before each new attempt of a webhook that failed (Meta retries too). Default 0.25, 0.5, 1, 2, 4, 8 s. */
  webhookRetryDelaysMs?: number[];
  /**
   * Brazilian mobiles registered before the ninth digit: the wa_id (and recipient_id, incoming `from`) drops it,
   * `5511987654321` → `551187654321`, as WhatsApp does for many such accounts. Default false.
   */
  brazilianWaIdWithoutNinthDigit?: boolean;
  /** Keeps the messages, media and last incoming times in this JSON file across restarts. */
  dataFile?: string;
  /** The business phone number shown in webhooks' metadata. Default 15550000000. */
  displayPhoneNumber?: string;
  log?: (line: string) => void;
}

export interface SentMessage {
  wamid: string;
  to: string;
  type: 'template' | 'text';
  template?: string;
  language?: string;
  /** The body parameters' texts in order (empty for text messages). */
  parameters: string[];
  header?: { video: { id?: string; link?: string } };
  text?: string;
  bizOpaqueCallbackData?: string;
  /** Epoch milliseconds when it was accepted. */
  at: number;
}

export interface StoredMedia {
  id: string;
  bytes: number;
  type: string;
}

export interface WebhookDelivery {
  kind: 'status' | 'incoming';
  /** The wamid the status is about, or the incoming message's. */
  wamid: string;
  status?: 'sent' | 'delivered' | 'read' | 'failed';
  /** Every attempt's HTTP status, or 'network' when it could not connect. */
  attempts: Array<number | 'network'>;
  delivered: boolean;
}

export interface WhatsAppSimulator {
  /** Value for WHATSAPP_GRAPH_URL, e.g. http://127.0.0.1:PORT/v26.0 */
  graphUrl: string;
  /** http://127.0.0.1:PORT/_simulator (the HTTP control API). */
  controlUrl: string;
  sent(): SentMessage[];
  waitForMessage(match: (m: SentMessage) => boolean, timeoutMs?: number): Promise<SentMessage>;
  setWebhookUrl(url: string): void;
  /** Sends to it are accepted, then a signed 'failed' status follows (default code 131026). */
  failNumber(to: string, code?: number): void;
  /** Every Graph call answers 503. */
  setOutage(on: boolean): void;
  /** The next `count` sends answer 429 with that code (default 130429). */
  throttle(count: number, code?: number): void;
  /** Every Graph call answers 401 code 190 until restoreToken(). */
  revokeToken(): void;
  restoreToken(): void;
  /** A signed webhook with messages[] and contacts[]; resolves once the webhook answered 2xx. */
  injectIncoming(from: string, text: string, name?: string): Promise<void>;
  media(): StoredMedia[];
  /** Every webhook sent so far with its attempts, oldest first. */
  webhooks(): WebhookDelivery[];
  close(): Promise<void>;
}

/** `sha256=` + hex HMAC-SHA256 of the raw body with the app secret: Meta's X-Hub-Signature-256. */
export function signWebhook(rawBody: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

const MAX_BODY_BYTES = 20 * 1024 * 1024;
const MEDIA_LIMITS: Record<string, number> = {
  'video/mp4': 16 * 1024 * 1024,
  'video/3gpp': 16 * 1024 * 1024,
  'image/jpeg': 5 * 1024 * 1024,
  'image/png': 5 * 1024 * 1024,
  'application/pdf': 100 * 1024 * 1024,
};
const CUSTOMER_SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;
const DEFAULT_RETRY_DELAYS_MS = [250, 500, 1000, 2000, 4000, 8000];
const VERSION = /^v\d+\.\d+$/;

const textParameter = z.object({ type: z.literal('text'), text: z.string() });
const fallbackParameter = z.object({
  type: z.enum(['currency', 'date_time']),
  currency: z.object({ fallback_value: z.string() }).passthrough().optional(),
  date_time: z.object({ fallback_value: z.string() }).passthrough().optional(),
});
const videoParameter = z.object({
  type: z.literal('video'),
  video: z.object({ id: z.string().min(1).optional(), link: z.string().url().optional() }),
});
const component = z.object({
  type: z.string(),
  parameters: z.array(z.record(z.string(), z.unknown())).optional(),
});
const templateBody = z.object({
  name: z.string().min(1),
  language: z.object({ code: z.string().min(1), policy: z.string().optional() }),
  components: z.array(component).optional(),
});

interface Persisted {
  messages: SentMessage[];
  media: StoredMedia[];
  lastIncoming: Record<string, number>;
}

export async function startWhatsAppSimulator(options: WhatsAppSimulatorOptions): Promise<WhatsAppSimulator> {
  const log = options.log ?? (() => {});
  const templates = { ...(options.templates ?? DEFAULT_TEMPLATES) };
  const videoHeaders = new Set(options.videoHeaderTemplates ?? ['video_pronto']);
  const language = options.language ?? 'pt_BR';
  const statusDelayMs = options.statusDelayMs ?? 50;
  const retryDelays = options.webhookRetryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const displayPhoneNumber = options.displayPhoneNumber ?? '15550000000';
  const businessAccountId = '102290129340398';
  const state = load(options.dataFile);
  const failing = new Map<string, number>();
  const deliveries: WebhookDelivery[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<AbortController>();
  const waiters = new Set<{ match: (m: SentMessage) => boolean; resolve: (m: SentMessage) => void }>();
  let webhookUrl = options.webhookUrl;
  let outage = false;
  let revoked = false;
  let throttled: { count: number; code: number } = { count: 0, code: 130429 };
  let closed = false;

  const save = () => {
    if (!options.dataFile) return;
    const temporary = `${options.dataFile}.tmp`;
    writeFileSync(temporary, JSON.stringify(state));
    renameSync(temporary, options.dataFile);
  };

  /** Resolves after `ms`, or at once with false when the simulator closes meanwhile. */
  const pause = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (closed) return resolve(false);
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve(!closed);
      }, ms);
      timers.add(timer);
    });

  const waId = (to: string) => {
    const digits = to.replace(/\D/g, '');
    if (options.brazilianWaIdWithoutNinthDigit && /^55\d{2}9\d{8}$/.test(digits)) {
      return `${digits.slice(0, 4)}${digits.slice(5)}`;
    }
    return digits;
  };

  const envelope = (value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: businessAccountId,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: displayPhoneNumber, phone_number_id: options.phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  });

  /** POSTs one signed webhook, retried on a non-2xx answer or a network error; true once it was accepted. */
  const deliver = async (payload: object, record: WebhookDelivery): Promise<boolean> => {
    deliveries.push(record);
    const raw = JSON.stringify(payload);
    for (let attempt = 0; ; attempt++) {
      const url = webhookUrl;
      if (!url || closed) return false;
      const abort = new AbortController();
      inFlight.add(abort);
      const timeout = setTimeout(() => abort.abort(), 10_000);
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhook(raw, options.appSecret) },
          body: raw,
          signal: abort.signal,
        });
        await response.arrayBuffer().catch(() => undefined);
        record.attempts.push(response.status);
        if (response.ok) {
          record.delivered = true;
          return true;
        }
      } catch {
        if (closed) return false;
        record.attempts.push('network');
      } finally {
        clearTimeout(timeout);
        inFlight.delete(abort);
      }
      const wait = retryDelays[attempt];
      if (wait === undefined) {
        log(`webhook de ${record.kind} ${record.wamid} desistido após ${record.attempts.length} tentativa(s)`);
        return false;
      }
      if (!(await pause(wait))) return false;
    }
  };

  const statusPayload = (message: SentMessage, status: WebhookDelivery['status'], errorCode?: number) =>
    envelope({
      statuses: [
        {
          id: message.wamid,
          status,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: waId(message.to),
          ...(message.bizOpaqueCallbackData === undefined
            ? {}
            : { biz_opaque_callback_data: message.bizOpaqueCallbackData }),
          ...(status === 'failed'
            ? { errors: [failureError(errorCode ?? 131026)] }
            : {
                pricing: {
                  billable: message.type === 'template',
                  pricing_model: 'PMP',
                  category: message.type === 'template' ? 'utility' : 'service',
                },
              }),
        },
      ],
    });

  /** sent → delivered → read, each once the one before was delivered; or one failed status. */
  const followUp = async (message: SentMessage, failure: number | undefined) => {
    if (!(await pause(0))) return;
    const steps: Array<NonNullable<WebhookDelivery['status']>> =
      failure === undefined ? ['sent', 'delivered', 'read'] : ['failed'];
    for (const [index, status] of steps.entries()) {
      if (index > 0 && !(await pause(statusDelayMs))) return;
      await deliver(statusPayload(message, status, failure), {
        kind: 'status',
        wamid: message.wamid,
        status,
        attempts: [],
        delivered: false,
      });
      if (closed) return;
    }
  };

  const record = (message: SentMessage, failure: number | undefined) => {
    state.messages.push(message);
    save();
    log(
      `${message.type === 'template' ? `modelo ${message.template}` : 'texto'} para ${mask(message.to)} aceito (${message.wamid})` +
        (failure === undefined ? '' : `; falhará com ${failure}`),
    );
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.delete(waiter);
        waiter.resolve(message);
      }
    }
    void followUp(message, failure);
  };

  const authorize = (req: IncomingMessage) => {
    if (revoked) throw invalidToken(true);
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || token !== options.accessToken) throw invalidToken(false);
  };

  const sendMessage = (body: unknown): object => {
    if (throttled.count > 0) {
      throttled.count--;
      throw rateLimited(throttled.code);
    }
    if (!isObject(body)) throw invalidParameter('The request body must be a JSON object.');
    if (body.messaging_product === undefined) throw requiredParameter('messaging_product');
    if (body.messaging_product !== 'whatsapp') throw invalidParameter('messaging_product must be "whatsapp".');
    if (body.recipient_type !== undefined && body.recipient_type !== 'individual') {
      throw invalidParameter('recipient_type must be "individual".');
    }
    if (typeof body.to !== 'string' || !body.to.trim()) throw requiredParameter('to');
    const digits = body.to.replace(/[\s()+-]/g, '');
    if (!/^\d{8,15}$/.test(digits)) throw invalidParameter('The parameter to is not a valid phone number.');
    const opaque = body.biz_opaque_callback_data;
    if (opaque !== undefined && (typeof opaque !== 'string' || opaque.length > 512)) {
      throw invalidParameter('biz_opaque_callback_data must be a string of at most 512 characters.');
    }
    const type = body.type ?? 'text';
    const base = {
      wamid: newWamid(digits),
      to: body.to,
      at: Date.now(),
      ...(opaque === undefined ? {} : { bizOpaqueCallbackData: opaque as string }),
    };
    let message: SentMessage;
    let failure = failing.get(digits) ?? failing.get(waId(digits));
    if (type === 'template') {
      message = { ...base, type: 'template', ...checkTemplate(body.template) };
      const videoId = message.header?.video.id;
      if (failure === undefined && videoId && !state.media.some((media) => media.id === videoId)) failure = 131053;
    } else if (type === 'text') {
      const text = isObject(body.text) ? body.text.body : undefined;
      if (typeof text !== 'string' || !text) throw requiredParameter('text.body');
      if (text.length > 4096) throw invalidParameter('text.body must have at most 4096 characters.');
      message = { ...base, type: 'text', parameters: [], text };
      // Free-form messages only inside the 24 hours after the client last wrote (customer service window).
      const last = state.lastIncoming[waId(digits)];
      if (failure === undefined && (last === undefined || Date.now() - last > CUSTOMER_SERVICE_WINDOW_MS)) {
        failure = 131047;
      }
    } else {
      throw invalidParameter(`Unsupported message type: ${String(type)}.`);
    }
    record(message, failure);
    return {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: waId(digits) }],
      messages: [{ id: message.wamid, ...(message.type === 'template' ? { message_status: 'accepted' } : {}) }],
    };
  };

  const checkTemplate = (raw: unknown): Pick<SentMessage, 'template' | 'language' | 'parameters' | 'header'> => {
    if (raw === undefined) throw requiredParameter('template');
    const parsed = templateBody.safeParse(raw);
    if (!parsed.success) {
      throw invalidParameter(`template: ${parsed.error.issues[0]?.path.join('.') ?? ''} is invalid.`);
    }
    const { name, components = [] } = parsed.data;
    const code = parsed.data.language.code;
    const expected = templates[name];
    if (expected === undefined || code !== language) throw templateMissing(name, code);
    const parameters: string[] = [];
    let header: SentMessage['header'];
    for (const part of components) {
      const type = part.type.toLowerCase();
      if (type === 'body') {
        for (const parameter of part.parameters ?? []) parameters.push(bodyText(parameter));
      } else if (type === 'header') {
        const given = part.parameters ?? [];
        if (!videoHeaders.has(name)) {
          throw parameterCountMismatch(given.length, 0, 'header');
        }
        const video = videoParameter.safeParse(given[0]);
        if (given.length !== 1 || !video.success || !video.data.video.id === !video.data.video.link) {
          throw headerFormatMismatch('header: Format mismatch, expected VIDEO with one of id or link');
        }
        header = { video: { ...video.data.video } };
      } else {
        throw invalidParameter(`components: unsupported component type ${part.type}.`);
      }
    }
    if (parameters.length !== expected) throw parameterCountMismatch(parameters.length, expected);
    if (videoHeaders.has(name) && !header) {
      throw headerFormatMismatch('header: Format mismatch, expected VIDEO, received UNKNOWN');
    }
    return { template: name, language: code, parameters, ...(header ? { header } : {}) };
  };

  const uploadMedia = async (req: IncomingMessage, raw: Buffer): Promise<object> => {
    const contentType = req.headers['content-type'] ?? '';
    if (!contentType.startsWith('multipart/form-data')) {
      throw invalidParameter('The media upload must be multipart/form-data.');
    }
    let form: FormData;
    try {
      form = await new Request('http://simulator/', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(raw),
      }).formData();
    } catch {
      throw invalidParameter('The multipart body could not be read.');
    }
    const product = form.get('messaging_product');
    if (product === null) throw requiredParameter('messaging_product');
    if (product !== 'whatsapp') throw invalidParameter('messaging_product must be "whatsapp".');
    const file = form.get('file');
    if (!(file instanceof Blob)) throw requiredParameter('file');
    const declared = form.get('type');
    const type = typeof declared === 'string' && declared ? declared : file.type;
    const limit = MEDIA_LIMITS[type];
    if (limit === undefined) {
      throw invalidParameter(
        `Param file must be a file with one of the following types: ${Object.keys(MEDIA_LIMITS)}.`,
      );
    }
    if (file.size === 0 || file.size > limit) {
      throw invalidParameter(`Param file must be a non-empty file of at most ${limit} bytes for ${type}.`);
    }
    const media: StoredMedia = { id: `${randomInt(1e6, 1e7)}${randomInt(1e8, 1e9)}`, bytes: file.size, type };
    state.media.push(media);
    save();
    log(`mídia ${type} de ${file.size} bytes recebida (${media.id})`);
    return { id: media.id };
  };

  const graph = async (req: IncomingMessage, path: string[], raw: Buffer): Promise<[number, unknown]> => {
    if (outage) throw serviceUnavailable();
    authorize(req);
    const [, objectId, edge, ...rest] = path;
    const method = req.method ?? 'GET';
    if (!objectId || rest.length) throw unknownObject(path.slice(1).join('/'));
    if (!edge) {
      const media = state.media.find((item) => item.id === objectId);
      if (method === 'GET' && media) {
        return [200, { messaging_product: 'whatsapp', id: media.id, mime_type: media.type, file_size: media.bytes }];
      }
      if (method === 'GET' && objectId === options.phoneNumberId) {
        return [
          200,
          {
            id: options.phoneNumberId,
            display_phone_number: displayPhoneNumber,
            verified_name: 'Loja Simulada',
            quality_rating: 'GREEN',
          },
        ];
      }
      throw unknownObject(objectId);
    }
    if (objectId !== options.phoneNumberId || method !== 'POST') throw unknownObject(objectId);
    if (edge === 'messages') return [200, sendMessage(parseJson(raw))];
    if (edge === 'media') return [200, await uploadMedia(req, raw)];
    throw unknownObject(`${objectId}/${edge}`);
  };

  const control = async (req: IncomingMessage, action: string | undefined, raw: Buffer): Promise<[number, unknown]> => {
    const method = req.method ?? 'GET';
    const body = () => {
      try {
        return raw.length ? JSON.parse(raw.toString('utf8')) : {};
      } catch {
        throw new ControlError('corpo não é JSON');
      }
    };
    const read = <T>(schema: z.ZodType<T>, expected: string): T => {
      const parsed = schema.safeParse(body());
      if (!parsed.success) throw new ControlError(`esperado ${expected}`);
      return parsed.data;
    };
    if (method === 'GET' && action === 'health') return [200, { status: 'ok' }];
    if (method === 'GET' && action === 'messages') return [200, simulator.sent()];
    if (method === 'GET' && action === 'media') return [200, simulator.media()];
    if (method === 'GET' && action === 'webhooks') return [200, simulator.webhooks()];
    if (method === 'POST' && action === 'incoming') {
      const given = read(
        z.object({ from: z.string().min(1), text: z.string().min(1), name: z.string().optional() }),
        '{ from, text }',
      );
      await simulator.injectIncoming(given.from, given.text, given.name);
      return [200, { ok: true }];
    }
    if (method === 'POST' && action === 'fail-number') {
      const given = read(z.object({ to: z.string().min(1), code: z.number().int().optional() }), '{ to, code? }');
      simulator.failNumber(given.to, given.code);
      return [200, { ok: true }];
    }
    if (method === 'POST' && action === 'outage') {
      simulator.setOutage(read(z.object({ on: z.boolean() }), '{ on }').on);
      return [200, { on: outage }];
    }
    if (method === 'POST' && action === 'throttle') {
      const given = read(
        z.object({ count: z.number().int().min(0), code: z.number().int().optional() }),
        '{ count, code? }',
      );
      simulator.throttle(given.count, given.code);
      return [200, { ok: true }];
    }
    if (method === 'POST' && action === 'webhook') {
      simulator.setWebhookUrl(read(z.object({ url: z.string().url() }), '{ url }').url);
      return [200, { ok: true }];
    }
    if (method === 'POST' && action === 'token') {
      const { revoked: revoke } = read(z.object({ revoked: z.boolean() }), '{ revoked }');
      if (revoke) simulator.revokeToken();
      else simulator.restoreToken();
      return [200, { revoked }];
    }
    return [404, { detail: 'rota de controle desconhecida' }];
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://simulator');
      const path = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
      let status: number;
      let payload: unknown;
      try {
        if (path[0] === '_simulator') {
          [status, payload] = await control(req, path[1], Buffer.concat(chunks));
        } else if (path[0] && VERSION.test(path[0])) {
          if (tooLarge) throw new GraphError(413, 100, '(#100) Request body too large');
          [status, payload] = await graph(req, path, Buffer.concat(chunks));
        } else {
          throw new GraphError(400, 2500, `Unknown path components: /${path.join('/')}`);
        }
      } catch (err) {
        if (err instanceof GraphError) {
          status = err.status;
          payload = err.body();
        } else if (err instanceof ControlError) {
          status = err.status;
          payload = { detail: err.message };
        } else {
          status = 500;
          payload = new GraphError(500, 1, 'An unknown error occurred').body();
          log(`erro interno: ${(err as Error).message}`);
        }
      }
      if (path[0] !== '_simulator' && status >= 400) log(`${req.method} ${url.pathname} ${status}`);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    });
  };

  const server = http.createServer(handle);
  server.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' && options.host !== '::' ? options.host : '127.0.0.1';
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  const simulator: WhatsAppSimulator = {
    graphUrl: `${origin}/${GRAPH_VERSION}`,
    controlUrl: `${origin}/_simulator`,
    sent: () => state.messages.map((message) => structuredClone(message)),
    waitForMessage(match, timeoutMs = 5000) {
      const found = state.messages.find(match);
      if (found) return Promise.resolve(structuredClone(found));
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (message: SentMessage) => {
            clearTimeout(timer);
            resolve(structuredClone(message));
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const summary = state.messages.map((m) => `${m.template ?? 'texto'}→${m.to}`).join(', ') || 'nenhuma';
          reject(new Error(`nenhuma mensagem como a esperada em ${timeoutMs} ms; enviadas: ${summary}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    failNumber(to, code = 131026) {
      failing.set(to.replace(/\D/g, ''), code);
    },
    setOutage(on) {
      outage = on;
    },
    throttle(count, code = 130429) {
      throttled = { count, code };
    },
    revokeToken() {
      revoked = true;
    },
    restoreToken() {
      revoked = false;
    },
    async injectIncoming(from, text, name = 'Cliente') {
      const wa = waId(from);
      const wamid = newWamid(wa);
      state.lastIncoming[wa] = Date.now();
      save();
      const payload = envelope({
        contacts: [{ profile: { name }, wa_id: wa }],
        messages: [
          { from: wa, id: wamid, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } },
        ],
      });
      if (!webhookUrl) throw new ControlError('nenhuma URL de webhook definida', 409);
      const delivery: WebhookDelivery = { kind: 'incoming', wamid, attempts: [], delivered: false };
      if (!(await deliver(payload, delivery))) {
        throw new ControlError(`o webhook não aceitou a mensagem recebida (tentativas: ${delivery.attempts})`, 502);
      }
    },
    media: () => state.media.map((media) => ({ ...media })),
    webhooks: () => deliveries.map((delivery) => ({ ...delivery, attempts: [...delivery.attempts] })),
    async close() {
      if (closed) return;
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const abort of inFlight) abort.abort();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
  return simulator;
}

class ControlError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

function bodyText(parameter: Record<string, unknown>): string {
  const text = textParameter.safeParse(parameter);
  if (text.success) {
    const value = text.data.text;
    if (!value)
      throw new GraphError(400, 131008, '(#131008) Required parameter is missing', {
        details: 'body: parameter text is empty',
      });
    // Meta refuses these in template body parameters.
    if (/[\n\t]| {5,}/.test(value)) {
      throw invalidParameter('Param text cannot have new-line/tab characters or more than 4 consecutive spaces');
    }
    if (value.length > 1024) throw invalidParameter('Param text cannot have more than 1024 characters');
    return value;
  }
  const fallback = fallbackParameter.safeParse(parameter);
  const value = fallback.success
    ? (fallback.data.currency?.fallback_value ?? fallback.data.date_time?.fallback_value)
    : undefined;
  if (value === undefined) throw invalidParameter('body: each parameter must be { type: "text", text }.');
  return value;
}

function parseJson(raw: Buffer): unknown {
  if (!raw.length) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw invalidParameter('The request body is not valid JSON.');
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Like Meta's: `wamid.` and base64 of the recipient and a random tail (letters and digits only). */
function newWamid(digits: string): string {
  const encoded = Buffer.from(`${digits}${randomBytes(12).toString('hex').toUpperCase()}`).toString('base64');
  return `wamid.HBg${encoded.replace(/[^A-Za-z0-9]/g, '')}`;
}

/** A phone number in the log: only its last four digits. */
function mask(to: string): string {
  const digits = to.replace(/\D/g, '');
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

function load(dataFile: string | undefined): Persisted {
  const empty: Persisted = { messages: [], media: [], lastIncoming: {} };
  if (!dataFile) return empty;
  try {
    return { ...empty, ...(JSON.parse(readFileSync(dataFile, 'utf8')) as Partial<Persisted>) };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return empty;
    throw err;
  }
}
