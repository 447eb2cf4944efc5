import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  assertWharfLayoutFontsAvailable,
  documentKind,
  formatDay,
  formatWharfAmount,
  formatWharfDateTime,
  hasValidCheckDigits,
  maskDocument,
  maskTemplate,
  printedName,
  printedPixKey,
  printReceipt,
  visibleDigits,
  WHARF_FONTS,
  WHARF_LAYOUTS,
  type WharfLayout,
  type WharfPart,
  type WharfReceipt,
  type WharfSection,
  wharfLayout,
} from './bank-receipts.js';
import {
  allCorpusNames,
  buildWharfLayoutCorpus,
  JUDGED_AT,
  ORDER_PLACED_AT,
  WHARF_STORES,
  type WharfLayoutCase,
  type WharfScenario,
  wharfLayoutCases,
  wharfLayoutReceipt,
  wharfLayoutScenario,
  wharfStore,
} from './cases.js';

/** Words no name of this corpus may contain (names used by other corpora and by the tuning sets). */
const FORBIDDEN = new Set(
  `
ABREU ACESSORIOS ACOUGUE ADALGISA ADELAIDE ADEMIR AGIL AGROPECUARIA AGUIAR AGUIRRE ALAMBIQUE ALBERNAZ
ALBUQUERQUE ALCIDES ALENCAR ALFAIATARIA ALICERCE ALIMENTOS ALINE ALMEIDA ALVARENGA ALVES AMADEU AMADO AMARAL
AMBROSIO AMORIM ANA ANDRADE ANJOS ANSELMO ANTONIO ANTUNES APARECIDA APICULTORES AQUARISMO ARAGAO ARAGON
ARANTES ARAPUA ARAUCARIA ARAUJO ARCANO ARIRANHA ARISTIDES ARLINDO ARMARINHO AROEIRA ARRUDA ARTESANAL
ARTESANATO ARTHUR ARTIGOS ARUANDA ASSIS ASSUNCAO ASTROLOGIA ATACADO ATELIE AUGUSTO AURORA AUTO AVANCADA
AVIAMENTOS AXE AZEVEDO AZUL BACCARO BACELAR BALTAZAR BANDEIRA BARBEARIA BARBOSA BARCELOS BARRETO BARROS
BARROSO BASTOS BATISTA BAZAR BEATRIZ BELO BELTRAO BENEDETTI BENEDITO BENICIO BENTO BERENICE BERNARDO BERTOLDI
BERTOLDO BEZERRA BICALHO BICICLETARIA BIGORNA BISTRO BITTENCOURT BOA BOLHA BOM BOMBONIERE BORBOLETA BORDADOS
BORGES BORTOLINI BORTOLOTTO BOTELHO BRAGA BRANDAO BRANDINI BRASILEIRO BRAVO BRECHO BRENDA BRINQUEDOS BRISA
BRITO BRONZE BRUM BRUNO BUENO BUGIO BURITI BURITIS CABOCLO CABRAL CACHACARIA CAFETERIA CAFEZAIS CAFEZAL CAIO
CAJUEIRO CALDAS CAMAFEU CAMARA CAMARGO CAMBARA CAMBUCI CAMELO CAMILA CAMINHOS CAMPANA CAMPELO CAMPO CAMPOLINA
CAMPOS CANDEEIRO CANDELARIA CANELA CANTUARIA CAPIVARA CARAVELA CARCARA CARDOSO CARLOS CARNEIRO CARRETEL
CARVALHO CASA CASAGRANDE CASCALHO CASSIA CASTELO CASTRO CAVALCANTI CAVALHEIRO CAVALLARO CECILIA CELINA CELSO
CELULARES CERAMICA CERQUEIRA CERRADO CERTO CERVEJARIA CHAGAS CHARUTARIA CHAVEIRO CHAVES CHEIA CHIMANGO
CHOCOLATES CHOPERIA CIGANA CINTIA CLARICE CLARO CLAUDIA CLEIDE CLEMENTE CLEMENTINO CLEOMAR CLOVIS COBRE
COELHO COLCHOES COMERCIAL COMERCIO CONCEICAO CONFECCOES CONFEITARIA CONSTANCA CONSTRUTORA COOPERATIVA
CORALINA CORDEIRO CORDOARIA CORDOVIL CORINA CORREIA CORSI CORTES CORTEZ CORUJA COSMETICOS COSTA COUTINHO
COUTO CREUSA CRISTAL CRISTIANE CUNHA CURRAIS CURRAL CUTELARIA DALPRA DALVA DAMARIS DAMASCENO DAMIAO DANIELA
DANTAS DAVI DEBORA DELGADO DEMARCHI DENISE DEOCLECIO DIAS DIEGO DINIZ DIONISIO DIRCE DISTRIBUIDORA DIVINA
DJALMA DOCERIA DOIS DOMINGUES DORIA DORIVAL DORNELES DOURADO DROGARIA DRUMMOND DUARTE DUTRA EDGAR EDINALDO
EDNA EDSON EDUARDA ELETRICA ELIANE ELIOMAR ELISANGELA ELOA ELVIRA ELZIRA EMA EMBALAGENS EMERSON EMILIO
EMPADARIA EMPORIO ENCADERNACAO EQUILIBRIO EQUILIBRIUM ERMELINDA ERVANARIO ERVAS ESCOBAR ESCOLA ESCUDERO
ESMERALDA ESOTERICOS ESPINDOLA ESPORTES ESPOSITO ESTAMPARIA ESTER ESTETICA ESTEVES ESTOFADOS ESTRELA ESTUDIO
EUFRASIO EURIDES EVANDRO EVANGELISTA EXPRESS FABIANA FABIO FADAS FAGUNDES FALCAO FALCONI FALEIROS FARIAS
FAROL FATIMA FAUSTO FEITOSA FELIPE FELIS FELIZ FERNANDO FERRAGENS FERRARESI FERRAZ FERREIRA FIGUEIRA
FIGUEIREDO FILHO FILOMENA FINAL FINOS FLAVIO FLECHAS FLORA FLORICULTURA FLORISVALDO FLORIVALDO FOCINHO FOGACA
FONSECA FONTANA FONTES FONTOURA FORNO FRAGA FRAGOSO FRANCISCO FRANCO FREITAS FRIGOMAIS FRIGOMAX FROES FROTA
FUMACINHA FUNILARIA FURLAN FURTADO GABRIEL GADELHA GAIVOTA GALDINO GALINDO GALVAO GARCIA GAUCHA GAUCHO GEISA
GELATERIA GENESIO GENOVEVA GERALDO GERSON GERVASIO GILBERTO GILMAR GIOVANA GIRASSOL GISELE GLAUCIA GODINHO
GODOY GOMES GONDIM GOULART GOUVEIA GRACAS GRAFICA GRAO GRAUNA GRAZIELA GRUTA GUARNIERI GUEDES GUERRA GUIA
GUIMARAES GUIOMAR GUSMAO GUSTAVO HADDAD HEITOR HELENA HELIO HELOISA HENRIQUE HERBARIO HERCILIO HERMINIO
HIDALGO HIDRAULICA HILARIO HILDEBRANDO HOLANDA HOLISTICAS HONORATO HONORIO HORACIO HORTA HORTENCIA HORTIFRUTI
HUGO HUMBERTO IBIAPINA IBIUNA ICARO ICHIKAWA IDIOMAS IGLESIAS IGOR IMPRESSAO INACIO INCENSOS INDUSTRIA INES
INSTITUTO INSTRUMENTOS INTERCAMBIO IOLANDA IOLE IRACEMA IRACI IRENEU IRINEU IRMAOS ISADORA ISAURA ISMAEL
ITAPEMA IVANILDA IVONE IVONETE JABUTI JABUTICABA JACARANDA JAIR JANDAIA JANDIRA JANSEN JAQUELINE JARDIM
JATAHY JATOBA JERONIMO JOANA JOAQUIM JOAQUINA JOCELI JOCELINO JONAS JORDANA JOSE JUCA JUDITE JULIANA JUNIOR
JURACI JUREMA JUSSARA JUSTO KARINA KATIA KELVIN KLEIN KOMBUCHA LACERDA LAERCIO LAMEGO LANCHONETE LARISSA
LATICINIOS LAUDELINA LAURO LAVANDERIA LAVINIA LEAL LEANDRO LEAO LEITAO LEITE LEME LEMOS LENHA LEOCADIA LEONOR
LEONTINA LETICIA LIMA LIMPA LINDOMAR LINHARES LINHAS LISBOA LIVIA LIVRARIA LOBATO LOBO LOJA LOPES LORENA
LOTERICA LOURDES LOUREDO LOUREIRO LOUZADA LUA LUCAS LUCIANA LUIZA LUSTOSA LUZ MACEDO MACHADO MACIEL
MADREPEROLA MAFRA MAGALHAES MAGAZINE MAGELA MAGNANI MAGNO MAIA MALHARIA MALVINA MANDACARU MANDALA MANGABA
MANGUEIRA MANOELA MANTRA MARACUJA MARAJO MARCELO MARCENARIA MARESIA MARIA MARIANA MARILDA MARINHO MARINS
MARIVALDA MARLENE MARQUEZINI MARTINS MASCARENHAS MATTOS MAURO MAXIMILIANO MECANICA MEDEIROS MEDRADO MEIRELES
MEIRELLES MELO MENDES MENEZES MERCEARIA MIGUEL MIRELA MIRIAM MIRTES MISTICA MISTICOS MIUDEZAS MODAS MODESTO
MOINHO MONTEIRO MONTENEGRO MORAES MOREIRA MOSCHETTA MOTTA MOURA MOURAO MOVEIS MUDANCAS MUDAS MURILO MUSICAIS
NADIR NAIARA NAIR NAKAMURA NASCENTE NASCIMENTO NATALIA NATHALIA NATIVA NATIVO NAVARRO NEGREIROS NELSON
NEPOMUCENO NERY NETO NETUNO NEUSA NEVES NICANOR NICOLAS NILTON NILZA NOBRE NOBREGA NOELI NOEMIA NOGUEIRA
NOLASCO NONATO NORMA NORONHA NORTEX NOVA NOVAIS NOVELLI NUNES ODAIR ODETE ODILON OFICINA OLARIA OLGA OLINDA
OLIVA OLIVEIRA ONLINE ORACAO ORACULO ORACULOS ORIENTE ORQUIDARIO ORSINI OSMAR OSORIO OSVALDINA OTACILIO
OTAVIO OTICA OTONIEL OURIQUE OURO OXALA PACHECO PADARIA PAES PAIM PAISAGISMO PAIVA PAIXAO PALMIRA PAMELA
PAPELARIA PARAGUASSU PARENTE PARREIRAL PASSO PASTELARIA PASTOR PATRICIA PAULO PAVAN PAZ PECAS PEDAIS PEDAL
PEDRA PEDRINI PEDROSA PEIXARIA PEIXOTO PENHASCO PEREIRA PERES PERFUMARIA PERGAMINHO PEROBA PERPETUA PESSOA
PET PETISCARIA PICCOLI PICCOLO PILATES PIMENTEL PINHEIRO PINTURA PIPOCA PIPOKA PIRES PISTAO PITANGA PIZZARIA
PLANTAS PLINIO POLIGLOTA PONTEIRO PONTEIROS PONTES PONTO PORTAL PORTELA PORTINARI PORTO PORTUGAL POUSADA
PRADO PRATES PRESENTES PRESTES PRISCILA PRUDENCIO QUADROS QUARTZO QUEIJARIA QUEIROGA QUEIROZ QUEVEDO QUINDIM
QUINDINS QUINTANILHA QUINTAO QUINTELA QUIRINO QUITANDA QUITERIA RABELO RACOES RAFAEL RAFFAINI RAIMUNDA RAMOS
RANGEL RAPOSO RAQUEL REBOUCAS RECANTO REGINA REGO REIKI REINALDO REIS RELIGIOSOS RELOJOARIA RENATA RESENDE
RESTAURANTE RIBAS RIBEIRO RICARDO RIO RIOS RITUAIS ROBERTO ROCHA ROCHEDO RODOVALHO RODOVIA RODRIGO ROGERIO
ROMERO ROMILDA ROSALIA ROSANA ROSANGELA ROSELI ROSEMEIRE ROSIMAR ROSSETTI ROSSI RUBENS RUTE SABIA SABORES
SABRINA SABUGUEIRO SAGRADA SALAZAR SALETE SALGADERIA SALGADO SALGUEIRO SALLES SAMAMBAIA SAMPAIO SANDRO SANTA
SANTANA SANTOS SANTUARIO SAPATARIA SARAIVA SARMENTO SAULO SEBASTIANA SEGADAS SEGREDO SEIXAS SELARIA SEMENTE
SEMIJOIAS SERAFIM SERGIO SERIGRAFIA SERPA SERRA SERRALHERIA SETE SEVERINO SGARBI SHOP SILVA SILVANO SILVEIRA
SILVESTRE SIMOES SIMONE SIQUEIRA SIRIEMA SOARES SOBRAL SOBRINHO SODRE SOLANGE SOLANO SONIA SORTE SORVETERIA
SOTERO SOUSA SOUZA SUELEN SUSTENIDO TABOSA TADEU TAIPA TAKESHI TANIA TAPECARIA TAPIOCARIA TAQUES TARCISIO
TARO TAROT TATIANE TAVARES TAVORA TECELAGEM TECIDOS TEIXEIRA TELES TELMA TELMO TEMPLO TENDA TEOBALDO TEODORO
TERAPIAS TEREZA TEREZINHA TERREIRO THIAGO TIBURCIO TIETE TIMBAUBA TIMBO TINTURARIA TOLEDA TOLEDO TOLENTINO
TOMAZ TONIOLO TORNEARIA TORQUATO TORREFACAO TORRES TOSTES TRAJANO TRAMELA TRANSLUCIDA TRANSLUCIDO
TRANSPORTADORA TRAVASSOS TRES TREVISAN TREVO TRIGO TRINDADE TUCANO TUIUIU UBIRAJARA UCHOA ULISSES UMBANDA
UMBERTO URBANO URBINA URQUIZA URSULA UTILIDADES VALADAO VALADARES VALDECI VALDEMAR VALDIRENE VALE VALENCA
VALENTE VALENTINA VALERIA VALLIM VALMIR VALQUIRIA VALTER VANESSA VARANDA VARELA VARGAS VARIEDADES VASCONCELOS
VELAS VENTANIA VENTURA VERAS VERDE VERGUEIRO VERONICA VIANA VICENTE VIDAL VIDIGAL VIDRACARIA VIDROS VIEIRA
VILAR VILELA VILHENA VILMA VINHERIA VINICIUS VIRGILIO VISTA VIVA VIVEIRO VIVIANE VOLPATO WAGNER WALDIR WALMIR
WANDA WANDERLEI WELLINGTON WERNECK WESLEY WILSON XAVIER XENIA XIMENES YAMAMOTO YASMIN YURI ZAGO ZAMBONI
ZANELLA ZANETTI ZELIA ZENAIDE ZILDA ZOCCOLI ZORAIDE ZUCCHI ZULEICA
`
    .trim()
    .split(/\s+/),
);

