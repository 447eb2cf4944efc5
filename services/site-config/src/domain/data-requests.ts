import { type Database, invalidArgument } from '@ritual/runtime';
import { desc } from 'drizzle-orm';
import * as schema from '../db/schema.js';

export const DATA_REQUEST_KINDS = ['access', 'correction', 'erasure', 'revocation'] as const;
/** LGPD art. 19 II: a full answer within 15 days of the request. */
export const ANSWER_DAYS = 15;
const DAY_MS = 24 * 3600_000;
const NAME_MAX = 100;
const MESSAGE_MAX = 2000;

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
}

/** The number the client keeps: the year and the request id, e.g. LGPD-2026-000042. */
export const protocolOf = (row: Pick<Row, 'id' | 'createdAt'>) =>
  `LGPD-${row.createdAt.getUTCFullYear()}-${String(row.id).padStart(6, '0')}`;

function toView(row: Row): DataRequestView {
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
  };
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
}
