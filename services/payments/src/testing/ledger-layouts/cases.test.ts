// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  assertLedgerLayoutFontsAvailable,
  LEDGER_FONTS,
  LEDGER_LAYOUTS,
  ledgerLayout,
  ledgerReceiptRows,
  maskDocument,
} from './bank-receipts.js';
import {
  allCorpusNames,
  JUDGED_AT,
  type LedgerLayoutCase,
  ledgerLayoutCases,
  ledgerLayoutReceipt,
  ORDER_PLACED_AT,
} from './cases.js';

const FORBIDDEN = `ADALGISA ADEMIR ALAMBIQUE ALBUQUERQUE ARCANO ARRUDA ARTIGOS ARUANDA ASTROLOGIA AZUL BASTOS BEATRIZ
BENEDITO BEZERRA BITTENCOURT BORBOLETA BRAGA BRANDAO BRISA BRONZE BUGIO CABOCLO CAMARGO CAMINHOS CARNEIRO CASA CASSIA
CAVALCANTI CHAGAS CHEIA CIGANA CLAUDIA CLEIDE CLEOMAR COBRE CORDEIRO CORREIA CORUJA COSMETICOS DAMASCENO DIVINA DORIVAL
DUTRA EDSON ERVAS ESMERALDA ESOTERICOS ESTRELA EUFRASIO EVANGELISTA FABIO FADAS FAROL FATIMA FERRAZ FLECHAS FONSECA
FURTADO GENOVEVA GILBERTO GRACAS GRUTA GUIA GUIMARAES HILDEBRANDO HOLISTICAS INCENSOS IRACEMA ITAPEMA IVONETE JARDIM
JUREMA LAMEGO LEAL LOURDES LUCIANA MAGALHAES MAGELA MANDACARU MANDALA MARAJO MARIANA MARLENE MISTICA MISTICOS MOINHO
MONTEIRO MOTTA NASCENTE NEUSA NOGUEIRA NONATO NORONHA ONLINE ORACAO ORACULO ORACULOS ORIENTE OSVALDINA OXALA PACHECO
PATRICIA PEDRA PENHASCO PONTES PORTAL PORTELA PORTINARI PRADO QUEIROGA QUINTANILHA RAIMUNDA REGINA REGO RELIGIOSOS
RENATA RITUAIS SABUGUEIRO SAGRADA SALLES SANTUARIO SEBASTIANA SEIXAS SERRA SETE SILVEIRA SIMONE SORTE TABOSA TAROT
TAVORA TEMPLO TENDA TEOBALDO TERAPIAS TEREZINHA TERREIRO TIMBO TUCANO UMBANDA VALDIRENE VARANDA VASCONCELOS VELAS
VENTANIA VIANA WELLINGTON ZULEICA LUZ LUA CRISTAL SEMENTE AXE ERVANARIO TARO AROEIRA JACARANDA QUARTZO GIRASSOL MANTRA
REIKI ALBERNAZ ALINE ALVES ANA ANDRADE ANTONIO ANTUNES APARECIDA ASSIS ATACADO AURORA AZEVEDO BARBOSA BATISTA BELO BOA
BOM BRUNO CAMILA CAMPO CAMPOS CARDOSO CARLOS CARVALHO CERAMICA CLARO COMERCIAL COSTA COUTINHO CUNHA DIAS DIEGO DOIS
DOURADO DROGARIA DUARTE EDUARDA ELETRICA ELISANGELA EMPORIO FARIAS FERRAGENS FERREIRA FIGUEIREDO FILHO FINAL FRANCISCO
FREITAS GABRIEL GOMES GRAO GUSTAVO HENRIQUE INES IRMAOS JOSE JULIANA JUNIOR LETICIA LIMA LINHAS LIVRARIA LOPES LUCAS
LUIZA MALHARIA MARCELO MARIA MARTINS MELO MENDES MERCEARIA MORAES MOREIRA MOURA NASCIMENTO NOBRE NUNES OFICINA OLIVEIRA
PADARIA PAPELARIA PASTOR PECAS PEREIRA PEROBA PINHEIRO PONTO PORTO PRISCILA QUITANDA RAFAEL RAMOS REIS RIBEIRO RIO RIOS
ROBERTO ROCHA RODOVIA ROSANGELA SAMPAIO SANTA SANTANA SANTOS SERGIO TATIANE TECIDOS TEIXEIRA THIAGO TRES TRIGO VALE
VANESSA VERDE VIEIRA VISTA XAVIER TORREFACAO CAFEZAL CAFEZAIS MECANICA PISTAO GELATERIA NATIVA NATIVO BICICLETARIA
PEDAL PEDAIS VIDRACARIA TRANSLUCIDA TRANSLUCIDO PILATES EQUILIBRIO EQUILIBRIUM FOCINHO FELIZ FELIS ACOUGUE FRIGOMAX
FRIGOMAIS OTAVIO MEDEIROS SOUZA SOUSA HELOISA CASTRO PAIVA PAIXAO RODRIGO AMARAL TOLEDO TOLEDA JAQUELINE SOARES MACHADO
MACEDO VINICIUS QUEIROZ BARROS BARRETO LARISSA FAGUNDES ARAUJO ARAGAO EMERSON CORTEZ SALGADO CORTES NATALIA RESENDE
FROTA NATHALIA GERALDO AUGUSTO CAMPELO CAMPOLINA ROSEMEIRE CONCEICAO LEMOS LEME MAXIMILIANO ESTEVES QUADROS NETO
SOBRINHO ERMELINDA TRINDADE SOBRAL CABRAL FLORISVALDO HONORIO NEVES FLORIVALDO JOAQUINA VALADARES ALENCAR PRATES
JOAQUIM WAGNER PIMENTEL LACERDA SUELEN BORGES QUINTELA IGOR VALENTE DANIELA GUSMAO DISTRIBUIDORA NORTEX GRAFICA
IMPRESSAO AGIL LAVANDERIA BOLHA LIMPA CONSTRUTORA ALICERCE LEANDRO TAKESHI YAMAMOTO CRISTIANE HOLANDA FROES`
  .split(/\s+/)
  .filter(Boolean);

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

