// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  assertPierLayoutFontsAvailable,
  maskDocument,
  PIER_FONTS,
  PIER_LAYOUTS,
  type PrintedReceipt,
  type PrintedSection,
  pierLayout,
  printedName,
  printReceipt,
  renderPierReceipt,
  visibleDigitPositions,
} from './bank-receipts.js';
import {
  allCorpusNames,
  JUDGED_AT,
  ORDER_PLACED_AT,
  type PierLayoutCase,
  type PierScenario,
  pierLayoutCases,
  pierLayoutReceipt,
  pierLayoutScenario,
} from './cases.js';

/** Words no holder, store or payer name may use (the other corpora's names). */
const FORBIDDEN = new Set(
  [
    'ABREU ACESSORIOS ACOUGUE ADALGISA ADEMIR AGIL AGUIAR ALAMBIQUE ALBERNAZ ALBUQUERQUE ALENCAR ALICERCE',
    'ALIMENTOS ALINE ALMEIDA ALVARENGA ALVES AMADEU AMADO AMARAL AMORIM ANA ANDRADE ANJOS ANSELMO ANTONIO',
    'ANTUNES APARECIDA APICULTORES AQUARISMO ARAGAO ARANTES ARAPUA ARAUJO ARCANO ARLINDO ARMARINHO',
    'AROEIRA ARRUDA ARTESANAL ARTESANATO ARTHUR ARTIGOS ARUANDA ASSIS ASSUNCAO ASTROLOGIA ATACADO ATELIE',
    'AUGUSTO AURORA AUTO AVANCADA AXE AZEVEDO AZUL BARBOSA BARCELOS BARRETO BARROS BARROSO BASTOS BATISTA',
    'BAZAR BEATRIZ BELO BELTRAO BENEDITO BENTO BERNARDO BEZERRA BICALHO BICICLETARIA BISTRO BITTENCOURT',
    'BOA BOLHA BOM BORBOLETA BORDADOS BORGES BOTELHO BRAGA BRANDAO BRASILEIRO BRAVO BRECHO BRENDA',
    'BRINQUEDOS BRISA BRITO BRONZE BRUM BRUNO BUGIO CABOCLO CABRAL CAFETERIA CAFEZAIS CAFEZAL CAIO CALDAS',
    'CAMARA CAMARGO CAMELO CAMILA CAMINHOS CAMPELO CAMPO CAMPOLINA CAMPOS CARAVELA CARDOSO CARLOS',
    'CARNEIRO CARVALHO CASA CASSIA CASTELO CASTRO CAVALCANTI CAVALHEIRO CECILIA CELINA CELULARES CERAMICA',
    'CERQUEIRA CERTO CERVEJARIA CHAGAS CHARUTARIA CHAVEIRO CHAVES CHEIA CHIMANGO CHOCOLATES CIGANA CINTIA',
    'CLARICE CLARO CLAUDIA CLEIDE CLEOMAR CLOVIS COBRE COELHO COLCHOES COMERCIAL COMERCIO CONCEICAO',
    'CONFECCOES CONFEITARIA CONSTRUTORA COOPERATIVA CORDEIRO CORDOVIL CORINA CORREIA CORTES CORTEZ CORUJA',
    'COSMETICOS COSTA COUTINHO COUTO CREUSA CRISTAL CRISTIANE CUNHA CURRAIS CURRAL DALVA DAMASCENO DAMIAO',
    'DANIELA DANTAS DAVI DEBORA DELGADO DENISE DEOCLECIO DIAS DIEGO DINIZ DISTRIBUIDORA DIVINA DOCERIA',
    'DOIS DOMINGUES DORIA DORIVAL DORNELES DOURADO DROGARIA DRUMMOND DUARTE DUTRA EDINALDO EDSON EDUARDA',
    'ELETRICA ELIANE ELIOMAR ELISANGELA ELOA ELZIRA EMBALAGENS EMERSON EMILIO EMPORIO EQUILIBRIO',
    'EQUILIBRIUM ERMELINDA ERVANARIO ERVAS ESCOBAR ESCOLA ESMERALDA ESOTERICOS ESPINDOLA ESPORTES',
    'ESPOSITO ESTAMPARIA ESTER ESTETICA ESTEVES ESTRELA ESTUDIO EUFRASIO EURIDES EVANDRO EVANGELISTA',
    'EXPRESS FABIANA FABIO FADAS FAGUNDES FALCAO FALEIROS FARIAS FAROL FATIMA FEITOSA FELIPE FELIS FELIZ',
    'FERNANDO FERRAGENS FERRAZ FERREIRA FIGUEIRA FIGUEIREDO FILHO FINAL FINOS FLAVIO FLECHAS FLORICULTURA',
    'FLORISVALDO FLORIVALDO FOCINHO FONSECA FONTES FONTOURA FORNO FRAGA FRAGOSO FRANCISCO FRANCO FREITAS',
    'FRIGOMAIS FRIGOMAX FROES FROTA FUMACINHA FURTADO GABRIEL GADELHA GALDINO GALVAO GARCIA GAUCHA GAUCHO',
    'GEISA GELATERIA GENOVEVA GERALDO GERSON GILBERTO GILMAR GIOVANA GIRASSOL GISELE GLAUCIA GODINHO',
    'GODOY GOMES GOULART GOUVEIA GRACAS GRAFICA GRAO GRAZIELA GRUTA GUEDES GUERRA GUIA GUIMARAES GUSMAO',
    'GUSTAVO HADDAD HEITOR HELIO HELOISA HENRIQUE HERCILIO HIDALGO HILDEBRANDO HOLANDA HOLISTICAS',
    'HONORATO HONORIO HORACIO HORTA HUGO HUMBERTO IBIUNA ICARO ICHIKAWA IDIOMAS IGLESIAS IGOR IMPRESSAO',
    'INCENSOS INDUSTRIA INES INSTITUTO INSTRUMENTOS INTERCAMBIO IOLANDA IRACEMA IRENEU IRINEU IRMAOS',
    'ISADORA ISAURA ITAPEMA IVANILDA IVONE IVONETE JABUTI JACARANDA JAIR JANSEN JAQUELINE JARDIM JATOBA',
    'JOANA JOAQUIM JOAQUINA JOCELI JOCELINO JONAS JOSE JUCA JULIANA JUNIOR JURACI JUREMA JUSSARA JUSTO',
    'KARINA KATIA KELVIN KLEIN KOMBUCHA LACERDA LAMEGO LANCHONETE LARISSA LAUDELINA LAURO LAVANDERIA LEAL',
    'LEANDRO LEAO LEITE LEME LEMOS LENHA LEONOR LETICIA LIMA LIMPA LINDOMAR LINHARES LINHAS LISBOA LIVIA',
    'LIVRARIA LOBATO LOBO LOJA LOPES LORENA LOTERICA LOURDES LOUREIRO LOUZADA LUA LUCAS LUCIANA LUIZA LUZ',
    'MACEDO MACHADO MACIEL MADREPEROLA MAFRA MAGALHAES MAGAZINE MAGELA MAGNO MAIA MALHARIA MANDACARU',
    'MANDALA MANTRA MARAJO MARCELO MARESIA MARIA MARIANA MARILDA MARINHO MARIVALDA MARLENE MARQUEZINI',
    'MARTINS MATTOS MAURO MAXIMILIANO MECANICA MEDEIROS MEIRELES MEIRELLES MELO MENDES MENEZES MERCEARIA',
    'MIGUEL MIRELA MIRTES MISTICA MISTICOS MIUDEZAS MODAS MOINHO MONTEIRO MONTENEGRO MORAES MOREIRA MOTTA',
    'MOURA MOVEIS MUDANCAS MURILO MUSICAIS NAIARA NAIR NAKAMURA NASCENTE NASCIMENTO NATALIA NATHALIA',
    'NATIVA NATIVO NAVARRO NEGREIROS NELSON NEPOMUCENO NETO NETUNO NEUSA NEVES NICOLAS NILTON NILZA NOBRE',
    'NOBREGA NOGUEIRA NOLASCO NONATO NORMA NORONHA NORTEX NOVA NOVAIS NUNES ODAIR ODETE OFICINA OLARIA',
    'OLGA OLIVA OLIVEIRA ONLINE ORACAO ORACULO ORACULOS ORIENTE OSMAR OSVALDINA OTAVIO OTICA OTONIEL',
    'OURIQUE OURO OXALA PACHECO PADARIA PAES PAIM PAISAGISMO PAIVA PAIXAO PAMELA PAPELARIA PASSO PASTOR',
    'PATRICIA PAULO PAZ PECAS PEDAIS PEDAL PEDRA PEDROSA PEIXOTO PENHASCO PEREIRA PERES PERFUMARIA PEROBA',
    'PESSOA PET PETISCARIA PILATES PIMENTEL PINHEIRO PIPOCA PIPOKA PIRES PISTAO PIZZARIA POLIGLOTA',
    'PONTEIRO PONTEIROS PONTES PONTO PORTAL PORTELA PORTINARI PORTO PORTUGAL POUSADA PRADO PRATES',
    'PRESENTES PRESTES PRISCILA QUADROS QUARTZO QUEIJARIA QUEIROGA QUEIROZ QUEVEDO QUINDIM QUINDINS',
    'QUINTANILHA QUINTAO QUINTELA QUIRINO QUITANDA QUITERIA RABELO RACOES RAFAEL RAIMUNDA RAMOS RANGEL',
    'RAQUEL RECANTO REGINA REGO REIKI REINALDO REIS RELIGIOSOS RELOJOARIA RENATA RESENDE RESTAURANTE',
    'RIBAS RIBEIRO RICARDO RIO RIOS RITUAIS ROBERTO ROCHA RODOVIA RODRIGO ROGERIO ROMERO ROSALIA ROSANA',
    'ROSANGELA ROSEMEIRE ROSIMAR ROSSETTI ROSSI RUTE SABORES SABRINA SABUGUEIRO SAGRADA SALAZAR',
    'SALGADERIA SALGADO SALGUEIRO SALLES SAMAMBAIA SAMPAIO SANDRO SANTA SANTANA SANTOS SANTUARIO',
    'SAPATARIA SARMENTO SAULO SEBASTIANA SEGREDO SEIXAS SELARIA SEMENTE SEMIJOIAS SERAFIM SERGIO SERPA',
    'SERRA SETE SEVERINO SHOP SILVA SILVEIRA SIMONE SIQUEIRA SOARES SOBRAL SOBRINHO SODRE SONIA SORTE',
    'SORVETERIA SOTERO SOUSA SOUZA SUELEN SUSTENIDO TABOSA TADEU TAKESHI TANIA TAQUES TARO TAROT TATIANE',
    'TAVARES TAVORA TECELAGEM TECIDOS TEIXEIRA TELES TELMA TEMPLO TENDA TEOBALDO TEODORO TERAPIAS TEREZA',
    'TEREZINHA TERREIRO THIAGO TIETE TIMBO TOLEDA TOLEDO TOLENTINO TORQUATO TORREFACAO TORRES TOSTES',
    'TRAJANO TRANSLUCIDA TRANSLUCIDO TRANSPORTADORA TRAVASSOS TRES TREVO TRIGO TRINDADE TUCANO TUIUIU',
    'UCHOA UMBANDA UMBERTO URBANO URQUIZA URSULA UTILIDADES VALADAO VALADARES VALDIRENE VALE VALENCA',
    'VALENTE VALENTINA VALERIA VALMIR VALTER VANESSA VARANDA VARELA VARGAS VARIEDADES VASCONCELOS VELAS',
    'VENTANIA VERAS VERDE VERGUEIRO VERONICA VIANA VICENTE VIDIGAL VIDRACARIA VIDROS VIEIRA VILAR VILELA',
    'VILMA VINICIUS VISTA VIVA VIVEIRO WAGNER WALDIR WANDA WELLINGTON WERNECK WESLEY WILSON XAVIER',
    'XIMENES YAMAMOTO YASMIN YURI ZAMBONI ZANETTI ZELIA ZENAIDE ZOCCOLI ZULEICA',
  ]
    .join(' ')
    .split(' '),
);

