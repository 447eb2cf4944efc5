import { Agent, type Dispatcher, request } from 'undici';

/** Field names and status values of Banco Central's API Pix v2 (bacen/pix-api, openapi.yaml). */
export type CobStatus = 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';
export type DevolucaoStatus = 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO';

export interface CobRequest {
  calendario: { expiracao: number };
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
}

export interface Devolucao {
  id: string;
  rtrId: string;
  valor: string;
  horario: { solicitacao: string; liquidacao?: string };
  status: DevolucaoStatus;
  motivo?: string;
}

export interface Pix {
  endToEndId: string;
  txid?: string;
  valor: string;
  chave?: string;
  horario: string;
  devolucoes?: Devolucao[];
}

export interface Cob {
  calendario: { criacao: string; expiracao: number };
  txid: string;
  revisao: number;
  location?: string;
  status: CobStatus;
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
  pixCopiaECola?: string;
  pix?: Pix[];
}

export interface PixPage {
  parametros: { paginacao: { paginaAtual: number; quantidadeDePaginas: number } };
  pix: Pix[];
}

/** The client certificate the PSP issued: a PEM pair, or a PKCS#12 bundle and its passphrase. */
export type ClientCertificate =
  | { kind: 'pem'; cert: Buffer; key: Buffer; ca?: Buffer }
  | { kind: 'pkcs12'; pfx: Buffer; passphrase: string; ca?: Buffer };

export interface ApiPixClientOptions {
  /** Base of the API, e.g. https://pix-h.api.efipay.com.br/v2 */
  apiUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** How the token request carries grant_type: RFC 6749 form (default) or JSON (Efí). */
  tokenBody?: 'form' | 'json';
  certificate?: ClientCertificate;
  timeoutMs?: number;
  /** Items per page of GET /pix. */
  pageSize?: number;
  /** For tests: another way to reach the PSP. */
  dispatcher?: Dispatcher;
  /** Milliseconds since the epoch; tests move it to expire tokens. */
  now?: () => number;
}

/** An answer from the PSP that is not a success; `problem` is its application/problem+json body when it sent one. */
export class PspError extends Error {
  constructor(
    readonly status: number,
    readonly problem: { type?: string; title?: string; detail?: string } | undefined,
    what: string,
  ) {
    super(`PSP answered ${status} to ${what}${problem?.detail ? `: ${problem.detail}` : ''}`);
    this.name = 'PspError';
  }

  /** The PSP's problem type without the BCB prefix, e.g. "CobOperacaoInvalida". */
  get problemType(): string {
    return this.problem?.type?.split('/').pop() ?? '';
  }
}

/** Refresh this long before the PSP's stated expiry, so a token never dies in flight. */
const TOKEN_EXPIRY_MARGIN_MS = 30_000;
const DEFAULT_TIMEOUT_MS = 10_000;
const PAGE_SIZE = 100;

/**
 * A client of one PSP's API Pix v2: OAuth2 client-credentials token cached until it is about to expire, every
 * call over mutual TLS with the PSP's client certificate (an undici Agent holding it), problem+json errors
 * turned into PspError.
 */
export class ApiPixClient {
  private readonly dispatcher: Dispatcher;
  private token: { value: string; expiresAt: number } | undefined;
  private tokenRequest: Promise<string> | undefined;
  private readonly apiUrl: string;
  private readonly now: () => number;

  constructor(private readonly options: ApiPixClientOptions) {
    this.apiUrl = options.apiUrl.replace(/\/+$/, '');
    this.now = options.now ?? Date.now;
    this.dispatcher = options.dispatcher ?? new Agent({ connect: tlsOptions(options.certificate) });
  }

  /** Creates the charge, or revises it while it is still ATIVA: the same txid is the same charge. */
  putCob(txid: string, cob: CobRequest): Promise<Cob> {
    return this.call('PUT', `/cob/${encodeURIComponent(txid)}`, cob);
  }

  getCob(txid: string): Promise<Cob> {
    return this.call('GET', `/cob/${encodeURIComponent(txid)}`);
  }

