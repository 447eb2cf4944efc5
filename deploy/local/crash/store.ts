// What the crash tests do to the store through its public API, like its clients and its admin would.
import { randomBytes, randomInt } from 'node:crypto';
import { wallClock } from '@ritual/contracts/store-time';
import { maybeSamePayment } from '@ritual/payments/end-to-end-id';
import { textPdf } from '@ritual/payments/testing';
import { ADMIN_PASSWORD } from './stack.js';

export const PRICE_CENTS = 4990;
export const COMMISSION_PERCENT = 10;
const STORE_TIME_ZONE = 'America/Sao_Paulo';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The API's pt-BR `detail`, when the answer carried one. */
    readonly detail?: string,
  ) {
    super(message);
  }
}

function detailOf(text: string): string | undefined {
  try {
    const detail = (JSON.parse(text) as { detail?: unknown }).detail;
    return typeof detail === 'string' ? detail : undefined;
  } catch {
    return undefined;
  }
}

export interface Dashboard {
  /** The store's date (YYYY-MM-DD) the daily figures are of. */
  day: string;
  salesCents: number;
  commissionCents: number;
  monthSalesCents: number;
  monthCommissionCents: number;
}

const storeDay = () => wallClock(new Date(), STORE_TIME_ZONE).slice(0, 10);

/**
 * How much the dashboard grew from `before` to `after`: the daily figures within one store day; the monthly ones when
 * the store's midnight fell between them (the daily figures start again at zero there), within one month.
 */
export function dashboardGrowth(before: Dashboard, after: Dashboard): { salesCents: number; commissionCents: number } {
  if (before.day === after.day) {
    return {
      salesCents: after.salesCents - before.salesCents,
      commissionCents: after.commissionCents - before.commissionCents,
    };
  }
  if (before.day.slice(0, 7) !== after.day.slice(0, 7)) {
    throw new Error(
      `the store's month changed during the test (${before.day} → ${after.day}): its growth cannot be read`,
    );
  }
  return {
    salesCents: after.monthSalesCents - before.monthSalesCents,
    commissionCents: after.monthCommissionCents - before.monthCommissionCents,
  };
}

export interface PlacedOrder {
  id: number;
  token: string;
}

export class Store {
  private token = '';

  constructor(
    readonly baseUrl: string,
    private readonly adminPassword = ADMIN_PASSWORD,
  ) {}

