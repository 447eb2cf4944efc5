/**
 * A thin client of the WhatsApp Business Cloud API (Graph API): template and text messages, media upload. Every
 * failure is a CloudApiError carrying what the Graph API said (HTTP status, code, subcode, Retry-After), never the
 * access token.
 */

export interface TemplateMessage {
  to: string;
  template: string;
  /** Body parameters, {{1}}, {{2}}… in order. */
  parameters: string[];
  /** A VIDEO header (video_pronto). */
  video?: { id: string } | { link: string };
  /** Our id, echoed in the status webhooks of this message. */
  callbackData?: string;
}

export interface SentMessage {
  wamid: string;
  waId?: string;
}

/** Why a call failed: `network` when no HTTP answer came at all (refused, reset, timed out). */
export class CloudApiError extends Error {
  constructor(
    message: string,
    readonly details: {
      httpStatus?: number;
      code?: number;
      subcode?: number;
      /** Meta's `error_data.details` (e.g. which parameter is wrong). */
      detail?: string;
      retryAfterMs?: number;
      network?: boolean;
      /** A network failure after the request may have reached Meta (timeout, reset): it may have been sent. */
      uncertain?: boolean;
    },
  ) {
    super(message);
    this.name = 'CloudApiError';
  }

  get code(): number | undefined {
    return this.details.code;
  }
}

/** Graph error codes of a throttled account or pair: wait and try again. */
export const THROTTLED_CODES = new Set([4, 80007, 130429, 131056]);
/** The access token is invalid or expired: nothing can be sent until it is replaced. */
export const INVALID_TOKEN_CODE = 190;

export type CloudApiFailure =
  | { kind: 'invalid_token' }
  /** Retry later; `account` when the whole number is throttled or the API is down (not one recipient). */
  | { kind: 'retry'; account: boolean; retryAfterMs?: number }
  /** No answer after the request may have reached Meta: it may have gone out (wait for its status webhook). */
  | { kind: 'uncertain' }
  /** This message cannot go (recipient or template problem): fail it with the code. */
  | { kind: 'fatal'; code: number };

/** What the sender should do after `err`. */
export function classifyFailure(err: unknown): CloudApiFailure {
  if (!(err instanceof CloudApiError)) return { kind: 'retry', account: true };
  const { httpStatus, code, network, retryAfterMs } = err.details;
  if (code === INVALID_TOKEN_CODE || httpStatus === 401) return { kind: 'invalid_token' };
  if (network) return err.details.uncertain ? { kind: 'uncertain' } : { kind: 'retry', account: true };
  // 131056 limits one business-consumer pair: only that recipient waits.
  if (code === 131056) return { kind: 'retry', account: false, retryAfterMs };
  if (httpStatus === 429 || (code !== undefined && THROTTLED_CODES.has(code))) {
    return { kind: 'retry', account: true, retryAfterMs };
  }
  // 131000 something went wrong, 131016 service unavailable, 2 temporary: Meta's own transient errors.
  if (httpStatus === undefined || httpStatus >= 500 || code === 1 || code === 2 || code === 131000 || code === 131016) {
    return { kind: 'retry', account: true, retryAfterMs };
  }
  return { kind: 'fatal', code: code ?? httpStatus ?? 0 };
}

/** Failures before any byte of the request left: the message surely did not go. */
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

interface GraphErrorBody {
  error?: { message?: string; code?: number; error_subcode?: number; error_data?: { details?: string } };
}

export interface CloudApiClientOptions {
  graphUrl: string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class CloudApiClient {
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: CloudApiClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.fetch = options.fetch ?? fetch;
  }

  get phoneNumberId(): string {
    return this.options.phoneNumberId;
  }

  async sendTemplate(message: TemplateMessage): Promise<SentMessage> {
    const components: unknown[] = [];
    if (message.video) components.push({ type: 'header', parameters: [{ type: 'video', video: message.video }] });
    components.push({ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) });
    return this.sendMessage({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: message.to,
      type: 'template',
      ...(message.callbackData ? { biz_opaque_callback_data: message.callbackData } : {}),
      template: { name: message.template, language: { code: 'pt_BR' }, components },
    });
  }

  sendText(to: string, body: string): Promise<SentMessage> {
    return this.sendMessage({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'text',
      text: { preview_url: false, body },
    });
  }

  /** Uploads a file to the phone number's media; its id can be sent for 30 days. */
  async uploadMedia(content: Buffer, type: string, fileName: string): Promise<string> {
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('type', type);
    form.set('file', new Blob([new Uint8Array(content)], { type }), fileName);
    const answer = await this.call<{ id?: string }>('media', form, 60_000);
    if (!answer.id) throw new CloudApiError('Cloud API media upload answered without an id', {});
    return answer.id;
  }

  private async sendMessage(body: Record<string, unknown>): Promise<SentMessage> {
    const answer = await this.call<{ messages?: { id?: string }[]; contacts?: { wa_id?: string }[] }>(
      'messages',
      JSON.stringify(body),
    );
    const wamid = answer.messages?.[0]?.id;
    if (!wamid) throw new CloudApiError('Cloud API answered without a message id', {});
    return { wamid, waId: answer.contacts?.[0]?.wa_id };
  }

  private async call<T>(edge: 'messages' | 'media', body: string | FormData, timeoutMs = this.timeoutMs): Promise<T> {
    const url = `${this.options.graphUrl}/${encodeURIComponent(this.options.phoneNumberId)}/${edge}`;
    const headers: Record<string, string> = { authorization: `Bearer ${this.options.accessToken}` };
    if (typeof body === 'string') headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await this.fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      // The cause names the host and the failure (ECONNREFUSED, timeout), never the headers.
      const reason = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
      throw new CloudApiError(`Cloud API unreachable (${reason})`, {
        network: true,
        uncertain: !NOT_CONNECTED.has(reason),
      });
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = {};
    }
    if (response.ok) return parsed as T;
    const error = (parsed as GraphErrorBody).error ?? {};
    throw new CloudApiError(
      `Cloud API ${edge} answered ${response.status}${error.code ? ` code ${error.code}` : ''}: ${
        error.message ?? response.statusText
      }`,
      {
        httpStatus: response.status,
        code: error.code,
        subcode: error.error_subcode,
        detail: error.error_data?.details,
        retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
      },
    );
  }
}
