/**
 * The fresh-layouts corpus: PIX receipts of sixteen bank apps paid to new holders, with the negatives the
 * verifier must never approve. Written blind to the verifier and to the other corpora, and kept out of every
 * tuning loop: run it as the final held-out measure only, and never change it to suit a result.
 */
import type { Payee, RunnableCase } from '../receipt-corpus-run.js';
import {
  BANK_LAYOUTS,
  type BankLayout,
  type Family,
  type ReceiptData,
  type ReceiptParty,
  type Screenshot,
  type Theme,
  uploadedReceipt,
} from './bank-receipts.js';

export type FreshGroup = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
export type FreshTruth =
  | 'correct'
  | 'wrong recipient'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'reused';

export interface FreshLayoutCase extends RunnableCase {
  layout: string;
  family: Family;
  theme: Theme;
  font: string;
  group: FreshGroup;
  truth: FreshTruth;
  contentType: 'image/jpeg';
  /** The receipt's end-to-end id, for checking the corpus; the verifier gets only the image. */
  endToEndId: string;
}

/** The verifier's clock for these cases: 2026-11-23 15:00 in São Paulo. */
export const FRESH_LAYOUTS_NOW = new Date('2026-11-23T18:00:00Z');
/** When each order was placed: 2026-11-23 09:00 in São Paulo. */
export const FRESH_LAYOUTS_ORDER_CREATED = new Date('2026-11-23T12:00:00Z');

function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function checkDigit(digits: number[], weights: number[]): number {
  const rest = digits.reduce((sum, d, i) => sum + d * weights[i]!, 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function makeCpf(random: () => number): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(random() * 10));
  digits.push(checkDigit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]));
  digits.push(checkDigit(digits, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]));
  return digits.join('');
}