const ORDER_MS = Date.parse(ORDER_PLACED_AT);
const JUDGED_MS = Date.parse(JUDGED_AT);
const cases = pierLayoutCases();
const byName = new Map(cases.map((testCase) => [testCase.name, testCase]));

const MONTH_PREFIXES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** Reads a printed Brazilian date (and time, if any) back as the UTC instant of that São Paulo wall clock (UTC−3). */
function readPrintedInstant(text: string): { instant: number; hasTime: boolean } {
  let year: number;
  let month: number;
  let day: number;
  let rest: string;
  const numeric = /(\d{2})\/(\d{2})\/(\d{4}|\d{2})(?!\d)/.exec(text);
  if (numeric) {
    day = Number(numeric[1]);
    month = Number(numeric[2]);
    year = numeric[3]!.length === 2 ? 2000 + Number(numeric[3]) : Number(numeric[3]);
    rest = text.slice(numeric.index + numeric[0].length);
  } else {
    const written = /(\d{1,2})\s+(?:de\s+)?([A-Za-zçÇ]{3,})\.?\s+(?:de\s+)?(\d{4})/.exec(text);
    if (!written) throw new Error(`No date in "${text}"`);
    day = Number(written[1]);
    month = MONTH_PREFIXES.indexOf(written[2]!.slice(0, 3).toLowerCase()) + 1;
    if (month === 0) throw new Error(`No month in "${text}"`);
    year = Number(written[3]);
    rest = text.slice(written.index + written[0].length);
  }
  const time = /(\d{2})[:h](\d{2})(?::(\d{2}))?/.exec(rest);
  const instant = Date.UTC(
    year,
    month - 1,
    day,
    (time ? Number(time[1]) : 0) + 3,
    time ? Number(time[2]) : 0,
    time?.[3] ? Number(time[3]) : 0,
  );
  return { instant, hasTime: time !== null };
}

