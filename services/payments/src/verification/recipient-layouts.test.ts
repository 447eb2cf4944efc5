import { describe, expect, it } from 'vitest';
import {
  type BankLayout,
  type Party,
  phoneScreenshot,
  type ReceiptSpec,
  type RecipientLabels,
  storefrontUpload,
} from '../testing/receipt-corpus.js';
import { type RunnableCase, runCorpus } from '../testing/receipt-corpus-run.js';

// Phone screenshots through the store's compression, with the recipient's name and masked document labelled beside,
// above or not at all, and the receipt's key not shown (a per-order Copia e Cola): the holder alone confirms the store.
const COMPANY = { name: 'CASA DE ORACAO LUA NOVA LTDA', document: '28465396000108', masked: '28.***.***/0001-**' };
const PERSON = {
  name: 'CONCEICAO APARECIDA RODRIGUES',
  document: '31457482096',
  masked: '***.574.820-**',
  // Cut by the bank's field width.
  printed: 'CONCEICAO APARECIDA RODRI',
};
const PAYER: Party = { name: 'HELENA MARQUES', document: '***.602.118-**' };
const OTHER = 'ESPACO CRISTAL AZUL LTDA';
const LAYOUTS: Record<RecipientLabels, BankLayout[]> = {
  beside: ['nubank', 'pagbank'],
  above: ['bradesco', 'inter'],
  absent: ['picpay', 'bb'],
};
const TAIL = 'ACEFHJKMNPRTUVWXY34789';

/** An id's last 11 characters, far apart for any two serials: the desk holds ids a few characters apart for one payment. */
function idTail(serial: number): string {
  let state = serial * 104_729 + 7_919;
  return Array.from({ length: 11 }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return TAIL[state % TAIL.length];
  }).join('');
}

function familyCases(labels: RecipientLabels) {
  const cases: Array<RunnableCase & { positive: boolean }> = [];
  for (const [index, layout] of LAYOUTS[labels].entries()) {
    const add = (
      what: string,
      positive: boolean,
      holder: typeof COMPANY | typeof PERSON,
      spec: Partial<ReceiptSpec>,
    ) => {
      const serial = cases.length + index * 17 + labels.length * 101;
      const receipt: ReceiptSpec = {
        layout,
        amount: '77.70',
        paidAt: `2026-11-23T11:${String(serial % 60).padStart(2, '0')}:41`,
        recipient: { name: holder.name, document: holder.masked },
        payer: PAYER,
        idSuffix: idTail(serial),
        recipientLabels: labels,
        ...spec,
      };
      cases.push({
        name: `${labels} ${layout} ${what}`,
        positive,
        price: '77.70',
        payee: { pixKey: 'caixa@luanova.com.br', recipientName: holder.name, recipientDocument: holder.document },
        contentType: 'image/jpeg',
        content: async () => storefrontUpload(await phoneScreenshot(receipt, index % 2 ? 1080 : 720)),
      });
    };
    add('name + masked CNPJ', true, COMPANY, {});
    add('cut name + masked CPF', true, PERSON, { recipient: { name: PERSON.printed, document: PERSON.masked } });
    add('store name, other CNPJ digits', false, COMPANY, {
      recipient: { name: COMPANY.name, document: '73.***.***/0002-**' },
    });
    add('other name, store CNPJ digits', false, COMPANY, { recipient: { name: OTHER, document: COMPANY.masked } });
    add('the store paying another holder', false, COMPANY, {
      recipient: { name: OTHER, document: '61.***.***/0001-**' },
      payer: { name: COMPANY.name, document: COMPANY.masked },
    });
  }
  return cases;
}

describe.each(['beside', 'above', 'absent'] as const)('holder labels %s their values', (labels) => {
  it('approves the holder’s name with the masked document, and none of the negatives beside them', async () => {
    const cases = familyCases(labels);

    const results = await runCorpus(cases);

    const verdicts = cases.map((c) => `${c.name}: ${results.get(c.name)?.status}`);
    const expected = cases.map((c) => `${c.name}: ${c.positive ? 'approved' : 'not approved'}`);
    expect(verdicts.map((v) => v.replace(/(pending_review|rejected)$/, 'not approved'))).toEqual(expected);
  }, 300_000);
});
