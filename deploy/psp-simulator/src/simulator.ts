import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { dynamicBrCode } from './br-code.js';

/**
 * A payment service provider (PSP) speaking the subset of Banco Central's API Pix v2 the store uses, with its
 * field names and status values: OAuth2 client-credentials tokens, `cob` charges, received `pix`, webhook
 * registration and notification, refunds (`devolucao`). Under /sim it has test-only controls: pay a charge
 * (optionally with a wrong amount or without notifying), receive a Pix made with a static BR Code, and take the
 * API down to play an outage.
 */

export type CobStatus = 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';
export type DevolucaoStatus = 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO';

export interface Devolucao {
  id: string;
  rtrId: string;
  valor: string;
  horario: { solicitacao: string; liquidacao?: string };
  status: DevolucaoStatus;
}

export interface Pix {
  endToEndId: string;
  txid?: string;
  valor: string;
  chave: string;
  horario: string;
  infoPagador?: string;
  devolucoes?: Devolucao[];
}

export interface Cob {
  calendario: { criacao: string; expiracao: number };
  txid: string;
  revisao: number;
  loc: { id: number; location: string; tipoCob: 'cob'; criacao: string };
  location: string;
  status: CobStatus;
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
  pixCopiaECola: string;
}

interface State {
  cobs: Record<string, Cob>;
  pix: Record<string, Pix>;
  webhooks: Record<string, string>;
  nextLocId: number;
}

export interface SimulatorOptions {
  clientId: string;
  clientSecret: string;
  host?: string;
  port?: number;
  /** Seconds a token lives. */
  tokenTtlSeconds?: number;
  /** Keeps charges and payments in this JSON file across restarts; in memory only when unset. */
  dataFile?: string;
  /** Serves HTTPS and demands a client certificate signed by `ca` (mutual TLS, as real PSPs do). */
  tls?: { cert: string | Buffer; key: string | Buffer; ca: string | Buffer };
  /** The receiving institution's ISPB, the first digits of every end-to-end id. */
  ispb?: string;
  log?: (line: string) => void;
}

export interface PspSimulator {
  /** Base URL of the API Pix, e.g. http://127.0.0.1:4321/v2 */
  apiUrl: string;
  tokenUrl: string;
  /** Origin of the test-only controls (/sim/...). */
  origin: string;
  /** Webhook deliveries made, newest last, for tests that wait on them. */
  deliveries: Array<{ url: string; status: number | 'failed'; endToEndIds: string[] }>;
  /** How many access tokens were issued. */
  tokensIssued(): number;
  stop(): Promise<void>;
}

const TXID = /^[a-zA-Z0-9]{26,35}$/;
const E2E_ID = /^[a-zA-Z0-9]{32}$/;
const DEVOLUCAO_ID = /^[a-zA-Z0-9]{1,35}$/;
const VALOR = /^\d{1,10}\.\d{2}$/;
const PROBLEM_BASE = 'https://pix.bcb.gov.br/api/v2/error/';
const DEFAULT_PAGE_SIZE = 100;

const cobBody = z.object({
  calendario: z.object({ expiracao: z.number().int().positive() }),
  valor: z.object({
    original: z
      .string()
      .regex(VALOR)
      .refine((v) => Number(v) > 0),
  }),
  chave: z.string().min(1).max(77),
  solicitacaoPagador: z.string().max(140).optional(),
  devedor: z.object({ nome: z.string() }).passthrough().optional(),
});
const webhookBody = z.object({ webhookUrl: z.string().url() });
const devolucaoBody = z.object({ valor: z.string().regex(VALOR) });
const staticPixBody = z.object({
  txid: z.string().regex(/^[a-zA-Z0-9]{1,35}$/),
  valor: z.string().regex(VALOR),
  chave: z.string().min(1).max(77),
  dropWebhook: z.boolean().optional(),
});
const payBody = z.object({
  valor: z.string().regex(VALOR).optional(),
  dropWebhook: z.boolean().optional(),
  infoPagador: z.string().max(140).optional(),
});

