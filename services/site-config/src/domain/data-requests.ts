import {
  ANSWER_REQUIRED,
  DATA_REQUEST_LOOKUP_NOT_FOUND,
  DATA_REQUEST_NOT_FOUND,
  DATA_REQUEST_STATUSES,
} from '@ritual/contracts/http';
import { type Database, invalidArgument, notFound, type PgExecutor } from '@ritual/runtime';
import { and, desc, eq, lt } from 'drizzle-orm';
import * as schema from '../db/schema.js';

export const DATA_REQUEST_KINDS = ['access', 'correction', 'erasure', 'revocation'] as const;
/** LGPD art. 19 II: a full answer within 15 days of the request. */
export const ANSWER_DAYS = 15;
const DAY_MS = 24 * 3600_000;
const NAME_MAX = 100;
const MESSAGE_MAX = 2000;
export const ANSWER_MAX = 2000;

export interface DataRequestInput {
  kind: string;
  name: string;
  whatsapp: string;
  message: string;
}

type Row = typeof schema.dataRequests.$inferSelect;

export interface DataRequestView {
  id: number;
  protocol: string;
  kind: string;
  name: string;
  whatsapp: string;
  message: string;
  status: string;
  created_at: string;
  due_at: string;
  answer: string;
  answered_at: string;
  answered_by: string;
}

export interface DataRequestStatusInput {
  id: number;
  status: string;
  answer: string;
  actor: string;
}

export interface DataRequestLookupInput {
  protocol: string;
  whatsapp: string;
}

/** The number the client keeps: the year and the request id, e.g. LGPD-2026-000042. */
export const protocolOf = (row: Pick<Row, 'id' | 'createdAt'>) =>
  `LGPD-${row.createdAt.getUTCFullYear()}-${String(row.id).padStart(6, '0')}`;

/**
 * The answer, its time and author while the request is answered; empty while open (a reopened request keeps its last
 * answer, time and author in the row, out of sight until it is answered again).
 */
function toView(row: Row): DataRequestView {
  const answered = row.status === 'answered';
  return {
    id: row.id,
    protocol: protocolOf(row),
    kind: row.kind,
    name: row.name,
    whatsapp: row.whatsapp,
    message: row.message,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    due_at: row.dueAt.toISOString(),
    answer: answered ? row.answer : '',
    answered_at: answered && row.answeredAt ? row.answeredAt.toISOString() : '',
    answered_by: answered ? row.answeredBy : '',
  };
}

/** A WhatsApp's digits without the country code, as the form's (xx) xxxxx-xxxx stores them. */
function phoneDigits(whatsapp: string): string {
  const digits = whatsapp.replace(/\D/g, '');
  return digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : digits;
}

/** The year and request id a protocol names, e.g. LGPD-2026-000042 → 2026 and 42; undefined for anything else. */
function parseProtocol(protocol: string): { year: number; id: number } | undefined {
  const match = /^LGPD-(\d{4})-(\d{1,9})$/i.exec(protocol.replace(/\s+/g, ''));
  return match ? { year: Number(match[1]), id: Number(match[2]) } : undefined;
}

/**
 * Checks a status change: open or answered, an answered one with its answer (≤ 2000). Reopening needs no answer and
 * ignores one sent.
 */
export function validateStatusUpdate(input: DataRequestStatusInput): DataRequestStatusInput {
  const update = { ...input, status: input.status.trim(), answer: input.answer.trim(), actor: input.actor.trim() };
  if (!(DATA_REQUEST_STATUSES as readonly string[]).includes(update.status)) {
    throw invalidArgument('Situação inválida: use "open" (em aberto) ou "answered" (respondido)');
  }
  if (update.status === 'answered') {
    if (!update.answer) throw invalidArgument(ANSWER_REQUIRED);
    if (update.answer.length > ANSWER_MAX) {
      throw invalidArgument(`A resposta deve ter no máximo ${ANSWER_MAX} caracteres`);
    }
  }
  return update;
}