const IGNORED_WORDS = new Set(['DE', 'DA', 'DO', 'DOS', 'DAS', 'E', 'LTDA', 'ME', 'EIRELI', 'SA', 'EPP', 'MEI']);

const REQUIRED_BANKS = [
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
];

const RECIPIENT_SCENARIOS: readonly WharfScenario[] = [
  'lookalike holder',
  'store name, other digits',
  'store as payer',
  'description names the store',
  'near namesake',
  'same truncated name',
];

const TRAP_SCENARIOS: readonly WharfScenario[] = [
  'description names the store',
  'near namesake',
  'same truncated name',
];

const FIXED_NEGATIVES: readonly WharfScenario[] = [
  'lookalike holder',
  'store name, other digits',
  'store as payer',
  'wrong amount',
  'paid before the order',
  'scheduled',
  'reused file',
  'reused end-to-end id',
];

function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter((word) => word.length > 0 && !IGNORED_WORDS.has(word));
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** One word swapped for another, or a spelling a few letters away. */
function differsByALittle(a: string, b: string): boolean {
  const wordsA = a.toUpperCase().split(' ');
  const wordsB = b.toUpperCase().split(' ');
  const oneWord = wordsA.length === wordsB.length && wordsA.filter((word, i) => word !== wordsB[i]).length === 1;
  return a !== b && (oneWord || levenshtein(a.toUpperCase(), b.toUpperCase()) <= 4);
}

