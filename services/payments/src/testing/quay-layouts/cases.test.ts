// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assertQuayLayoutFontsAvailable,
  isValidCnpj,
  isValidCpf,
  mulberry32,
  printedName,
  QUAY_FONTS,
  QUAY_LAYOUTS,
  type QuayLayout,
  quayLayout,
  quayPrintedText,
} from './bank-receipts.js';
import {
  allCorpusNames,
  JUDGED_AT,
  ORDER_PLACED_AT,
  QUAY_STORES,
  type QuayLayoutCase,
  type QuayReceipt,
  quayLayoutCases,
  quayLayoutReceipt,
  quayLayoutScenario,
  quayStoreOf,
} from './cases.js';

/** A copy of the words no printed name may contain (upper case, accents removed); the list it came from is not on CI. */
const FORBIDDEN_WORDS = `
ABREU ACESSORIOS ACOUGUE ADALGISA ADELAIDE ADELINO ADEMIR ADRIELE AGENOR AGIL AGROPECUARIA AGUIAR
AGUILERA AGUIRRE ALAMBIQUE ALBERNAZ ALBUQUERQUE ALCIDES ALECRIM ALENCAR ALFAIATARIA ALFAZEMA ALICERCE ALIMENTOS
ALINE ALMEIDA ALVARENGA ALVES AMADEU AMADO AMARAL AMBROSIO AMORIM ANA ANDRADE ANDRIOLLI
ANJOS ANSELMO ANTONIO ANTUNES APARECIDA APIARIO APICULTORES AQUARISMO ARAGAO ARAGON ARANTES ARAPUA
ARAUCARIA ARAUJO ARCANO ARGILA ARIRANHA ARISTIDES ARLINDO ARMARINHO AROEIRA ARRUDA ARTE ARTES
ARTESANAL ARTESANATO ARTHUR ARTIGOS ARUANDA ASSIS ASSUNCAO ASTROLOGIA ATACADO ATELIE AUGUSTO AURORA
AUTO AVANCADA AVIAMENTOS AXE AZEVEDO AZUL BACCARO BACELAR BALTAZAR BANDEIRA BARBEARIA BARBOSA
BARCELOS BARRETO BARROS BARROSO BASTOS BATISTA BAZAR BEATRIZ BELO BELTRAO BENEDETTI BENEDITO
BENICIO BENTO BERENICE BERNARDO BERTOLDI BERTOLDO BEZERRA BIASUS BIAZUS BICALHO BICICLETARIA BIGORNA
BISELADOS BISTRO BITTENCOURT BOA BOAVENTURA BOLHA BOM BOMBONIERE BONAVENTURA BONFIM BORBOLETA BORDADOS
BORGES BORTOLINI BORTOLOTTO BOTELHO BRAGA BRANCA BRANDAO BRANDINI BRASILEIRO BRAVO BRAZ BRECHO
BRENDA BRINQUEDOS BRISA BRITO BRONZE BRUM BRUNO BRUSTOLIN BUCHA BUENO BUGIO BURITI
BURITIS CABOCLO CABRAL CACHACARIA CAFETERIA CAFEZAIS CAFEZAL CAIO CAJUEIRO CALDAS CALDEIRA CALDEIRAO
CAMAFEU CAMARA CAMARGO CAMBARA CAMBUCI CAMELO CAMILA CAMINHOS CAMPANA CAMPELO CAMPO CAMPOLINA
CAMPOS CANDEEIRO CANDELARIA CANELA CANTUARIA CAPIVARA CARAMURU CARAVELA CARCARA CARDOSO CARLOS CARNEIRO
CARNIEL CARRETEL CARVALHO CASA CASAGRANDE CASCALHO CASSIA CASTELO CASTRO CAVALCANTI CAVALHEIRO CAVALLARO
CECILIA CELINA CELSO CELULARES CERA CERAMICA CERQUEIRA CERRADO CERTO CERVEJARIA CESTARIA CESTOS
CHAGAS CHARUTARIA CHAVEIRO CHAVES CHEIA CHIMANGO CHOCOLATES CHOPERIA CICERO CIGANA CINTIA CLARICE
CLARO CLAUDIA CLEIDE CLEMENTE CLEMENTINO CLEOMAR CLEONICE CLODOALDO CLOVIS COBRE COELHO COLCHOES
COMERCIAL COMERCIO CONCEICAO CONFECCOES CONFEITARIA CONSTANCA CONSTRUTORA COOPERATIVA CORALINA CORDEIRO CORDOARIA CORDOVIL
CORINA CORREIA CORSI CORTES CORTEZ CORUJA COSMETICOS COSTA COUTINHO COUTO CREUSA CRISTAL
CRISTIANE CUNHA CURRAIS CURRAL CUTELARIA DALLAGNOL DALPRA DALVA DAMARIS DAMASCENO DAMIAO DANIELA
DANTAS DARCI DAVI DEBORA DECOR DELFINO DELGADO DEMARCHI DENISE DEOCLECIO DEUSDETE DEVECHI
DIAS DIEGO DINIZ DIONISIO DIRCE DISTRIBUIDORA DIVINA DJALMA DOCERIA DOIS DOMINGUES DORGIVAL
DORIA DORIVAL DORNELES DOURADO DROGARIA DRUMMOND DUARTE DULCINEIA DUTRA EDGAR EDILEUSA EDILEUZA
EDINALDO EDNA EDSON EDUARDA ELENICE ELETRICA ELIANE ELIEZER ELIOMAR ELISANGELA ELOA ELPIDIO
ELVIRA ELZIRA EMA EMBALAGENS EMERSON EMILIO EMPADARIA EMPORIO EMPREENDIMENTOS ENCADERNACAO ENCANTADA ENCANTADO
ENCANTADOR EQUILIBRIO EQUILIBRIUM ERMELINDA ERONILDES ERVANARIO ERVAS ESCOBAR ESCOLA ESCOREL ESCUDERO ESMERALDA
ESOTERICOS ESPELHOS ESPERANCA ESPINDOLA ESPORTES ESPOSITO ESTAMPARIA ESTER ESTETICA ESTEVES ESTOFADOS ESTRELA
ESTUDIO EUFRASIO EUNICE EURIDES EVANDRO EVANGELISTA EVARISTO EVILASIO EXPRESS FABIANA FABIO FADAS
FAGNANI FAGUNDES FALCAO FALCHI FALCONI FALEIROS FARIAS FAROL FATIMA FAUSTO FEITOSA FELIPE
FELIS FELIZ FERNANDO FERRAGENS FERRARESI FERRAZ FERREIRA FIBRAS FIGUEIRA FIGUEIREDO FILHO FILOMENA
FINAL FINOS FIORAVANTE FIOS FIRMINO FLAVIO FLECHAS FLORA FLORICULTURA FLORISVALDO FLORIVALDO FOCINHO
FOGACA FONSECA FONTANA FONTES FONTOURA FORNO FRAGA FRAGOSO FRANCISCO FRANCO FREITAS FRETES
FRIGOMAIS FRIGOMAX FROES FROTA FUMACINHA FUNILARIA FURLAN FURQUIM FURQUIN FURTADO GABRIEL GADELHA
GAIVOTA GALDINO GALINDO GALVAO GARBIN GARCIA GAUCHA GAUCHO GEISA GELATERIA GEMAS GENESIO
GENIVALDO GENOVEVA GERALDO GERCINA GERSON GERUSA GERUZA GERVASIO GILBERTO GILMAR GIOVANA GIRARDI
GIRASSOL GISELE GIVANILDO GLAUCIA GODINHO GODOY GOMES GONDIM GOULART GOUVEIA GRACAS GRAFICA
GRAO GRAUNA GRAZIELA GRUTA GUARACIABA GUARNIERI GUEDES GUERRA GUIA GUIMARAES GUIOMAR GUMERCINDO
GUSMAO GUSTAVO HAAS HADDAD HEITOR HELENA HELIO HELOISA HENRIQUE HERBARIO HERCILIO HERMES
HERMINIO HIDALGO HIDRAULICA HILARIO HILDA HILDEBRANDO HOFFMANN HOLANDA HOLISTICAS HONORATO HONORIO HORACIO
HORTA HORTENCIA HORTIFRUTI HUGO HUMBERTO IBIAPINA IBIUNA ICARO ICHIKAWA IDIOMAS IGLESIAS IGOR
IMOBILIARIOS IMPRESSAO INACIO INCENSOS INDUSTRIA INES INSTITUTO INSTRUMENTOS INSUMOS INTERCAMBIO IOLANDA IOLE
IPE IRACEMA IRACI IRAN IRANI IRENEU IRINEU IRMAOS ISADORA ISAURA ISMAEL ISOLDA
ITAMAR ITAPEMA ITAPOA IVANETE IVANILDA IVONE IVONETE IZIDORO JABUTI JABUTICABA JACARANDA JACINTO
JADE JAIR JANAINA JANDAIA JANDIRA JANSEN JAQUELINE JARDIM JASPE JATAHY JATOBA JERONIMO
JOANA JOAQUIM JOAQUINA JOCELI JOCELINO JOELMA JONAS JORDANA JOSE JOSIANE JOSUEL JOVINO
JUCA JUDITE JULIANA JUNIOR JUNQUEIRA JURACI JUREMA JUSSARA JUSTO JUVENAL KARINA KATIA
KELVIN KLEBER KLEIN KOMBUCHA KUHN LACERDA LAERCIO LAGES LAMEGO LAMPARINA LAMPARINAS LANCHONETE
LANDIM LANDIN LARISSA LATICINIOS LAUDELINA LAUDICEIA LAURO LAVANDA LAVANDERIA LAVINIA LEAL LEANDRO
LEAO LEITAO LEITE LEME LEMOS LENHA LEOCADIA LEOCIR LEONIDAS LEONOR LEONTINA LESTE
LETICIA LIMA LIMPA LINDALVA LINDAURA LINDOMAR LINHARES LINHAS LISBOA LIVIA LIVRARIA LOBATO
LOBO LOGISTICA LOJA LOPES LOPRETE LORENA LOTERICA LOURDES LOUREDO LOUREIRO LOUZADA LUA
LUCAS LUCENA LUCIANA LUCIMARA LUIZA LUSTOSA LUZ MACEDO MACHADO MACIEL MACRAME MADEIREIRA
MADREPEROLA MAFRA MAGALHAES MAGAZINE MAGELA MAGNANI MAGNO MAIA MALHARIA MALVINA MANDACARU MANDALA
MANGABA MANGUEIRA MANOELA MANTRA MARACUJA MARAJO MARCELO MARCENARIA MARCOLINO MARESIA MARIA MARIANA
MARILDA MARINALDA MARINALVA MARINHO MARINS MARIVALDA MARLENE MARQUEZINI MARTINS MASCARENHAS MATTOS MAURO
MAXIMILIANO MECANICA MEDEIROS MEDRADO MEIRELES MEIRELLES MEL MELO MENDES MENDONCA MENEZES MERCEARIA
MIGUEL MINERACAO MINERAIS MIRELA MIRIAM MIRTES MISTICA MISTICOS MIUDEZAS MOACIR MODAS MODESTO
MOINHO MONTEIRO MONTENEGRO MORAES MOREIRA MOSCHETTA MOSCOSO MOSQUERA MOTTA MOURA MOURAO MOVEIS
MUDANCAS MUDAS MURILO MUSICAIS NADIR NAGAI NAIARA NAIR NAKAMURA NASCENTE NASCIF NASCIMENTO
NASSIF NATALIA NATANAEL NATHALIA NATIVA NATIVO NAVARRO NAZARENO NAZARIO NEGRA NEGREIROS NEIDE
NELSON NEPOMUCENO NERY NETO NETUNO NEUSA NEVES NICANOR NICOLAS NILTON NILZA NIVALDO
NOBRE NOBREGA NOELI NOEMIA NOGUEIRA NOLASCO NOLETO NONATO NORMA NORONHA NORTEX NOVA
NOVAIS NOVELLI NUNES OBSIDIANA ODAIR ODETE ODILON OESTE OFICINA OKADA OLARIA OLGA
OLINDA OLIVA OLIVEIRA ONLINE ORACAO ORACULO ORACULOS ORIENTE ORLANDO ORQUIDARIO ORSINI OSMAR
OSORIO OSTETTO OSVALDINA OTACILIO OTAVIO OTICA OTILIA OTONIEL OURIQUE OURO OXALA OZIEL
PACHECO PADARIA PADILHA PAES PAIM PAISAGISMO PAIVA PAIXAO PALHARES PALMIRA PAMELA PAPELARIA
PARAFINA PARAGUASSU PARENTE PARREIRAL PASSARINHO PASSO PASTELARIA PASTOR PATRICIA PAULO PAVAN PAZ
PECAS PEDAIS PEDAL PEDRA PEDRINI PEDROSA PEIXARIA PEIXOTO PENDULOS PENHASCO PEREIRA PERES
PERFUMARIA PERGAMINHO PEROBA PERPETUA PERSIO PESSOA PET PETISCARIA PICCOLI PICCOLO PILATES PIMENTEL
PINHEIRO PINTURA PIOVESAN PIPOCA PIPOKA PIRES PISTAO PITANGA PIZZARIA PLANTAS PLINIO POLIGLOTA
PONTEIRO PONTEIROS PONTES PONTO PORTAL PORTELA PORTINARI PORTO PORTUGAL POUSADA PRADO PRATES
PRAXEDES PRESENTES PRESTES PRETA PRISCILA PRUDENCIO QUADROS QUARTZO QUEIJARIA QUEIROGA QUEIROZ QUEVEDO
QUEZIA QUINDIM QUINDINS QUINTANILHA QUINTAO QUINTELA QUINTINO QUIRINO QUITANDA QUITERIA RABELO RACOES
RAFAEL RAFFAINI RAIMUNDA RAMOS RANGEL RAPOSO RAQUEL REBOUCAS RECANTO REGIANE REGINA REGO
REIKI REINALDO REIS RELIGIOSOS RELOJOARIA RENATA RESENDE RESPLANDES RESTAURANTE RIBAS RIBEIRO RICARDO
RIO RIOS RITUAIS ROBERTO ROCHA ROCHEDO RODINEI RODOVALHO RODOVIA RODRIGO ROGERIO ROMERO
ROMILDA ROMUALDO ROSALIA ROSANA ROSANGELA ROSARIO ROSELI ROSEMEIRE ROSILDA ROSIMAR ROSINEIDE ROSINELDE
ROSSETTI ROSSI ROXO RUBENS RUNAS RUSCHEL RUTE SABIA SABOARIA SABORES SABRINA SABUGUEIRO
SACCHETTI SACRA SACRAS SAGRADA SALAZAR SALETE SALGADERIA SALGADO SALGUEIRO SALLES SALOMAO SAMAMBAIA
SAMPAIO SANDRO SANTA SANTANA SANTOS SANTUARIO SAPATARIA SARAIVA SARMENTO SAULO SCHMITT SEBASTIANA
SEGADAS SEGREDO SEIXAS SELARIA SELENITA SEMENTE SEMIJOIAS SERAFIM SERGIO SERIGRAFIA SERPA SERRA
SERRALHERIA SERTANEJO SERTAO SETE SEVERINO SGARBI SHOP SIDNEIA SILVA SILVANO SILVEIRA SILVESTRE
SIMOES SIMONE SIQUEIRA SIRIEMA SISAL SOARES SOBRAL SOBRINHO SODRE SOLANGE SOLANO SONIA
SORTE SORVETERIA SOTERO SOUSA SOUZA SUELEN SUSTENIDO TABATINGA TABOSA TADEU TAINARA TAIPA
TAKESHI TANIA TAPECARIA TAPIOCARIA TAQUARAL TAQUES TARCISIO TARO TAROT TARSILA TATIANE TAVARES
TAVEIRA TAVORA TECELAGEM TECIDOS TEIXEIRA TELES TELMA TELMO TEMOTEO TEMPLO TENDA TEOBALDO
TEODORO TEOFILO TERAPIAS TEREZA TEREZINHA TERREIRO TERTULIANO THIAGO TIBURCIO TIETE TIMBAUBA TIMBO
TINTURARIA TOLEDA TOLEDO TOLENTINO TOMAZ TONET TONIOLO TORNEARIA TORQUATO TORREFACAO TORRES TOSTES
TRAJANO TRAMELA TRANSLUCIDA TRANSLUCIDO TRANSPORTADORA TRAVASSOS TRES TREVISAN TREVO TRIGO TRINDADE TUCANO
TUIUIU TURMALINA UBALDO UBIRACI UBIRAJARA UCHOA ULISSES UMBANDA UMBERTO URBANO URBINA URIAS
URQUIZA URSULA UTILIDADES VALADAO VALADARES VALDECI VALDEMAR VALDIRENE VALDOMIRO VALE VALENCA VALENTE
VALENTINA VALERIA VALFREDO VALLIM VALMIR VALQUIRIA VALTER VANESSA VARANDA VARELA VARGAS VARIEDADES
VASCONCELOS VASQUES VEGETAL VELAS VENDRAMIN VENDRAMINI VENTANIA VENTURA VERAS VERDE VERGUEIRO VERISSIMO
VERONICA VIANA VICENTE VIDAL VIDIGAL VIDRACARIA VIDROS VIEIRA VILAR VILELA VILHENA VILMA
VINHERIA VINICIUS VIRGILIO VISTA VIVA VIVEIRO VIVIANE VOLKMANN VOLPATO WAGNER WALDIR WALMIR
WANDA WANDERLEI WEBER WELLINGTON WERNECK WESLEY WILSON WOLFF XAROPE XAVIER XENIA XIMENES
YAMAMOTO YASMIN YURI ZACARIAS ZAGO ZAMBONI ZAMPIERI ZANELLA ZANETTI ZANOTTO ZELIA ZENAIDE
ZENOBIO ZILDA ZILLI ZOCCOLI ZORAIDE ZUCCHI ZULEICA ZULMIRA
`
  .split(/\s+/)
  .filter(Boolean);