/** Trims the fields and checks them, each failure with its pt-BR text. */
export function validateDataRequest(input: DataRequestInput): DataRequestInput {
  const request = {
    kind: input.kind.trim(),
    name: input.name.trim(),
    whatsapp: input.whatsapp.trim(),
    message: input.message.trim(),
  };
  if (!(DATA_REQUEST_KINDS as readonly string[]).includes(request.kind)) {
    throw invalidArgument('Escolha o tipo do pedido: acesso, correção, eliminação ou revogação do consentimento');
  }
  if (!request.name) throw invalidArgument('Nome é obrigatório');
  if (request.name.length > NAME_MAX) throw invalidArgument(`Nome deve ter no máximo ${NAME_MAX} caracteres`);
  if (!request.whatsapp) throw invalidArgument('WhatsApp é obrigatório');
  if (!/^\(\d{2}\) \d{4,5}-\d{4}$/.test(request.whatsapp)) {
    throw invalidArgument('WhatsApp deve estar no formato (xx) xxxxx-xxxx');
  }
  if (request.message.length > MESSAGE_MAX) {
    throw invalidArgument(`A mensagem deve ter no máximo ${MESSAGE_MAX} caracteres`);
  }
  return request;
}

export class DataRequestStore {
  constructor(
    private readonly db: Database<typeof schema>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async create(request: DataRequestInput): Promise<DataRequestView> {
    const createdAt = this.clock();
    const [row] = await this.db
      .insert(schema.dataRequests)
      .values({ ...request, createdAt, dueAt: new Date(createdAt.getTime() + ANSWER_DAYS * DAY_MS) })
      .returning();
    return toView(row!);
  }

  async list(): Promise<DataRequestView[]> {
    const rows = await this.db.select().from(schema.dataRequests).orderBy(desc(schema.dataRequests.id));
    return rows.map(toView);
  }

  /**
   * Answers a request (the answer, now and who) or reopens it. Reopening only sets the status: the last answer, its
   * time and author stay in the row (the audit log has the history), hidden while the request is open.
   */
  async updateStatus(update: DataRequestStatusInput): Promise<DataRequestView> {
    const values =
      update.status === 'answered'
        ? { status: 'answered', answer: update.answer, answeredAt: this.clock(), answeredBy: update.actor }
        : { status: 'open' };
    const [row] = await this.db
      .update(schema.dataRequests)
      .set(values)
      .where(eq(schema.dataRequests.id, update.id))
      .returning();
    if (!row) throw notFound(DATA_REQUEST_NOT_FOUND);
    return toView(row);
  }

  /** The client's own view: the protocol and the WhatsApp (by its digits) must both match; the same NOT_FOUND else. */
  async lookup(input: DataRequestLookupInput): Promise<DataRequestView> {
    if (!input.protocol.trim()) throw invalidArgument('Informe o protocolo do pedido');
    if (!input.whatsapp.trim()) throw invalidArgument('Informe o WhatsApp usado no pedido');
    const protocol = parseProtocol(input.protocol);
    const [row] = protocol
      ? await this.db.select().from(schema.dataRequests).where(eq(schema.dataRequests.id, protocol.id))
      : [];
    if (
      !row ||
      row.createdAt.getUTCFullYear() !== protocol?.year ||
      phoneDigits(row.whatsapp) !== phoneDigits(input.whatsapp)
    ) {
      // One text for an unknown protocol and for a WhatsApp that is not the request's: no hint which was wrong.
      throw notFound(DATA_REQUEST_LOOKUP_NOT_FOUND);
    }
    return toView(row);
  }
}

/** Deletes the answered requests whose answer is older than `before` (retention); answers how many. */
export async function deleteAnsweredBefore(db: PgExecutor<typeof schema>, before: Date): Promise<number> {
  const deleted = await db
    .delete(schema.dataRequests)
    .where(and(eq(schema.dataRequests.status, 'answered'), lt(schema.dataRequests.answeredAt, before)))
    .returning({ id: schema.dataRequests.id });
  return deleted.length;
}