  async call<T>(
    method: string,
    path: string,
    init: { body?: FormData | string; json?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let body: FormData | string | undefined = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const response = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    if (!response.ok) {
      throw new ApiError(response.status, `${method} ${path} → ${response.status}: ${text}`, detailOf(text));
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async login(): Promise<void> {
    this.token = '';
    const { access_token } = await this.call<{ access_token: string }>('POST', '/auth/login', {
      json: { username: 'admin', password: this.adminPassword },
    });
    this.token = access_token;
  }

  /** A ritual at PRICE_CENTS with a COMMISSION_PERCENT commission, and the store's PIX key. */
  async seed(): Promise<number> {
    const form = new FormData();
    // The receipts name the store's CNPJ, which is its PIX key: the verifier's recipient check passes on it.
    form.set('pix_key', '11.222.333/0001-81');
    await this.call('POST', '/payment-config', { body: form });
    const ritual = await this.call<{ id: number }>('POST', '/rituais', {
      json: {
        name: `Ritual do teste de queda ${randomBytes(3).toString('hex')}`,
        description: 'Criado pelo teste de queda de energia.',
        price: (PRICE_CENTS / 100).toFixed(2),
        image_url: 'https://example.com/ritual.jpg',
        active: true,
        commission_type: 'percentage',
        commission_value: String(COMMISSION_PERCENT),
        confirmation_message: 'Obrigado!',
        instructions: '',
        form_fields: [],
      },
    });
    return ritual.id;
  }

  /** The dashboard's figures, with the store's day and month they count (they start again at its midnight). */
  async dashboard(): Promise<Dashboard> {
    for (;;) {
      const day = storeDay();
      const stats = await this.call<{
        daily_sales: number;
        daily_commission: number;
        monthly_sales: number;
        monthly_commission: number;
      }>('GET', '/dashboard/stats');
      // Read across the store's midnight: which day's figures came back is unknown, so read again.
      if (storeDay() !== day) continue;
      const cents = (value: number) => Math.round(value * 100);
      return {
        day,
        salesCents: cents(stats.daily_sales),
        commissionCents: cents(stats.daily_commission),
        monthSalesCents: cents(stats.monthly_sales),
        monthCommissionCents: cents(stats.monthly_commission),
      };
    }
  }

  async orders(ritualId: number): Promise<{ id: number; payment_status: string }[]> {
    return this.call('GET', `/clientes?ritual_id=${ritualId}`);
  }

  /** POST /clientes as the storefront sends it, with the submission's idempotency key. */
  async placeOrder(
    ritualId: number,
    key: string,
    n: number,
    photos: string[] = [],
    whatsapp = '(11) 98765-4321',
  ): Promise<PlacedOrder> {
    const created = await this.call<{ id: number; order_token: string }>('POST', '/clientes', {
      headers: { 'idempotency-key': key },
      json: {
        ritual_id: ritualId,
        form_data: { nome_completo_fixo: `Cliente ${n}`, whatsapp_contato: whatsapp },
        whatsapp,
        photos,
        // The fresh store's privacy notice is version 1 (LGPD consent, required on every order).
        consent: { accepted: true, notice_version: '1' },
      },
    });
    return { id: created.id, token: created.order_token };
  }

  /** The admin's "Pagamento Efetuado" (or any other status): PUT /clientes/:id/payment, form-encoded. */
  async setPaymentStatus(orderId: number, status: 'paid' | 'pending' | 'cancelled'): Promise<void> {
    await this.call('PUT', `/clientes/${orderId}/payment`, {
      body: new URLSearchParams({ payment_status: status }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  /** The WhatsApp screen's settings; `queued`: messages due and waiting to go out (or being sent). */
  async whatsappSettings(): Promise<{ connection: string; queued: number }> {
    return this.call('GET', '/whatsapp/settings');
  }

  async uploadReceipt(
    order: PlacedOrder,
    receipt: Buffer,
  ): Promise<{ verification_status: string; verification_reason: string }> {
    const body = new FormData();
    body.append('file', new Blob([receipt], { type: 'application/pdf' }), 'comprovante.pdf');
    return this.call('POST', `/upload-receipt/${order.id}`, { headers: { 'x-order-token': order.token }, body });
  }
}

/**
 * A bank's PIX receipt (text PDF) paying PRICE_CENTS to the store now, with its own end-to-end id: the 11 free
 * characters `idSuffix`, far from every other id by default.
 */
export function receiptFor(idSuffix = distinctSuffix()): Promise<Buffer> {
  const paidAt = wallClock(new Date(), STORE_TIME_ZONE);
  return textPdf({
    layout: 'nubank',
    amount: (PRICE_CENTS / 100).toFixed(2),
    paidAt,
    recipient: { name: 'TEMPLO DOS RITUAIS', document: '11.222.333/0001-81' },
    payer: { name: 'MARIA SOUZA', document: '***.456.789-**' },
    idSuffix,
  });
}

// Characters that stay distinct after the verifier folds OCR lookalikes together.
const SUFFIX_ALPHABET = 'ACEFHJKMNPRTUVWXY34789';
const usedSuffixes: string[] = [];

/**
 * `count` distinct id suffixes each a character or two from the others, as ids of distinct payments made in one
 * minute sometimes are: exact readings of them (text PDFs) are distinct payments, never one receipt read twice.
 */
export function nearSuffixes(count: number): string[] {
  const base = Array.from({ length: 11 }, () => randomInt(SUFFIX_ALPHABET.length));
  return Array.from({ length: count }, (_, n) =>
    base
      .map((letter, at) =>
        at === n % base.length ? (letter + 1 + Math.floor(n / base.length)) % SUFFIX_ALPHABET.length : letter,
      )
      .map((letter) => SUFFIX_ALPHABET[letter])
      .join(''),
  );
}

/**
 * The 11 free characters of an end-to-end id, far (in edit distance) from every other one this run made: receipts
 * paid in the same minute whose ids are a few OCR slips apart are held for review as one payment sent twice.
 */
function distinctSuffix(): string {
  for (;;) {
    const suffix = Array.from({ length: 11 }, () => SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)]).join('');
    if (usedSuffixes.every((used) => !maybeSamePayment(used, suffix))) {
      usedSuffixes.push(suffix);
      return suffix;
    }
  }
}
