// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final
// held-out measure only, and never change it to suit a result.
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { assertVaultLayoutFontsAvailable, BANK_LAYOUTS, VAULT_FONTS } from './bank-receipts.js';
import { holders, ORDER_PLACED_AT, PAID_WINDOW, payer, type VaultLayoutCase, vaultLayoutCases } from './cases.js';

const FORBIDDEN =
  `ADALGISA ADEMIR ALAMBIQUE ALBUQUERQUE ARCANO ARRUDA ARTIGOS ARUANDA ASTROLOGIA AZUL BASTOS BEATRIZ BENEDITO
BEZERRA BITTENCOURT BORBOLETA BRAGA BRANDAO BRISA BRONZE BUGIO CABOCLO CAMARGO CAMINHOS CARNEIRO CASA CASSIA CAVALCANTI
CHAGAS CHEIA CIGANA CLAUDIA CLEIDE CLEOMAR COBRE CORDEIRO CORREIA CORUJA COSMETICOS DAMASCENO DIVINA DORIVAL DUTRA EDSON
ERVAS ESMERALDA ESOTERICOS ESTRELA EUFRASIO EVANGELISTA FABIO FADAS FAROL FATIMA FERRAZ FLECHAS FONSECA FURTADO GENOVEVA
GILBERTO GRACAS GRUTA GUIA GUIMARAES HILDEBRANDO HOLISTICAS INCENSOS IRACEMA ITAPEMA IVONETE JARDIM JUREMA LAMEGO LEAL
LOURDES LUCIANA MAGALHAES MAGELA MANDACARU MANDALA MARAJO MARIANA MARLENE MISTICA MISTICOS MOINHO MONTEIRO MOTTA NASCENTE
NEUSA NOGUEIRA NONATO NORONHA ONLINE ORACAO ORACULO ORACULOS ORIENTE OSVALDINA OXALA PACHECO PATRICIA PEDRA PENHASCO
PONTES PORTAL PORTELA PORTINARI PRADO QUEIROGA QUINTANILHA RAIMUNDA REGINA REGO RELIGIOSOS RENATA RITUAIS SABUGUEIRO
SAGRADA SALLES SANTUARIO SEBASTIANA SEIXAS SERRA SETE SILVEIRA SIMONE SORTE TABOSA TAROT TAVORA TEMPLO TENDA TEOBALDO
TERAPIAS TEREZINHA TERREIRO TIMBO TUCANO UMBANDA VALDIRENE VARANDA VASCONCELOS VELAS VENTANIA VIANA WELLINGTON ZULEICA
LUZ LUA CRISTAL SEMENTE AXE ERVANARIO TARO AROEIRA JACARANDA QUARTZO GIRASSOL MANTRA REIKI`.split(/\s+/);

const cases = vaultLayoutCases();
const byName = new Map(cases.map((c) => [c.name, c]));
const END_TO_END_ID = /^E(\d{8})(\d{12})([A-Za-z0-9]{11})$/;

function idTime(id: string): Date {
  const stamp = END_TO_END_ID.exec(id)![2]!;
  const [year, month, day, hour, minute] = [0, 4, 6, 8, 10].map((at, i) =>
    Number(stamp.slice(at, i === 0 ? 4 : at + 2)),
  );
  return new Date(Date.UTC(year!, month! - 1, day, hour, minute));
}

const count = (list: VaultLayoutCase[], predicate: (c: VaultLayoutCase) => boolean): number =>
  list.filter(predicate).length;