const cases = quayLayoutCases();
const layoutOf = (c: QuayLayoutCase): QuayLayout => {
  const found = QUAY_LAYOUTS.find((layout) => layout.brand === c.layout);
  if (!found) throw new Error(`no layout ${c.layout}`);
  return found;
};
const keyOf = (c: QuayLayoutCase): string => layoutOf(c).key;
const caseNamed = (name: string): QuayLayoutCase => {
  const found = cases.find((c) => c.name === name);
  if (!found) throw new Error(`no case ${name}`);
  return found;
};
const printed = (c: QuayLayoutCase) => quayPrintedText(layoutOf(c), quayLayoutReceipt(c.name));
const textsOf = (c: QuayLayoutCase, role: string): string[] =>
  printed(c)
    .filter((p) => p.role === role)
    .map((p) => p.text);
const one = (c: QuayLayoutCase, role: string): string => {
  const found = textsOf(c, role);
  expect(found, `${c.name} prints one ${role}`).toHaveLength(1);
  return found[0] as string;
};

const NEGATIVE_KINDS = [
  'lookalike holder',
  'store name, other digits',
  'store as payer',
  'wrong amount',
  'paid before the order',
  'scheduled',
  'reused file',
  'reused end-to-end id',
];
const TRAPS = ['description names the store', 'near namesake', 'same truncated name'];
const withScenario = (scenario: string): QuayLayoutCase[] =>
  cases.filter((c) => quayLayoutScenario(c.name) === scenario);
