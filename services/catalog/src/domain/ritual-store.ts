import { EventTypes, type RitualChanged } from '@ritual/contracts/events';
import { type Database, type DbTransaction, enqueueEvent, notFound } from '@ritual/runtime';
import { and, asc, DrizzleQueryError, desc, eq, inArray, like, ne, notInArray, or, sql } from 'drizzle-orm';
import * as schema from '../db/schema.js';
import { type FormField, NO_FEATURED_RITUAL, RITUAL_NOT_FOUND, type Ritual } from './ritual.js';
import type { CommissionType, FieldType, FormFieldDraft, RitualDraft } from './ritual-input.js';
import { firstFreeSlug, slugify } from './slug.js';

const { rituals, ritualFormFields, ritualSlugs } = schema;

type Schema = typeof schema;
type Tx = DbTransaction<Schema>;
type RitualRow = typeof rituals.$inferSelect;
type FieldRow = typeof ritualFormFields.$inferSelect;

/** Ids are int4 in the database; anything outside cannot name a ritual. */
const MAX_ID = 2_147_483_647;
const SLUG_ATTEMPTS = 5;

function toField(row: FieldRow): FormField {
  return {
    id: row.id,
    name: row.name,
    label: row.label,
    type: row.type as FieldType,
    required: row.required,
    placeholder: row.placeholder,
  };
}

function toRitual(row: RitualRow, fields: FormField[]): Ritual {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    price: row.price,
    image_url: row.imageUrl,
    active: row.active,
    commission_type: row.commissionType as CommissionType,
    commission_value: row.commissionValue,
    confirmation_message: row.confirmationMessage,
    instructions: row.instructions,
    form_fields: fields,
    featured_day: row.featuredDay,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

const inPositionOrder = (fields: FieldRow[]) => [...fields].sort((a, b) => a.position - b.position).map(toField);

const withFields = ({ formFields, ...row }: RitualRow & { formFields: FieldRow[] }) =>
  toRitual(row, inPositionOrder(formFields));

function found(row: (RitualRow & { formFields: FieldRow[] }) | undefined, notFoundMessage: string): Ritual {
  if (!row) throw notFound(notFoundMessage);
  return withFields(row);
}

/** A ritual read with its form fields in one statement, not two. */
const WITH_FIELDS = { formFields: true } as const;

function columnsOf(draft: RitualDraft) {
  return {
    name: draft.name,
    description: draft.description,
    price: draft.price,
    imageUrl: draft.image_url,
    commissionType: draft.commission_type,
    commissionValue: draft.commission_value,
    confirmationMessage: draft.confirmation_message,
    instructions: draft.instructions,
    featuredDay: draft.featured_day,
  };
}

/** A deleted ritual is reported inactive: nobody can order it any more. */
function changed(row: RitualRow, action: RitualChanged['action']): RitualChanged {
  return { ritual_id: row.id, action, name: row.name, active: action === 'deleted' ? false : row.active };
}

function validId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID;
}

const SLUG_CONSTRAINTS = new Set(['rituals_slug_unique', 'ritual_slugs_pkey']);

/** Two writers raced for the same slug; the loser picks the next free one. */
function isSlugConflict(err: unknown): boolean {
  const cause = (err instanceof DrizzleQueryError ? err.cause : err) as { code?: string; constraint?: string };
  return cause?.code === '23505' && SLUG_CONSTRAINTS.has(cause.constraint ?? '');
}

/**
 * Rituals and their form fields. Every write enqueues catalog.ritual_changed in its own transaction;
 * `afterCommit` (the outbox relay's kick) runs once that transaction committed.
 */
export class RitualStore {
  constructor(
    private readonly db: Database<Schema>,
    private readonly afterCommit: () => void = () => {},
  ) {}

  async list(includeInactive: boolean): Promise<Ritual[]> {
    const rows = await this.db.query.rituals.findMany({
      where: includeInactive ? undefined : eq(rituals.active, true),
      orderBy: asc(rituals.id),
      with: WITH_FIELDS,
    });
    return rows.map(withFields);
  }

  async get(id: number): Promise<Ritual> {
    if (!validId(id)) throw notFound(RITUAL_NOT_FOUND);
    const row = await this.db.query.rituals.findFirst({ where: eq(rituals.id, id), with: WITH_FIELDS });
    return found(row, RITUAL_NOT_FOUND);
  }

  /** The ritual that answers to `slug` now or did before a rename; its `slug` is the current one. */
  async getBySlug(slug: string, includeInactive: boolean): Promise<Ritual> {
    const owner = this.db.select({ id: ritualSlugs.ritualId }).from(ritualSlugs).where(eq(ritualSlugs.slug, slug));
    const row = await this.db.query.rituals.findFirst({
      where: and(inArray(rituals.id, owner), includeInactive ? undefined : eq(rituals.active, true)),
      with: WITH_FIELDS,
    });
    return found(row, RITUAL_NOT_FOUND);
  }

  /** The active ritual featured on `weekday`; the most recently updated one when several are. */
  async featuredOn(weekday: number): Promise<Ritual> {
    const row = await this.db.query.rituals.findFirst({
      where: and(eq(rituals.active, true), eq(rituals.featuredDay, weekday)),
      orderBy: [desc(rituals.updatedAt), desc(rituals.id)],
      with: WITH_FIELDS,
    });
    return found(row, NO_FEATURED_RITUAL);
  }