function readPrintedCents(text: string): number {
  const match = /R\$\s?([\d.]+),(\d{2})/.exec(text);
  if (!match) throw new Error(`No amount in "${text}"`);
  return Number(match[1]!.replace(/\./g, '')) * 100 + Number(match[2]);
}

const priceCents = (testCase: PierLayoutCase): number => Math.round(Number(testCase.price) * 100);

function section(printed: PrintedReceipt, role: PrintedSection['role']): PrintedSection {
  const found = printed.sections.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`No ${role} section in ${printed.layout}`);
  return found;
}

function field(part: PrintedSection, role: string): string {
  const found = part.fields.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`No ${role} field`);
  return found.value;
}

const sectionText = (part: PrintedSection): string =>
  [part.heading ?? '', ...part.fields.flatMap((entry) => [entry.label ?? '', entry.value])].join('\n');

interface Reading {
  printed: PrintedReceipt;
  amountCents: number;
  when: number;
  whenHasTime: boolean;
  recipientName: string;
  recipientDocument: string;
  payerText: string;
  recipientText: string;
}

function read(testCase: PierLayoutCase): Reading {
  const printed = printReceipt(pierLayoutReceipt(testCase.name));
  const summary = section(printed, 'summary');
  const when = readPrintedInstant(
    summary.fields
      .filter((entry) => entry.role === 'when')
      .map((entry) => entry.value)
      .join(' '),
  );
  const recipient = section(printed, 'recipient');
  return {
    printed,
    amountCents: readPrintedCents(field(summary, 'amount')),
    when: when.instant,
    whenHasTime: when.hasTime,
    recipientName: field(recipient, 'name'),
    recipientDocument: field(recipient, 'document'),
    payerText: sectionText(section(printed, 'payer')),
    recipientText: sectionText(recipient),
  };
}

