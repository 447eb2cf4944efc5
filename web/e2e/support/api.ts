// Seeding through the real API (the same calls the admin panel makes). Each test creates its own rituals with
// unique names, so tests never depend on one another's data.
import { inject } from 'vitest';

export const STORE_TIME_ZONE = 'America/Sao_Paulo';
const ENGLISH_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export const PT_WEEKDAYS = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
];

/** Today's weekday in the store's zone (0 = Sunday), which decides the featured ritual. */
export function storeWeekday(now = new Date()): number {
  const short = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: STORE_TIME_ZONE }).format(now);
  return ENGLISH_WEEKDAYS.indexOf(short);
}

export const baseUrl = () => inject('e2eBaseUrl');

let counter = 0;
/** A short suffix unique within this run and across runs, for names, slugs and phone numbers. */
export function uniqueTag(): string {
  counter += 1;
  return `${Date.now().toString(36).slice(-5)}${counter.toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
}

/** A valid mobile number no other test uses: (DD) 9NNNN-NNNN. */
export function uniquePhoneDigits(): string {
  const tail = `${Date.now() % 1e7}${Math.floor(Math.random() * 10)}`.padStart(8, '0').slice(-8);
  return `119${tail}`;
}

export class ApiFailure extends Error {}

async function call<T>(method: string, path: string, init: { token?: string; body?: BodyInit; json?: unknown } = {}) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body = init.body;
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const response = await fetch(`${baseUrl()}/api${path}`, { method, headers, body });
  const text = await response.text();
  if (!response.ok) throw new ApiFailure(`${method} ${path} → ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

let cachedToken: Promise<string> | undefined;
export function adminToken(): Promise<string> {
  cachedToken ??= call<{ access_token: string }>('POST', '/auth/login', {
    json: { username: 'admin', password: inject('e2eAdminPassword') },
  }).then((answer) => answer.access_token);
  return cachedToken;
}

export interface FieldSeed {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'date' | 'textarea';
  required: boolean;
  placeholder?: string;
}

export interface SeededRitual {
  id: number;
  name: string;
  slug: string;
  description: string;
  price: number;
  confirmation_message: string;
  instructions: string;
  form_fields: FieldSeed[];
  featured_day: number | null;
}

/** Fields of a typical love ritual: text, email, tel, textarea, and `nome` (which the thank-you greeting uses). */
export const LOVE_RITUAL_FIELDS: FieldSeed[] = [
  { name: 'nome', label: 'Como prefere ser chamado(a)', type: 'text', required: false },
  { name: 'nome_amor', label: 'Nome da pessoa amada', type: 'text', required: true, placeholder: 'Nome completo' },
  { name: 'email', label: 'Seu e-mail', type: 'email', required: false },
  { name: 'telefone', label: 'Telefone', type: 'tel', required: false },
  { name: 'pedido', label: 'Seu pedido', type: 'textarea', required: true },
];

export async function createRitual(
  overrides: Partial<Omit<SeededRitual, 'id' | 'slug'>> & { image_url?: string; featuredToday?: boolean } = {},
): Promise<SeededRitual> {
  const tag = uniqueTag();
  const { featuredToday, ...rest } = overrides;
  const payload = {
    name: `Ritual do Amor Eterno ${tag}`,
    description: 'Une dois corações com a força da lua cheia e a proteção dos guias espirituais.',
    price: 149.9,
    image_url: '',
    commission_type: 'percentage',
    commission_value: 10,
    confirmation_message: 'Sua energia já está sendo alinhada com a pessoa amada.',
    instructions: 'Acenda uma vela branca no dia do ritual e mentalize o seu pedido.',
    form_fields: LOVE_RITUAL_FIELDS,
    featured_day: featuredToday ? storeWeekday() : null,
    active: true,
    ...rest,
  };
  const ritual = await call<SeededRitual>('POST', '/rituais', {
    token: await adminToken(),
    json: { ...payload, price: String(payload.price), featured_day: payload.featured_day ?? '' },
  });
  return ritual;
}

export async function setPixKey(pixKey: string): Promise<void> {
  const form = new FormData();
  form.set('pix_key', pixKey);
  await call('POST', '/payment-config', { token: await adminToken(), body: form });
}

export async function setSiteTheme(themeName: string): Promise<void> {
  await call('POST', '/theme-config', {
    token: await adminToken(),
    body: new URLSearchParams({ theme_name: themeName }),
  });
}

export interface OrderView {
  id: number;
  ritual_id: number;
  form_data: Record<string, string>;
  payment_status: string;
  photos?: string[];
  consent?: { notice_version: string; accepted_at: string; client_address: string } | null;
}

export async function ordersOf(ritualId: number): Promise<OrderView[]> {
  return call<OrderView[]>('GET', `/clientes?ritual_id=${ritualId}`, { token: await adminToken() });
}

export async function siteName(): Promise<string> {
  return (await call<{ site_name: string }>('GET', '/site-config')).site_name;
}

/** Sets the site's contact fields, keeping every other site text as it is. */
export async function setSiteContacts(contacts: {
  contact_whatsapp?: string;
  contact_phone?: string;
  contact_email?: string;
}): Promise<void> {
  const current = await call<Record<string, string>>('GET', '/site-config');
  await call('PUT', '/site-config', { token: await adminToken(), json: { ...current, ...contacts } });
}

/** 11 digits → (DD) NNNNN-NNNN, as the form's mask shows them. */
export const formatPhone = (digits: string) => `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;

/** The version of the store's privacy notice, which an order's consent must name. */
export async function privacyNoticeVersion(): Promise<string> {
  return (await call<{ version: string }>('GET', '/privacy-notice')).version;
}
