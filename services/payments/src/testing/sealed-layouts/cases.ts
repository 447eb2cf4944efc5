/**
 * The sealed-layouts corpus: per bank layout, seven correct receipts (four showing the holder's name and masked
 * document only, two of them with a name the bank cuts, one with the PIX key) and eight that must not be approved.
 * Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final
 * held-out measure only, and never change it to suit a result.
 */
import type { Payee, RunnableCase } from '../receipt-corpus-run.js';
import {
  type Drawing,
  drawReceipt,
  type ReceiptParty,
  type ReceiptSpec,
  renderReceipt,
  SEALED_LAYOUTS,
  type SealedLayout,
} from './bank-receipts.js';

export interface SealedLayoutCase extends RunnableCase {
  layout: string;
  family: 'beside' | 'above' | 'absent';
  theme: 'light' | 'dark';
  font: string;
  group: 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
  truth: 'correct' | 'wrong recipient' | 'wrong amount' | 'paid before the order' | 'scheduled' | 'reused';
  contentType: 'image/jpeg';
  endToEndId: string;
}

export interface SealedHolder {
  name: string;
  /** Digits only, as the store's PIX config keeps it. */
  document: string;
  pixKey: string;
  institution: string;
  branch: string;
  account: string;
}

function checkDigit(digits: string, weights: number[]): string {
  const sum = weights.reduce((total, weight, at) => total + weight * Number(digits[at]), 0);
  const rest = sum % 11;
  return String(rest < 2 ? 0 : 11 - rest);
}