type Deviation = 'recipient' | 'amount' | 'before the order' | 'after judging' | 'scheduled';

/** How a case's printed receipt departs from a correct payment of its order to its store. */
function deviations(testCase: PierLayoutCase): Set<Deviation> {
  const reading = read(testCase);
  const receipt = pierLayoutReceipt(testCase.name);
  const storeName = printedName(testCase.layout, testCase.payee.recipientName);
  const storeMask = maskDocument(testCase.layout, testCase.payee.recipientDocument);
  const found = new Set<Deviation>();
  if (
    reading.recipientName !== storeName ||
    !reading.recipientDocument.includes(storeMask) ||
    receipt.recipient.document !== testCase.payee.recipientDocument ||
    reading.payerText.includes(storeName)
  )
    found.add('recipient');
  if (reading.amountCents !== priceCents(testCase)) found.add('amount');
  if (reading.when < ORDER_MS) found.add('before the order');
  if (reading.when > JUDGED_MS) found.add('after judging');
  if (receipt.status === 'scheduled' || /agend|program/i.test(reading.printed.title)) found.add('scheduled');
  return found;
}

const EXPECTED_DEVIATIONS: Record<PierLayoutCase['truth'], Deviation[]> = {
  correct: [],
  'wrong recipient': ['recipient'],
  'wrong amount': ['amount'],
  'paid before the order': ['before the order'],
  scheduled: ['scheduled'],
  reused: [],
};

const wordsOf = (name: string): string[] =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter((word) => word.length > 0);