  getPix(endToEndId: string): Promise<Pix> {
    return this.call('GET', `/pix/${encodeURIComponent(endToEndId)}`);
  }

  /** Every Pix received in [inicio, fim], following the PSP's pages. */
  async listPix(inicio: Date, fim: Date): Promise<Pix[]> {
    const received: Pix[] = [];
    for (let page = 0; ; page++) {
      const query = new URLSearchParams({
        inicio: inicio.toISOString(),
        fim: fim.toISOString(),
        'paginacao.paginaAtual': String(page),
        'paginacao.itensPorPagina': String(this.options.pageSize ?? PAGE_SIZE),
      });
      const answer = await this.call<PixPage>('GET', `/pix?${query}`);
      received.push(...answer.pix);
      if (page + 1 >= answer.parametros.paginacao.quantidadeDePaginas) return received;
    }
  }

  /** Where the PSP notifies Pix received on `chave`; the PSP appends /pix when it calls. */
  async putWebhook(chave: string, webhookUrl: string): Promise<void> {
    await this.call('PUT', `/webhook/${encodeURIComponent(chave)}`, { webhookUrl });
  }

  /** Asks the PSP to return `valor` of the Pix; `id` makes the request idempotent. */
  putDevolucao(endToEndId: string, id: string, valor: string): Promise<Devolucao> {
    return this.call('PUT', `/pix/${encodeURIComponent(endToEndId)}/devolucao/${encodeURIComponent(id)}`, { valor });
  }

  async close(): Promise<void> {
    if (!this.options.dispatcher) await this.dispatcher.close();
  }

  private async call<T>(method: 'GET' | 'PUT', path: string, body?: unknown, retried = false): Promise<T> {
    const token = await this.accessToken();
    const response = await request(`${this.apiUrl}${path}`, {
      method,
      dispatcher: this.dispatcher,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      headersTimeout: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      bodyTimeout: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
    const text = await response.body.text();
    // A token the PSP revoked early: fetch a new one once.
    if (response.statusCode === 401 && !retried) {
      this.token = undefined;
      return this.call(method, path, body, true);
    }
    if (response.statusCode >= 400) {
      throw new PspError(response.statusCode, parseProblem(text), `${method} ${path.split('?')[0]}`);
    }
    return (text ? JSON.parse(text) : {}) as T;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now()) return this.token.value;
    // Concurrent calls share one token request.
    this.tokenRequest ??= this.requestToken().finally(() => {
      this.tokenRequest = undefined;
    });
    return this.tokenRequest;
  }

  private async requestToken(): Promise<string> {
    const { clientId, clientSecret, tokenBody = 'form' } = this.options;
    const requestedAt = this.now();
    const response = await request(this.options.tokenUrl, {
      method: 'POST',
      dispatcher: this.dispatcher,
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': tokenBody === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
      },
      body:
        tokenBody === 'json' ? JSON.stringify({ grant_type: 'client_credentials' }) : 'grant_type=client_credentials',
      headersTimeout: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      bodyTimeout: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
    const text = await response.body.text();
    if (response.statusCode >= 400) throw new PspError(response.statusCode, parseProblem(text), 'the token request');
    const answer = JSON.parse(text) as { access_token?: string; expires_in?: number };
    if (!answer.access_token) throw new PspError(response.statusCode, undefined, 'the token request (no access_token)');
    const lifetimeMs = (answer.expires_in ?? 0) * 1000;
    this.token = { value: answer.access_token, expiresAt: requestedAt + lifetimeMs - TOKEN_EXPIRY_MARGIN_MS };
    return answer.access_token;
  }
}

function tlsOptions(certificate: ClientCertificate | undefined) {
  if (!certificate) return {};
  return certificate.kind === 'pem'
    ? { cert: certificate.cert, key: certificate.key, ca: certificate.ca }
    : { pfx: certificate.pfx, passphrase: certificate.passphrase, ca: certificate.ca };
}

function parseProblem(text: string): PspError['problem'] {
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as PspError['problem']) : undefined;
  } catch {
    return undefined;
  }
}
