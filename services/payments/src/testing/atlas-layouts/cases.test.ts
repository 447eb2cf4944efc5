// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final
// held-out measure only, and never change it to suit a result.
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { assertAtlasLayoutFontsAvailable, BANK_LAYOUTS, maskDocument, shownName } from './bank-receipts.js';
import {
  type AtlasLayoutCase,
  allCorpusNames,
  atlasLayoutCases,
  buildAtlasLayoutCases,
  JUDGED_AT,
  ORDER_PLACED_AT,
} from './cases.js';

const FORBIDDEN =
  `ADALGISA ADEMIR ALAMBIQUE ALBUQUERQUE ARCANO ARRUDA ARTIGOS ARUANDA ASTROLOGIA AZUL BASTOS BEATRIZ BENEDITO
BEZERRA BITTENCOURT BORBOLETA BRAGA BRANDAO BRISA BRONZE BUGIO CABOCLO CAMARGO CAMINHOS CARNEIRO CASA CASSIA CAVALCANTI
CHAGAS CHEIA CIGANA CLAUDIA CLEIDE CLEOMAR COBRE CORDEIRO CORREIA CORUJA COSMETICOS DAMASCENO DIVINA DORIVAL DUTRA EDSON
ERVAS ESMERALDA ESOTERICOS ESTRELA EUFRASIO EVANGELISTA FABIO FADAS FAROL FATIMA FERRAZ FLECHAS FONSECA FURTADO GENOVEVA
GILBERTO GRACAS GRUTA GUIA GUIMARAES HILDEBRANDO HOLISTICAS INCENSOS IRACEMA ITAPEMA IVONETE JARDIM JUREMA LAMEGO LEAL
LOURDES LUCIANA MAGALHAES MAGELA MANDACARU MANDALA MARAJO MARIANA MARLENE MISTICA MISTICOS MOINHO MONTEIRO MOTTA NASCENTE
NEUSA NOGUEIRA NONATO NORONHA ONLINE ORACAO ORACULO ORACULOS ORIENTE OSVALDINA OXALA PACHECO PATRICIA PEDRA PENHASCO PONTES
PORTAL PORTELA PORTINARI PRADO QUEIROGA QUINTANILHA RAIMUNDA REGINA REGO RELIGIOSOS RENATA RITUAIS SABUGUEIRO SAGRADA SALLES
SANTUARIO SEBASTIANA SEIXAS SERRA SETE SILVEIRA SIMONE SORTE TABOSA TAROT TAVORA TEMPLO TENDA TEOBALDO TERAPIAS TEREZINHA
TERREIRO TIMBO TUCANO UMBANDA VALDIRENE VARANDA VASCONCELOS VELAS VENTANIA VIANA WELLINGTON ZULEICA LUZ LUA CRISTAL SEMENTE
AXE ERVANARIO TARO AROEIRA JACARANDA QUARTZO GIRASSOL MANTRA REIKI ALBERNAZ ALINE ALVES ANA ANDRADE ANTONIO ANTUNES APARECIDA
ASSIS ATACADO AURORA AZEVEDO BARBOSA BATISTA BELO BOA BOM BRUNO CAMILA CAMPO CAMPOS CARDOSO CARLOS CARVALHO CERAMICA CLARO
COMERCIAL COSTA COUTINHO CUNHA DIAS DIEGO DOIS DOURADO DROGARIA DUARTE EDUARDA ELETRICA ELISANGELA EMPORIO FARIAS FERRAGENS
FERREIRA FIGUEIREDO FILHO FINAL FRANCISCO FREITAS GABRIEL GOMES GRAO GUSTAVO HENRIQUE INES IRMAOS JOSE JULIANA JUNIOR LETICIA
LIMA LINHAS LIVRARIA LOPES LUCAS LUIZA MALHARIA MARCELO MARIA MARTINS MELO MENDES MERCEARIA MORAES MOREIRA MOURA NASCIMENTO
NOBRE NUNES OFICINA OLIVEIRA PADARIA PAPELARIA PASTOR PECAS PEREIRA PEROBA PINHEIRO PONTO PORTO PRISCILA QUITANDA RAFAEL
RAMOS REIS RIBEIRO RIO RIOS ROBERTO ROCHA RODOVIA ROSANGELA SAMPAIO SANTA SANTANA SANTOS SERGIO TATIANE TECIDOS TEIXEIRA
THIAGO TRES TRIGO VALE VANESSA VERDE VIEIRA VISTA XAVIER`.split(/\s+/);