function makeCnpj(random: () => number): string {
  const digits = [...Array.from({ length: 8 }, () => Math.floor(random() * 10)), 0, 0, 0, 1];
  digits.push(checkDigit(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  digits.push(checkDigit(digits, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  return digits.join('');
}

export interface Holder {
  name: string;
  kind: 'CPF' | 'CNPJ';
  document: string;
  email: string;
}

const stripAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

function holder(name: string, kind: 'CPF' | 'CNPJ', emailDomain: string): Holder {
  const random = seededRandom(`fresh-layouts holder ${name}`);
  const words = stripAccents(name).toLowerCase().split(' ');
  const email = kind === 'CNPJ' ? `contato@${emailDomain}` : `${words[0]}.${words.at(-1)}@${emailDomain}`;
  return { name, kind, document: kind === 'CPF' ? makeCpf(random) : makeCnpj(random), email };
}

export const FRESH_COMPANIES: Holder[] = [
  holder('Ateliê Mandala Sagrada LTDA', 'CNPJ', 'mandalasagrada.com.br'),
  holder('Incensos Girassol Místico ME', 'CNPJ', 'girassolmistico.com.br'),
  holder('Runas do Norte EIRELI', 'CNPJ', 'runasdonorte.com'),
  holder('Velas Votivas Aurora EPP', 'CNPJ', 'velasaurora.com.br'),
  holder('Quartzo Rosa Terapias LTDA', 'CNPJ', 'quartzorosa.com.br'),
  holder('Santuário Flor de Lótus ME', 'CNPJ', 'flordelotus.org.br'),
  holder('Mantra Yoga e Meditação LTDA', 'CNPJ', 'mantrayoga.com.br'),
  holder('Reiki Caminho Interior EIRELI', 'CNPJ', 'caminhointerior.com'),
  holder('Pêndulo Dourado Esotérico EPP', 'CNPJ', 'penduloduorado.com.br'),
];
export const FRESH_PEOPLE: Holder[] = [
  holder('Mariângela Sousa Brandão', 'CPF', 'gmail.com'),
  holder('João Vítor Albuquerque', 'CPF', 'outlook.com'),
  holder('Iracema Tavares Lopes', 'CPF', 'yahoo.com.br'),
  holder('Benedito Araújo Neto', 'CPF', 'gmail.com'),
  holder('Cláudia Ribeiro Falcão', 'CPF', 'hotmail.com'),
  holder('Otávio Mendonça Leite', 'CPF', 'gmail.com'),
  holder('Sebastiana Conceição Reis', 'CPF', 'uol.com.br'),
  holder('Heitor Gonçalves Damasceno', 'CPF', 'icloud.com'),
];
/** Longer than any bank prints: the receipts cut them at 25–30 characters. */
export const FRESH_LONG_NAMES: Holder[] = [
  holder('Instituto Holístico Ventos do Sertão LTDA', 'CNPJ', 'ventosdosertao.com.br'),
  holder('Maria Aparecida da Conceição Figueiredo', 'CPF', 'gmail.com'),
  holder('Artigos Religiosos Nossa Senhora da Guia EIRELI', 'CNPJ', 'senhoradaguia.com.br'),
  holder('Francisco de Assis Nogueira Bittencourt', 'CPF', 'bol.com.br'),
];
export const FRESH_HOLDERS = [...FRESH_COMPANIES, ...FRESH_PEOPLE, ...FRESH_LONG_NAMES];

const PAYERS = [
  'Rafael Monteiro Cardoso',
  'Patrícia Nunes Barreto',
  'Gustavo Henrique Paiva',
  'Renata Cordeiro Lins',
  'Diego Fontes Amaral',
  'Tatiane Moraes Queiroz',
  'Anderson Pires Valadares',
  'Camila Rocha Bezerra',
];

const RECIPIENT_INSTITUTIONS = [
  'Banco do Brasil S.A.',
  'Itaú Unibanco S.A.',
  'Nu Pagamentos S.A. - IP',
  'Caixa Econômica Federal',
  'Banco Bradesco S.A.',
  'PagSeguro Internet IP S.A.',
  'Cooperativa Sicredi',
  'Banco Inter S.A.',
  'Stone IP S.A.',
  'Mercado Pago IP Ltda.',
];

export function storePayee(h: Holder, pixKey: string): Payee {
  return { pixKey, recipientName: stripAccents(h.name).toUpperCase(), recipientDocument: h.document };
}

export function maskDocument(kind: 'CPF' | 'CNPJ', d: string, style: number): string {
  if (kind === 'CNPJ') {
    if (style % 3 === 0) return `${d.slice(0, 2)}.***.***/0001-**`;
    if (style % 3 === 1) return `**.${d.slice(2, 5)}.${d.slice(5, 8)}/0001-**`;
    return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
  }
  if (style % 3 === 0) return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
  if (style % 3 === 1) return `•••.${d.slice(3, 6)}.${d.slice(6, 9)}-••`;
  return `***${d.slice(3, 9)}**`;
}

const E2E_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Hands out end-to-end ids whose random tails differ in at least 6 of 11 characters from every earlier one. */
class EndToEndIds {
  private readonly tails: string[] = [];
  constructor(private readonly random: () => number) {}

  next(ispb: string, paidAt: Date): string {
    const stamp = paidAt.toISOString().replace(/[-T:]/g, '').slice(0, 12);
    for (;;) {
      const tail = Array.from(
        { length: 11 },
        () => E2E_ALPHABET[Math.floor(this.random() * E2E_ALPHABET.length)]!,
      ).join('');
      const tooClose = this.tails.some((other) => [...tail].filter((ch, i) => ch === other[i]).length > 5);
      if (tooClose) continue;
      this.tails.push(tail);
      return `E${ispb}${stamp}${tail}`;
    }
  }
}

const PRICES = ['1349.00', '89.90', '250.00', '37.50', '612.40', '4720.00', '158.75', '77.77', '1999.99'];
const toCents = (price: string) => Math.round(Number(price) * 100);

function uuidFrom(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(random() * 4)]!;
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** An instant on 2026-11-23 between 09:05 and 14:55 in São Paulo. */
function paidToday(random: () => number): Date {
  const minutes = 5 + Math.floor(random() * 350);
  return new Date(Date.UTC(2026, 10, 23, 12, minutes, Math.floor(random() * 60)));
}

function otherOfKind(h: Holder, offset: number): Holder {
  const pool = FRESH_HOLDERS.filter((o) => o.kind === h.kind && o !== h);
  return pool[offset % pool.length]!;
}

export function freshLayoutCases(): FreshLayoutCase[] {
  const cases: FreshLayoutCase[] = [];
  const ids = new EndToEndIds(seededRandom('fresh-layouts end-to-end ids'));
  BANK_LAYOUTS.forEach((layout, li) => {
    const random = seededRandom(`fresh-layouts ${layout.layout}`);
    let caseIndex = 0;
    const recipientParty = (h: Holder, document: string | null, key?: string): ReceiptParty => ({
      name: h.name,
      document,
      documentKind: h.kind,
      institution: RECIPIENT_INSTITUTIONS[Math.floor(random() * RECIPIENT_INSTITUTIONS.length)]!,
      key,
    });
    const payerParty = (name?: string, document?: { kind: 'CPF' | 'CNPJ'; masked: string }): ReceiptParty => {
      const cpf = makeCpf(random);
      return {
        name: name ?? PAYERS[Math.floor(random() * PAYERS.length)]!,
        document: document?.masked ?? maskDocument('CPF', cpf, li),
        documentKind: document?.kind ?? 'CPF',
        institution: layout.bank,
        account: `Ag. ${pad4(random)} • C/C ${pad4(random)}${Math.floor(random() * 10)}-${Math.floor(random() * 10)}`,
      };
    };
    const add = (
      what: string,
      group: FreshGroup,
      truth: FreshTruth,
      payee: Payee,
      price: string,
      data: Omit<ReceiptData, 'endToEndId'>,
    ) => {
      const shot: Screenshot = {
        width: ([720, 1080, 1440] as const)[(li + caseIndex) % 3]!,
        jpegQuality: caseIndex % 3 === 1 ? null : 60 + Math.floor(random() * 26),
      };
      caseIndex++;
      const receipt: ReceiptData = { ...data, endToEndId: ids.next(layout.ispb, data.paidAt) };
      let upload: Promise<Buffer> | undefined;
      const fresh: FreshLayoutCase = {
        name: `fresh-layouts ${layout.layout} ${what}`,
        price,
        payee,
        contentType: 'image/jpeg',
        content: () => {
          upload ??= uploadedReceipt(layout, receipt, shot);
          return upload;
        },
        endToEndId: receipt.endToEndId,
        layout: layout.layout,
        family: layout.family,
        theme: layout.theme,
        font: layout.font,
        group,
        truth,
      };
      cases.push(fresh);
      return fresh;
    };
    const price = () => PRICES[Math.floor(random() * PRICES.length)]!;
    const hiddenKey = (h: Holder) => (random() < 0.5 ? h.email : uuidFrom(random));
    const positive = (what: string, group: FreshGroup, h: Holder, mask: number) => {
      const p = price();
      return add(what, group, 'correct', storePayee(h, hiddenKey(h)), p, {
        amountCents: toCents(p),
        paidAt: paidToday(random),
        scheduled: false,
        recipient: recipientParty(h, maskDocument(h.kind, h.document, mask)),
        payer: payerParty(),
      });
    };

    const firstCnpj = positive('cnpj 1', 'name + masked CNPJ', FRESH_COMPANIES[(li * 2) % 9]!, li * 2);
    positive('cnpj 2', 'name + masked CNPJ', FRESH_COMPANIES[(li * 2 + 1) % 9]!, li * 2 + 1);
    positive('cpf 1', 'name + masked CPF', FRESH_PEOPLE[(li * 2) % 8]!, li);
    positive('cpf 2', 'name + masked CPF', FRESH_PEOPLE[(li * 2 + 1) % 8]!, li + 1);
    positive('truncated 1', 'truncated name', FRESH_LONG_NAMES[(li * 2) % 4]!, li);
    positive('truncated 2', 'truncated name', FRESH_LONG_NAMES[(li * 2 + 1) % 4]!, li + 2);

    const keyHolder = FRESH_HOLDERS[(li * 5 + 3) % FRESH_HOLDERS.length]!;
    const shownKey = [keyHolder.email, uuidFrom(random), `+55 ${11 + (li % 80)} 9${pad4(random)}-${pad4(random)}`][
      li % 3
    ]!;
    const keyPrice = price();
    add('key shown', 'key shown', 'correct', storePayee(keyHolder, shownKey), keyPrice, {
      amountCents: toCents(keyPrice),
      paidAt: paidToday(random),
      scheduled: false,
      recipient: recipientParty(keyHolder, maskDocument(keyHolder.kind, keyHolder.document, li + 1), shownKey),
      payer: payerParty(),
    });

    // Negatives: each store is one of the holders, its receipt wrong in exactly one way.
    const store = (offset: number) => FRESH_HOLDERS[(li * 3 + offset) % FRESH_HOLDERS.length]!;
    const negative = (
      what: string,
      truth: FreshTruth,
      h: Holder,
      build: (p: string, mask: number) => Omit<ReceiptData, 'endToEndId'>,
    ) => {
      const p = price();
      const mask = visibleMask(h, li + what.length);
      add(what, 'negative', truth, storePayee(h, hiddenKey(h)), p, build(p, mask));
    };
    const today = (p: string) => ({ amountCents: toCents(p), paidAt: paidToday(random), scheduled: false });

    {
      const h = store(0);
      const other = distinctVisible(h, li);
      negative('store name other document', 'wrong recipient', h, (p, mask) => ({
        ...today(p),
        recipient: recipientParty(h, maskDocument(h.kind, other.document, mask)),
        payer: payerParty(),
      }));
    }
    {
      const h = store(1);
      const other = otherOfKind(h, li + 1);
      negative('other name store document', 'wrong recipient', h, (p, mask) => ({
        ...today(p),
        recipient: recipientParty(other, maskDocument(h.kind, h.document, mask)),
        payer: payerParty(),
      }));
    }
    {
      const h = store(2);
      const other = FRESH_HOLDERS[(li * 3 + 7) % FRESH_HOLDERS.length]!;
      negative('store as payer', 'wrong recipient', h, (p, mask) => ({
        ...today(p),
        recipient: recipientParty(other, maskDocument(other.kind, other.document, mask)),
        payer: {
          ...payerParty(h.name, { kind: h.kind, masked: maskDocument(h.kind, h.document, mask) }),
        },
      }));
    }
    {
      const h = store(4);
      negative('store name no document', 'wrong recipient', h, (p, mask) => ({
        ...today(p),
        recipient: recipientParty(h, null),
        payer: payerParty(undefined, { kind: h.kind, masked: maskDocument(h.kind, h.document, mask) }),
        payerRightAfterRecipient: true,
      }));
    }
    {
      const h = store(5);
      negative('wrong amount', 'wrong amount', h, (p, mask) => ({
        ...today(p),
        amountCents: li % 2 === 0 ? toCents(p) + 100_000 : toCents(p) - 50,
        recipient: recipientParty(h, maskDocument(h.kind, h.document, mask)),
        payer: payerParty(),
      }));
    }
    {
      const h = store(6);
      negative('paid days before', 'paid before the order', h, (p, mask) => ({
        amountCents: toCents(p),
        paidAt: new Date(Date.UTC(2026, 10, 20, 13 + Math.floor(random() * 8), Math.floor(random() * 60))),
        scheduled: false,
        recipient: recipientParty(h, maskDocument(h.kind, h.document, mask)),
        payer: payerParty(),
      }));
    }
    {
      const h = store(8);
      negative('scheduled', 'scheduled', h, (p, mask) => ({
        amountCents: toCents(p),
        paidAt: new Date(Date.UTC(2026, 10, 25 + (li % 4), 11, 0)),
        scheduled: true,
        recipient: recipientParty(h, maskDocument(h.kind, h.document, mask)),
        payer: payerParty(),
      }));
    }
    cases.push({
      ...firstCnpj,
      name: `fresh-layouts ${layout.layout} same file again`,
      group: 'negative',
      truth: 'reused',
      after: firstCnpj.name,
    });
  });
  return cases;
}

function pad4(random: () => number): string {
  return String(Math.floor(random() * 10000)).padStart(4, '0');
}

/** A mask that shows some of the document's digits, so that a wrong one can be told apart. */
function visibleMask(h: Holder, seed: number): number {
  return h.kind === 'CNPJ' ? 1 + (seed % 2) : seed % 3;
}

/** Another holder of the same kind whose visible digits differ from the store's under every mask. */
function distinctVisible(h: Holder, offset: number): Holder {
  for (let i = 0; ; i++) {
    const other = otherOfKind(h, offset + i);
    const differs = [0, 1, 2].every(
      (m) => maskDocument(h.kind, other.document, m) !== maskDocument(h.kind, h.document, m),
    );
    if (differs) return other;
  }
}

export type { BankLayout };
