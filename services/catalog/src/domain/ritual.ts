import type { CommissionType, FormFieldDraft } from './ritual-input.js';

export interface FormField extends FormFieldDraft {
  id: number;
}

export interface Ritual {
  id: number;
  name: string;
  slug: string;
  description: string;
  price: string;
  image_url: string;
  active: boolean;
  commission_type: CommissionType;
  commission_value: string;
  confirmation_message: string;
  instructions: string;
  /** In the admin's order. */
  form_fields: FormField[];
  featured_day: number | null;
  created_at: Date;
  updated_at: Date;
}

export const RITUAL_NOT_FOUND = 'Ritual não encontrado';
export const NO_FEATURED_RITUAL = 'Nenhum ritual em destaque hoje';

export function statusChangedMessage(active: boolean): string {
  return active ? 'Ritual ativado com sucesso' : 'Ritual desativado com sucesso';
}