const isCorrect = (c: QuayLayoutCase): boolean => c.truth === 'correct';

/** Written apart from the generator: the amount as Brazilians print it, with or without the space after R$. */
function amountPattern(price: string): RegExp {
  const [whole, cents] = price.split('.') as [string, string];
  let grouped = '';
  for (let i = 0; i < whole.length; i++) {
    if (i > 0 && (whole.length - i) % 3 === 0) grouped += '\\.';
    grouped += whole[i];
  }
  return new RegExp(`^R\\$ ?${grouped},${cents}$`);
}

/** The São Paulo wall clock (UTC−3) as hour and minute, computed without the generator's helpers. */
function localClock(iso: string): { hh: string; mi: string } {
  const ms = Date.parse(iso) - 3 * 60 * 60 * 1000;
  const minutes = Math.floor(ms / 60000) % (24 * 60);
  return { hh: String(Math.floor(minutes / 60)).padStart(2, '0'), mi: String(minutes % 60).padStart(2, '0') };
}

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j] as number;
      row[j] = Math.min((row[j] as number) + 1, (row[j - 1] as number) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] as number;
}

const wordsOf = (name: string): string[] =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter(Boolean);

const SUFFIXES = new Set(['LTDA', 'EIRELI', 'EPP', 'ME']);
/** The words that make a store's name its own: not its legal suffix, not a connective. */
const distinctiveWords = (name: string): string[] => wordsOf(name).filter((w) => w.length > 3 && !SUFFIXES.has(w));