describe('pier layouts corpus', () => {
  it('lists 272 cases, 17 for each of the 16 layouts, when the corpus is built', () => {
    expect(cases).toHaveLength(272);
    expect(PIER_LAYOUTS).toHaveLength(16);
    for (const layout of PIER_LAYOUTS) {
      expect(
        cases.filter((testCase) => testCase.layout === layout.name),
        layout.name,
      ).toHaveLength(17);
    }
  });

  it('builds the same corpus twice when called again (seeded, deterministic)', () => {
    const again = pierLayoutCases();
    expect(again.map((testCase) => [testCase.name, testCase.price, testCase.endToEndId, testCase.payee])).toEqual(
      cases.map((testCase) => [testCase.name, testCase.price, testCase.endToEndId, testCase.payee]),
    );
  });

  it('covers the required banks, families, themes, fonts and widths when layouts are counted', () => {
    const banks = PIER_LAYOUTS.map((layout) => layout.bank);
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
      expect(banks, bank).toContain(bank);
    }
    expect(new Set(banks).size).toBe(16);
    const count = (key: (layout: (typeof PIER_LAYOUTS)[number]) => string, value: string): number =>
      PIER_LAYOUTS.filter((layout) => key(layout) === value).length;
    for (const family of ['label beside', 'label above', 'no label']) {
      expect(
        count((layout) => layout.family, family),
        family,
      ).toBeGreaterThanOrEqual(4);
    }
    expect(count((layout) => layout.theme, 'dark')).toBeGreaterThanOrEqual(5);
    for (const font of PIER_FONTS) {
      expect(
        count((layout) => layout.font, font.family),
        font.family,
      ).toBeGreaterThanOrEqual(4);
    }
    for (const layout of PIER_LAYOUTS) {
      expect(layout.width, layout.name).toBeGreaterThanOrEqual(720);
      expect(layout.width, layout.name).toBeLessThanOrEqual(1170);
    }
    for (const testCase of cases) {
      const layout = pierLayout(testCase.layout);
      expect([testCase.family, testCase.theme, testCase.font], testCase.name).toEqual([
        layout.family,
        layout.theme,
        layout.font,
      ]);
    }
  });

  it('gives each layout 6 Copia e Cola positives, 2 key-shown positives and the 9 negatives when grouped', () => {
    const scenarios: PierScenario[] = [
      'lookalike holder',
      'store name, other digits',
      'store as payer',
      'wrong amount',
      'paid before the order',
      'scheduled',
      'reused file',
      'reused end-to-end id',
    ];
    for (const layout of PIER_LAYOUTS) {
      const own = cases.filter((testCase) => testCase.layout === layout.name);
      const positives = own.filter((testCase) => testCase.truth === 'correct');
      expect(
        positives.filter((testCase) => testCase.group !== 'key shown'),
        layout.name,
      ).toHaveLength(6);
      expect(
        positives.filter((testCase) => testCase.group === 'key shown'),
        layout.name,
      ).toHaveLength(2);
      const negatives = own.filter((testCase) => testCase.group === 'negative');
      expect(negatives, layout.name).toHaveLength(9);
      expect(negatives.every((testCase) => testCase.truth !== 'correct')).toBe(true);
      const own9 = negatives.map((testCase) => pierLayoutScenario(testCase.name));
      for (const scenario of scenarios) expect(own9, `${layout.name} ${scenario}`).toContain(scenario);
      expect(new Set(own9).size, layout.name).toBe(9);
      expect(new Set(own.map((testCase) => testCase.payee.recipientDocument)).size, layout.name).toBe(1);
      expect(new Set(own.map((testCase) => testCase.payee.recipientName)).size, layout.name).toBe(1);
    }
    const groups = new Set(cases.map((testCase) => testCase.group));
    for (const group of ['name + masked CNPJ', 'name + masked CPF', 'truncated name', 'key shown', 'negative']) {
      expect(groups, group).toContain(group);
    }
  });

  it('gives every layout its own store when stores are compared across layouts', () => {
    const stores = PIER_LAYOUTS.map((layout) => cases.find((testCase) => testCase.layout === layout.name)!.payee);
    expect(new Set(stores.map((store) => store.recipientName)).size).toBe(16);
    expect(new Set(stores.map((store) => store.recipientDocument)).size).toBe(16);
    expect(stores.some((store) => store.recipientDocument.length === 11)).toBe(true);
    expect(stores.some((store) => store.recipientDocument.length === 14)).toBe(true);
  });

  it('has unique case names, and unique end-to-end ids except a reused case sharing its original’s', () => {
    expect(new Set(cases.map((testCase) => testCase.name)).size).toBe(cases.length);
    const owners = new Map<string, string>();
    for (const testCase of cases) {
      const owner = owners.get(testCase.endToEndId);
      if (owner === undefined) owners.set(testCase.endToEndId, testCase.name);
      else expect(testCase.after, `${testCase.name} repeats ${owner}'s id`).toBe(owner);
    }
    expect(owners.size).toBe(cases.length - 32);
  });

  it('prints end-to-end ids as E + the payer bank ISPB + the UTC minute of the printed time + 11 alphanumerics', () => {
    for (const testCase of cases) {
      const id = testCase.endToEndId;
      expect(id, testCase.name).toMatch(/^E\d{8}\d{12}[A-Za-z0-9]{11}$/);
      expect(id).toHaveLength(32);
      expect(id.slice(1, 9), testCase.name).toBe(pierLayout(testCase.layout).ispb);
      const stamp = id.slice(9, 21);
      const minute = Date.UTC(
        Number(stamp.slice(0, 4)),
        Number(stamp.slice(4, 6)) - 1,
        Number(stamp.slice(6, 8)),
        Number(stamp.slice(8, 10)),
        Number(stamp.slice(10, 12)),
      );
      const reading = read(testCase);
      expect(reading.whenHasTime, testCase.name).toBe(true);
      expect(Math.floor(reading.when / 60_000) * 60_000, testCase.name).toBe(minute);
      expect(field(section(reading.printed, 'transaction'), 'id'), testCase.name).toBe(id);
    }
  });

  it('uses only valid CPFs and CNPJs, check digits included, for every store, recipient and payer', () => {
    const valid = (digits: string): boolean =>
      digits.length === 11 ? isValidCpf(digits) : digits.length === 14 && isValidCnpj(digits);
    for (const testCase of cases) {
      const receipt = pierLayoutReceipt(testCase.name);
      expect(testCase.payee.recipientDocument, testCase.name).toMatch(/^\d{11}$|^\d{14}$/);
      for (const document of [testCase.payee.recipientDocument, receipt.recipient.document, receipt.payer.document]) {
        expect(valid(document), `${testCase.name}: ${document}`).toBe(true);
      }
    }
    expect(isValidCpf('12345678900')).toBe(false);
  });

  it('prints each document as maskDocument masks it, hiding exactly the template’s hidden digits', () => {
    for (const testCase of cases) {
      const receipt = pierLayoutReceipt(testCase.name);
      const printed = printReceipt(receipt);
      for (const [role, party] of [
        ['recipient', receipt.recipient],
        ['payer', receipt.payer],
      ] as const) {
        const masked = maskDocument(testCase.layout, party.document);
        expect(field(section(printed, role), 'document'), testCase.name).toContain(masked);
        const layout = pierLayout(testCase.layout);
        const visible = visibleDigitPositions(party.document.length === 11 ? layout.cpfMask : layout.cnpjMask);
        const shown = [...masked].filter((char) => /[\d*•X]/.test(char));
        expect(shown).toHaveLength(party.document.length);
        shown.forEach((char, index) => {
          expect(char, `${testCase.name} ${role} digit ${index}`).toBe(
            visible[index] ? party.document[index] : char.replace(/\d/, '?'),
          );
        });
        expect(visible.filter((isVisible) => !isVisible).length, testCase.layout).toBeGreaterThanOrEqual(4);
      }
    }
    expect(maskDocument('nubank', '12345678901')).toBe('•••.456.789-••');
    expect(() => maskDocument('nubank', '123')).toThrow();
  });

  it('keeps every holder, store and payer name free of the forbidden words', () => {
    expect(FORBIDDEN.size).toBe(775);
    expect(wordsOf('Ana Maria de Souza').some((word) => FORBIDDEN.has(word))).toBe(true);
    const names = allCorpusNames();
    for (const testCase of cases) {
      const receipt = pierLayoutReceipt(testCase.name);
      for (const name of [testCase.payee.recipientName, receipt.recipient.name, receipt.payer.name]) {
        expect(names, name).toContain(name);
      }
    }
    for (const name of names) {
      expect(
        wordsOf(name).filter((word) => FORBIDDEN.has(word)),
        name,
      ).toEqual([]);
    }
  });

  it('prints the price, a time inside the window and the store only as recipient when a case is correct', () => {
    for (const testCase of cases.filter((candidate) => candidate.truth === 'correct')) {
      const reading = read(testCase);
      const receipt = pierLayoutReceipt(testCase.name);
      expect(reading.amountCents, testCase.name).toBe(priceCents(testCase));
      expect(reading.when, testCase.name).toBeGreaterThan(ORDER_MS);
      expect(reading.when, testCase.name).toBeLessThan(JUDGED_MS);
      expect(receipt.status).toBe('paid');
      const storeName = printedName(testCase.layout, testCase.payee.recipientName);
      const storeMask = maskDocument(testCase.layout, testCase.payee.recipientDocument);
      expect(reading.recipientName, testCase.name).toBe(storeName);
      expect(reading.recipientDocument, testCase.name).toContain(storeMask);
      expect(reading.payerText, testCase.name).not.toContain(storeName);
      expect(reading.payerText, testCase.name).not.toContain(storeMask);
      expect(receipt.recipient.document).toBe(testCase.payee.recipientDocument);
      const keyField = section(reading.printed, 'recipient').fields.find((entry) => entry.role === 'key');
      if (testCase.group === 'key shown') {
        expect(receipt.recipientKey, testCase.name).toBe(testCase.payee.pixKey);
        expect(keyField, testCase.name).toBeDefined();
      } else {
        expect(keyField, testCase.name).toBeUndefined();
        expect(JSON.stringify(reading.printed), testCase.name).not.toContain(testCase.payee.pixKey);
      }
      if (testCase.group === 'truncated name') {
        const layout = pierLayout(testCase.layout);
        const cut = storeName.slice(0, storeName.length - layout.ellipsis.length);
        expect(cut.length, testCase.name).toBeLessThanOrEqual(layout.truncateAt!);
        expect(testCase.payee.recipientName.toUpperCase().startsWith(cut.toUpperCase()), testCase.name).toBe(true);
        expect(storeName, testCase.name).not.toBe(testCase.payee.recipientName);
      }
    }
  });

  it('makes each negative depart from a correct payment in exactly the way its truth says', () => {
    for (const testCase of cases) {
      expect([...deviations(testCase)].sort(), testCase.name).toEqual([...EXPECTED_DEVIATIONS[testCase.truth]].sort());
    }
  });

  it('builds each wrong-recipient trap as its scenario describes', () => {
    for (const testCase of cases.filter((candidate) => candidate.truth === 'wrong recipient')) {
      const scenario = pierLayoutScenario(testCase.name);
      const receipt = pierLayoutReceipt(testCase.name);
      const reading = read(testCase);
      const storeName = printedName(testCase.layout, testCase.payee.recipientName);
      const storeMask = maskDocument(testCase.layout, testCase.payee.recipientDocument);
      const recipientMask = maskDocument(testCase.layout, receipt.recipient.document);
      expect(receipt.recipient.document, testCase.name).not.toBe(testCase.payee.recipientDocument);
      switch (scenario) {
        case 'lookalike holder':
          expect(recipientMask, testCase.name).toBe(storeMask);
          expect(receipt.recipient.name, testCase.name).not.toBe(testCase.payee.recipientName);
          break;
        case 'store name, other digits':
          expect(reading.recipientName, testCase.name).toBe(storeName);
          expect(recipientMask, testCase.name).not.toBe(storeMask);
          break;
        case 'store as payer':
          expect(receipt.payer.name, testCase.name).toBe(testCase.payee.recipientName);
          expect(receipt.payer.document, testCase.name).toBe(testCase.payee.recipientDocument);
          expect(reading.recipientText, testCase.name).not.toContain(storeName);
          break;
        case 'same truncated name':
          expect(reading.recipientName, testCase.name).toBe(storeName);
          expect(receipt.recipient.name, testCase.name).not.toBe(testCase.payee.recipientName);
          expect(recipientMask, testCase.name).not.toBe(storeMask);
          break;
        case 'near namesake':
          expect(receipt.recipient.name, testCase.name).not.toBe(testCase.payee.recipientName);
          expect(recipientMask, testCase.name).not.toBe(storeMask);
          break;
        case 'description names the store': {
          const description = field(section(reading.printed, 'transaction'), 'description');
          expect(description.toUpperCase(), testCase.name).toContain(testCase.payee.recipientName.split(' ')[0]);
          expect(recipientMask, testCase.name).not.toBe(storeMask);
          break;
        }
        default:
          throw new Error(`${testCase.name}: unexpected wrong-recipient scenario ${scenario}`);
      }
    }
  });

  it('pays less than the price, before the order, or schedules for after judging when those are the truth', () => {
    for (const testCase of cases) {
      const reading = read(testCase);
      const receipt = pierLayoutReceipt(testCase.name);
      if (testCase.truth === 'wrong amount')
        expect(reading.amountCents, testCase.name).toBeLessThan(priceCents(testCase));
      if (testCase.truth === 'paid before the order') expect(reading.when, testCase.name).toBeLessThan(ORDER_MS);
      if (testCase.truth === 'scheduled') {
        const scheduledFor = field(section(reading.printed, 'summary'), 'scheduled for');
        expect(readPrintedInstant(scheduledFor).instant, testCase.name).toBeGreaterThan(JUDGED_MS);
        expect(receipt.status).toBe('scheduled');
      }
    }
  });

  it('places every reused case after its original, with the same order, payee and end-to-end id', () => {
    const order = new Map(cases.map((testCase, index) => [testCase.name, index]));
    for (const testCase of cases) {
      if (testCase.truth !== 'reused') {
        expect(testCase.after, testCase.name).toBeUndefined();
        continue;
      }
      const original = byName.get(testCase.after ?? '');
      expect(original, testCase.name).toBeDefined();
      expect(order.get(original!.name)!, testCase.name).toBeLessThan(order.get(testCase.name)!);
      expect(original!.truth).toBe('correct');
      expect(original!.layout).toBe(testCase.layout);
      expect(testCase.price).toBe(original!.price);
      expect(testCase.payee).toEqual(original!.payee);
      expect(testCase.endToEndId).toBe(original!.endToEndId);
      const receipt = pierLayoutReceipt(testCase.name);
      const originalReceipt = pierLayoutReceipt(original!.name);
      if (pierLayoutScenario(testCase.name) === 'reused file') {
        expect(receipt).toBe(originalReceipt);
        expect(testCase.content).toBe(original!.content);
      } else {
        expect({ ...receipt, screen: null }).toEqual({ ...originalReceipt, screen: null });
        expect(receipt.screen).not.toEqual(originalReceipt.screen);
      }
    }
  });

  it('serves identical bytes for a reused file and different bytes for a re-shot receipt (sampled layouts)', async () => {
    for (const layoutName of ['itau', 'pagbank']) {
      const reusedFile = cases.find(
        (testCase) => testCase.layout === layoutName && pierLayoutScenario(testCase.name) === 'reused file',
      )!;
      const reShot = cases.find(
        (testCase) => testCase.layout === layoutName && pierLayoutScenario(testCase.name) === 'reused end-to-end id',
      )!;
      const [copy, original] = await Promise.all([reusedFile.content(), byName.get(reusedFile.after!)!.content()]);
      expect(copy.equals(original), layoutName).toBe(true);
      const fresh = await renderPierReceipt(pierLayoutReceipt(reusedFile.after!));
      expect(fresh.equals(original), `${layoutName} renders deterministically`).toBe(true);
      const [shot, shotOriginal] = await Promise.all([reShot.content(), byName.get(reShot.after!)!.content()]);
      expect(shot.equals(shotOriginal), layoutName).toBe(false);
    }
  });

  it('finds the three font families installed when fontconfig is asked', async () => {
    await expect(assertPierLayoutFontsAvailable()).resolves.toBeUndefined();
  });

  it('names the missing family and its Debian package when fontconfig lacks one', async () => {
    const listing = async (): Promise<string> =>
      'Go\nGo Medium\nUniversalis ADF Std,Universalis ADF Std cond\nDejaVu Sans\n';
    await expect(assertPierLayoutFontsAvailable(listing)).rejects.toThrow(
      /"Averia Sans GWF" \(Debian package fonts-averia-sans-gwf\)/,
    );
    await expect(assertPierLayoutFontsAvailable(async () => 'Averia Sans GWF\nGo\n')).rejects.toThrow(
      /fonts-adf-universalis/,
    );
    await expect(
      assertPierLayoutFontsAvailable(async () => 'Averia Sans GWF\nGo\nUniversalis ADF Std\n'),
    ).resolves.toBeUndefined();
  });

  it('renders a sample of cases to decodable JPEGs of phone size, one per family', async () => {
    const sample = ['nubank', 'c6 bank', 'neon'].map(
      (layoutName) => cases.find((testCase) => testCase.layout === layoutName && testCase.truth === 'correct')!,
    );
    expect(new Set(sample.map((testCase) => testCase.family)).size).toBe(3);
    for (const testCase of sample) {
      const bytes = await testCase.content();
      expect(bytes.subarray(0, 3).toString('hex'), testCase.name).toBe('ffd8ff');
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      expect(data.length).toBe(info.width * info.height * info.channels);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format, testCase.name).toBe('jpeg');
      expect(info.width, testCase.name).toBeGreaterThanOrEqual(540);
      expect(info.width, testCase.name).toBeLessThanOrEqual(1170);
      expect(info.height / info.width, testCase.name).toBeGreaterThanOrEqual(1.7);
      expect(info.height / info.width, testCase.name).toBeLessThanOrEqual(3.6);
      expect(bytes.length, testCase.name).toBeGreaterThan(20_000);
    }
  });
});