const cases = wharfLayoutCases();
const byLayout = new Map<string, WharfLayoutCase[]>();
for (const one of cases) byLayout.set(one.layout, [...(byLayout.get(one.layout) ?? []), one]);

function layoutCases(layout: string): WharfLayoutCase[] {
  return byLayout.get(layout) ?? [];
}

function sectionsOf(receipt: WharfReceipt): WharfSection[] {
  return printReceipt(receipt);
}

function partText(sections: WharfSection[], part: WharfPart): string {
  return sections
    .filter((section) => section.part === part)
    .flatMap((section) => [section.heading ?? '', ...section.rows.map((row) => row.value)])
    .join('\n');
}

function allText(sections: WharfSection[]): string {
  return sections.flatMap((section) => [section.heading ?? '', ...section.rows.map((row) => row.value)]).join('\n');
}

function rowValue(sections: WharfSection[], part: WharfPart, role: string): string | undefined {
  return sections.find((section) => section.part === part)?.rows.find((row) => row.role === role)?.value;
}

const squash = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** What of a PIX key must not (or must) be readable in a receipt's rows. */
function keyTrace(key: string): string {
  return key.startsWith('+55') ? key.slice(3) : squash(key);
}

function keyPrinted(sections: WharfSection[], key: string): boolean {
  const trace = keyTrace(key);
  return sections.some((section) =>
    section.rows.some((row) => squash(row.value).includes(trace) || row.value.replace(/\D/g, '').includes(trace)),
  );
}

