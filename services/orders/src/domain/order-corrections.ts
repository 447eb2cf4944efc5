import { CORRECTABLE_FIELD_KEYS } from '@ritual/contracts/form-keys';
import type { FormField } from '@ritual/proto/ritual/v1/common';
import { invalidArgument, notFound } from '@ritual/runtime';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { type OrdersDatabase, violatesUnique } from '../db/database.js';
import { orderCorrections, orders } from '../db/schema.js';
import type { OrderRecord } from './order-book.js';
import {
  CONTACT_WHATSAPP_FIELD,
  checkContactWhatsapp,
  checkFormField,
  checkFullName,
  FIELD_VALUE_MAX,
  FULL_NAME_FIELD,
  onlyDigits,
  orderWhatsapp,
} from './order-form.js';
import type { RitualSource } from './rituals.js';

export type CorrectionRecord = typeof orderCorrections.$inferSelect;

/** The field name a WhatsApp correction is asked and recorded under (it changes whatsapp_contato and the order's). */
export const WHATSAPP_CORRECTION = 'whatsapp';
/** Form keys that may hold the order's number (spec §3), replaced too when they held the number being corrected. */
const NUMBER_KEYS = [CONTACT_WHATSAPP_FIELD, 'whatsapp', 'telefone', 'celular'];

const CORRECTABLE = new Set<string>(CORRECTABLE_FIELD_KEYS);

export const ORDER_NOT_FOUND = 'Pedido não encontrado';
export const CORRECTION_FIELD_REQUIRED = 'Escolha o campo a corrigir';
export const CORRECTION_FIELD_REFUSED =
  'Só podem ser corrigidos o nome do cliente, o nome da pessoa amada, a data de nascimento e o WhatsApp';
export const correctionFieldMissing = (field: string) => `Este pedido não tem o campo ${field}`;
export const CORRECTION_WHATSAPP_TAKEN = 'Este WhatsApp já tem um cadastro neste ritual no mesmo dia';
const ONE_REGISTRATION_A_DAY = 'orders_one_registration_a_day';
const ACTOR_MAX = 100;

export interface CorrectionRequest {
  orderId: number;
  field: string;
  value: string;
  actor: string;
}

/**
 * LGPD art. 18 III: one form field of an order corrected (the client's name, the loved one's name, the birth date or
 * the WhatsApp), judged by the order form's own rules and texts, and recorded in the order's history: which field,
 * who and when. The value it replaces is not kept anywhere: it was inaccurate personal data.
 */
export class OrderCorrections {
  constructor(
    private readonly db: OrdersDatabase,
    private readonly rituals: RitualSource,
    private readonly clock: () => Date,
  ) {}

  async correct(request: CorrectionRequest): Promise<OrderRecord> {
    const asked = request.field.trim();
    if (!asked) throw invalidArgument(CORRECTION_FIELD_REQUIRED);
    const field = asked === CONTACT_WHATSAPP_FIELD ? WHATSAPP_CORRECTION : asked;
    if (field !== WHATSAPP_CORRECTION && !CORRECTABLE.has(field)) throw invalidArgument(CORRECTION_FIELD_REFUSED);
    const value = request.value.trim();

    const current = await this.unerased(request.orderId);
    if (field === WHATSAPP_CORRECTION) {
      checkContactWhatsapp(value);
    } else {
      // Judged as the form judges it now; a ritual deleted since keeps only the length limit for its other fields.
      const definition = (await this.rituals.ritualFields(current.ritualId))?.find((item) => item.name === field);
      checkField(field, value, definition, current.formData);
    }

    try {
      return await this.db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, request.orderId), isNull(orders.erasedAt)))
          .for('update');
        if (!order) throw notFound(ORDER_NOT_FOUND);
        const [updated] = await tx
          .update(orders)
          .set(
            field === WHATSAPP_CORRECTION
              ? withWhatsapp(order, value)
              : { formData: { ...order.formData, [field]: value } },
          )
          .where(eq(orders.id, order.id))
          .returning();
        await tx.insert(orderCorrections).values({
          orderId: order.id,
          field,
          actor: request.actor.trim().slice(0, ACTOR_MAX),
          correctedAt: this.clock(),
        });
        return updated!;
      });
    } catch (err) {
      if (violatesUnique(err, ONE_REGISTRATION_A_DAY)) throw invalidArgument(CORRECTION_WHATSAPP_TAKEN);
      throw err;
    }
  }

  /** The order's corrections, oldest first; they outlive an erasure (they hold no personal data). */
  async list(orderId: number): Promise<CorrectionRecord[]> {
    const [order] = await this.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return this.db
      .select()
      .from(orderCorrections)
      .where(eq(orderCorrections.orderId, orderId))
      .orderBy(asc(orderCorrections.correctedAt), asc(orderCorrections.id));
  }

  private async unerased(orderId: number): Promise<OrderRecord> {
    const [order] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), isNull(orders.erasedAt)));
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  }
}

/** A name or date field, by the order form's rules: the fixed full name, else the ritual's field definition. */
function checkField(
  field: string,
  value: string,
  definition: FormField | undefined,
  formData: Record<string, string>,
): void {
  if (field === FULL_NAME_FIELD) {
    checkFullName(value);
  } else if (definition) {
    checkFormField(definition, value);
  } else if (!(field in formData)) {
    throw invalidArgument(correctionFieldMissing(field));
  } else if (value.length > FIELD_VALUE_MAX) {
    throw invalidArgument(`${field} deve ter no máximo ${FIELD_VALUE_MAX} caracteres`);
  }
}

/**
 * The new number in whatsapp_contato, and in the other number keys that held the old one (the same inaccurate
 * number must not stay behind in the form); the order's WhatsApp and digits derived as when it was placed.
 */
function withWhatsapp(order: OrderRecord, value: string) {
  const formData: Record<string, string> = { ...order.formData, [CONTACT_WHATSAPP_FIELD]: value };
  const oldDigits = onlyDigits(order.whatsapp);
  for (const key of NUMBER_KEYS) {
    const held = formData[key];
    if (key !== CONTACT_WHATSAPP_FIELD && held && oldDigits && onlyDigits(held) === oldDigits) formData[key] = value;
  }
  const whatsapp = orderWhatsapp(formData);
  return { formData, whatsapp, whatsappDigits: onlyDigits(whatsapp) || onlyDigits(value) };
}