const plain = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

/** The UTC instant (to the minute) of a date and time printed in São Paulo time, read without the layout's help. */
function printedInstant(text: string): number {
  const numeric = /(\d{2})[/.](\d{2})[/.](\d{4}|\d{2})/.exec(text);
  const named = /(\d{1,2})\s+(?:de\s+)?([a-zç]{3})[a-zç]*\.?\s+(?:de\s+)?(\d{4})/i.exec(text);
  const match = numeric ?? named;
  if (!match) throw new Error(`no date in ${text}`);
  const day = Number(match[1]);
  const month = numeric ? Number(match[2]) : MONTHS.indexOf((match[2] ?? '').toLowerCase()) + 1;
  const year = Number(match[3]) < 100 ? 2000 + Number(match[3]) : Number(match[3]);
  const time = /(\d{1,2})[:h](\d{2})/.exec(text.replace(match[0], ' '));
  if (!time || month < 1) throw new Error(`no time in ${text}`);
  return Date.UTC(year, month - 1, day, Number(time[1]) + 3, Number(time[2]));
}

function endToEndInstant(id: string): number {
  const part = (from: number, to: number): number => Number(id.slice(from, to));
  return Date.UTC(part(9, 13), part(13, 15) - 1, part(15, 17), part(17, 19), part(19, 21));
}