/** The digits a mask template shows: the middle six of a CPF, the first two and the branch of a CNPJ. */
const templateDigits = (doc: string): string =>
  doc.length === 11 ? doc.slice(3, 9) : doc.slice(0, 2) + doc.slice(8, 12);

function checkPrintedDocument(layout: QuayLayout, printedDoc: string, doc: string): void {
  const m = '[*•]';
  if (doc.length === 11) {
    const match = new RegExp(`^${m}{3}\\.(\\d{3})\\.(\\d{3})-${m}{2}$`).exec(printedDoc);
    expect(match, `${printedDoc} is a masked CPF`).not.toBeNull();
    expect(`${match?.[1]}${match?.[2]}`).toBe(doc.slice(3, 9));
  } else if (layout.cnpjPrint === 'full') {
    expect(printedDoc).toBe(
      `${doc.slice(0, 2)}.${doc.slice(2, 5)}.${doc.slice(5, 8)}/${doc.slice(8, 12)}-${doc.slice(12)}`,
    );
  } else {
    const match = new RegExp(`^(\\d{2})\\.${m}{3}\\.${m}{3}/(\\d{4})-${m}{2}$`).exec(printedDoc);
    expect(match, `${printedDoc} is a masked CNPJ`).not.toBeNull();
    expect(`${match?.[1]}${match?.[2]}`).toBe(doc.slice(0, 2) + doc.slice(8, 12));
  }
  // one mask character a layout
  const maskChars = new Set(printedDoc.replace(/[^*•]/g, ''));
  expect(maskChars.size).toBeLessThanOrEqual(1);
  if (maskChars.size === 1) expect([...maskChars][0]).toBe(layout.maskChar);
}

