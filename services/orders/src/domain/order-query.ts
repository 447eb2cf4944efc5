import type { PaymentStatus } from '@ritual/contracts/events';
import type { OrderFilter, OrderQuery, StatusCounts } from '@ritual/proto/ritual/v1/orders';
import { invalidArgument } from '@ritual/runtime';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { OrdersDatabase } from '../db/database.js';
import { ACCENTED, orderCounts, orders, UNACCENTED } from '../db/schema.js';
import type { OrderRecord } from './order-book.js';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 1000;
/**
 * Below this many matches a search's page is read through the trigram index and sorted; above it, walking the
 * newest-first index finds a page sooner (about limit × orders ÷ matches rows: at 100,000 orders and pages of 50,
 * the two cost the same near 2,000 matches).
 */
const FEW_MATCHES = 2000;
const STATUSES: readonly PaymentStatus[] = ['pending', 'paid', 'cancelled'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Newest first, in the order of the indexes (created_at DESC NULLS LAST, id DESC NULLS LAST). */
export const NEWEST_FIRST = [sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`];

const UNACCENT = new Map([...ACCENTED].map((letter, index) => [letter, UNACCENTED[index]!]));

/** The search text the way search_text stores it: lower case, accents of ACCENTED removed. */
export function searchKey(text: string): string {
  return [...text.trim()]
    .map((letter) => UNACCENT.get(letter) ?? letter)
    .join('')
    .toLowerCase();
}

function validDay(value: string, field: 'from' | 'to'): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (!DAY.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw invalidArgument(`Data inválida em ${field} (use AAAA-MM-DD)`);
  }
  return value;
}

/** The filter's conditions; `withStatus: false` leaves the status out (the counts of the filter buttons). */
export function filterConditions(filter: OrderFilter | undefined, timeZone: string, withStatus = true): SQL[] {
  const conditions: SQL[] = [];
  if (!filter) return conditions;
  if (withStatus && filter.status) {
    if (!STATUSES.includes(filter.status as PaymentStatus)) throw invalidArgument('Status inválido');
    conditions.push(eq(orders.paymentStatus, filter.status));
  }
  if (filter.ritual_id !== undefined) conditions.push(eq(orders.ritualId, filter.ritual_id));
  const needle = searchKey(filter.q);
  if (needle) {
    const pattern = `%${needle.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(sql`${orders.searchText} like ${pattern}`);
  }
  // Store days become instants, so the created_at indexes serve the range.
  if (filter.from) {
    const from = validDay(filter.from, 'from');
    conditions.push(sql`${orders.createdAt} >= (${from}::date::timestamp at time zone ${timeZone})`);
  }
  if (filter.to) {
    const to = validDay(filter.to, 'to');
    conditions.push(sql`${orders.createdAt} < ((${to}::date + 1)::timestamp at time zone ${timeZone})`);
  }
  if (filter.from && filter.to && filter.from > filter.to) {
    throw invalidArgument('A data inicial deve ser anterior ou igual à data final');
  }
  return conditions;
}

function cursorId(cursor: string): number | undefined {
  if (!cursor) return undefined;
  const id = Number(cursor);
  if (!/^\d{1,15}$/.test(cursor) || !Number.isSafeInteger(id)) throw invalidArgument('Cursor inválido');
  return id;
}

export interface OrderPageResult {
  orders: OrderRecord[];
  nextCursor: string;
  counts?: StatusCounts;
}

/** The admin list, a page at a time: keyset pagination on (created_at, id), so page 2,000 costs what page 1 does. */
export class OrderQueries {
  constructor(
    private readonly db: OrdersDatabase,
    private readonly timeZone: string,
  ) {}

  async page(query: OrderQuery): Promise<OrderPageResult> {
    const limit = query.limit || DEFAULT_PAGE_SIZE;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
      throw invalidArgument(`limit deve ser um número entre 1 e ${MAX_PAGE_SIZE}`);
    }
    const after = cursorId(query.cursor);
    const conditions = filterConditions(query.filter, this.timeZone);
    if (after !== undefined) {
      conditions.push(
        sql`(${orders.createdAt}, ${orders.id}) < (select o.created_at, o.id from orders o where o.id = ${after})`,
      );
      return this.pageOf(await this.newest(conditions, limit + 1), limit);
    }
    if (!searchKey(query.filter?.q ?? '')) {
      const [rows, counts] = await Promise.all([this.newest(conditions, limit + 1), this.counts(query.filter)]);
      return this.pageOf(rows, limit, counts);
    }
    // A search's first page: its counts come first and tell how many orders the page is drawn from.
    const counts = await this.counts(query.filter);
    const matching = counts[(query.filter?.status || 'all') as keyof StatusCounts];
    const rows =
      matching === 0
        ? []
        : matching <= FEW_MATCHES
          ? await this.newestOfFew(conditions, limit + 1)
          : await this.newest(conditions, limit + 1);
    return this.pageOf(rows, limit, counts);
  }

  private pageOf(rows: OrderRecord[], limit: number, counts?: StatusCounts): OrderPageResult {
    const more = rows.length > limit;
    const page = more ? rows.slice(0, limit) : rows;
    return { orders: page, nextCursor: more ? String(page.at(-1)!.id) : '', counts };
  }

  /** Walks the newest-first indexes until `count` orders pass the conditions. */
  private newest(conditions: SQL[], count: number): Promise<OrderRecord[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(...conditions))
      .orderBy(...NEWEST_FIRST)
      .limit(count);
  }

  /**
   * The same orders when few match: found first through the search index (the materialized CTE keeps the planner
   * from walking the newest-first index, which would read every order to find a handful), then sorted.
   */
  private newestOfFew(conditions: SQL[], count: number): Promise<OrderRecord[]> {
    const few = sql`with matched as materialized (select ${orders.id}, ${orders.createdAt} from ${orders} where ${and(...conditions)})
      select id from matched order by created_at desc nulls last, id desc nulls last limit ${count}`;
    return this.db
      .select()
      .from(orders)
      .where(sql`${orders.id} in (${few})`)
      .orderBy(...NEWEST_FIRST);
  }

  /**
   * Orders of the filter (status aside) per status: from the trigger-kept order_counts when the filter is at most a
   * ritual (the screens' first look), else counted from the orders the search or the days select.
   */
  async counts(filter: OrderFilter | undefined): Promise<StatusCounts> {
    const kept = !filter || (!searchKey(filter.q) && !filter.from && !filter.to);
    const rows = kept
      ? await this.db
          .select({ status: orderCounts.paymentStatus, count: sql<string>`sum(${orderCounts.n})` })
          .from(orderCounts)
          .where(filter?.ritual_id === undefined ? undefined : eq(orderCounts.ritualId, filter.ritual_id))
          .groupBy(orderCounts.paymentStatus)
      : await this.db
          .select({ status: orders.paymentStatus, count: sql<string>`count(*)` })
          .from(orders)
          .where(and(...filterConditions(filter, this.timeZone, false)))
          .groupBy(orders.paymentStatus);
    const counts: StatusCounts = { all: 0, pending: 0, paid: 0, cancelled: 0 };
    for (const row of rows) {
      const count = Number(row.count);
      counts.all += count;
      if (STATUSES.includes(row.status as PaymentStatus)) counts[row.status as PaymentStatus] = count;
    }
    return counts;
  }
}
