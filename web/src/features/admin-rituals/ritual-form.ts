import type { FormFieldDefinition } from '../../lib/domain-types';
import type { AdminRitual } from '../admin-common/admin-types';
import type { RitualPayload } from './api/rituals-api';

export interface RitualFormValues {
  name: string;
  description: string;
  price: string;
  image_url: string;
  active: boolean;
  commission_type: 'percentage' | 'fixed';
  commission_value: string;
  confirmation_message: string;
  instructions: string;
  featured_day: string;
  form_fields: FormFieldDefinition[];
}

export type RitualFormErrors = Partial<Record<'name' | 'price' | 'image_url' | 'commission_value', string>>;

export const EMPTY_RITUAL_FORM: RitualFormValues = {
  name: '',
  description: '',
  price: '',
  image_url: '',
  active: true,
  commission_type: 'percentage',
  commission_value: '',
  confirmation_message: '',
  instructions: '',
  featured_day: '',
  form_fields: [],
};

const numberText = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : String(value);

export function formValuesFrom(ritual: AdminRitual): RitualFormValues {
  const day = ritual.featured_day;
  return {
    name: ritual.name ?? '',
    description: ritual.description ?? '',
    price: numberText(ritual.price),
    image_url: ritual.image_url ?? '',
    active: ritual.active !== false,
    commission_type: ritual.commission_type === 'fixed' ? 'fixed' : 'percentage',
    commission_value: numberText(ritual.commission_value),
    confirmation_message: ritual.confirmation_message ?? '',
    instructions: ritual.instructions ?? '',
    featured_day: typeof day === 'number' && day >= 0 && day <= 6 ? String(day) : '',
    form_fields: (ritual.form_fields ?? []).map((field) => ({ ...field })),
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname && !/\s/.test(value);
  } catch {
    return false;
  }
}

const MONEY = /^\d+([.,]\d{1,2})?$/;

/** Spec §5 ritual editor: name, price and commission value required; image_url must be a URL. */
export function validateRitualForm(values: RitualFormValues): RitualFormErrors {
  const errors: RitualFormErrors = {};
  if (!values.name.trim()) errors.name = 'Nome do ritual é obrigatório';
  const price = values.price.trim();
  if (!price) errors.price = 'Preço é obrigatório';
  else if (!MONEY.test(price)) errors.price = 'Informe um preço válido, por exemplo 49.90';
  const commission = values.commission_value.trim();
  if (!commission) errors.commission_value = 'Valor da comissão é obrigatório';
  else if (!MONEY.test(commission)) errors.commission_value = 'Informe um valor válido, por exemplo 10 ou 10.50';
  else if (values.commission_type === 'percentage' && Number(commission.replace(',', '.')) > 100) {
    errors.commission_value = 'Comissão percentual deve estar entre 0 e 100';
  }
  const imageUrl = values.image_url.trim();
  if (imageUrl && !isHttpUrl(imageUrl)) errors.image_url = 'URL da imagem inválida';
  return errors;
}

export function ritualPayload(values: RitualFormValues): RitualPayload {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: values.price.trim().replace(',', '.'),
    image_url: values.image_url.trim(),
    active: values.active,
    commission_type: values.commission_type,
    commission_value: values.commission_value.trim().replace(',', '.'),
    confirmation_message: values.confirmation_message.trim(),
    instructions: values.instructions.trim(),
    form_fields: values.form_fields.map(({ name, label, type, required, placeholder }) => ({
      name,
      label: label ?? '',
      type,
      required: !!required,
      placeholder: placeholder ?? '',
    })),
    featured_day: values.featured_day,
  };
}
