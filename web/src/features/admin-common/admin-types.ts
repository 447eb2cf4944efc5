import type { Client, FormFieldDefinition, PaymentStatus, Ritual } from '../../lib/domain-types';

export type CommissionType = 'percentage' | 'fixed';

/** GET /rituais/admin and /rituais/{id}: every field of spec §3. */
export interface AdminRitual extends Ritual {
  active: boolean;
  commission_type: CommissionType | string;
  commission_value: number;
  created_at?: string;
  form_fields: FormFieldDefinition[];
}

/** GET /clientes (admin). */
export interface AdminOrder extends Client {
  photos?: string[];
}

export interface AdminUser {
  id: number | string;
  username: string;
  email: string;
  created_at: string;
}

export type { PaymentStatus };
