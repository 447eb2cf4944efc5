// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  assertHarborLayoutFontsAvailable,
  composeHarborReceipt,
  formatHarborAmount,
  formatHarborDate,
  HARBOR_LAYOUTS,
  type HarborLayout,
  harborLayout,
  maskDocument,
  missingHarborFonts,
  printHarborKey,
  printHarborName,
  printHarborReceipt,
  visibleDigitPositions,
} from './bank-receipts.js';
import {
  allCorpusNames,
  type HarborCaseReceipt,
  type HarborLayoutCase,
  harborLayoutCases,
  harborLayoutReceipt,
  harborLayoutStores,
  JUDGED_AT,
  nameWords,
  ORDER_PLACED_AT,
  rebuildHarborLayoutCasesForTest,
} from './cases.js';

/** Words no holder, store or payer name may use (the other corpora's names), copied from the brief. */
const FORBIDDEN = new Set(
  `
ACOUGUE ADALGISA ADEMIR AGIL ALAMBIQUE ALBERNAZ ALBUQUERQUE ALENCAR ALICERCE ALINE ALVARENGA ALVES AMADEU
AMARAL AMORIM ANA ANDRADE ANJOS ANSELMO ANTONIO ANTUNES APARECIDA APICULTORES AQUARISMO ARAGAO ARAPUA ARAUJO
ARCANO ARLINDO AROEIRA ARRUDA ARTIGOS ARUANDA ASSIS ASTROLOGIA ATACADO AUGUSTO AURORA AUTO AVANCADA AXE
AZEVEDO AZUL BARBOSA BARCELOS BARRETO BARROS BASTOS BATISTA BAZAR BEATRIZ BELO BELTRAO BENEDITO BEZERRA
BICICLETARIA BITTENCOURT BOA BOLHA BOM BORBOLETA BORGES BOTELHO BRAGA BRANDAO BRINQUEDOS BRISA BRONZE BRUM
BRUNO BUGIO CABOCLO CABRAL CAFEZAIS CAFEZAL CALDAS CAMARGO CAMILA CAMINHOS CAMPELO CAMPO CAMPOLINA CAMPOS
CARAVELA CARDOSO CARLOS CARNEIRO CARVALHO CASA CASSIA CASTRO CAVALCANTI CAVALHEIRO CELINA CERAMICA CERTO
CHAGAS CHARUTARIA CHAVEIRO CHEIA CIGANA CLARO CLAUDIA CLEIDE CLEOMAR CLOVIS COBRE COMERCIAL COMERCIO CONCEICAO
CONFEITARIA CONSTRUTORA COOPERATIVA CORDEIRO CORINA CORREIA CORTES CORTEZ CORUJA COSMETICOS COSTA COUTINHO
COUTO CREUSA CRISTAL CRISTIANE CUNHA CURRAIS CURRAL DAMASCENO DAMIAO DANIELA DANTAS DEOCLECIO DIAS DIEGO
DISTRIBUIDORA DIVINA DOCERIA DOIS DORIVAL DORNELES DOURADO DROGARIA DUARTE DUTRA EDINALDO EDSON EDUARDA
ELETRICA ELIOMAR ELISANGELA ELZIRA EMBALAGENS EMERSON EMPORIO EQUILIBRIO EQUILIBRIUM ERMELINDA ERVANARIO ERVAS
ESCOBAR ESCOLA ESMERALDA ESOTERICOS ESPINDOLA ESTETICA ESTEVES ESTRELA ESTUDIO EUFRASIO EURIDES EVANDRO
EVANGELISTA EXPRESS FABIO FADAS FAGUNDES FALCAO FARIAS FAROL FATIMA FELIS FELIZ FERRAGENS FERRAZ FERREIRA
FIGUEIREDO FILHO FINAL FLECHAS FLORISVALDO FLORIVALDO FOCINHO FONSECA FONTOURA FORNO FRAGOSO FRANCISCO FREITAS
FRIGOMAIS FRIGOMAX FROES FROTA FUMACINHA FURTADO GABRIEL GALVAO GAUCHA GAUCHO GEISA GELATERIA GENOVEVA GERALDO
GERSON GILBERTO GIRASSOL GLAUCIA GODINHO GOMES GOULART GRACAS GRAFICA GRAO GRUTA GUEDES GUIA GUIMARAES GUSMAO
GUSTAVO HADDAD HELOISA HENRIQUE HERCILIO HILDEBRANDO HOLANDA HOLISTICAS HONORIO HORTA HUMBERTO IBIUNA ICHIKAWA
IDIOMAS IGOR IMPRESSAO INCENSOS INDUSTRIA INES INSTITUTO INSTRUMENTOS INTERCAMBIO IRACEMA IRENEU IRINEU IRMAOS
ISAURA ITAPEMA IVANILDA IVONETE JABUTI JACARANDA JANSEN JAQUELINE JARDIM JOAQUIM JOAQUINA JOCELI JOCELINO JOSE
JULIANA JUNIOR JURACI JUREMA KLEIN KOMBUCHA LACERDA LAMEGO LARISSA LAUDELINA LAVANDERIA LEAL LEANDRO LEME
LEMOS LENHA LETICIA LIMA LIMPA LINDOMAR LINHAS LIVRARIA LOBATO LOJA LOPES LOTERICA LOURDES LOUREIRO LOUZADA
LUA LUCAS LUCIANA LUIZA LUZ MACEDO MACHADO MADREPEROLA MAGALHAES MAGELA MAIA MALHARIA MANDACARU MANDALA MANTRA
MARAJO MARCELO MARESIA MARIA MARIANA MARILDA MARIVALDA MARLENE MARQUEZINI MARTINS MATTOS MAXIMILIANO MECANICA
MEDEIROS MEIRELES MEIRELLES MELO MENDES MENEZES MERCEARIA MIRTES MISTICA MISTICOS MIUDEZAS MOINHO MONTEIRO
MORAES MOREIRA MOTTA MOURA MUDANCAS MUSICAIS NAIR NAKAMURA NASCENTE NASCIMENTO NATALIA NATHALIA NATIVA NATIVO
NETO NETUNO NEUSA NEVES NILTON NILZA NOBRE NOGUEIRA NONATO NORONHA NORTEX NOVA NOVAIS NUNES ODAIR ODETE
OFICINA OLARIA OLIVEIRA ONLINE ORACAO ORACULO ORACULOS ORIENTE OSVALDINA OTAVIO OTONIEL OURIQUE OURO OXALA
PACHECO PADARIA PAIM PAIVA PAIXAO PAPELARIA PASSO PASTOR PATRICIA PAZ PECAS PEDAIS PEDAL PEDRA PEIXOTO
PENHASCO PEREIRA PEROBA PESSOA PET PILATES PIMENTEL PINHEIRO PIPOCA PIPOKA PISTAO PIZZARIA POLIGLOTA PONTEIRO
PONTEIROS PONTES PONTO PORTAL PORTELA PORTINARI PORTO POUSADA PRADO PRATES PRISCILA QUADROS QUARTZO QUEIJARIA
QUEIROGA QUEIROZ QUEVEDO QUINDIM QUINDINS QUINTANILHA QUINTAO QUINTELA QUIRINO QUITANDA RAFAEL RAIMUNDA RAMOS
RECANTO REGINA REGO REIKI REIS RELIGIOSOS RELOJOARIA RENATA RESENDE RESTAURANTE RIBAS RIBEIRO RIO RIOS RITUAIS
ROBERTO ROCHA RODOVIA RODRIGO ROSALIA ROSANGELA ROSEMEIRE ROSIMAR ROSSETTI RUTE SABUGUEIRO SAGRADA SALGADERIA
SALGADO SALLES SAMAMBAIA SAMPAIO SANTA SANTANA SANTOS SANTUARIO SAPATARIA SEBASTIANA SEGREDO SEIXAS SELARIA
SEMENTE SERGIO SERRA SETE SEVERINO SHOP SILVA SILVEIRA SIMONE SIQUEIRA SOARES SOBRAL SOBRINHO SODRE SORTE
SOTERO SOUSA SOUZA SUELEN SUSTENIDO TABOSA TAKESHI TAQUES TARO TAROT TATIANE TAVORA TECELAGEM TECIDOS TEIXEIRA
TEMPLO TENDA TEOBALDO TERAPIAS TEREZINHA TERREIRO THIAGO TIETE TIMBO TOLEDA TOLEDO TOLENTINO TORREFACAO TORRES
TRANSLUCIDA TRANSLUCIDO TRANSPORTADORA TRAVASSOS TRES TREVO TRIGO TRINDADE TUCANO TUIUIU UCHOA UMBANDA UMBERTO
URBANO VALADARES VALDIRENE VALE VALENTE VALMIR VANESSA VARANDA VARELA VASCONCELOS VELAS VENTANIA VERAS VERDE
VIANA VIDIGAL VIDRACARIA VIEIRA VILMA VINICIUS VISTA VIVA VIVEIRO WAGNER WALDIR WELLINGTON WERNECK XAVIER
XIMENES YAMAMOTO ZAMBONI ZANETTI ZENAIDE ZOCCOLI ZULEICA
`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

const SUFFIXES = new Set(['LTDA', 'EIRELI', 'DOS', 'DAS']);
const ORDER_MS = Date.parse(ORDER_PLACED_AT);
const JUDGED_MS = Date.parse(JUDGED_AT);
const cases = harborLayoutCases();
const byName = new Map(cases.map((harborCase) => [harborCase.name, harborCase]));
const positives = cases.filter((harborCase) => harborCase.truth === 'correct');
const negatives = cases.filter((harborCase) => harborCase.truth !== 'correct');

function model(harborCase: HarborLayoutCase): HarborCaseReceipt {
  return harborLayoutReceipt(harborCase.name);
}

function cents(price: string): number {
  expect(price).toMatch(/^\d+\.\d{2}$/);
  return Math.round(Number(price) * 100);
}

/** The São Paulo day and minute-of-day read back from a printed date, independently of the formatter. */
function readPrintedClock(lines: readonly string[]): { day: number; minutes: number } {
  const text = lines.join(' ');
  const time = /(\d{2})[:h](\d{2})/.exec(text);
  const day = /\b(\d{1,2})(?:\/11\/| NOV | de nov)/.exec(text);
  if (!time || !day) throw new Error(`cannot read a November day and a time from '${text}'`);
  return { day: Number(day[1]), minutes: Number(time[1]) * 60 + Number(time[2]) };
}

function sectionText(harborCase: HarborLayoutCase, sections: readonly string[]): string {
  return composeHarborReceipt(model(harborCase).receipt)
    .texts.filter((text) => sections.includes(text.section))
    .map((text) => text.text)
    .join(' ');
}

function inWindow(iso: string): boolean {
  const ms = Date.parse(iso);
  return ms > ORDER_MS && ms < JUDGED_MS;
}

describe('harbor-layouts corpus shape', () => {
  it('harborLayoutCases, when listed, gives 272 cases: 17 for each of 16 layouts', () => {
    expect(cases).toHaveLength(272);
    expect(HARBOR_LAYOUTS).toHaveLength(16);
    for (const layout of HARBOR_LAYOUTS) {
      expect(
        cases.filter((harborCase) => harborCase.layout === layout.name),
        layout.name,
      ).toHaveLength(17);
    }
  });

  it('layouts, when counted by family, theme and font, give at least 4 per family, 5 dark and 4 per font', () => {
    const count = (pick: (layout: HarborLayout) => string) =>
      HARBOR_LAYOUTS.reduce<Record<string, number>>((counts, layout) => {
        counts[pick(layout)] = (counts[pick(layout)] ?? 0) + 1;
        return counts;
      }, {});
    const families = count((layout) => layout.family);
    expect(Object.keys(families).sort()).toEqual(['label above', 'label beside', 'no label']);
    for (const family of Object.values(families)) expect(family).toBeGreaterThanOrEqual(4);
    expect(count((layout) => layout.theme).dark).toBeGreaterThanOrEqual(5);
    const fonts = count((layout) => layout.font);
    expect(Object.keys(fonts).sort()).toEqual(['Sora', 'Tuffy', 'Verana Sans']);
    for (const font of Object.values(fonts)) expect(font).toBeGreaterThanOrEqual(4);
    for (const layout of HARBOR_LAYOUTS) {
      expect(layout.width, layout.name).toBeGreaterThanOrEqual(720);
      expect(layout.width, layout.name).toBeLessThanOrEqual(1170);
    }
    expect(new Set(HARBOR_LAYOUTS.map((layout) => layout.width)).size).toBeGreaterThanOrEqual(4);
    for (const harborCase of cases) {
      const layout = harborLayout(harborCase.layout);
      expect([harborCase.family, harborCase.theme, harborCase.font]).toEqual([
        layout.family,
        layout.theme,
        layout.font,
      ]);
    }
  });

  it('layouts, when listed, cover the eleven named banks plus five others, each with its own ISPB', () => {
    const banks = HARBOR_LAYOUTS.map((layout) => layout.bank);
    for (const bank of [
      'Nubank',
      'Itaú',
      'Bradesco',
      'Banco do Brasil',
      'Caixa',
      'Santander',
      'Inter',
      'PicPay',
      'Mercado Pago',
      'C6 Bank',
      'PagBank',
    ]) {
      expect(banks).toContain(bank);
    }
    expect(new Set(banks).size).toBe(16);
    expect(new Set(HARBOR_LAYOUTS.map((layout) => layout.ispb)).size).toBe(16);
    for (const layout of HARBOR_LAYOUTS) expect(layout.ispb).toMatch(/^\d{8}$/);
  });

  it('each layout, when its cases are grouped, has 6 correct cases without a key, 2 key-shown and 9 negatives', () => {
    const storeGroups = new Map<string, number>();
    for (const layout of HARBOR_LAYOUTS) {
      const own = cases.filter((harborCase) => harborCase.layout === layout.name);
      const scenarios = own.map((harborCase) => model(harborCase).scenario);
      const correct = own.filter((harborCase) => model(harborCase).scenario === 'correct');
      expect(correct, layout.name).toHaveLength(6);
      expect(new Set(correct.map((harborCase) => harborCase.group)).size, layout.name).toBe(1);
      const group = correct[0]!.group;
      expect(['name + masked CNPJ', 'name + masked CPF', 'truncated name']).toContain(group);
      storeGroups.set(group, (storeGroups.get(group) ?? 0) + 1);
      for (const harborCase of correct) expect(model(harborCase).receipt.recipientKey).toBeUndefined();
      const keyShown = own.filter((harborCase) => harborCase.group === 'key shown');
      expect(keyShown, layout.name).toHaveLength(2);
      for (const harborCase of keyShown) expect(harborCase.truth).toBe('correct');
      for (const scenario of [
        'same digits, other holder',
        'store name, other digits',
        'store only as payer',
        'paid less',
        'paid before the order',
        'scheduled',
        'same file',
        'same end-to-end id',
      ]) {
        expect(
          scenarios.filter((candidate) => candidate === scenario),
          `${layout.name} ${scenario}`,
        ).toHaveLength(1);
      }
      const traps = scenarios.filter((scenario) =>
        ['same first name, same digits', 'payer holds the store digits', 'store named in the description'].includes(
          scenario,
        ),
      );
      expect(traps, layout.name).toHaveLength(1);
      const own9 = own.filter((harborCase) => harborCase.group === 'negative');
      expect(own9, layout.name).toHaveLength(9);
      for (const harborCase of own9) expect(harborCase.truth).not.toBe('correct');
    }
    for (const group of ['name + masked CNPJ', 'name + masked CPF', 'truncated name']) {
      expect(storeGroups.get(group) ?? 0, group).toBeGreaterThanOrEqual(4);
    }
    const keyTypes = new Set(
      cases
        .filter((harborCase) => harborCase.group === 'key shown')
        .map((harborCase) => model(harborCase).receipt.recipientKey?.type),
    );
    expect([...keyTypes].sort()).toEqual(['document', 'email', 'evp', 'phone']);
  });

  it('case names and end-to-end ids, when compared, are unique except that a reuse shares its original id', () => {
    expect(new Set(cases.map((harborCase) => harborCase.name)).size).toBe(272);
    const firstUse = new Map<string, string>();
    for (const harborCase of cases) {
      const earlier = firstUse.get(harborCase.endToEndId);
      if (earlier === undefined) {
        firstUse.set(harborCase.endToEndId, harborCase.name);
        continue;
      }
      expect(harborCase.truth, harborCase.name).toBe('reused');
      expect(harborCase.after, harborCase.name).toBe(earlier);
    }
    expect(firstUse.size).toBe(272 - 32);
  });

  it('the corpus, when built twice, gives the same cases, prices, payees and ids', () => {
    const strip = (list: HarborLayoutCase[]) => JSON.stringify(list.map(({ content: _content, ...rest }) => rest));
    expect(strip(rebuildHarborLayoutCasesForTest())).toBe(strip(cases));
  });

  it('every case, when its fields are read, has a price, a payee and an image content type', () => {
    for (const harborCase of cases) {
      cents(harborCase.price);
      expect(harborCase.contentType).toBe('image/jpeg');
      expect(harborCase.payee.recipientDocument).toMatch(/^(\d{11}|\d{14})$/);
      expect(harborCase.payee.pixKey.length).toBeGreaterThan(0);
      const store = model(harborCase).store;
      expect(harborCase.payee.recipientName).toBe(store.name);
      expect(harborCase.payee.recipientDocument).toBe(store.document);
    }
  });
});

describe('harbor-layouts documents and names', () => {
  it('every document, when checked with brazilian-utils, is a valid CPF or CNPJ', () => {
    const documents = new Set<string>();
    for (const harborCase of cases) {
      const { receipt } = model(harborCase);
      documents.add(harborCase.payee.recipientDocument);
      documents.add(receipt.recipient.document);
      documents.add(receipt.payer.document);
      if (receipt.recipientKey?.type === 'document') documents.add(receipt.recipientKey.value);
    }
    expect(documents.size).toBeGreaterThan(300);
    for (const document of documents) {
      expect(document.length === 11 ? isValidCpf(document) : isValidCnpj(document), document).toBe(true);
    }
  });

  it('stores, when compared across layouts, have distinct names and documents, companies and persons alike', () => {
    const stores = harborLayoutStores();
    expect(stores).toHaveLength(16);
    expect(new Set(stores.map((store) => store.name)).size).toBe(16);
    expect(new Set(stores.map((store) => store.document)).size).toBe(16);
    expect(stores.filter((store) => store.document.length === 14).length).toBeGreaterThanOrEqual(4);
    expect(stores.filter((store) => store.document.length === 11).length).toBeGreaterThanOrEqual(4);
  });

  it('the FORBIDDEN check, when given a name built from forbidden words, catches it', () => {
    expect(nameWords('José da Silva-Conceição LTDA')).toEqual(['JOSE', 'DA', 'SILVA', 'CONCEICAO', 'LTDA']);
    expect(nameWords('José da Silva').some((word) => FORBIDDEN.has(word))).toBe(true);
    expect(FORBIDDEN.size).toBe(572);
  });

  it('every holder, store and payer name, when split into words, uses no FORBIDDEN word', () => {
    const names = allCorpusNames();
    for (const harborCase of cases) {
      const { receipt, store } = model(harborCase);
      for (const name of [store.name, receipt.recipient.name, receipt.payer.name]) expect(names).toContain(name);
    }
    expect(names.length).toBeGreaterThan(200);
    for (const name of names) {
      const bad = nameWords(name).filter((word) => FORBIDDEN.has(word));
      expect(bad, name).toEqual([]);
    }
  });

  it('maskDocument, when given known digits, prints the layout fixed pattern', () => {
    expect(maskDocument('nubank', '12345678909')).toBe('•••.456.789-••');
    expect(maskDocument('itau', '12345678909')).toBe('***.456.789-**');
    expect(maskDocument('itau', '12345678000195')).toBe('12.***.***/0001-**');
    expect(maskDocument('nubank', '12345678000195')).toBe('12.345.***/0001-**');
    expect(maskDocument('bradesco', '12345678000195')).toBe('**.345.678/0001-**');
    expect(maskDocument('c6 bank', '12345678000195')).toBe('••.345.678/0001-••');
    expect(visibleDigitPositions('itau', 11)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(() => maskDocument('itau', '1234')).toThrow();
  });

  it('every printed document, when recomputed with maskDocument, matches and hides some digits', () => {
    for (const harborCase of cases) {
      const { receipt } = model(harborCase);
      const layout = harborLayout(receipt.layout);
      const printed = printHarborReceipt(receipt);
      for (const [party, shown] of [
        [receipt.recipient, printed.recipient],
        [receipt.payer, printed.payer],
      ] as const) {
        expect(shown.document).toBe(maskDocument(layout, party.document));
        const visible = shown.document.replace(/[^\d]/g, '');
        const positions = visibleDigitPositions(layout, party.document.length);
        expect(visible).toBe(positions.map((index) => party.document[index]).join(''));
        expect(party.document.length - visible.length, shown.document).toBeGreaterThanOrEqual(4);
        expect(visible.length, shown.document).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it('names, when printed by a layout that cuts them, are that layout cut of the full name', () => {
    for (const store of harborLayoutStores()) {
      const layout = harborLayout(store.layout);
      const printed = printHarborName(layout, store.name);
      const group = cases.find(
        (harborCase) =>
          harborCase.layout === layout.name && harborCase.group !== 'negative' && harborCase.group !== 'key shown',
      )!.group;
      if (layout.truncateAt === undefined) {
        expect(printed.toUpperCase(), layout.name).toBe(store.name.toUpperCase());
        expect(group).not.toBe('truncated name');
        continue;
      }
      expect(layout.truncateAt).toBeGreaterThanOrEqual(25);
      expect(layout.truncateAt).toBeLessThanOrEqual(30);
      const cut = printed.replace(/\.\.\.$/, '');
      expect(cut.length, layout.name).toBeLessThanOrEqual(layout.truncateAt);
      expect(store.name.startsWith(cut), layout.name).toBe(true);
      expect(store.name.length > layout.truncateAt, layout.name).toBe(group === 'truncated name');
    }
  });
});

describe('harbor-layouts correct cases', () => {
  it('correct cases, when their receipt is read, print the price and a São Paulo time inside the order window', () => {
    expect(positives).toHaveLength(128);
    for (const harborCase of positives) {
      const { receipt } = model(harborCase);
      const layout = harborLayout(receipt.layout);
      const printed = printHarborReceipt(receipt);
      expect(receipt.amountCents, harborCase.name).toBe(cents(harborCase.price));
      expect(printed.amount.replace(/\D/g, ''), harborCase.name).toBe(harborCase.price.replace('.', ''));
      expect(printed.amount).toBe(formatHarborAmount(layout, cents(harborCase.price)));
      expect(inWindow(receipt.paidAt), harborCase.name).toBe(true);
      expect(receipt.scheduledFor).toBeUndefined();
      expect(printed.date).toEqual(formatHarborDate(layout, receipt.paidAt));
      const clock = readPrintedClock(printed.date);
      expect(clock.day, harborCase.name).toBe(23);
      // 12:00Z-18:00Z is 09:00-15:00 in São Paulo
      expect(clock.minutes, harborCase.name).toBeGreaterThanOrEqual(9 * 60);
      expect(clock.minutes, harborCase.name).toBeLessThan(15 * 60);
    }
  });

  it('correct cases, when composed, show the store name and masked document in the recipient section only', () => {
    for (const harborCase of positives) {
      const { receipt, store } = model(harborCase);
      const layout = harborLayout(receipt.layout);
      const storeName = printHarborName(layout, store.name);
      const storeMask = maskDocument(layout, store.document);
      const recipient = sectionText(harborCase, ['recipient']);
      const elsewhere = sectionText(harborCase, ['status bar', 'header', 'amount', 'details', 'payer', 'id', 'footer']);
      expect(recipient, harborCase.name).toContain(storeName);
      expect(recipient, harborCase.name).toContain(storeMask);
      expect(elsewhere, harborCase.name).not.toContain(storeName);
      expect(elsewhere, harborCase.name).not.toContain(storeMask);
      expect(receipt.recipient.name).toBe(store.name);
      expect(receipt.recipient.document).toBe(store.document);
      expect(receipt.payer.name).not.toBe(store.name);
      expect(maskDocument(layout, receipt.payer.document)).not.toBe(storeMask);
    }
  });

  it('key-shown cases, when composed, print the payee key in the recipient section; the others print no key', () => {
    for (const harborCase of positives) {
      const { receipt } = model(harborCase);
      if (harborCase.group !== 'key shown') {
        expect(receipt.recipientKey, harborCase.name).toBeUndefined();
        continue;
      }
      const key = receipt.recipientKey!;
      expect(key.value).toBe(harborCase.payee.pixKey);
      if (key.type === 'email') expect(key.value).toMatch(/^[a-z0-9.]+@[a-z0-9.]+\.[a-z]{2,}$/);
      if (key.type === 'phone') expect(key.value).toMatch(/^\+55\d{2}9\d{8}$/);
      if (key.type === 'evp')
        expect(key.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      if (key.type === 'document') expect(key.value).toBe(harborCase.payee.recipientDocument);
      expect(sectionText(harborCase, ['recipient']), harborCase.name).toContain(printHarborKey(receipt.layout, key));
    }
  });

  it('every end-to-end id, when parsed, is E + the payer bank ISPB + the UTC minute of the printed time + 11 alphanumerics', () => {
    for (const harborCase of cases) {
      const { receipt } = model(harborCase);
      const layout = harborLayout(receipt.layout);
      const match = /^E(\d{8})(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})([A-Za-z0-9]{11})$/.exec(harborCase.endToEndId);
      expect(match, harborCase.endToEndId).not.toBeNull();
      expect(harborCase.endToEndId).toHaveLength(32);
      expect(harborCase.endToEndId).toBe(receipt.endToEndId);
      const [, ispb, year, month, day, hour, minute] = match!;
      expect(ispb).toBe(layout.ispb);
      expect(`${year}-${month}-${day}T${hour}:${minute}`).toBe(receipt.paidAt.slice(0, 16));
      // the printed São Paulo clock is the id's UTC minute less three hours
      const clock = readPrintedClock(printHarborReceipt(receipt).date);
      const utcMinutes = Number(hour) * 60 + Number(minute);
      expect((clock.minutes + 3 * 60) % (24 * 60), harborCase.name).toBe(utcMinutes);
      expect(
        composeHarborReceipt(receipt).texts.some(
          (text) => text.section === 'id' && text.text === harborCase.endToEndId,
        ),
      ).toBe(true);
    }
  });
});

describe('harbor-layouts negatives', () => {
  it('each negative, when compared with its store, differs exactly as its truth says', () => {
    expect(negatives).toHaveLength(144);
    for (const harborCase of negatives) {
      const { receipt, store, scenario } = model(harborCase);
      const layout = harborLayout(receipt.layout);
      const printed = printHarborReceipt(receipt);
      const storeName = printHarborName(layout, store.name);
      const storeMask = maskDocument(layout, store.document);
      const price = cents(harborCase.price);
      const recipientIsStore = receipt.recipient.name === store.name && receipt.recipient.document === store.document;
      const otherRecipient = printed.recipient.name !== storeName && printed.recipient.document !== storeMask;
      const payerIsStore = receipt.payer.name === store.name || receipt.payer.document === store.document;
      const label = `${harborCase.name} (${scenario})`;
      const expectOnTime = () => {
        expect(inWindow(receipt.paidAt), label).toBe(true);
        expect(receipt.scheduledFor, label).toBeUndefined();
      };
      expect(receipt.recipientKey, label).toBeUndefined();
      switch (scenario) {
        case 'same digits, other holder':
          expect(harborCase.truth).toBe('wrong recipient');
          expect(printed.recipient.document, label).toBe(storeMask);
          expect(receipt.recipient.document, label).not.toBe(store.document);
          expect(printed.recipient.name, label).not.toBe(storeName);
          expect(
            nameWords(receipt.recipient.name).filter(
              (word) => nameWords(store.name).includes(word) && !SUFFIXES.has(word) && word.length > 2,
            ),
          ).toEqual([]);
          expect(receipt.amountCents).toBe(price);
          expect(payerIsStore).toBe(false);
          expectOnTime();
          break;
        case 'store name, other digits':
          expect(harborCase.truth).toBe('wrong recipient');
          expect(printed.recipient.name, label).toBe(storeName);
          expect(printed.recipient.document, label).not.toBe(storeMask);
          expect(receipt.recipient.document.length).toBe(store.document.length);
          expect(receipt.amountCents).toBe(price);
          expect(payerIsStore).toBe(false);
          expectOnTime();
          break;
        case 'store only as payer':
          expect(harborCase.truth).toBe('wrong recipient');
          expect(receipt.payer.name, label).toBe(store.name);
          expect(receipt.payer.document, label).toBe(store.document);
          expect(otherRecipient, label).toBe(true);
          expect(receipt.amountCents).toBe(price);
          expectOnTime();
          break;
        case 'paid less':
          expect(harborCase.truth).toBe('wrong amount');
          expect(recipientIsStore, label).toBe(true);
          expect(receipt.amountCents, label).toBeLessThan(price);
          expect(receipt.amountCents, label).toBeGreaterThan(0);
          expect(printed.amount.replace(/\D/g, ''), label).not.toBe(harborCase.price.replace('.', ''));
          expectOnTime();
          break;
        case 'paid before the order': {
          expect(harborCase.truth).toBe('paid before the order');
          expect(recipientIsStore, label).toBe(true);
          expect(receipt.amountCents).toBe(price);
          expect(Date.parse(receipt.paidAt), label).toBeLessThan(ORDER_MS);
          expect(receipt.scheduledFor).toBeUndefined();
          const clock = readPrintedClock(printed.date);
          expect(clock.day === 22 || (clock.day === 23 && clock.minutes < 9 * 60), label).toBe(true);
          break;
        }
        case 'scheduled':
          expect(harborCase.truth).toBe('scheduled');
          expect(recipientIsStore, label).toBe(true);
          expect(receipt.amountCents).toBe(price);
          expect(receipt.scheduledFor, label).toMatch(/^2026-11-(2[4-9]|30)$/);
          expect(Date.parse(`${receipt.scheduledFor}T00:00:00-03:00`)).toBeGreaterThan(JUDGED_MS);
          expect(printed.title).toBe(layout.scheduledTitle);
          expect(sectionText(harborCase, ['header', 'details'])).toContain(printed.scheduledFor!);
          break;
        case 'same file':
        case 'same end-to-end id':
          expect(harborCase.truth).toBe('reused');
          expect(recipientIsStore, label).toBe(true);
          expect(receipt.amountCents).toBe(price);
          expectOnTime();
          break;
        case 'same first name, same digits':
          expect(harborCase.truth).toBe('wrong recipient');
          expect(printed.recipient.document, label).toBe(storeMask);
          expect(receipt.recipient.document, label).not.toBe(store.document);
          expect(printed.recipient.name.split(' ')[0], label).toBe(storeName.split(' ')[0]);
          expect(printed.recipient.name, label).not.toBe(storeName);
          expect(receipt.amountCents).toBe(price);
          expectOnTime();
          break;
        case 'payer holds the store digits':
          expect(harborCase.truth).toBe('wrong recipient');
          expect(printed.payer.document, label).toBe(storeMask);
          expect(receipt.payer.name, label).not.toBe(store.name);
          expect(receipt.payer.document, label).not.toBe(store.document);
          expect(otherRecipient, label).toBe(true);
          expect(receipt.amountCents).toBe(price);
          expectOnTime();
          break;
        case 'store named in the description':
          expect(harborCase.truth).toBe('wrong recipient');
          expect(receipt.description, label).toContain(store.name);
          expect(otherRecipient, label).toBe(true);
          expect(receipt.amountCents).toBe(price);
          expectOnTime();
          break;
        default:
          throw new Error(`${label}: a negative with a positive scenario`);
      }
    }
  });

  it('reused cases, when ordered, come after their originals and carry their price, payee and end-to-end id', () => {
    const position = new Map(cases.map((harborCase, index) => [harborCase.name, index]));
    const reused = cases.filter((harborCase) => harborCase.truth === 'reused');
    expect(reused).toHaveLength(32);
    for (const harborCase of cases) {
      if (harborCase.truth !== 'reused') expect(harborCase.after, harborCase.name).toBeUndefined();
    }
    for (const harborCase of reused) {
      const original = byName.get(harborCase.after!)!;
      expect(original, harborCase.name).toBeDefined();
      expect(original.truth).toBe('correct');
      expect(original.layout).toBe(harborCase.layout);
      expect(position.get(original.name)!).toBeLessThan(position.get(harborCase.name)!);
      expect(harborCase.endToEndId).toBe(original.endToEndId);
      expect(harborCase.price).toBe(original.price);
      expect(harborCase.payee).toEqual(original.payee);
      const { render: reRender, ...again } = model(harborCase).receipt;
      const { render, ...first } = model(original).receipt;
      expect(again).toEqual(first);
      if (model(harborCase).scenario === 'same file') {
        expect(harborCase.content, harborCase.name).toBe(original.content);
        expect(reRender).toEqual(render);
      } else {
        expect(harborCase.content).not.toBe(original.content);
        expect(reRender.quality).not.toBe(render.quality);
        expect(reRender.statusClock).not.toBe(render.statusClock);
      }
    }
  });
});

describe('harbor-layouts rendering', () => {
  it('fontconfig, when asked for families, has Sora, Tuffy and Verana Sans', async () => {
    await expect(assertHarborLayoutFontsAvailable()).resolves.toBeUndefined();
  });

  it('missingHarborFonts, when fc-list lacks a family, names it with its Debian package', () => {
    expect(missingHarborFonts('Sora,Sora Light\nTuffy\nVerana Sans\nDejaVu Sans\n')).toEqual([]);
    expect(missingHarborFonts('Sora\nDejaVu Sans\nVerana Sans Demi\n')).toEqual([
      { family: 'Tuffy', debianPackage: 'fonts-tuffy' },
      { family: 'Verana Sans', debianPackage: 'fonts-adf-verana' },
    ]);
  });

  it('every receipt, when composed, is an SVG in the layout font holding its amount and id', () => {
    for (const harborCase of cases) {
      const { receipt } = model(harborCase);
      const layout = harborLayout(receipt.layout);
      const composition = composeHarborReceipt(receipt);
      expect(composition.svg.startsWith('<svg')).toBe(true);
      expect(composition.svg).toContain(`font-family="${layout.font}"`);
      expect(composition.width).toBe(layout.width);
      expect(composition.height).toBeGreaterThan(layout.width * 1.7);
      const printed = printHarborReceipt(receipt);
      expect(composition.texts.some((text) => text.section === 'amount' && text.text === printed.amount)).toBe(true);
      expect(composition.svg).toContain(receipt.endToEndId);
    }
  });

  it('a sample of three layouts, when rendered, decodes as phone-sized JPEGs in the layout theme', async () => {
    for (const layoutName of ['nubank', 'sicoob', 'sicredi']) {
      const harborCase = positives.find((candidate) => candidate.layout === layoutName)!;
      const image = await harborCase.content();
      expect(image.subarray(0, 3).toString('hex')).toBe('ffd8ff');
      const metadata = await sharp(image).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.width).toBeGreaterThanOrEqual(600);
      expect(metadata.width).toBeLessThanOrEqual(1250);
      expect(metadata.height! / metadata.width!).toBeGreaterThan(1.7);
      const { channels } = await sharp(image).stats();
      const mean = channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0) / 3;
      if (harborCase.theme === 'dark') expect(mean, layoutName).toBeLessThan(110);
      else expect(mean, layoutName).toBeGreaterThan(170);
    }
  }, 20_000);

  it('a same-file reuse, when rendered, gives the original bytes; a re-rendered one, other bytes', async () => {
    const sameFile = cases.find(
      (harborCase) => harborCase.layout === 'nubank' && model(harborCase).scenario === 'same file',
    )!;
    const reRendered = cases.find(
      (harborCase) => harborCase.layout === 'itau' && model(harborCase).scenario === 'same end-to-end id',
    )!;
    const [sameBytes, originalBytes] = await Promise.all([sameFile.content(), byName.get(sameFile.after!)!.content()]);
    expect(sameBytes.equals(originalBytes)).toBe(true);
    const [againBytes, firstBytes] = await Promise.all([
      reRendered.content(),
      byName.get(reRendered.after!)!.content(),
    ]);
    expect(againBytes.equals(firstBytes)).toBe(false);
  }, 20_000);
});