describe('quay layouts: the corpus', () => {
  it('has 16 layouts of 17 cases each, 272 uniquely named cases', () => {
    expect(cases).toHaveLength(272);
    expect(new Set(cases.map((c) => c.name)).size).toBe(272);
    expect(QUAY_LAYOUTS).toHaveLength(16);
    for (const layout of QUAY_LAYOUTS) {
      expect(
        cases.filter((c) => c.layout === layout.brand),
        layout.brand,
      ).toHaveLength(17);
    }
    expect(new Set(QUAY_LAYOUTS.map((layout) => layout.brand)).size).toBeGreaterThanOrEqual(10);
    for (const brand of ['Nubank', 'Itaú', 'Bradesco', 'Banco do Brasil', 'Caixa', 'Santander', 'Inter', 'PicPay']) {
      expect(QUAY_LAYOUTS.map((layout) => layout.brand)).toContain(brand);
    }
    for (const brand of ['Mercado Pago', 'C6 Bank', 'PagBank']) {
      expect(QUAY_LAYOUTS.map((layout) => layout.brand)).toContain(brand);
    }
  });

  it('splits the layouts 6 / 5 / 5 by label family and 6 dark / 10 light', () => {
    const count = (f: (layout: QuayLayout) => boolean): number => QUAY_LAYOUTS.filter(f).length;
    expect(count((l) => l.family === 'label beside')).toBe(6);
    expect(count((l) => l.family === 'label above')).toBe(5);
    expect(count((l) => l.family === 'no label')).toBe(5);
    expect(count((l) => l.theme === 'dark')).toBe(6);
    expect(count((l) => l.theme === 'light')).toBe(10);
    for (const c of cases) {
      expect(c.family).toBe(layoutOf(c).family);
      expect(c.theme).toBe(layoutOf(c).theme);
      expect(c.contentType).toBe('image/jpeg');
      expect(c.font).toMatch(/^Clear Sans( \+ JetBrains Mono)?$/);
    }
    expect(new Set(cases.map((c) => c.font)).size).toBe(2);
  });

  it('gives every layout 6 plain correct receipts, 2 with the key, and the 9 negatives', () => {
    for (const layout of QUAY_LAYOUTS) {
      const mine = cases.filter((c) => c.layout === layout.brand);
      const scenarios = mine.map((c) => quayLayoutScenario(c.name));
      expect(scenarios.filter((s) => s === 'correct')).toHaveLength(6);
      expect(scenarios.filter((s) => s === 'key shown')).toHaveLength(2);
      for (const kind of NEGATIVE_KINDS)
        expect(
          scenarios.filter((s) => s === kind),
          `${layout.brand} ${kind}`,
        ).toHaveLength(1);
      expect(scenarios.filter((s) => TRAPS.includes(s))).toHaveLength(1);
      expect(mine.filter((c) => c.group === 'negative')).toHaveLength(9);
      expect(mine.filter((c) => c.group === 'key shown')).toHaveLength(2);
      const plainGroups = new Set(mine.filter((c) => quayLayoutScenario(c.name) === 'correct').map((c) => c.group));
      expect(plainGroups.size).toBe(1);
      const store = quayStoreOf(layout.key);
      const expected = layout.nameLimit
        ? 'truncated name'
        : store.kind === 'cpf'
          ? 'name + masked CPF'
          : 'name + masked CNPJ';
      expect([...plainGroups][0]).toBe(expected);
      // one payee for all 17
      expect(new Set(mine.map((c) => JSON.stringify(c.payee))).size).toBe(1);
      expect(mine[0]?.payee.recipientName).toBe(store.name);
    }
    const trapCounts = TRAPS.map((trap) => withScenario(trap).length);
    expect(trapCounts.every((n) => n >= 3)).toBe(true);
    expect(trapCounts.reduce((a, b) => a + b, 0)).toBe(16);
    expect(cases.filter(isCorrect)).toHaveLength(128);
  });

  it('cuts names in 3 or 4 layouts, at a limit between 25 and 30 characters', () => {
    const cutting = QUAY_LAYOUTS.filter((layout) => layout.nameLimit);
    expect(cutting.length).toBeGreaterThanOrEqual(3);
    expect(cutting.length).toBeLessThanOrEqual(4);
    for (const layout of cutting) {
      const limit = layout.nameLimit?.chars ?? 0;
      expect(limit).toBeGreaterThanOrEqual(25);
      expect(limit).toBeLessThanOrEqual(30);
      const store = quayStoreOf(layout.key);
      const shown = printedName(layout, store.name);
      expect(store.name.length).toBeGreaterThan(limit);
      expect(shown.replace(/…$/, '').length).toBeLessThanOrEqual(limit);
      expect(store.name.startsWith(shown.replace(/…$/, ''))).toBe(true);
      expect(shown.endsWith('…')).toBe(layout.nameLimit?.ellipsis);
    }
    expect(new Set(QUAY_LAYOUTS.map((layout) => layout.nameCase)).size).toBe(2);
  });

  it('uses valid check digits for every CPF and CNPJ', () => {
    for (const c of cases) {
      const receipt = quayLayoutReceipt(c.name);
      for (const doc of [c.payee.recipientDocument, receipt.recipient.document, receipt.payer.document]) {
        expect(doc.length === 11 ? isValidCpf(doc) : isValidCnpj(doc), `${c.name} ${doc}`).toBe(true);
      }
    }
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('52998224726')).toBe(false);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
  });

  it('prints each document to its template with the right visible digits', () => {
    for (const c of cases) {
      const layout = layoutOf(c);
      const receipt = quayLayoutReceipt(c.name);
      checkPrintedDocument(layout, one(c, 'recipient-document'), receipt.recipient.document);
      checkPrintedDocument(layout, one(c, 'payer-document'), receipt.payer.document);
    }
    expect(QUAY_LAYOUTS.some((l) => l.maskChar === '*') && QUAY_LAYOUTS.some((l) => l.maskChar === '•')).toBe(true);
    const cnpjStores = QUAY_STORES.filter((s) => s.kind === 'cnpj').map((s) => quayLayout(s.layout).cnpjPrint);
    expect(cnpjStores).toContain('full');
    expect(cnpjStores).toContain('masked');
  });

  it('lays the holder blocks out by family, with the recipient told apart by its heading', () => {
    for (const c of cases) {
      const layout = layoutOf(c);
      const lines = printed(c);
      const recipientHeading = lines.findIndex((p) => p.role === 'recipient-heading');
      const payerHeading = lines.findIndex((p) => p.role === 'payer-heading');
      expect(recipientHeading).toBeGreaterThan(-1);
      expect(payerHeading).toBeGreaterThan(-1);
      expect(lines[recipientHeading]?.text).not.toBe(lines[payerHeading]?.text);
      expect(recipientHeading < payerHeading).toBe(!layout.payerFirst);
      const next = lines[recipientHeading + 1];
      const afterThat = lines[recipientHeading + 2];
      if (layout.family === 'no label') {
        expect(next?.role).toBe('recipient-name');
        expect(afterThat?.role).toBe('recipient-document');
        expect(lines[recipientHeading + 3]?.role).toBe('recipient-institution');
      } else {
        expect(next?.role).toBe('label');
        expect(afterThat?.role).toBe('recipient-name');
      }
    }
  });

  it('keeps the end-to-end id to its 32-character form and unique unless reused', () => {
    const seen = new Map<string, string>();
    for (const c of cases) {
      const layout = layoutOf(c);
      const receipt = quayLayoutReceipt(c.name);
      expect(c.endToEndId).toBe(receipt.endToEndId);
      expect(c.endToEndId).toMatch(/^E\d{8}\d{12}[A-Za-z0-9]{11}$/);
      expect(c.endToEndId).toHaveLength(32);
      expect(c.endToEndId.slice(1, 9)).toBe(layout.ispb);
      expect(one(c, 'e2e')).toBe(c.endToEndId);
      if (c.after) continue;
      const d = new Date(receipt.paidAt);
      const stamp = d.toISOString().slice(0, 16).replace(/[-T:]/g, '');
      expect(c.endToEndId.slice(9, 21)).toBe(stamp);
      expect(seen.has(c.endToEndId), `${c.name} repeats ${seen.get(c.endToEndId)}`).toBe(false);
      seen.set(c.endToEndId, c.name);
    }
  });

  it('is the same corpus on every run', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
    const again = quayLayoutCases();
    expect(again.map((c) => `${c.name} ${c.price} ${c.endToEndId}`)).toEqual(
      cases.map((c) => `${c.name} ${c.price} ${c.endToEndId}`),
    );
    expect(new Set(cases.map((c) => c.price)).size).toBeGreaterThanOrEqual(8);
  });
});