function inWindow(iso: string): boolean {
  const at = Date.parse(iso);
  return at > Date.parse(ORDER_PLACED_AT) && at < Date.parse(JUDGED_AT);
}

function stampOf(iso: string): string {
  return iso.slice(0, 16).replace(/[-T:]/g, '');
}

function paymentInstant(receipt: WharfReceipt): string {
  return receipt.scheduledFor ?? receipt.paidAt;
}

describe('wharf layout corpus', () => {
  it('cases when built then 272, seventeen per layout', () => {
    expect(cases).toHaveLength(272);
    expect(WHARF_LAYOUTS).toHaveLength(16);
    for (const layout of WHARF_LAYOUTS) expect(layoutCases(layout.name)).toHaveLength(17);
    expect(wharfLayoutCases()).toBe(cases);
  });

  it('corpus when built twice then the same names, prices, payees, end-to-end ids and receipts', () => {
    const summary = (built: ReturnType<typeof buildWharfLayoutCorpus>) =>
      built.cases.map((one) => ({
        name: one.name,
        price: one.price,
        payee: one.payee,
        endToEndId: one.endToEndId,
        after: one.after,
        group: one.group,
        truth: one.truth,
        receipt: built.receipts.get(one.name),
      }));
    const first = summary(buildWharfLayoutCorpus());
    expect(summary(buildWharfLayoutCorpus())).toEqual(first);
    expect(first.map((one) => one.name)).toEqual(cases.map((one) => one.name));
  });

  it('layouts when listed then cover the required banks, five or more per family, five or more dark, each font on five or more', () => {
    const names = WHARF_LAYOUTS.map((layout) => layout.name);
    for (const bank of REQUIRED_BANKS) expect(names).toContain(bank);
    expect(new Set(names).size).toBe(16);
    for (const family of ['label beside', 'label above', 'no label'] as const) {
      expect(WHARF_LAYOUTS.filter((layout) => layout.family === family).length).toBeGreaterThanOrEqual(5);
    }
    expect(WHARF_LAYOUTS.filter((layout) => layout.theme === 'dark').length).toBeGreaterThanOrEqual(5);
    expect(new Set(WHARF_LAYOUTS.map((layout) => layout.font))).toEqual(
      new Set(WHARF_FONTS.map((font) => font.family)),
    );
    for (const font of WHARF_FONTS) {
      expect(WHARF_LAYOUTS.filter((layout) => layout.font === font.family).length).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(WHARF_LAYOUTS.map((layout) => layout.order))).toEqual(new Set(['recipient first', 'payer first']));
    expect(new Set(WHARF_LAYOUTS.map((layout) => layout.width)).size).toBeGreaterThanOrEqual(4);
    for (const one of cases) {
      const layout = wharfLayout(one.layout);
      expect([one.family, one.theme, one.font]).toEqual([layout.family, layout.theme, layout.font]);
      expect(one.contentType).toBe('image/jpeg');
    }
  });

  it('each layout when counted then six name and document positives, two key shown and nine negatives with the nine scenarios', () => {
    for (const layout of WHARF_LAYOUTS) {
      const mine = layoutCases(layout.name);
      const positives = mine.filter((one) => wharfLayoutScenario(one.name) === 'correct');
      expect(positives).toHaveLength(6);
      for (const one of positives) {
        expect(['name + masked CNPJ', 'name + masked CPF', 'truncated name']).toContain(one.group);
        expect(one.truth).toBe('correct');
      }
      const keyShown = mine.filter((one) => one.group === 'key shown');
      expect(keyShown).toHaveLength(2);
      for (const one of keyShown) expect([one.truth, wharfLayoutScenario(one.name)]).toEqual(['correct', 'key shown']);
      const negatives = mine.filter((one) => one.group === 'negative');
      expect(negatives).toHaveLength(9);
      const scenarios = negatives.map((one) => wharfLayoutScenario(one.name));
      for (const scenario of FIXED_NEGATIVES) expect(scenarios).toContain(scenario);
      expect(scenarios.filter((scenario) => TRAP_SCENARIOS.includes(scenario))).toHaveLength(1);
      for (const one of negatives) expect(one.truth).not.toBe('correct');
    }
    const traps = cases
      .map((one) => wharfLayoutScenario(one.name))
      .filter((scenario) => TRAP_SCENARIOS.includes(scenario));
    for (const trap of TRAP_SCENARIOS)
      expect(traps.filter((scenario) => scenario === trap).length).toBeGreaterThanOrEqual(3);
  });

  it('positive groups when compared with the store then follow its document kind or its cut name, and all three occur', () => {
    const groups = new Set<string>();
    for (const layout of WHARF_LAYOUTS) {
      const store = wharfStore(layout.name);
      const positives = layoutCases(layout.name).filter((one) => wharfLayoutScenario(one.name) === 'correct');
      for (const one of positives) {
        groups.add(one.group);
        const cut = layout.cut !== undefined && store.name.length > layout.cut;
        const expected = cut ? 'truncated name' : store.kind === 'CNPJ' ? 'name + masked CNPJ' : 'name + masked CPF';
        expect(one.group, one.name).toBe(expected);
        expect(documentKind(one.payee.recipientDocument)).toBe(store.kind);
        if (one.group === 'truncated name') {
          expect(printedName(layout, store.name).length).toBeLessThan(store.name.length);
          expect(layout.cut).toBeGreaterThanOrEqual(25);
          expect(layout.cut).toBeLessThanOrEqual(30);
        }
      }
    }
    expect(groups).toEqual(new Set(['name + masked CNPJ', 'name + masked CPF', 'truncated name']));
  });

  it('stores when compared then each is unique and the same within its layout', () => {
    const payees = WHARF_LAYOUTS.map((layout) => {
      const mine = layoutCases(layout.name);
      const payee = mine[0]?.payee;
      for (const one of mine) expect(one.payee).toEqual(payee);
      return payee;
    });
    expect(new Set(payees.map((payee) => payee?.recipientName)).size).toBe(16);
    expect(new Set(payees.map((payee) => payee?.recipientDocument)).size).toBe(16);
    expect(new Set(payees.map((payee) => payee?.pixKey)).size).toBe(16);
    expect(new Set(WHARF_STORES.map((store) => store.layout))).toEqual(
      new Set(WHARF_LAYOUTS.map((layout) => layout.name)),
    );
    const kinds = new Set(
      payees.map((payee) => {
        const key = payee?.pixKey ?? '';
        if (key.includes('@')) return 'email';
        if (key.startsWith('+55')) return 'phone';
        if (/^\d+$/.test(key)) return 'document';
        return /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(key) ? 'uuid' : 'other';
      }),
    );
    expect(kinds).toEqual(new Set(['email', 'phone', 'document', 'uuid']));
    for (const payee of payees) {
      if (payee && /^\d+$/.test(payee.pixKey)) expect(payee.pixKey).toBe(payee.recipientDocument);
      if (payee?.pixKey.startsWith('+55')) expect(payee.pixKey).toMatch(/^\+55\d{2}9\d{8}$/);
    }
  });

  it('case names when compared then unique and named after their layout', () => {
    expect(new Set(cases.map((one) => one.name)).size).toBe(cases.length);
    for (const one of cases) expect(one.name.startsWith(`wharf ${one.layout} `)).toBe(true);
  });

  it('end-to-end ids when compared then unique except the reused pairs', () => {
    const seen = new Map<string, string>();
    for (const one of cases) {
      const earlier = seen.get(one.endToEndId);
      if (earlier === undefined) {
        seen.set(one.endToEndId, one.name);
        continue;
      }
      expect(one.truth, one.name).toBe('reused');
      expect(one.after).toBe(earlier);
    }
    expect(seen.size).toBe(272 - 32);
  });

  it('end-to-end ids when parsed then E, the payer bank ISPB, the payment minute in UTC and eleven alphanumerics', () => {
    for (const one of cases) {
      const receipt = wharfLayoutReceipt(one.name);
      const layout = wharfLayout(one.layout);
      expect(one.endToEndId).toBe(receipt.endToEndId);
      expect(one.endToEndId).toMatch(/^E\d{8}\d{12}[A-Za-z0-9]{11}$/);
      expect(one.endToEndId).toHaveLength(32);
      expect(one.endToEndId.slice(1, 9)).toBe(layout.ispb);
      expect(one.endToEndId.slice(9, 21)).toBe(stampOf(paymentInstant(receipt)));
    }
  });

  it('documents when checked then every CPF and CNPJ has valid check digits', () => {
    for (const one of cases) {
      const receipt = wharfLayoutReceipt(one.name);
      for (const document of [one.payee.recipientDocument, receipt.recipient.document, receipt.payer.document]) {
        expect(hasValidCheckDigits(document), `${one.name} ${document}`).toBe(true);
        expect(documentKind(document) === 'CPF' ? isValidCpf(document) : isValidCnpj(document)).toBe(true);
      }
      if (one.name.endsWith('store as payer')) continue;
      expect(documentKind(receipt.payer.document), `${one.name}: payers are people`).toBe('CPF');
    }
  });

  it('masked documents when printed then show exactly the template visible digits', () => {
    const templates = new Set<string>();
    for (const one of cases) {
      const receipt = wharfLayoutReceipt(one.name);
      const layout = wharfLayout(one.layout);
      const sections = sectionsOf(receipt);
      for (const [part, party] of [
        ['recipient', receipt.recipient],
        ['payer', receipt.payer],
      ] as const) {
        const template = maskTemplate(layout.mask, party.document);
        templates.add(template);
        const printed = rowValue(sections, part, 'document') ?? '';
        expect(printed).toBe(maskDocument(layout.mask, party.document));
        expect(printed.replace(/\D/g, '')).toBe(visibleDigits(template, party.document));
        expect(printed).toHaveLength(template.length);
        const hidden = [...template].filter((symbol) => symbol === '*').length;
        expect([...printed].filter((symbol) => symbol === layout.mask.char)).toHaveLength(hidden);
      }
    }
    expect(templates).toEqual(new Set(['***.###.###-**', '##.***.***/####-**', '##.###.###/####-##']));
  });

  it('names when split into words then none is in the forbidden list', () => {
    const names = allCorpusNames();
    expect(names.length).toBeGreaterThan(100);
    for (const store of WHARF_STORES) {
      expect(names).toContain(store.name);
      expect(names).toContain(store.lookalike);
      if (store.trapName !== undefined) expect(names).toContain(store.trapName);
    }
    for (const one of cases) {
      const receipt = wharfLayoutReceipt(one.name);
      expect(names).toContain(receipt.recipient.name);
      expect(names).toContain(receipt.payer.name);
    }
    for (const name of names) {
      const forbidden = nameWords(name).filter((word) => FORBIDDEN.has(word));
      expect(forbidden, name).toEqual([]);
    }
  });

  it('correct cases when printed then the price, a time inside the window, the store only as recipient and no key unless key shown', () => {
    for (const one of cases.filter((candidate) => candidate.truth === 'correct')) {
      const receipt = wharfLayoutReceipt(one.name);
      const layout = wharfLayout(one.layout);
      const sections = sectionsOf(receipt);
      const text = allText(sections);
      expect(receipt.amount).toBe(one.price);
      expect(text).toContain(formatWharfAmount(layout, one.price));
      expect(inWindow(receipt.paidAt), one.name).toBe(true);
      expect(receipt.scheduledFor).toBeUndefined();
      for (const piece of formatWharfDateTime(layout.dateFormat, receipt.paidAt)) expect(text).toContain(piece);
      expect(receipt.recipient.name).toBe(one.payee.recipientName);
      expect(receipt.recipient.document).toBe(one.payee.recipientDocument);
      const storeName = printedName(layout, one.payee.recipientName);
      expect(rowValue(sections, 'recipient', 'name')).toBe(storeName);
      for (const part of ['header', 'details', 'payer', 'ids', 'footer'] as const) {
        expect(partText(sections, part), `${one.name} ${part}`).not.toContain(storeName);
      }
      expect(receipt.payer.document).not.toBe(one.payee.recipientDocument);
      const shown = keyPrinted(sections, one.payee.pixKey);
      expect(shown, one.name).toBe(one.group === 'key shown');
      if (one.group === 'key shown') {
        expect(rowValue(sections, 'recipient', 'key')).toContain(printedPixKey(one.payee.pixKey));
      }
      expect(receipt.shot.quality).toBeGreaterThanOrEqual(70);
      expect(receipt.shot.quality).toBeLessThanOrEqual(92);
    }
  });

  it('negatives when compared with a correct payment then depart once, as their scenario says', () => {
    for (const one of cases.filter((candidate) => candidate.group === 'negative')) {
      const scenario = wharfLayoutScenario(one.name);
      const receipt = wharfLayoutReceipt(one.name);
      const layout: WharfLayout = wharfLayout(one.layout);
      const store = wharfStore(one.layout);
      const sections = sectionsOf(receipt);
      const storeDocument = one.payee.recipientDocument;
      const template = maskTemplate(layout.mask, storeDocument);
      const storePrinted = printedName(layout, store.name);
      const recipientPrinted = rowValue(sections, 'recipient', 'name') ?? '';
      const label = `${one.name}`;

      // Everything the scenario does not change is as in a correct payment.
      if (scenario !== 'wrong amount') expect(receipt.amount, label).toBe(one.price);
      if (scenario !== 'paid before the order') expect(inWindow(receipt.paidAt), label).toBe(true);
      if (scenario !== 'scheduled') expect(receipt.scheduledFor, label).toBeUndefined();
      if (!RECIPIENT_SCENARIOS.includes(scenario)) {
        expect(receipt.recipient.name, label).toBe(store.name);
        expect(receipt.recipient.document, label).toBe(storeDocument);
      }
      if (scenario !== 'store as payer') expect(receipt.payer.document, label).not.toBe(storeDocument);
      if (scenario !== 'description names the store') {
        expect(receipt.description ?? '', label).not.toContain(store.name);
      }
      if (one.truth !== 'reused') expect(keyPrinted(sections, one.payee.pixKey), label).toBe(false);

      switch (scenario) {
        case 'lookalike holder':
          expect(receipt.recipient.name).toBe(store.lookalike);
          expect(differsByALittle(receipt.recipient.name, store.name), label).toBe(true);
          expect(recipientPrinted).not.toBe(storePrinted);
          expect(receipt.recipient.document).not.toBe(storeDocument);
          expect(visibleDigits(template, receipt.recipient.document)).toBe(visibleDigits(template, storeDocument));
          expect(rowValue(sections, 'recipient', 'document')).toBe(maskDocument(layout.mask, storeDocument));
          break;
        case 'store name, other digits':
          expect(receipt.recipient.name).toBe(store.name);
          expect(recipientPrinted).toBe(storePrinted);
          expect(documentKind(receipt.recipient.document)).toBe(store.kind);
          expect(visibleDigits(template, receipt.recipient.document)).not.toBe(visibleDigits(template, storeDocument));
          break;
        case 'store as payer':
          expect(receipt.payer.name).toBe(store.name);
          expect(receipt.payer.document).toBe(storeDocument);
          expect(rowValue(sections, 'payer', 'name')).toBe(storePrinted);
          expect(rowValue(sections, 'payer', 'document')).toBe(maskDocument(layout.mask, storeDocument));
          expect(partText(sections, 'recipient')).not.toContain(storePrinted);
          expect(receipt.recipient.document).not.toBe(storeDocument);
          break;
        case 'wrong amount':
          expect(receipt.amount).not.toBe(one.price);
          expect(Number(receipt.amount)).toBeGreaterThan(0);
          expect(allText(sections)).toContain(formatWharfAmount(layout, receipt.amount));
          expect(allText(sections)).not.toContain(formatWharfAmount(layout, one.price));
          break;
        case 'paid before the order': {
          expect(Date.parse(receipt.paidAt)).toBeLessThanOrEqual(Date.parse(ORDER_PLACED_AT) - 24 * 3600 * 1000);
          const text = allText(sections);
          for (const piece of formatWharfDateTime(layout.dateFormat, receipt.paidAt)) expect(text).toContain(piece);
          break;
        }
        case 'scheduled': {
          const scheduledFor = receipt.scheduledFor ?? '';
          expect(Date.parse(scheduledFor)).toBeGreaterThan(Date.parse(JUDGED_AT));
          const text = allText(sections);
          expect(text).toContain(`agendada para ${formatDay(scheduledFor)}`);
          expect(text.toLowerCase()).toContain('agendad');
          expect(sections.some((section) => section.rows.some((row) => row.label === layout.labels.scheduledOn))).toBe(
            true,
          );
          break;
        }
        case 'description names the store':
          expect(receipt.description).toContain(store.name);
          expect(rowValue(sections, 'details', 'description')).toContain(store.name);
          expect(receipt.recipient.document).not.toBe(storeDocument);
          expect(nameWords(receipt.recipient.name).some((word) => nameWords(store.name).includes(word))).toBe(false);
          for (const part of ['recipient', 'payer'] as const)
            expect(partText(sections, part)).not.toContain(storePrinted);
          break;
        case 'near namesake':
          expect(receipt.recipient.name).toBe(store.trapName);
          expect(differsByALittle(receipt.recipient.name, store.name), label).toBe(true);
          expect(recipientPrinted).not.toBe(storePrinted);
          expect(visibleDigits(template, receipt.recipient.document)).not.toBe(visibleDigits(template, storeDocument));
          break;
        case 'same truncated name':
          expect(receipt.recipient.name).not.toBe(store.name);
          expect(recipientPrinted).toBe(storePrinted);
          expect(storePrinted.length).toBeLessThan(store.name.length);
          expect(rowValue(sections, 'recipient', 'document')).not.toBe(maskDocument(layout.mask, storeDocument));
          break;
        case 'reused file':
        case 'reused end-to-end id':
          expect(one.after).toBeDefined();
          break;
        default:
          throw new Error(`Unexpected negative scenario ${scenario}`);
      }
    }
  });

  it('reused cases when compared with their original then come after it with the same payee, price and end-to-end id', () => {
    const index = new Map(cases.map((one, i) => [one.name, i]));
    for (const one of cases.filter((candidate) => candidate.truth === 'reused')) {
      const after = one.after ?? '';
      const original = cases[index.get(after) ?? -1];
      expect(original, one.name).toBeDefined();
      if (!original) continue;
      expect(index.get(after) ?? Number.POSITIVE_INFINITY).toBeLessThan(index.get(one.name) ?? -1);
      expect(original.layout).toBe(one.layout);
      expect(original.truth).toBe('correct');
      expect(one.payee).toEqual(original.payee);
      expect(one.price).toBe(original.price);
      expect(one.endToEndId).toBe(original.endToEndId);
      const receipt = wharfLayoutReceipt(one.name);
      const first = wharfLayoutReceipt(after);
      if (wharfLayoutScenario(one.name) === 'reused file') {
        expect(receipt).toBe(first);
      } else {
        expect({ ...receipt, shot: undefined }).toEqual({ ...first, shot: undefined });
        expect(receipt.shot).not.toEqual(first.shot);
        expect(receipt.shot.quality).not.toBe(first.shot.quality);
        expect(receipt.shot.quality).toBeGreaterThanOrEqual(70);
        expect(receipt.shot.quality).toBeLessThanOrEqual(92);
      }
    }
  });

  it('reused file when rendered then the original bytes; re-shot receipt then other bytes', async () => {
    for (const layout of ['Itaú', 'Inter', 'Sicredi']) {
      const mine = layoutCases(layout);
      const file = mine.find((one) => wharfLayoutScenario(one.name) === 'reused file');
      const reshot = mine.find((one) => wharfLayoutScenario(one.name) === 'reused end-to-end id');
      const fileOriginal = mine.find((one) => one.name === file?.after);
      const reshotOriginal = mine.find((one) => one.name === reshot?.after);
      if (!file || !reshot || !fileOriginal || !reshotOriginal) throw new Error(`${layout} lacks its reused cases`);
      const [a, b, c, d] = await Promise.all([
        file.content(),
        fileOriginal.content(),
        reshot.content(),
        reshotOriginal.content(),
      ]);
      expect(a.equals(b), layout).toBe(true);
      expect(c.equals(d), layout).toBe(false);
    }
  });

  it('fonts when checked then the three families are installed', async () => {
    await expect(assertWharfLayoutFontsAvailable()).resolves.toBeUndefined();
    expect(WHARF_FONTS.map((font) => font.debianPackage)).toEqual([
      'fonts-junction',
      'fonts-texgyre',
      'fonts-comic-neue',
    ]);
  });

  it('fonts when a family is fake then the error names it and its package', async () => {
    const list = [...WHARF_FONTS, { family: 'Wharf Imaginary Sans', debianPackage: 'fonts-wharf-imaginary' }];
    await expect(assertWharfLayoutFontsAvailable(list)).rejects.toThrow(/Wharf Imaginary Sans.*fonts-wharf-imaginary/);
    await expect(assertWharfLayoutFontsAvailable(list)).rejects.not.toThrow(/Junction/);
  });

  it('one case per family when rendered then a decodable JPEG of phone size', async () => {
    for (const layoutName of ['Nubank', 'Itaú', 'C6 Bank']) {
      const layout = wharfLayout(layoutName);
      const one = layoutCases(layoutName)[0];
      if (!one) throw new Error(`No case for ${layoutName}`);
      const bytes = await one.content();
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('jpeg');
      const width = meta.width ?? 0;
      const height = meta.height ?? 0;
      const scale = wharfLayoutReceipt(one.name).shot.scale;
      expect(width).toBe(Math.round(layout.width * scale));
      expect(width).toBeGreaterThanOrEqual(300);
      expect(width).toBeLessThanOrEqual(1400);
      expect(height).toBeGreaterThan(width * 1.5);
    }
    expect(new Set(['Nubank', 'Itaú', 'C6 Bank'].map((name) => wharfLayout(name).family)).size).toBe(3);
  });
});