function printedPrice(text: string): string {
  const match = /R\$\s?([\d.]+),(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  return `${(match[1] ?? '').replace(/\./g, '')}.${match[2]}`;
}

const rowsOf = (item: LedgerLayoutCase) => ledgerReceiptRows(ledgerLayoutReceipt(item.name));
const rowText = (item: LedgerLayoutCase, role: string, side?: 'recipient' | 'payer'): string =>
  rowsOf(item)
    .filter((row) => row.role === role && (!side || row.side === side))
    .map((row) => row.text)
    .join(' ');
const whenOf = (item: LedgerLayoutCase): number => printedInstant(rowText(item, 'when'));
const cents = (price: string): number => Math.round(Number(price) * 100);

const cases = ledgerLayoutCases();
const positives = cases.filter((item) => item.truth === 'correct');
const bySlug = (slug: string) => cases.filter((item) => item.name.endsWith(` ${slug}`));

describe('ledger-layouts corpus', () => {
  it('the corpus, when built, holds 16 layouts × 17 cases and is memoized', () => {
    expect(LEDGER_LAYOUTS).toHaveLength(16);
    expect(cases).toHaveLength(16 * 17);
    for (const layout of LEDGER_LAYOUTS) expect(cases.filter((item) => item.layout === layout.id)).toHaveLength(17);
    expect(ledgerLayoutCases()).toBe(cases);
  });

  it('each layout, when counted by group and truth, has 2+2+2 masked positives, 2 keyed ones and 9 negatives', () => {
    for (const layout of LEDGER_LAYOUTS) {
      const own = cases.filter((item) => item.layout === layout.id);
      const count = (group: string) => own.filter((item) => item.group === group).length;
      expect([count('name + masked CNPJ'), count('name + masked CPF'), count('truncated name')]).toEqual([2, 2, 2]);
      expect(count('key shown')).toBe(2);
      expect(count('negative')).toBe(9);
      expect(own.filter((item) => item.truth === 'wrong recipient')).toHaveLength(4);
      for (const truth of ['wrong amount', 'paid before the order', 'scheduled'] as const) {
        expect(own.filter((item) => item.truth === truth)).toHaveLength(1);
      }
      expect(own.filter((item) => item.truth === 'reused')).toHaveLength(2);
    }
  });

  it('the layouts, when spread over families, themes and fonts, cover each evenly enough', () => {
    for (const family of ['label beside', 'label above', 'no label'] as const) {
      expect(LEDGER_LAYOUTS.filter((layout) => layout.family === family).length).toBeGreaterThanOrEqual(5);
    }
    const dark = LEDGER_LAYOUTS.filter((layout) => layout.theme === 'dark').length;
    expect(dark).toBeGreaterThanOrEqual(6);
    expect(dark).toBeLessThanOrEqual(10);
    const fonts = LEDGER_LAYOUTS.map((layout) => layout.font);
    for (const font of Object.keys(LEDGER_FONTS)) {
      expect(fonts.filter((used) => used === font).length).toBeGreaterThanOrEqual(5);
    }
    expect(LEDGER_LAYOUTS.filter((layout) => layout.card).length).toBeGreaterThanOrEqual(4);
    expect(new Set(LEDGER_LAYOUTS.map((layout) => layout.payerFirst))).toEqual(new Set([true, false]));
    for (const layout of LEDGER_LAYOUTS) {
      expect(layout.width).toBeGreaterThanOrEqual(720);
      expect(layout.width).toBeLessThanOrEqual(1170);
      expect(layout.quality).toBeGreaterThanOrEqual(55);
      expect(layout.quality).toBeLessThanOrEqual(85);
      expect(layout.nameCut).toBeGreaterThanOrEqual(25);
      expect(layout.nameCut).toBeLessThanOrEqual(30);
      expect(layout.headings.recipient).not.toBe(layout.headings.payer);
    }
  });

  it('the layout fonts, when listed by fontconfig, are installed', async () => {
    await expect(assertLedgerLayoutFontsAvailable()).resolves.toBeUndefined();
  });

  it('case names, when listed, are unique and start with the corpus and layout', () => {
    expect(new Set(cases.map((item) => item.name)).size).toBe(cases.length);
    for (const item of cases) {
      expect(item.name.startsWith(`ledger-layouts ${item.layout} `)).toBe(true);
      const layout = ledgerLayout(item.layout);
      expect([item.family, item.theme, item.font]).toEqual([layout.family, layout.theme, layout.font]);
      expect(item.contentType).toBe('image/jpeg');
      expect(item.price).toMatch(/^\d+\.\d{2}$/);
    }
    const prices = cases.map((item) => cents(item.price));
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(990);
    expect(Math.max(...prices)).toBeLessThanOrEqual(299_900);
    expect(prices.some((price) => price >= 100_000)).toBe(true);
  });

  it('every document, when checked, is a valid CPF or CNPJ, and store CNPJs are head offices', () => {
    const valid = (digits: string) => (digits.length === 11 ? isValidCpf(digits) : isValidCnpj(digits));
    for (const item of cases) {
      expect(item.payee.recipientDocument).toMatch(/^(\d{11}|\d{14})$/);
      expect(valid(item.payee.recipientDocument)).toBe(true);
      if (item.payee.recipientDocument.length === 14) expect(item.payee.recipientDocument.slice(8, 12)).toBe('0001');
      const receipt = ledgerLayoutReceipt(item.name);
      expect(valid(receipt.recipient.document)).toBe(true);
      expect(receipt.payer.document).toHaveLength(11);
      expect(valid(receipt.payer.document)).toBe(true);
    }
  });

  it('holder names, when split into words, use none of the other corpora’s words', () => {
    const forbidden = new Set(FORBIDDEN);
    const names = allCorpusNames();
    expect(names.length).toBeGreaterThan(40);
    for (const name of names) {
      const hits = plain(name)
        .split(/[^A-Z]+/)
        .filter((word) => forbidden.has(word));
      expect(hits, name).toEqual([]);
    }
  });

  it('each positive, when its rows are read, prints the price, the store and a time inside the order window', () => {
    for (const item of positives) {
      const receipt = ledgerLayoutReceipt(item.name);
      const layout = ledgerLayout(item.layout);
      expect(printedPrice(rowText(item, 'amount'))).toBe(item.price);
      expect(receipt.kind).toBe('sent');
      expect(receipt.at.getTime()).toBeGreaterThan(Date.parse(ORDER_PLACED_AT));
      expect(receipt.at.getTime()).toBeLessThan(Date.parse(JUDGED_AT));
      expect(whenOf(item)).toBeGreaterThanOrEqual(Date.parse(ORDER_PLACED_AT));
      expect(whenOf(item)).toBeLessThanOrEqual(Date.parse(JUDGED_AT));
      expect(receipt.recipient.document).toBe(item.payee.recipientDocument);
      expect(rowText(item, 'document', 'recipient')).toBe(maskDocument(layout, item.payee.recipientDocument));
      const printed = plain(rowText(item, 'name', 'recipient'));
      if (item.group === 'truncated name') {
        // Cut at 25–30 characters (a cut landing on a space leaves one character fewer in sight).
        expect(printed.length).toBeGreaterThanOrEqual(24);
        expect(printed.length).toBeLessThanOrEqual(30);
        expect(printed.length).toBeLessThan(item.payee.recipientName.length);
        expect(printed).toBe(plain(item.payee.recipientName).slice(0, layout.nameCut).trimEnd());
      } else {
        expect(printed).toBe(plain(item.payee.recipientName));
      }
      const key = rowText(item, 'key', 'recipient');
      if (item.group === 'key shown') {
        expect(key).not.toBe('');
        const digits = key.replace(/\D/g, '');
        const matches =
          key === item.payee.pixKey ||
          `+${digits}` === item.payee.pixKey ||
          digits === item.payee.pixKey ||
          key === maskDocument(layout, item.payee.pixKey);
        expect(matches, `${item.name}: ${key} vs ${item.payee.pixKey}`).toBe(true);
      } else {
        expect(key).toBe('');
      }
    }
    const kinds = new Set(
      positives
        .filter((item) => item.group === 'key shown')
        .map((item) =>
          item.payee.pixKey.includes('@')
            ? 'email'
            : item.payee.pixKey.startsWith('+')
              ? 'phone'
              : item.payee.pixKey.includes('-')
                ? 'random'
                : 'document',
        ),
    );
    expect(kinds).toEqual(new Set(['email', 'phone', 'random', 'document']));
  });

  it('end-to-end ids, when parsed, are 32 characters from the payer’s bank at the printed time in UTC', () => {
    for (const item of cases) {
      const layout = ledgerLayout(item.layout);
      expect(item.endToEndId).toMatch(/^E\d{8}\d{12}[A-Za-z0-9]{11}$/);
      expect(item.endToEndId).toHaveLength(32);
      expect(item.endToEndId.slice(1, 9)).toBe(layout.ispb);
      expect(rowText(item, 'id')).toBe(item.endToEndId);
      expect(endToEndInstant(item.endToEndId), item.name).toBe(whenOf(item));
    }
    const fresh = cases.filter((item) => item.truth !== 'reused');
    expect(new Set(fresh.map((item) => item.endToEndId)).size).toBe(fresh.length);
  });

  it('each negative, when compared with its store, fails on exactly the point it is named for', () => {
    for (const item of bySlug('store document in payer section')) {
      const receipt = ledgerLayoutReceipt(item.name);
      expect(receipt.payer.document).toBe(item.payee.recipientDocument);
      expect(receipt.recipient.document).not.toBe(item.payee.recipientDocument);
      expect(receipt.recipient.name).not.toBe(item.payee.recipientName);
    }
    for (const item of bySlug('same visible digits')) {
      const receipt = ledgerLayoutReceipt(item.name);
      const layout = ledgerLayout(item.layout);
      expect(receipt.recipient.document).not.toBe(item.payee.recipientDocument);
      expect(maskDocument(layout, receipt.recipient.document)).toBe(maskDocument(layout, item.payee.recipientDocument));
      expect(receipt.recipient.name).not.toBe(item.payee.recipientName);
    }
    for (const item of bySlug('lookalike name')) {
      const receipt = ledgerLayoutReceipt(item.name);
      expect(receipt.recipient.name).not.toBe(item.payee.recipientName);
      const theirs = receipt.recipient.name.split(' ');
      const ours = item.payee.recipientName.split(' ');
      expect(theirs).toHaveLength(ours.length);
      expect(theirs.filter((word, i) => word !== ours[i])).toHaveLength(1);
      expect(receipt.recipient.document).not.toBe(item.payee.recipientDocument);
    }
    for (const item of bySlug('stranger')) {
      const receipt = ledgerLayoutReceipt(item.name);
      expect(receipt.recipient.name).not.toBe(item.payee.recipientName);
      expect([receipt.recipient.document, receipt.payer.document]).not.toContain(item.payee.recipientDocument);
    }
    for (const item of cases.filter((candidate) => candidate.truth === 'wrong recipient')) {
      expect(printedPrice(rowText(item, 'amount'))).toBe(item.price);
    }
    for (const item of bySlug('amount short')) {
      const short = cents(item.price) - cents(printedPrice(rowText(item, 'amount')));
      expect(short).toBeGreaterThanOrEqual(1);
      expect(short).toBeLessThanOrEqual(500);
      expect(ledgerLayoutReceipt(item.name).recipient.document).toBe(item.payee.recipientDocument);
    }
    for (const item of bySlug('paid the day before')) {
      expect(rowText(item, 'when')).toMatch(/22|Dom/);
      expect(whenOf(item)).toBeLessThan(Date.parse(ORDER_PLACED_AT));
      expect(new Date(whenOf(item) - 3 * 3_600_000).getUTCDate()).toBe(22);
    }
    for (const item of bySlug('scheduled')) {
      const rows = rowsOf(item);
      expect(plain(rows.find((row) => row.role === 'title')?.text ?? '')).toMatch(/AGEND/);
      const due = printedInstant(`${rowText(item, 'scheduled for')} 00:00`);
      expect(due).toBeGreaterThan(Date.parse(JUDGED_AT));
      expect(printedPrice(rowText(item, 'amount'))).toBe(item.price);
    }
  });

  it('each reused case, when judged, comes after the positive it reuses and carries its end-to-end id', () => {
    const index = new Map(cases.map((item, i) => [item.name, i]));
    for (const item of cases) {
      if (item.truth !== 'reused') {
        expect(item.after).toBeUndefined();
        continue;
      }
      const original = cases.find((candidate) => candidate.name === item.after);
      expect(original, item.name).toBeDefined();
      if (!original) continue;
      expect(index.get(original.name)).toBeLessThan(index.get(item.name) ?? -1);
      expect(original.truth).toBe('correct');
      expect(original.layout).toBe(item.layout);
      expect(item.endToEndId).toBe(original.endToEndId);
      expect(item.price).toBe(original.price);
      expect(item.payee).toEqual(original.payee);
    }
    for (const item of bySlug('reused same file')) {
      expect(item.content).toBe(cases.find((candidate) => candidate.name === item.after)?.content);
    }
    for (const item of bySlug('reused end-to-end id')) {
      const original = cases.find((candidate) => candidate.name === item.after);
      expect(item.content).not.toBe(original?.content);
      expect(ledgerLayoutReceipt(item.name).chrome).not.toEqual(ledgerLayoutReceipt(item.after ?? '').chrome);
    }
  });

  it('one sample per family, when rendered, is a tall 4:2:0 JPEG of the layout’s width', async () => {
    const samples = [
      cases.find((item) => item.family === 'label beside' && item.name.endsWith('correct long name 2')),
      cases.find((item) => item.family === 'label above' && item.name.endsWith('negative scheduled')),
      cases.find((item) => item.family === 'no label' && item.group === 'key shown'),
    ];
    for (const item of samples) {
      expect(item).toBeDefined();
      if (!item) continue;
      const image = await item.content();
      const meta = await sharp(image).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(ledgerLayout(item.layout).width);
      expect(meta.height ?? 0).toBeGreaterThan((meta.width ?? 0) * 1.8);
      expect(meta.chromaSubsampling).toBe('4:2:0');
    }
  });

  it('the reused same-file case, when rendered, yields the same bytes as its positive', async () => {
    const reused = bySlug('reused same file')[5];
    const original = cases.find((item) => item.name === reused?.after);
    expect(reused && original).toBeTruthy();
    if (!reused || !original) return;
    const [first, second] = await Promise.all([original.content(), reused.content()]);
    expect(first.equals(second)).toBe(true);
  });
});