describe('quay layouts: correct receipts', () => {
  const correct = cases.filter(isCorrect);

  it('pay the store exactly the price inside the window, and say so in print', () => {
    for (const c of correct) {
      const receipt = quayLayoutReceipt(c.name);
      const layout = layoutOf(c);
      expect(receipt.amount).toBe(c.price);
      expect(one(c, 'amount')).toMatch(amountPattern(c.price));
      expect(receipt.scheduled).toBe(false);
      expect(Date.parse(receipt.paidAt)).toBeGreaterThan(Date.parse(ORDER_PLACED_AT));
      expect(Date.parse(receipt.paidAt)).toBeLessThan(Date.parse(JUDGED_AT));
      const { hh, mi } = localClock(receipt.paidAt);
      const when = textsOf(c, 'when').join(' ');
      expect(when, c.name).toMatch(new RegExp(`${hh}[:h]${mi}`));
      expect(when).toMatch(/23(\/|\.| de | )(11|nov)/);
      expect(receipt.recipient.name).toBe(c.payee.recipientName);
      expect(receipt.recipient.document).toBe(c.payee.recipientDocument);
      expect(one(c, 'recipient-name')).toBe(printedName(layout, c.payee.recipientName));
    }
  });

  it('name the store only as the recipient', () => {
    for (const c of correct) {
      const receipt = quayLayoutReceipt(c.name);
      expect(receipt.payer.name).not.toBe(c.payee.recipientName);
      expect(receipt.payer.document).not.toBe(c.payee.recipientDocument);
      const storeWords = distinctiveWords(c.payee.recipientName);
      for (const p of printed(c)) {
        // the recipient's own name, and the key it configured (an e-mail may carry its name)
        if (p.role === 'recipient-name' || p.role === 'key') continue;
        const words = wordsOf(p.text);
        expect(
          storeWords.some((w) => words.includes(w)),
          `${c.name}: ${p.role} "${p.text}" names the store`,
        ).toBe(false);
      }
    }
  });

  it('print the key only when the group is key shown, and then the configured one', () => {
    for (const c of correct) {
      const keys = textsOf(c, 'key');
      const all = printed(c)
        .map((p) => p.text)
        .join('\n');
      if (c.group === 'key shown') {
        expect(keys).toHaveLength(1);
        const key = c.payee.pixKey;
        if (/^\d+$/.test(key)) checkPrintedDocument(layoutOf(c), keys[0] as string, key);
        else expect(keys[0]).toBe(key);
      } else {
        expect(keys, c.name).toHaveLength(0);
        expect(all.includes(c.payee.pixKey)).toBe(false);
      }
    }
    const kinds = new Set(
      QUAY_LAYOUTS.map((layout) => {
        const key = cases.find((c) => c.layout === layout.brand)?.payee.pixKey ?? '';
        if (key.includes('@')) return 'email';
        if (/^\+55 \d{2} 9\d{4}-\d{4}$/.test(key)) return 'phone';
        if (/^\d{11}$|^\d{14}$/.test(key)) return 'document';
        if (/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(key)) return 'random';
        return `odd ${key}`;
      }),
    );
    expect([...kinds].sort()).toEqual(['document', 'email', 'phone', 'random']);
  });
});