class Problem extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly title: string,
    readonly detail: string,
  ) {
    super(detail);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startPspSimulator(options: SimulatorOptions): Promise<PspSimulator> {
  const log = options.log ?? (() => {});
  const tokenTtl = options.tokenTtlSeconds ?? 3600;
  const ispb = options.ispb ?? '99999008';
  const signingKey = randomBytes(32);
  const state = loadState(options.dataFile);
  let outage = false;
  let tokensIssued = 0;
  const deliveries: PspSimulator['deliveries'] = [];
  const pendingDeliveries = new Set<Promise<void>>();
  let origin = '';

  const save = () => {
    if (!options.dataFile) return;
    const temporary = `${options.dataFile}.tmp`;
    writeFileSync(temporary, JSON.stringify(state));
    renameSync(temporary, options.dataFile);
  };

  const sign = (payload: object) => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
    return `${unsigned}.${createHmac('sha256', signingKey).update(unsigned).digest('base64url')}`;
  };

  const tokenIsValid = (token: string) => {
    const [header, payload, signature] = token.split('.');
    if (!header || !payload || !signature) return false;
    const expected = createHmac('sha256', signingKey).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number };
    return claims.exp * 1000 > Date.now();
  };

  const issueToken = (req: IncomingMessage, body: string) => {
    const [scheme, encoded] = (req.headers.authorization ?? '').split(' ');
    const [id, secret] = Buffer.from(encoded ?? '', 'base64')
      .toString()
      .split(':');
    const grant = body.includes('client_credentials');
    if (scheme !== 'Basic' || id !== options.clientId || secret !== options.clientSecret || !grant) {
      throw new Problem(401, 'AcessoNegado', 'Acesso Negado', 'Credenciais do cliente inválidas.');
    }
    const now = Math.floor(Date.now() / 1000);
    tokensIssued++;
    return {
      access_token: sign({ sub: id, iat: now, exp: now + tokenTtl, jti: randomUUID() }),
      token_type: 'Bearer',
      expires_in: tokenTtl,
      scope: 'cob.write cob.read pix.write pix.read webhook.write webhook.read',
    };
  };

  const cobView = (cob: Cob) => {
    const paid = Object.values(state.pix).filter((pix) => pix.txid === cob.txid);
    return paid.length ? { ...cob, pix: paid } : cob;
  };

  const expired = (cob: Cob) =>
    cob.status === 'ATIVA' && Date.parse(cob.calendario.criacao) + cob.calendario.expiracao * 1000 < Date.now();

  const putCob = (txid: string, body: unknown) => {
    if (!TXID.test(txid)) throw invalid('CobOperacaoInvalida', 'O campo txid não respeita o schema.');
    const parsed = cobBody.safeParse(body);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') ?? 'cob';
      throw invalid('CobOperacaoInvalida', `O campo cob.${field} não respeita o schema.`);
    }
    const existing = state.cobs[txid];
    if (existing && existing.status !== 'ATIVA') {
      throw invalid('CobOperacaoInvalida', 'A cobrança já existe, não está no status ATIVA.');
    }
    const now = new Date().toISOString();
    const locId = existing?.loc.id ?? state.nextLocId++;
    const location = `${new URL(origin).host}/qr/v2/${existing ? existing.loc.location.split('/').pop() : randomUUID()}`;
    const cob: Cob = {
      calendario: { criacao: existing?.calendario.criacao ?? now, expiracao: parsed.data.calendario.expiracao },
      txid,
      revisao: existing ? existing.revisao + 1 : 0,
      loc: { id: locId, location, tipoCob: 'cob', criacao: existing?.loc.criacao ?? now },
      location,
      status: 'ATIVA',
      valor: { original: parsed.data.valor.original },
      chave: parsed.data.chave,
      solicitacaoPagador: parsed.data.solicitacaoPagador,
      pixCopiaECola: dynamicBrCode(location, 'LOJA SIMULADA', 'SAO PAULO'),
    };
    state.cobs[txid] = cob;
    save();
    return cob;
  };

  const findCob = (txid: string) => {
    const cob = state.cobs[txid];
    if (!cob) throw new Problem(404, 'CobNaoEncontrado', 'Cobrança não encontrada.', `txid ${txid} desconhecido.`);
    if (expired(cob)) {
      cob.status = 'REMOVIDA_PELO_PSP';
      save();
    }
    return cob;
  };

  const findPix = (e2eid: string) => {
    const pix = state.pix[e2eid];
    if (!pix) throw new Problem(404, 'PixNaoEncontrado', 'Pix não encontrado.', `e2eid ${e2eid} desconhecido.`);
    return pix;
  };

  const listPix = (query: URLSearchParams) => {
    const inicio = Date.parse(query.get('inicio') ?? '');
    const fim = Date.parse(query.get('fim') ?? '');
    if (Number.isNaN(inicio) || Number.isNaN(fim) || fim < inicio) {
      throw invalid(
        'ConsultaInvalida',
        'Os parâmetros inicio e fim são obrigatórios e inicio deve ser anterior a fim.',
      );
    }
    const page = Number(query.get('paginacao.paginaAtual') ?? 0);
    const size = Number(query.get('paginacao.itensPorPagina') ?? DEFAULT_PAGE_SIZE);
    if (!Number.isInteger(page) || page < 0 || !Number.isInteger(size) || size < 1 || size > 1000) {
      throw invalid('ConsultaInvalida', 'Parâmetros de paginação inválidos.');
    }
    const matching = Object.values(state.pix)
      .filter((pix) => {
        const at = Date.parse(pix.horario);
        return at >= inicio && at <= fim;
      })
      .sort((a, b) => a.horario.localeCompare(b.horario));
    return {
      parametros: {
        inicio: new Date(inicio).toISOString(),
        fim: new Date(fim).toISOString(),
        paginacao: {
          paginaAtual: page,
          itensPorPagina: size,
          quantidadeDePaginas: Math.ceil(matching.length / size),
          quantidadeTotalDeItens: matching.length,
        },
      },
      pix: matching.slice(page * size, (page + 1) * size),
    };
  };

  const notify = (chave: string, pix: Pix) => {
    const base = state.webhooks[chave];
    if (!base) return;
    const url = `${base.replace(/\/$/, '')}/pix`;
    const { devolucoes: _, ...notification } = pix;
    const delivery = (async () => {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ pix: [notification] }),
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        deliveries.push({ url, status: response.status, endToEndIds: [pix.endToEndId] });
        log(`webhook ${response.status} for ${pix.endToEndId}`);
      } catch (err) {
        deliveries.push({ url, status: 'failed', endToEndIds: [pix.endToEndId] });
        log(`webhook failed for ${pix.endToEndId}: ${(err as Error).message}`);
      }
    })();
    pendingDeliveries.add(delivery);
    void delivery.finally(() => pendingDeliveries.delete(delivery));
  };

  const pay = (txid: string, body: unknown) => {
    const cob = findCob(txid);
    const parsed = payBody.safeParse(body ?? {});
    if (!parsed.success) throw invalid('RequisicaoInvalida', 'Corpo inválido.');
    if (cob.status !== 'ATIVA') {
      throw invalid('CobOperacaoInvalida', `A cobrança está ${cob.status} e não aceita pagamento.`);
    }
    const valor = parsed.data.valor ?? cob.valor.original;
    const pix: Pix = {
      endToEndId: newEndToEndId(ispb),
      txid,
      valor,
      chave: cob.chave,
      horario: new Date().toISOString(),
      infoPagador: parsed.data.infoPagador,
    };
    state.pix[pix.endToEndId] = pix;
    if (valor === cob.valor.original) cob.status = 'CONCLUIDA';
    save();
    if (!parsed.data.dropWebhook) notify(cob.chave, pix);
    return pix;
  };

  /** A Pix made with a static BR Code: no charge, the payer's bank passes on the code's txid (field 62-05). */
  const payStatic = (body: unknown) => {
    const parsed = staticPixBody.safeParse(body ?? {});
    if (!parsed.success) throw invalid('RequisicaoInvalida', 'Esperado { txid, valor, chave }.');
    const pix: Pix = {
      endToEndId: newEndToEndId(ispb),
      txid: parsed.data.txid,
      valor: parsed.data.valor,
      chave: parsed.data.chave,
      horario: new Date().toISOString(),
    };
    state.pix[pix.endToEndId] = pix;
    save();
    if (!parsed.data.dropWebhook) notify(pix.chave, pix);
    return pix;
  };

  const devolver = (e2eid: string, id: string, body: unknown) => {
    const pix = findPix(e2eid);
    if (!DEVOLUCAO_ID.test(id)) throw invalid('PixDevolucaoInvalida', 'O id da devolução não respeita o schema.');
    const parsed = devolucaoBody.safeParse(body);
    if (!parsed.success) throw invalid('PixDevolucaoInvalida', 'O campo valor não respeita o schema.');
    const existing = pix.devolucoes?.find((devolucao) => devolucao.id === id);
    if (existing) return existing;
    const returned = (pix.devolucoes ?? []).reduce((sum, devolucao) => sum + cents(devolucao.valor), 0);
    if (returned + cents(parsed.data.valor) > cents(pix.valor)) {
      throw invalid('PixDevolucaoInvalida', 'O valor da devolução excede o valor do Pix.');
    }
    const now = new Date().toISOString();
    const devolucao: Devolucao = {
      id,
      rtrId: newEndToEndId(ispb).replace(/^E/, 'D'),
      valor: parsed.data.valor,
      horario: { solicitacao: now },
      status: 'EM_PROCESSAMENTO',
    };
    pix.devolucoes = [...(pix.devolucoes ?? []), devolucao];
    save();
    // Settles a moment later, as the SPI does; the answer to the request is still "in process".
    setTimeout(() => {
      devolucao.status = 'DEVOLVIDO';
      devolucao.horario.liquidacao = new Date().toISOString();
      save();
    }, 50).unref();
    return { ...devolucao, horario: { ...devolucao.horario } };
  };

  const route = async (req: IncomingMessage, body: string): Promise<[number, unknown]> => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const path = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const method = req.method ?? 'GET';
    const json = () => parseJson(body);

    if (path[0] === 'sim') {
      if (method === 'GET' && path[1] === 'health') return [200, { status: 'ok' }];
      if (method === 'POST' && path[1] === 'cob' && path[2] && path[3] === 'pay') return [201, pay(path[2], json())];
      if (method === 'POST' && path[1] === 'pix' && !path[2]) return [201, payStatic(json())];
      if (method === 'POST' && path[1] === 'outage') {
        outage = Boolean((json() as { down?: boolean }).down);
        return [200, { down: outage }];
      }
      if (method === 'GET' && path[1] === 'cob' && path[2]) return [200, cobView(findCob(path[2]))];
      throw new Problem(404, 'NaoEncontrado', 'Não encontrado', 'Rota de teste desconhecida.');
    }
    if (outage) throw new Problem(503, 'ServicoIndisponivel', 'Serviço Indisponível', 'PSP em manutenção.');
    if (method === 'POST' && path.join('/') === 'oauth/token') return [200, issueToken(req, body)];
    if (path[0] !== 'v2') throw new Problem(404, 'NaoEncontrado', 'Não encontrado', 'Rota desconhecida.');

    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !token || !tokenIsValid(token)) {
      throw new Problem(401, 'AcessoNegado', 'Acesso Negado', 'Token de acesso ausente, inválido ou expirado.');
    }
    const [, resource, id, sub, subId] = path;
    if (resource === 'cob' && id && !sub) {
      if (method === 'PUT') return [201, putCob(id, json())];
      if (method === 'GET') return [200, cobView(findCob(id))];
    }
    if (resource === 'pix' && !id && method === 'GET') return [200, listPix(url.searchParams)];
    if (resource === 'pix' && id && !sub && method === 'GET') return [200, findPix(id)];
    if (resource === 'pix' && id && sub === 'devolucao' && subId) {
      if (method === 'PUT') return [201, devolver(id, subId, json())];
      if (method === 'GET') {
        const devolucao = findPix(id).devolucoes?.find((entry) => entry.id === subId);
        if (!devolucao) throw new Problem(404, 'NaoEncontrado', 'Devolução não encontrada.', subId);
        return [200, devolucao];
      }
    }
    if (resource === 'webhook' && id) {
      if (method === 'PUT') {
        const parsed = webhookBody.safeParse(json());
        if (!parsed.success) throw invalid('WebhookOperacaoInvalida', 'O campo webhookUrl não respeita o schema.');
        state.webhooks[id] = parsed.data.webhookUrl;
        save();
        return [200, {}];
      }
      if (method === 'GET') {
        const webhookUrl = state.webhooks[id];
        if (!webhookUrl) throw new Problem(404, 'NaoEncontrado', 'Webhook não encontrado.', id);
        return [200, { webhookUrl, chave: id, criacao: new Date().toISOString() }];
      }
    }
    throw new Problem(404, 'NaoEncontrado', 'Não encontrado', 'Rota desconhecida.');
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      let status: number;
      let payload: unknown;
      try {
        [status, payload] = await route(req, Buffer.concat(chunks).toString('utf8'));
      } catch (err) {
        const problem =
          err instanceof Problem
            ? err
            : new Problem(500, 'ErroInternoDoServidor', 'Erro interno', (err as Error).message ?? 'erro');
        status = problem.status;
        payload = { type: PROBLEM_BASE + problem.type, title: problem.title, status, detail: problem.detail };
      }
      log(`${req.method} ${req.url} ${status}`);
      const contentType = status >= 400 ? 'application/problem+json' : 'application/json';
      res.writeHead(status, { 'content-type': contentType }).end(JSON.stringify(payload));
    });
  };

  const server = options.tls
    ? https.createServer({ ...options.tls, requestCert: true, rejectUnauthorized: true }, handle)
    : http.createServer(handle);
  server.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';
  origin = `${options.tls ? 'https' : 'http'}://${host}:${port}`;

  return {
    apiUrl: `${origin}/v2`,
    tokenUrl: `${origin}/oauth/token`,
    origin,
    deliveries,
    tokensIssued: () => tokensIssued,
    async stop() {
      await Promise.allSettled([...pendingDeliveries]);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await sleep(0);
    },
  };
}

function loadState(dataFile: string | undefined): State {
  const empty: State = { cobs: {}, pix: {}, webhooks: {}, nextLocId: 1 };
  if (!dataFile) return empty;
  try {
    return { ...empty, ...(JSON.parse(readFileSync(dataFile, 'utf8')) as State) };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return empty;
    throw err;
  }
}

function parseJson(body: string): unknown {
  if (!body) return undefined;
  try {
    return JSON.parse(body);
  } catch {
    throw invalid('RequisicaoInvalida', 'O corpo da requisição não é um JSON válido.');
  }
}

const invalid = (type: string, detail: string) => new Problem(400, type, 'Requisição inválida.', detail);

const cents = (valor: string) => Math.round(Number(valor) * 100);

/** E + ISPB (8) + yyyyMMddHHmm + 11 letters or digits: 32 characters, as the SPI issues them. */
function newEndToEndId(ispb: string): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 12);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const tail = Array.from(randomBytes(11), (byte) => alphabet[byte % alphabet.length]).join('');
  return `E${ispb}${stamp}${tail}`;
}

export const isEndToEndId = (value: string) => E2E_ID.test(value);
