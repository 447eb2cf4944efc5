import { invalidArgument } from '@ritual/runtime';

export const FIELD_TYPES = ['text', 'email', 'tel', 'date', 'textarea'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Every order form already has these two fields (spec §5), so a ritual may not define them again. */
export const RESERVED_FIELD_NAMES = ['nome_completo_fixo', 'whatsapp_contato'] as const;

export type CommissionType = 'percentage' | 'fixed';

export const MAX_FORM_FIELDS = 50;

/** Values as the client sent them (RitualInput of catalog.proto). */
export interface RawRitualInput {
  name: string;
  description: string;
  price: string;
  image_url: string;
  active?: boolean | undefined;
  commission_type: string;
  commission_value: string;
  confirmation_message: string;
  instructions: string;
  form_fields: RawFormField[];
  featured_day: string;
}

export interface RawFormField {
  name: string;
  label: string;
  type: string;
  required: boolean;
  placeholder: string;
}

export interface FormFieldDraft {
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  placeholder: string;
}

/** A valid ritual; money as exact decimal strings with two places ("49.90"). */
export interface RitualDraft {
  name: string;
  description: string;
  price: string;
  image_url: string;
  /** Undefined keeps the current flag on update (true on create). */
  active: boolean | undefined;
  commission_type: CommissionType;
  commission_value: string;
  confirmation_message: string;
  instructions: string;
  /** In the order the client sent them. */
  form_fields: FormFieldDraft[];
  featured_day: number | null;
}

interface DecimalMessages {
  required: string;
  invalid: string;
  negative: string;
  decimals: string;
  tooLarge: string;
}

const PRICE_MESSAGES: DecimalMessages = {
  required: 'Preço é obrigatório',
  invalid: 'Preço deve ser um número, por exemplo 49.90',
  negative: 'Preço não pode ser negativo',
  decimals: 'Preço deve ter no máximo duas casas decimais',
  tooLarge: 'Preço muito alto',
};

const COMMISSION_MESSAGES: DecimalMessages = {
  required: 'Valor da comissão é obrigatório',
  invalid: 'Valor da comissão deve ser um número, por exemplo 10 ou 10.50',
  negative: 'Valor da comissão não pode ser negativo',
  decimals: 'Valor da comissão deve ter no máximo duas casas decimais',
  tooLarge: 'Valor da comissão muito alto',
};

/** numeric(12,2) holds at most ten digits before the point. */
const MAX_WHOLE_DIGITS = 10;

/** "49.9", "49,90", "049.900" → "49.90"; the rules of a money input with step 0.01. */
export function parseMoney(raw: string, messages: DecimalMessages = PRICE_MESSAGES): string {
  const value = raw.trim();
  if (!value) throw invalidArgument(messages.required);
  const match = /^(-?)(\d+)(?:[.,](\d+))?$/.exec(value);
  if (!match) throw invalidArgument(messages.invalid);
  const [, sign, whole = '', fraction = ''] = match;
  if (sign && /[1-9]/.test(whole + fraction)) throw invalidArgument(messages.negative);
  const significantFraction = fraction.replace(/0+$/, '');
  if (significantFraction.length > 2) throw invalidArgument(messages.decimals);
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  if (wholeDigits.length > MAX_WHOLE_DIGITS) throw invalidArgument(messages.tooLarge);
  return `${wholeDigits}.${significantFraction.padEnd(2, '0')}`;
}

function parseCommissionType(raw: string): CommissionType {
  const value = raw.trim().toLowerCase() || 'percentage';
  if (value !== 'percentage' && value !== 'fixed') {
    throw invalidArgument("Tipo de comissão inválido: use 'percentage' (percentual) ou 'fixed' (valor fixo)");
  }
  return value;
}

function parseCommissionValue(raw: string, type: CommissionType): string {
  const value = parseMoney(raw, COMMISSION_MESSAGES);
  if (type === 'percentage' && Number(value) > 100) {
    throw invalidArgument('Comissão percentual deve estar entre 0 e 100');
  }
  return value;
}

function parseImageUrl(raw: string): string {
  const value = raw.trim();
  if (!value) return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidArgument('URL da imagem inválida');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || /\s/.test(value)) {
    throw invalidArgument('URL da imagem inválida');
  }
  return value;
}

function parseFeaturedDay(raw: string): number | null {
  const value = raw.trim();
  if (!value) return null;
  if (!/^[0-6]$/.test(value)) throw invalidArgument('Dia em destaque deve ser de 0 (domingo) a 6 (sábado)');
  return Number(value);
}

function limited(value: string, max: number, what: string): string {
  const trimmed = value.trim();
  if (trimmed.length > max) throw invalidArgument(`${what} deve ter no máximo ${max} caracteres`);
  return trimmed;
}

/** "  Nome do Amor " → "nome_do_amor" (spec §3). */
export function normalizeFieldName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_');
}

function parseFormFields(fields: RawFormField[]): FormFieldDraft[] {
  if (fields.length > MAX_FORM_FIELDS) {
    throw invalidArgument(`Um ritual aceita no máximo ${MAX_FORM_FIELDS} campos de formulário`);
  }
  const seen = new Set<string>();
  return fields.map((field) => {
    const name = limited(normalizeFieldName(field.name), 100, 'Nome do campo');
    const label = limited(field.label, 200, 'Rótulo do campo');
    if (!name || !label) throw invalidArgument('Nome e rótulo são obrigatórios');
    if ((RESERVED_FIELD_NAMES as readonly string[]).includes(name)) {
      throw invalidArgument(
        `O campo ${name} já faz parte de todo formulário e não pode ser adicionado (nomes reservados: ${RESERVED_FIELD_NAMES.join(', ')})`,
      );
    }
    if (seen.has(name)) throw invalidArgument(`Já existe um campo com o nome ${name} neste ritual`);
    seen.add(name);
    const type = field.type.trim().toLowerCase() || 'text';
    if (!(FIELD_TYPES as readonly string[]).includes(type)) {
      throw invalidArgument(`Tipo de campo inválido: ${type}. Use ${FIELD_TYPES.join(', ')}`);
    }
    return {
      name,
      label,
      type: type as FieldType,
      required: field.required,
      placeholder: limited(field.placeholder, 200, 'Placeholder do campo'),
    };
  });
}

/** Trims and checks a ritual the way the editor's rules (spec §3/§5, issue 3) demand. */
export function validateRitualInput(input: RawRitualInput): RitualDraft {
  const name = limited(input.name, 200, 'Nome do ritual');
  if (!name) throw invalidArgument('Nome do ritual é obrigatório');
  const price = parseMoney(input.price, PRICE_MESSAGES);
  const commissionType = parseCommissionType(input.commission_type);
  return {
    name,
    description: limited(input.description, 5000, 'Descrição'),
    price,
    image_url: parseImageUrl(limited(input.image_url, 2000, 'URL da imagem')),
    active: input.active,
    commission_type: commissionType,
    commission_value: parseCommissionValue(input.commission_value, commissionType),
    confirmation_message: limited(input.confirmation_message, 5000, 'Mensagem de confirmação'),
    instructions: limited(input.instructions, 5000, 'Instruções'),
    form_fields: parseFormFields(input.form_fields),
    featured_day: parseFeaturedDay(input.featured_day),
  };
}
