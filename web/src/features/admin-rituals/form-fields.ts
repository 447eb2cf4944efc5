import type { FormFieldDefinition, FormFieldType } from '../../lib/domain-types';

/** Spec §3: lowercased, spaces replaced by underscores. */
export function normalizeFieldName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_');
}

/** Every order form already has these (spec §3), so a ritual may not define them again. */
export const RESERVED_FIELD_NAMES = ['nome_completo_fixo', 'whatsapp_contato'] as const;

export const FIELD_TYPE_LABELS: Record<FormFieldType, string> = {
  text: 'Texto',
  email: 'Email',
  tel: 'Telefone',
  date: 'Data',
  textarea: 'Texto longo',
};

export interface FieldDraft {
  name: string;
  label: string;
  type: FormFieldType;
  required: boolean;
  placeholder: string;
}

export const EMPTY_FIELD_DRAFT: FieldDraft = { name: '', label: '', type: 'text', required: false, placeholder: '' };

/** The §5 check before a field joins the list; returns the error text or null. */
export function fieldDraftError(draft: FieldDraft, existing: readonly FormFieldDefinition[]): string | null {
  const name = normalizeFieldName(draft.name);
  if (!name || !draft.label.trim()) return 'Nome e rótulo são obrigatórios';
  if ((RESERVED_FIELD_NAMES as readonly string[]).includes(name)) {
    return `O campo ${name} já faz parte de todo formulário`;
  }
  if (existing.some((field) => field.name === name)) return `Já existe um campo com o nome ${name}`;
  return null;
}

export function fieldFromDraft(draft: FieldDraft): FormFieldDefinition {
  return {
    name: normalizeFieldName(draft.name),
    label: draft.label.trim(),
    type: draft.type,
    required: draft.required,
    placeholder: draft.placeholder.trim(),
  };
}

/** Moves the item at `index` by `offset` (−1 up, +1 down); out-of-range moves leave the list as is. */
export function moveItem<T>(list: readonly T[], index: number, offset: number): T[] {
  const target = index + offset;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}