describe('quay layouts: each negative departs in exactly its one way', () => {
  const storeOf = (c: QuayLayoutCase) => quayStoreOf(keyOf(c));
  const inWindow = (r: QuayReceipt): boolean =>
    Date.parse(r.paidAt) > Date.parse(ORDER_PLACED_AT) && Date.parse(r.paidAt) < Date.parse(JUDGED_AT);
  const paysStore = (c: QuayLayoutCase, r: QuayReceipt): boolean =>
    r.recipient.name === c.payee.recipientName && r.recipient.document === c.payee.recipientDocument;
  const rightAmount = (c: QuayLayoutCase, r: QuayReceipt): boolean => r.amount === c.price;

  it('lookalike holder: a name a letter or a word away, the same visible digits, another document', () => {
    for (const c of withScenario('lookalike holder')) {
      const r = quayLayoutReceipt(c.name);
      const layout = layoutOf(c);
      expect(c.truth).toBe('wrong recipient');
      expect(r.recipient.document).not.toBe(c.payee.recipientDocument);
      expect(templateDigits(r.recipient.document)).toBe(templateDigits(c.payee.recipientDocument));
      if (layout.cnpjPrint === 'masked' || r.recipient.document.length === 11) {
        expect(
          one(c, 'recipient-document').replace(/[^\d]/g, ''),
          'what the reader sees of both documents is the same',
        ).toBe(
          quayPrintedText(layout, quayLayoutReceipt(`quay/${layout.key}/correct-1`))
            .find((p) => p.role === 'recipient-document')
            ?.text.replace(/[^\d]/g, ''),
        );
      }
      const a = r.recipient.name;
      const b = c.payee.recipientName;
      expect(a).not.toBe(b);
      const wordsA = a.split(' ');
      const wordsB = b.split(' ');
      const oneWord = wordsA.length === wordsB.length && wordsA.filter((w, i) => w !== wordsB[i]).length === 1;
      expect(levenshtein(a, b) <= 2 || oneWord, `${a} vs ${b}`).toBe(true);
      // the difference survives the bank's cut
      expect(one(c, 'recipient-name')).not.toBe(printedName(layout, b));
      expect(inWindow(r) && rightAmount(c, r) && !r.scheduled).toBe(true);
    }
  });

  it("store name, other digits: the store's name over a document whose visible digits differ", () => {
    for (const c of withScenario('store name, other digits')) {
      const r = quayLayoutReceipt(c.name);
      expect(c.truth).toBe('wrong recipient');
      expect(r.recipient.name).toBe(c.payee.recipientName);
      expect(templateDigits(r.recipient.document)).not.toBe(templateDigits(c.payee.recipientDocument));
      expect(inWindow(r) && rightAmount(c, r) && !r.scheduled).toBe(true);
    }
  });

  it('store as payer: the store in the payer block, someone else receiving', () => {
    for (const c of withScenario('store as payer')) {
      const r = quayLayoutReceipt(c.name);
      const layout = layoutOf(c);
      expect(c.truth).toBe('wrong recipient');
      expect(r.payer.name).toBe(c.payee.recipientName);
      expect(r.payer.document).toBe(c.payee.recipientDocument);
      expect(one(c, 'payer-name')).toBe(printedName(layout, c.payee.recipientName));
      expect(r.recipient.name).not.toBe(c.payee.recipientName);
      expect(r.recipient.document).not.toBe(c.payee.recipientDocument);
      expect(inWindow(r) && rightAmount(c, r) && !r.scheduled).toBe(true);
    }
  });

  it('wrong amount: everything right but the amount', () => {
    for (const c of withScenario('wrong amount')) {
      const r = quayLayoutReceipt(c.name);
      expect(c.truth).toBe('wrong amount');
      expect(r.amount).not.toBe(c.price);
      expect(one(c, 'amount')).not.toMatch(amountPattern(c.price));
      expect(one(c, 'amount')).toMatch(amountPattern(r.amount));
      expect(inWindow(r) && paysStore(c, r) && !r.scheduled).toBe(true);
    }
  });

  it('paid before the order: right in all but the time', () => {
    for (const c of withScenario('paid before the order')) {
      const r = quayLayoutReceipt(c.name);
      expect(c.truth).toBe('paid before the order');
      expect(Date.parse(r.paidAt)).toBeLessThan(Date.parse(ORDER_PLACED_AT));
      const { hh, mi } = localClock(r.paidAt);
      expect(textsOf(c, 'when').join(' ')).toMatch(new RegExp(`${hh}[:h]${mi}`));
      expect(paysStore(c, r) && rightAmount(c, r) && !r.scheduled).toBe(true);
    }
  });

  it('scheduled: a Pix agendado for a later day, saying Agendado', () => {
    for (const c of withScenario('scheduled')) {
      const r = quayLayoutReceipt(c.name);
      expect(c.truth).toBe('scheduled');
      expect(r.scheduled).toBe(true);
      expect(Date.parse(r.paidAt)).toBeGreaterThan(Date.parse(JUDGED_AT));
      expect(one(c, 'status')).toBe('Agendado');
      expect(one(c, 'title')).toMatch(/agend/i);
      expect(paysStore(c, r) && rightAmount(c, r)).toBe(true);
    }
  });

  it('traps: a description naming the store, a near namesake, or the same truncated name', () => {
    for (const c of cases.filter((x) => TRAPS.includes(quayLayoutScenario(x.name)))) {
      const r = quayLayoutReceipt(c.name);
      const layout = layoutOf(c);
      const store = storeOf(c);
      expect(c.truth).toBe('wrong recipient');
      expect(quayLayoutScenario(c.name)).toBe(store.trap);
      expect(r.recipient.name).not.toBe(store.name);
      expect(r.recipient.document).not.toBe(c.payee.recipientDocument);
      expect(inWindow(r) && rightAmount(c, r) && !r.scheduled).toBe(true);
      switch (store.trap) {
        case 'description names the store': {
          const description = one(c, 'description');
          const storeWords = distinctiveWords(store.name);
          expect(storeWords.filter((w) => wordsOf(description).includes(w)).length).toBeGreaterThanOrEqual(2);
          break;
        }
        case 'near namesake': {
          const storeWords = wordsOf(store.name);
          const theirs = wordsOf(r.recipient.name);
          expect(
            storeWords.every((w) => theirs.includes(w)),
            r.recipient.name,
          ).toBe(true);
          expect(theirs.length).toBe(storeWords.length + 1);
          expect(templateDigits(r.recipient.document)).not.toBe(templateDigits(c.payee.recipientDocument));
          break;
        }
        case 'same truncated name':
          expect(layout.nameLimit).toBeDefined();
          expect(one(c, 'recipient-name')).toBe(printedName(layout, store.name));
          expect(templateDigits(r.recipient.document)).not.toBe(templateDigits(c.payee.recipientDocument));
          break;
      }
    }
  });

  it('reused end-to-end id: another picture of another payment carrying an earlier correct id', () => {
    for (const c of withScenario('reused end-to-end id')) {
      const r = quayLayoutReceipt(c.name);
      expect(c.truth).toBe('reused');
      expect(c.after).toBeDefined();
      const earlier = caseNamed(c.after as string);
      expect(earlier.truth).toBe('correct');
      expect(earlier.layout).toBe(c.layout);
      expect(cases.indexOf(earlier)).toBeLessThan(cases.indexOf(c));
      expect(c.endToEndId).toBe(earlier.endToEndId);
      const before = quayLayoutReceipt(earlier.name);
      expect(r.paidAt).not.toBe(before.paidAt);
      expect(inWindow(r) && paysStore(c, r) && rightAmount(c, r) && !r.scheduled).toBe(true);
    }
  });

  it('reused file: points at an earlier correct case with the same facts', () => {
    for (const c of withScenario('reused file')) {
      expect(c.truth).toBe('reused');
      const earlier = caseNamed(c.after as string);
      expect(earlier.truth).toBe('correct');
      expect(earlier.layout).toBe(c.layout);
      expect(cases.indexOf(earlier)).toBeLessThan(cases.indexOf(c));
      expect(c.endToEndId).toBe(earlier.endToEndId);
      expect(c.price).toBe(earlier.price);
    }
  });
});