function cpf(first9: string): string {
  const ten = first9 + checkDigit(first9, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return ten + checkDigit(ten, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
}

function cnpj(first8: string): string {
  const twelve = `${first8}0001`;
  const thirteen = twelve + checkDigit(twelve, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return thirteen + checkDigit(thirteen, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
}

const holder = (
  name: string,
  document: string,
  pixKey: string,
  institution: string,
  branch: string,
  account: string,
): SealedHolder => ({ name, document, pixKey, institution, branch, account });

const COMPANIES: SealedHolder[] = [
  holder(
    'BURITI INCENSOS LTDA',
    cnpj('47318265'),
    'financeiro@buritiincensos.com.br',
    'Banco Inter S.A.',
    '0001',
    '2814739-1',
  ),
  holder('MANDACARU VELAS ME', cnpj('39027416'), 'mandacaruvelas@outlook.com', 'Cora SCD S.A.', '0001', '4410927-3'),
  holder('GIRASSOL DO AGRESTE EPP', cnpj('52863104'), '+5587991462305', 'BCO DO BRASIL S.A.', '3457', '28611-9'),
  holder(
    'ALFAZEMA E CANELA LTDA',
    cnpj('28475639'),
    '5e0b7c41-93d2-4a6f-8f15-c2a7d9e3b604',
    'NU PAGAMENTOS - IP',
    '0001',
    '96218734-0',
  ),
  holder('PEDRA DE RIO EIRELI', cnpj('61938207'), 'pix@pedraderio.com.br', 'ITAÚ UNIBANCO S.A.', '7721', '14388-2'),
  holder(
    'CAMOMILA AZUL ME',
    cnpj('33704958'),
    '7d3f0a92-61be-4c57-b8e4-05a9c1f6d2e8',
    'STONE IP S.A.',
    '0001',
    '1077342-8',
  ),
  holder(
    'VELARIA TUCUNARE LTDA',
    cnpj('45592871'),
    'vendas@velariatucunare.com',
    'CAIXA ECONOMICA FEDERAL',
    '1672',
    '577921-4',
  ),
  holder('ARRUDA E MIRRA EPP', cnpj('50417362'), '+5571988214076', 'PAGSEGURO INTERNET IP S.A.', '0001', '30198745-6'),
];

const PERSONS: SealedHolder[] = [
  holder(
    'TEOFILO BRANDAO AZEVEDO',
    cpf('418273956'),
    'teofilo.azevedo@gmail.com',
    'NU PAGAMENTOS - IP',
    '0001',
    '51872240-3',
  ),
  holder('IRACEMA QUINTELA DUARTE', cpf('273904518'), '+5531997402618', 'Banco Inter S.A.', '0001', '19283746-5'),
  holder(
    'ODAIR FONTENELE MACIEL',
    cpf('602857314'),
    'c9a41e7d-2b58-4f03-a6d1-7e95b2c0f83a',
    'PicPay',
    '0001',
    '7741209-2',
  ),
  holder(
    'LEOCADIA PIMENTEL ROSA',
    cpf('185736420'),
    'leocadia.rosa@hotmail.com',
    'BANCO BRADESCO S.A.',
    '2215',
    '0094418-6',
  ),
  holder(
    'JUVENAL SIQUEIRA PAIVA',
    cpf('739461025'),
    '+5561993870142',
    'BANCO SANTANDER (BRASIL) S.A.',
    '4012',
    '01087345-9',
  ),
  holder(
    'ROSALVA MENEZES TEIXEIRA',
    cpf('356092817'),
    'rosalva.mt@yahoo.com.br',
    'Mercado Pago',
    '0001',
    '3908127465-1',
  ),
  holder('DORIVAL CAVALCANTE BRITO', cpf('827315064'), '+5585996651370', 'BANCO C6 S.A.', '0001', '20544187-7'),
  holder(
    'ZULEIDE ARAGAO FONTES',
    cpf('504628193'),
    'f2d8a6c0-5e17-4b9a-83c4-1a6e0d97b25f',
    'SICOOB',
    '3049',
    '66120-4',
  ),
];

/** Longer than 30 characters: every layout cuts them. */
const LONG: SealedHolder[] = [
  holder(
    'EMPORIO DAS VELAS DE BABACU DO NORTE LTDA',
    cnpj('36819425'),
    'contato@emporiobabacu.com.br',
    'Banco Inter S.A.',
    '0001',
    '33019283-4',
  ),
  holder(
    'MARIA DAS DORES VASCONCELOS TRINDADE',
    cpf('291640753'),
    'mdvtrindade@gmail.com',
    'NU PAGAMENTOS - IP',
    '0001',
    '40213377-8',
  ),
  holder(
    'ATELIE DE INCENSOS MARAJOARA EIRELI',
    cnpj('57204613'),
    '+5591984306612',
    'Cora SCD S.A.',
    '0001',
    '5530184-0',
  ),
  holder(
    'JOAO BATISTA DE ALBUQUERQUE SAMPAIO',
    cpf('640187293'),
    '+5581994017733',
    'ITAÚ UNIBANCO S.A.',
    '0915',
    '22743-0',
  ),
  holder(
    'DISTRIBUIDORA GUAPURUVU DE ARTIGOS RELIGIOSOS ME',
    cnpj('42751980'),
    'sac@guapuruvu.com.br',
    'STONE IP S.A.',
    '0001',
    '808174-2',
  ),
  holder(
    'FRANCISCA HELENA DO NASCIMENTO MOURAO',
    cpf('173529846'),
    '3b7e19c2-d4a0-4f6e-9125-8c0af7d3e461',
    'BCO DO BRASIL S.A.',
    '2290',
    '41786-X',
  ),
];

export const SEALED_HOLDERS: SealedHolder[] = [...COMPANIES, ...PERSONS, ...LONG];

/** The clients who pay: never a store. */
const PAYERS: SealedHolder[] = [
  holder('ANSELMO QUEIROZ DANTAS', cpf('864203517'), '', '', '0001', '7720154-3'),
  holder('GERUSA PORTELA VIANA', cpf('315978264'), '', '', '1204', '40127-5'),
  holder('WALMIR DE SOUSA FRAGA', cpf('726014389'), '', '', '0001', '2290417-1'),
  holder('NEIDE CARVALHAES LOBO', cpf('459382160'), '', '', '3381', '108452-0'),
  holder('OTONIEL RAMALHO PESSOA', cpf('582047136'), '', '', '0001', '66301928-4'),
];

const PRICES = [
  '1349.00',
  '87.50',
  '249.90',
  '38.00',
  '612.35',
  '19.90',
  '4250.00',
  '156.80',
  '73.15',
  '990.00',
  '27.45',
  '318.60',
  '2045.10',
  '59.99',
];

/** Alphanumerics of the id tails; the case follows the bank. */
const TAIL_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function endToEndId(layout: SealedLayout, paidAt: Date, serial: number): string {
  const next = random(serial * 2_654_435 + 97);
  const tail = Array.from({ length: 11 }, () => {
    const ch = TAIL_CHARS[Math.floor(next() * TAIL_CHARS.length)]!;
    if (layout.tail === 'upper') return ch.toUpperCase();
    if (layout.tail === 'mixed' && next() < 0.5) return ch.toUpperCase();
    return ch;
  }).join('');
  const stamp = paidAt.toISOString().slice(0, 16).replace(/\D/g, '');
  return `E${layout.ispb}${stamp}${tail}`;
}

function authCode(serial: number): string {
  const next = random(serial * 7_919 + 3);
  return Array.from(
    { length: 24 },
    (_, at) => (at > 0 && at % 4 === 0 ? '.' : '') + '0123456789ABCDEF'[Math.floor(next() * 16)],
  ).join('');
}

const minutes = (n: number) => n * 60_000;
/** 12:05 UTC (09:05 in São Paulo) plus an offset under 350 minutes, so before 17:55 UTC. */
const DAY_START = Date.parse('2026-11-23T12:05:00Z');

interface Entry {
  testCase: SealedLayoutCase;
  spec: ReceiptSpec;
  layout: SealedLayout;
}

function party(who: SealedHolder, institution = who.institution): ReceiptParty {
  return { name: who.name, document: who.document, institution, branch: who.branch, account: who.account };
}

function build(): Entry[] {
  const entries: Entry[] = [];
  let serial = 0;
  for (const [index, layout] of SEALED_LAYOUTS.entries()) {
    const payer = PAYERS[index % PAYERS.length]!;
    const payerParty = party(payer, layout.institution);
    const add = (
      description: string,
      group: SealedLayoutCase['group'],
      truth: SealedLayoutCase['truth'],
      store: SealedHolder,
      receipt: {
        /** Reais more (or less) than the order's price. */
        amountOff?: number;
        paidAt?: Date;
        scheduled?: boolean;
        recipient?: ReceiptParty;
        payer?: ReceiptParty;
        keyShown?: boolean;
      } = {},
    ): Entry => {
      serial++;
      const price = PRICES[(index * 5 + serial) % PRICES.length]!;
      const paidAt =
        receipt.paidAt ?? new Date(DAY_START + minutes((serial * 53 + index * 17) % 350) + (serial % 60) * 1000);
      const takenAt = receipt.scheduled
        ? new Date(DAY_START + minutes((serial * 29) % 340))
        : new Date(paidAt.getTime() + minutes(1 + (serial % 4)));
      const recipient = receipt.recipient ?? party(store);
      const spec: ReceiptSpec = {
        amount: (Number(price) + (receipt.amountOff ?? 0)).toFixed(2),
        paidAt,
        takenAt,
        scheduled: receipt.scheduled,
        recipient: receipt.keyShown ? { ...recipient, key: store.pixKey } : recipient,
        payer: receipt.payer ?? payerParty,
        endToEndId: endToEndId(layout, paidAt, serial),
        auth: authCode(serial),
      };
      const payee: Payee = { pixKey: store.pixKey, recipientName: store.name, recipientDocument: store.document };
      let rendered: Promise<Buffer> | undefined;
      const entry: Entry = {
        layout,
        spec,
        testCase: {
          name: `sealed-layouts ${layout.layout} ${description}`,
          layout: layout.layout,
          family: layout.family,
          theme: layout.theme,
          font: layout.font,
          group,
          truth,
          price,
          payee,
          contentType: 'image/jpeg',
          content: () => {
            rendered ??= renderReceipt(layout, spec);
            return rendered;
          },
          endToEndId: spec.endToEndId,
        },
      };
      entries.push(entry);
      return entry;
    };

    const company = (k: number) => COMPANIES[(index + k) % COMPANIES.length]!;
    const person = (k: number) => PERSONS[(index + k) % PERSONS.length]!;
    const first = add('company 1', 'name + masked CNPJ', 'correct', company(0));
    add('company 2', 'name + masked CNPJ', 'correct', company(3));
    add('person 1', 'name + masked CPF', 'correct', person(0));
    add('person 2', 'name + masked CPF', 'correct', person(5));
    add('truncated 1', 'truncated name', 'correct', LONG[index % LONG.length]!);
    add('truncated 2', 'truncated name', 'correct', LONG[(index + 3) % LONG.length]!);
    add('key shown', 'key shown', 'correct', index % 2 === 0 ? company(1) : person(1), { keyShown: true });

    // The negatives' store alternates between a company and a person; "other" is a holder of the same kind.
    const store = index % 2 === 0 ? company(2) : person(2);
    const other = index % 2 === 0 ? company(6) : person(6);
    add('other name, store document', 'negative', 'wrong recipient', store, {
      recipient: party({ ...store, name: other.name }),
    });
    add('store name, other document', 'negative', 'wrong recipient', store, {
      recipient: party({ ...store, document: other.document }),
    });
    add('store as payer', 'negative', 'wrong recipient', store, {
      recipient: party(other),
      payer: party(store, layout.institution),
    });
    add('documents swapped', 'negative', 'wrong recipient', store, {
      recipient: party({ ...store, document: payer.document }),
      payer: { ...payerParty, document: store.document },
    });
    add(index % 2 === 0 ? 'amount +R$ 1.000' : 'amount −R$ 0,50', 'negative', 'wrong amount', store, {
      amountOff: index % 2 === 0 ? 1000 : -0.5,
    });
    add('paid 2026-11-20', 'negative', 'paid before the order', store, {
      paidAt: new Date(Date.parse('2026-11-20T13:10:00Z') + minutes((index * 37) % 300) + index * 1000),
    });
    add('scheduled', 'negative', 'scheduled', store, {
      scheduled: true,
      paidAt: new Date(Date.parse(`2026-11-${25 + (index % 3)}T11:00:00Z`) + minutes((index % 4) * 60)),
    });
    entries.push({
      ...first,
      testCase: {
        ...first.testCase,
        name: `sealed-layouts ${layout.layout} same file again`,
        group: 'negative',
        truth: 'reused',
        after: first.testCase.name,
      },
    });
  }
  return entries;
}

let built: Entry[] | undefined;
const corpus = () => {
  built ??= build();
  return built;
};

export function sealedLayoutCases(): SealedLayoutCase[] {
  return corpus().map((entry) => entry.testCase);
}

/** Each case's drawing, to check what it shows without reading the image. */
export function sealedLayoutDrawings(): { testCase: SealedLayoutCase; drawing: Drawing }[] {
  return corpus().map(({ testCase, layout, spec }) => ({ testCase, drawing: drawReceipt(layout, spec) }));
}