  create(draft: RitualDraft): Promise<Ritual> {
    return this.write(async (tx) => {
      const slug = await this.freeSlug(tx, slugify(draft.name));
      const [row] = await tx
        .insert(rituals)
        .values({ ...columnsOf(draft), slug, active: draft.active ?? true })
        .returning();
      await tx.insert(ritualSlugs).values({ slug, ritualId: row!.id });
      const fields = await this.saveFields(tx, row!.id, draft.form_fields);
      await enqueueEvent(tx, EventTypes.RitualChanged, changed(row!, 'created'));
      return toRitual(row!, inPositionOrder(fields));
    });
  }

  /**
   * The slug changes only when the new name makes a different one; the earlier one stays in the ritual's history
   * (ritualSlugs), and one of its own earlier slugs can be taken back.
   */
  async update(id: number, draft: RitualDraft): Promise<Ritual> {
    if (!validId(id)) throw notFound(RITUAL_NOT_FOUND);
    return this.write(async (tx) => {
      const [current] = await tx.select().from(rituals).where(eq(rituals.id, id)).for('update');
      if (!current) throw notFound(RITUAL_NOT_FOUND);
      const base = slugify(draft.name);
      const slug = base === slugify(current.name) ? current.slug : await this.freeSlug(tx, base, id);
      const [row] = await tx
        .update(rituals)
        .set({ ...columnsOf(draft), slug, active: draft.active ?? current.active, updatedAt: sql`now()` })
        .where(eq(rituals.id, id))
        .returning();
      if (slug !== current.slug) {
        // Its own earlier slug comes back as a fresh row; one held by another ritual fails the key and is retried.
        await tx.delete(ritualSlugs).where(and(eq(ritualSlugs.slug, slug), eq(ritualSlugs.ritualId, id)));
        await tx.insert(ritualSlugs).values({ slug, ritualId: id });
      }
      const fields = await this.saveFields(tx, id, draft.form_fields);
      await enqueueEvent(tx, EventTypes.RitualChanged, changed(row!, 'updated'));
      return toRitual(row!, inPositionOrder(fields));
    });
  }

  async delete(id: number): Promise<void> {
    if (!validId(id)) throw notFound(RITUAL_NOT_FOUND);
    await this.write(async (tx) => {
      const [row] = await tx.delete(rituals).where(eq(rituals.id, id)).returning();
      if (!row) throw notFound(RITUAL_NOT_FOUND);
      await enqueueEvent(tx, EventTypes.RitualChanged, changed(row, 'deleted'));
    });
  }

  async toggleActive(id: number): Promise<Ritual> {
    if (!validId(id)) throw notFound(RITUAL_NOT_FOUND);
    return this.write(async (tx) => {
      const [row] = await tx
        .update(rituals)
        .set({ active: sql`NOT ${rituals.active}`, updatedAt: sql`now()` })
        .where(eq(rituals.id, id))
        .returning();
      if (!row) throw notFound(RITUAL_NOT_FOUND);
      await enqueueEvent(tx, EventTypes.RitualChanged, changed(row, 'status_toggled'));
      const fields = await tx.select().from(ritualFormFields).where(eq(ritualFormFields.ritualId, id));
      return toRitual(row, inPositionOrder(fields));
    });
  }

  private async write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await this.db.transaction(work);
        this.afterCommit();
        return result;
      } catch (err) {
        if (attempt >= SLUG_ATTEMPTS || !isSlugConflict(err)) throw err;
      }
    }
  }

  /** Slugs any other ritual answers to, now or before a rename, are taken. */
  private async freeSlug(tx: Tx, base: string, exceptId?: number): Promise<string> {
    const rows = await tx
      .select({ slug: ritualSlugs.slug })
      .from(ritualSlugs)
      .where(
        and(
          or(eq(ritualSlugs.slug, base), like(ritualSlugs.slug, `${base}-%`)),
          exceptId === undefined ? undefined : ne(ritualSlugs.ritualId, exceptId),
        ),
      );
    return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
  }

  /** Upserts by name, so a field keeps its id while its name stays; fields no longer sent are removed. */
  private async saveFields(tx: Tx, ritualId: number, fields: FormFieldDraft[]): Promise<FieldRow[]> {
    const names = fields.map((field) => field.name);
    await tx
      .delete(ritualFormFields)
      .where(
        and(
          eq(ritualFormFields.ritualId, ritualId),
          names.length ? notInArray(ritualFormFields.name, names) : undefined,
        ),
      );
    if (!fields.length) return [];
    return tx
      .insert(ritualFormFields)
      .values(fields.map((field, position) => ({ ...field, ritualId, position })))
      .onConflictDoUpdate({
        target: [ritualFormFields.ritualId, ritualFormFields.name],
        set: {
          position: sql`excluded.position`,
          label: sql`excluded.label`,
          type: sql`excluded.type`,
          required: sql`excluded.required`,
          placeholder: sql`excluded.placeholder`,
        },
      })
      .returning();
  }
}