describe('vault-layouts corpus', () => {
  it('draws 16 layouts over three families, both themes and the three fonts', () => {
    expect(BANK_LAYOUTS).toHaveLength(16);
    expect(new Set(BANK_LAYOUTS.map((l) => l.id)).size).toBe(16);
    for (const family of ['beside', 'above', 'absent'] as const) {
      expect(BANK_LAYOUTS.filter((l) => l.family === family).length).toBeGreaterThanOrEqual(5);
    }
    expect(BANK_LAYOUTS.filter((l) => l.theme === 'dark').length).toBeGreaterThanOrEqual(5);
    expect(BANK_LAYOUTS.some((l) => l.theme === 'light')).toBe(true);
    for (const font of Object.keys(VAULT_FONTS)) {
      expect(BANK_LAYOUTS.filter((l) => l.font === font).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('has its fonts installed', () => {
    expect(() => assertVaultLayoutFontsAvailable()).not.toThrow();
  });

  it('gives each layout six name + document cases, one key case and eight negatives', () => {
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
    for (const layout of BANK_LAYOUTS) {
      const own = cases.filter((c) => c.layout === layout.id);
      expect(own).toHaveLength(15);
      for (const group of ['name + masked CNPJ', 'name + masked CPF', 'truncated name'] as const) {
        expect(count(own, (c) => c.group === group && c.truth === 'correct')).toBe(2);
      }
      expect(
        count(own, (c) => c.group === 'key shown' && c.truth === 'correct' && c.receipt.pixKey !== undefined),
      ).toBe(1);
      const negatives = own.filter((c) => c.truth !== 'correct');
      expect(negatives).toHaveLength(8);
      expect(new Set(negatives.map((c) => c.truth))).toEqual(
        new Set(['wrong recipient', 'wrong amount', 'paid before the order', 'scheduled', 'reused']),
      );
      for (const c of own) {
        expect(c.family).toBe(layout.family);
        expect(c.contentType).toBe('image/jpeg');
      }
    }
  });

  it('invents valid, unique holders with long names and none of the other corpora words', () => {
    const documents = holders.map((h) => h.document);
    expect(new Set(documents).size).toBe(documents.length);
    for (const h of holders) {
      expect(h.document.length === 11 ? isValidCpf(h.document) : isValidCnpj(h.document), h.name).toBe(true);
      for (const word of h.name.split(' ')) expect(FORBIDDEN, h.name).not.toContain(word);
    }
    expect(holders.filter((h) => h.document.length === 11 && h.name.length > 30).length).toBeGreaterThanOrEqual(4);
    expect(holders).toContain(payer);
  });

  it('uses the right holders on each receipt', () => {
    for (const c of cases) {
      const recipient = c.receipt.recipient;
      if (c.truth === 'wrong recipient') {
        expect(recipient.document).not.toBe(c.payee.recipientDocument);
      } else {
        expect([recipient.name, recipient.document]).toEqual([c.payee.recipientName, c.payee.recipientDocument]);
      }
      expect(isValidCpf(c.receipt.payer.document) || isValidCnpj(c.receipt.payer.document)).toBe(true);
    }
    for (const c of cases.filter((c) => c.group === 'truncated name')) {
      expect(c.payee.recipientName.length).toBeGreaterThan(30);
    }
    const lookalikes = cases.filter((c) => c.name.endsWith('look-alike'));
    for (const c of lookalikes) {
      const shown = c.receipt.recipient.document;
      const store = c.payee.recipientDocument;
      if (store.length === 11) expect(shown.slice(3, 9)).toBe(store.slice(3, 9));
      else expect([shown.slice(0, 2), shown.slice(8, 12)]).toEqual([store.slice(0, 2), store.slice(8, 12)]);
      expect(c.receipt.recipient.name).not.toBe(c.payee.recipientName);
    }
    for (const c of cases.filter((c) => c.name.endsWith('store as payer'))) {
      expect(c.receipt.payer.document).toBe(c.payee.recipientDocument);
    }
  });

  it('writes well-formed end-to-end ids timed as each case claims', () => {
    const originals = cases.filter((c) => c.truth !== 'reused').map((c) => c.endToEndId);
    expect(new Set(originals).size).toBe(originals.length);
    for (const c of cases) {
      const match = END_TO_END_ID.exec(c.endToEndId);
      expect(match, c.name).not.toBeNull();
      expect(c.receipt.endToEndId).toBe(c.endToEndId);
      const at = idTime(c.endToEndId);
      if (c.truth === 'correct') {
        expect(at.getTime()).toBeGreaterThanOrEqual(PAID_WINDOW.from.getTime());
        expect(at.getTime()).toBeLessThanOrEqual(PAID_WINDOW.to.getTime());
      }
      if (c.truth === 'paid before the order') {
        expect(c.receipt.at.getTime()).toBeLessThan(ORDER_PLACED_AT.getTime());
        expect(at.getTime()).toBeLessThan(ORDER_PLACED_AT.getTime());
      }
      if (c.truth === 'scheduled') {
        expect(c.receipt.scheduled!.for.getTime()).toBeGreaterThan(PAID_WINDOW.to.getTime() + 24 * 3600_000);
      }
    }
  });

  it('prices wrong-amount cases apart from what the receipt shows, and the others equal', () => {
    for (const c of cases) {
      const price = Math.round(Number(c.price) * 100);
      expect(c.price, c.name).toMatch(/^\d+\.\d{2}$/);
      if (c.truth === 'wrong amount') expect(Math.abs(price - c.receipt.amountCents)).toBeGreaterThanOrEqual(900);
      else expect(price).toBe(c.receipt.amountCents);
    }
  });

  it('renders one layout as JPEG at the phone width, a reused case as its original bytes', async () => {
    const layout = BANK_LAYOUTS.find((l) => l.family === 'absent' && l.theme === 'dark')!;
    const own = cases.filter((c) => c.layout === layout.id);
    for (const c of own.filter((c) => ['name + CNPJ 1', 'scheduled', 'reused'].some((end) => c.name.endsWith(end)))) {
      const meta = await sharp(await c.content()).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(layout.shareWidth);
      expect(meta.height).toBeGreaterThan(meta.width!);
    }
    const reused = own.find((c) => c.truth === 'reused')!;
    const original = byName.get(reused.after!)!;
    expect(original.truth).toBe('correct');
    expect(cases.indexOf(original)).toBeLessThan(cases.indexOf(reused));
    expect((await reused.content()).equals(await original.content())).toBe(true);
    for (const c of cases.filter((c) => c.truth === 'reused')) {
      expect(byName.get(c.after!)?.truth).toBe('correct');
      expect(c.content).toBe(byName.get(c.after!)!.content);
    }
  });
});