const cases = atlasLayoutCases();
const byName = new Map(cases.map((c) => [c.name, c]));
const label = (c: AtlasLayoutCase) => c.name.slice(`atlas-layouts ${c.layout} `.length);
const withLabel = (l: string) => cases.filter((c) => label(c) === l);
const layoutOf = (c: AtlasLayoutCase) => BANK_LAYOUTS.find((l) => l.id === c.layout)!;
const validDocument = (d: string) => (d.length === 11 ? isValidCpf(d) : d.length === 14 && isValidCnpj(d));
const countBy = <T>(items: T[], key: (t: T) => string) =>
  items.reduce<Record<string, number>>((acc, t) => {
    acc[key(t)] = (acc[key(t)] ?? 0) + 1;
    return acc;
  }, {});

describe('atlas-layouts corpus', () => {
  it('builds the same names, prices, payees, ids and receipts every time it is built', () => {
    const strip = (list: AtlasLayoutCase[]) => JSON.stringify(list.map(({ content: _content, ...rest }) => rest));
    expect(strip(buildAtlasLayoutCases())).toBe(strip(buildAtlasLayoutCases()));
    expect(strip(buildAtlasLayoutCases())).toBe(strip(cases));
  });

  it('has 16 layouts with ≥5 of each family, ≥6 dark, each font in ≥4, and the required banks', () => {
    expect(BANK_LAYOUTS).toHaveLength(16);
    expect(new Set(BANK_LAYOUTS.map((l) => l.id)).size).toBe(16);
    const families = countBy([...BANK_LAYOUTS], (l) => l.family);
    expect(Object.keys(families).sort()).toEqual(['label above', 'label beside', 'no label']);
    for (const n of Object.values(families)) expect(n).toBeGreaterThanOrEqual(5);
    expect(BANK_LAYOUTS.filter((l) => l.theme === 'dark').length).toBeGreaterThanOrEqual(6);
    const fonts = countBy([...BANK_LAYOUTS], (l) => l.font);
    expect(Object.keys(fonts).sort()).toEqual(['Andika', 'Cabin', 'PT Sans']);
    for (const n of Object.values(fonts)) expect(n).toBeGreaterThanOrEqual(4);
    for (const l of BANK_LAYOUTS) {
      expect(l.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(l.ispb).toMatch(/^\d{8}$/);
      expect(l.width).toBeGreaterThanOrEqual(360);
      expect(l.width).toBeLessThanOrEqual(412);
      expect(l.quality).toBeGreaterThanOrEqual(60);
      expect(l.quality).toBeLessThanOrEqual(85);
      expect(l.nameCut).toBeGreaterThanOrEqual(25);
      expect(l.nameCut).toBeLessThanOrEqual(30);
    }
    const ids = BANK_LAYOUTS.map((l) => l.id);
    for (const bank of ['nubank', 'itau', 'bradesco', 'banco-do-brasil', 'caixa', 'santander', 'inter', 'picpay']) {
      expect(ids).toContain(bank);
    }
    for (const bank of ['mercado-pago', 'c6-bank', 'pagbank']) expect(ids).toContain(bank);
    expect(ids.some((id) => id === 'sicredi' || id === 'sicoob')).toBe(true);
  });

  it('has 272 uniquely named cases, 17 per layout: 2+2+2 name cases, 2 key shown and 9 negatives', () => {
    expect(cases).toHaveLength(272);
    expect(byName.size).toBe(272);
    for (const l of BANK_LAYOUTS) {
      const mine = cases.filter((c) => c.layout === l.id);
      expect(countBy(mine, (c) => c.group)).toEqual({
        'name + masked CNPJ': 2,
        'name + masked CPF': 2,
        'truncated name': 2,
        'key shown': 2,
        negative: 9,
      });
      expect(countBy(mine, (c) => c.truth)).toEqual({
        correct: 8,
        'wrong recipient': 5,
        'wrong amount': 1,
        'paid before the order': 1,
        scheduled: 1,
        reused: 1,
      });
      for (const c of mine) {
        expect(c.name.startsWith(`atlas-layouts ${l.id} `)).toBe(true);
        expect([c.family, c.theme, c.font, c.contentType]).toEqual([l.family, l.theme, l.font, 'image/jpeg']);
      }
    }
  });

  it('uses only valid CPFs and CNPJs, for payees, recipients, payers and document keys', () => {
    for (const c of cases) {
      expect(validDocument(c.payee.recipientDocument), c.name).toBe(true);
      expect(validDocument(c.receipt.recipient.document), c.name).toBe(true);
      expect(validDocument(c.receipt.payer.document), c.name).toBe(true);
      if (/^\d+$/.test(c.payee.pixKey)) expect(c.payee.pixKey).toBe(c.payee.recipientDocument);
    }
    const groups = countBy(cases, (c) =>
      c.group === 'name + masked CNPJ' ? `${c.payee.recipientDocument.length}` : '',
    );
    expect(groups['14']).toBe(32);
  });

  it('uses none of the other corpora’s words in any holder or institution name', () => {
    const names = new Set([
      ...allCorpusNames(),
      ...cases.flatMap((c) => [c.payee.recipientName, c.receipt.recipient.name, c.receipt.payer.name]),
      ...cases.flatMap((c) => [c.receipt.recipient.institution, c.receipt.payer.institution]),
    ]);
    const forbidden = new Set(FORBIDDEN);
    for (const name of names) {
      const words = name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toUpperCase()
        .split(/[^A-Z]+/);
      expect(
        words.filter((w) => forbidden.has(w)),
        name,
      ).toEqual([]);
    }
  });

  it('prices orders between R$ 19,90 and R$ 2.500,00, several above R$ 1.000', () => {
    for (const c of cases) {
      expect(c.price).toMatch(/^\d+\.\d{2}$/);
      expect(Number(c.price)).toBeGreaterThanOrEqual(19.9);
      expect(Number(c.price)).toBeLessThanOrEqual(2500);
    }
    expect(cases.filter((c) => Number(c.price) >= 1000).length).toBeGreaterThan(20);
  });

  it('gives each receipt a 32-character end-to-end id of the payer bank and the payment minute (UTC)', () => {
    for (const c of cases) {
      const e2e = c.endToEndId;
      expect(e2e).toBe(c.receipt.endToEndId);
      expect(e2e).toMatch(/^E\d{8}\d{12}[A-Za-z0-9]{11}$/);
      expect(e2e).toHaveLength(32);
      expect(e2e.slice(1, 9)).toBe(layoutOf(c).ispb);
      expect(c.receipt.payer.ispb).toBe(layoutOf(c).ispb);
      const paid = c.receipt.paidAt.replace(/[-:T]/g, '').slice(0, 12);
      expect(e2e.slice(9, 21), c.name).toBe(paid);
    }
    const unique = new Set(cases.filter((c) => c.truth !== 'reused').map((c) => c.endToEndId));
    expect(unique.size).toBe(272 - 16);
  });

  it('makes correct receipts show the store, the price and a time inside the order window', () => {
    const from = Date.parse(ORDER_PLACED_AT);
    const to = Date.parse(JUDGED_AT);
    for (const c of cases.filter((c) => c.truth === 'correct' || c.truth === 'reused')) {
      const r = c.receipt;
      expect(Date.parse(r.paidAt), c.name).toBeGreaterThan(from);
      expect(Date.parse(r.paidAt), c.name).toBeLessThan(to);
      expect(r.amount).toBe(c.price);
      expect(r.status).toBe('completed');
      expect(r.recipient.document).toBe(c.payee.recipientDocument);
      expect(r.recipient.name).toBe(c.payee.recipientName);
      expect(r.payer.document).not.toBe(c.payee.recipientDocument);
      if (c.group === 'key shown') expect(r.pixKey).toBe(c.payee.pixKey);
      else expect(r.pixKey).toBeUndefined();
      if (c.group === 'name + masked CNPJ') expect(r.recipient.document).toHaveLength(14);
      if (c.group === 'name + masked CPF' || c.group === 'truncated name')
        expect(r.recipient.document).toHaveLength(11);
      if (c.group === 'truncated name') {
        expect(r.recipient.name.length).toBeGreaterThanOrEqual(31);
        const shown = shownName({ ...layoutOf(c), nameCase: 'upper' }, r.recipient.name);
        expect(shown.length).toBeLessThanOrEqual(30);
        expect(r.recipient.name.startsWith(shown)).toBe(true);
      } else {
        expect(shownName({ ...layoutOf(c), nameCase: 'upper' }, r.recipient.name)).toBe(r.recipient.name);
      }
    }
    for (const l of BANK_LAYOUTS) {
      const keys = cases.filter((c) => c.layout === l.id && c.group === 'key shown').map((c) => c.payee.pixKey);
      const kind = (k: string) =>
        /^\d+$/.test(k) ? 'document' : k.includes('@') ? 'email' : k.startsWith('+55') ? 'phone' : 'uuid';
      expect(new Set(keys.map(kind)).size, l.id).toBe(2);
    }
  });

  it('makes each negative fail exactly the way its truth says', () => {
    const from = Date.parse(ORDER_PLACED_AT);
    const to = Date.parse(JUDGED_AT);
    const inWindow = (c: AtlasLayoutCase) =>
      Date.parse(c.receipt.paidAt) > from && Date.parse(c.receipt.paidAt) < to && c.receipt.status === 'completed';
    const other = (c: AtlasLayoutCase) => c.receipt.recipient.document !== c.payee.recipientDocument;
    for (const kind of ['same visible CPF digits', 'same visible CNPJ digits']) {
      const list = withLabel(kind);
      expect(list).toHaveLength(16);
      for (const c of list) {
        expect(c.truth).toBe('wrong recipient');
        expect(other(c) && inWindow(c) && c.receipt.amount === c.price).toBe(true);
        expect(c.receipt.recipient.name).not.toBe(c.payee.recipientName);
        expect(c.receipt.recipient.document).toHaveLength(kind.includes('CPF') ? 11 : 14);
        const layout = layoutOf(c);
        const same =
          maskDocument(layout, c.receipt.recipient.document) === maskDocument(layout, c.payee.recipientDocument);
        expect(same, c.name).toBe(layout.cnpjMask !== 'whole' || kind.includes('CPF'));
      }
    }
    for (const c of withLabel('store as payer')) {
      expect(c.truth).toBe('wrong recipient');
      expect(c.receipt.payer.document).toBe(c.payee.recipientDocument);
      expect(c.receipt.payer.name).toBe(c.payee.recipientName);
      expect(other(c) && inWindow(c)).toBe(true);
    }
    for (const c of withLabel('wrong amount')) {
      expect(c.truth).toBe('wrong amount');
      expect(c.receipt.amount).not.toBe(c.price);
      expect(!other(c) && inWindow(c)).toBe(true);
    }
    for (const c of withLabel('paid before the order')) {
      expect(c.truth).toBe('paid before the order');
      expect(Date.parse(c.receipt.paidAt)).toBeLessThan(from);
      expect(c.receipt.amount).toBe(c.price);
      expect(other(c)).toBe(false);
    }
    for (const c of withLabel('scheduled')) {
      expect(c.truth).toBe('scheduled');
      expect(c.receipt.status).toBe('scheduled');
      expect(Date.parse(c.receipt.paidAt)).toBeGreaterThan(to);
      expect(Date.parse(c.receipt.scheduledAt!)).toBeGreaterThan(from);
      expect(other(c)).toBe(false);
    }
    for (const c of withLabel('reused')) {
      expect(c.truth).toBe('reused');
      const original = byName.get(c.after!)!;
      expect(original.layout).toBe(c.layout);
      expect(original.group).toBe('name + masked CPF');
      expect(original.content).toBe(c.content);
      expect([original.price, original.endToEndId, original.payee]).toEqual([c.price, c.endToEndId, c.payee]);
      expect(cases.indexOf(original)).toBeLessThan(cases.indexOf(c));
    }
    for (const c of withLabel('similar name')) {
      expect(c.truth).toBe('wrong recipient');
      expect(other(c) && inWindow(c)).toBe(true);
      const a = c.receipt.recipient.name.split(' ');
      const b = c.payee.recipientName.split(' ');
      expect(a.length).toBe(b.length);
      expect(a.filter((w, i) => w !== b[i])).toHaveLength(1);
    }
    for (const c of withLabel('another store key')) {
      expect(c.truth).toBe('wrong recipient');
      expect(c.receipt.pixKey).toBeDefined();
      expect(c.receipt.pixKey).not.toBe(c.payee.pixKey);
      expect(other(c) && inWindow(c)).toBe(true);
    }
    expect(cases.filter((c) => c.after !== undefined).every((c) => c.truth === 'reused')).toBe(true);
  });

  it('has the three font families installed (fc-list knows Cabin, PT Sans and Andika)', async () => {
    await expect(assertAtlasLayoutFontsAvailable()).resolves.toBeUndefined();
  });

  it('renders one case per family and a dark one as non-blank JPEGs of the layout’s pixel width', async () => {
    const picks = [
      cases.find((c) => c.family === 'label beside' && c.theme === 'light' && c.group === 'name + masked CNPJ')!,
      cases.find((c) => c.family === 'label above' && c.group === 'truncated name')!,
      cases.find((c) => c.family === 'no label' && c.theme === 'light' && c.group === 'key shown')!,
      cases.find((c) => c.family === 'label beside' && c.theme === 'dark' && c.truth === 'scheduled')!,
    ];
    for (const c of picks) {
      const jpeg = await c.content();
      expect([...jpeg.subarray(0, 3)], c.name).toEqual([0xff, 0xd8, 0xff]);
      const meta = await sharp(jpeg).metadata();
      const layout = layoutOf(c);
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(Math.round(layout.width * layout.scale));
      expect(meta.height!).toBeGreaterThan(meta.width!);
      const stats = await sharp(jpeg).stats();
      expect(stats.channels[0]!.stdev, c.name).toBeGreaterThan(20);
      expect(await c.content()).toBe(jpeg);
    }
  }, 30_000);
});