describe('quay layouts: names', () => {
  it('prints no forbidden word in any name or description', () => {
    expect(FORBIDDEN_WORDS.length).toBeGreaterThan(1000);
    const forbidden = new Set(FORBIDDEN_WORDS);
    const names = allCorpusNames();
    expect(names.length).toBeGreaterThan(40);
    const texts = [
      ...names,
      ...cases.flatMap((c) => textsOf(c, 'description')),
      ...cases.flatMap((c) => textsOf(c, 'recipient-name')),
      ...cases.flatMap((c) => textsOf(c, 'payer-name')),
    ];
    for (const text of texts) {
      const hits = wordsOf(text).filter((w) => forbidden.has(w));
      expect(hits, text).toEqual([]);
    }
    // and the check can fail
    expect(wordsOf('Ametista Tarot Ltda').filter((w) => forbidden.has(w))).toEqual(['TAROT']);
  });

  it('lists every printed holder name among the corpus names', () => {
    const names = new Set(allCorpusNames());
    for (const c of cases) {
      const r = quayLayoutReceipt(c.name);
      expect(names.has(r.recipient.name)).toBe(true);
      expect(names.has(r.payer.name)).toBe(true);
    }
  });
});

describe('quay layouts: fonts', () => {
  it('names each missing family and its Debian package', async () => {
    await expect(assertQuayLayoutFontsAvailable(async () => 'Clear Sans\nDejaVu Sans\n')).rejects.toThrow(
      /"JetBrains Mono" \(Debian package fonts-jetbrains-mono\)/,
    );
    const both = assertQuayLayoutFontsAvailable(async () => 'DejaVu Sans\nJetBrains Mono Light\n');
    await expect(both).rejects.toThrow(/Clear Sans.*fonts-clear-sans.*JetBrains Mono.*fonts-jetbrains-mono/);
    await expect(
      assertQuayLayoutFontsAvailable(async () => {
        throw new Error('fc-list: not found');
      }),
    ).rejects.toThrow(/fonts-clear-sans/);
    await expect(
      assertQuayLayoutFontsAvailable(
        async () => 'Clear Sans Light\nJetBrains Mono,JetBrains Mono Medium\nClear Sans\n',
      ),
    ).resolves.toBeUndefined();
    expect(QUAY_FONTS.map((f) => f.family)).toEqual(['Clear Sans', 'JetBrains Mono']);
  });
});

describe('quay layouts: rendering (one case a layout)', () => {
  beforeAll(async () => {
    await assertQuayLayoutFontsAvailable();
  });

  it('renders a phone-sized JPEG for every layout', async () => {
    const sample = QUAY_LAYOUTS.map((layout) => caseNamed(`quay/${layout.key}/correct-1`));
    const buffers = await Promise.all(sample.map((c) => c.content()));
    const widths = new Set<number>();
    for (const [i, buffer] of buffers.entries()) {
      const c = sample[i] as QuayLayoutCase;
      expect(buffer.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])), c.name).toBe(true);
      const meta = await sharp(buffer).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBeGreaterThanOrEqual(720);
      expect(meta.width).toBeLessThanOrEqual(1170);
      expect(meta.height ?? 0).toBeGreaterThan((meta.width ?? 0) * 1.9);
      widths.add(meta.width ?? 0);
      // a picture with something on it: not one flat colour
      const stats = await sharp(buffer).stats();
      expect(stats.channels[0]?.stdev ?? 0).toBeGreaterThan(10);
      // dark layouts are dark, light ones light
      const mean = stats.channels.reduce((sum, ch) => sum + ch.mean, 0) / stats.channels.length;
      if (c.theme === 'dark') expect(mean, c.name).toBeLessThan(110);
      else expect(mean, c.name).toBeGreaterThan(150);
    }
    expect(widths.size).toBeGreaterThanOrEqual(5);
    // memoised: the same bytes twice
    expect((await sample[0]?.content()) === buffers[0]).toBe(true);
  }, 60_000);

  it('gives a reused file the very bytes of its earlier case, and a reused id a different picture', async () => {
    const reusedFile = caseNamed('quay/neon/reused-file');
    const original = caseNamed(reusedFile.after as string);
    expect((await reusedFile.content()).equals(await original.content())).toBe(true);
    const reusedId = caseNamed('quay/itau/reused-end-to-end-id');
    const source = caseNamed(reusedId.after as string);
    expect((await reusedId.content()).equals(await source.content())).toBe(false);
  }, 30_000);
});
