// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
//
// Tests of the corpus itself (its shape, its facts, its drawings and its pictures), never of any verifier.

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  assertJettyLayoutFontsAvailable,
  drawingProblems,
  drawJettyReceipt,
  JETTY_FONTS,
  JETTY_INSTITUTIONS,
  JETTY_LAYOUTS,
  type JettyDrawing,
  type JettyLayout,
  type JettyReceiptFacts,
  jettyLayout,
  maskPattern,
  printedName,
  renderJettyReceipt,
  Sheet,
  spTime,
  visibleDigitIndexes,
} from './bank-receipts.js';
import {
  allCorpusDescriptions,
  allCorpusNames,
  isValidDocument,
  type JettyLayoutCase,
  type JettyScenario,
  JUDGED_AT,
  jettyLayoutCases,
  jettyLayoutReceipt,
  jettyLayoutScenario,
  jettyStores,
  jettyTrapNames,
  ORDER_PLACED_AT,
} from './cases.js';

/** Words no printed name or description may contain (upper case, accent-free, 3+ letters). */
const FORBIDDEN_WORDS = new Set(
  `
ABREU ACESSORIOS ACOUGUE ADALGISA ADELAIDE ADELINO ADEMIR ADRIANA ADRIELE AGENOR AGIL AGROPECUARIA AGUIAR
AGUILERA AGUIRRE ALAMBIQUE ALBERNAZ ALBINO ALBUQUERQUE ALCIDES ALECRIM ALENCAR ALFAIATARIA ALFAZEMA ALICERCE
ALIMENTOS ALINE ALMEIDA ALVARENGA ALVES AMADEU AMADO AMARAL AMBROSIO AMETISTA AMORIM AMULETOS ANA ANDERSON
ANDRADE ANDRIOLLI ANJOS ANSELMO ANTONIO ANTUNES APARECIDA APIARIO APICULTORES AQUARISMO ARAGAO ARAGON ARANTES
ARAPUA ARAUCARIA ARAUJO ARCANO ARGILA ARIRANHA ARISTIDES ARLINDO ARMARINHO AROEIRA ARRAES ARRUDA ARTE ARTES
ARTESANAIS ARTESANAL ARTESANATO ARTHUR ARTIGOS ARUANDA ASSIS ASSUNCAO ASTRAL ASTROLOGIA ATACADO ATELIE
ATENDIMENTOS AUGUSTO AURORA AUTO AVANCADA AVIAMENTOS AXE AZEVEDO AZUL BACCARO BACELAR BALTAZAR BANDEIRA BANHOS
BARBEARIA BARBOSA BARCELOS BARRETO BARROS BARROSO BASTOS BATISTA BAZAR BEATRIZ BELO BELTRAO BEM BENEDETTI
BENEDITO BENICIO BENTO BERENICE BERNARDO BERTOLDI BERTOLDO BEZERRA BEZERRIL BIASUS BIAZUS BICALHO BICICLETARIA
BIGORNA BISELADOS BISTRO BITTAR BITTENCOURT BOA BOAVENTURA BOLDRINI BOLHA BOM BOMBONIERE BONAVENTURA BONFIM
BONIFACIO BORBA BORBOLETA BORDADOS BORGES BORTOLINI BORTOLOTTO BOTELHO BRAGA BRAGANCA BRANCA BRANDAO BRANDINI
BRASILEIRO BRAVO BRAZ BRECHO BRENDA BRINQUEDOS BRISA BRITO BRONZE BRUM BRUNA BRUNO BRUSTOLIN BUCHA BUDA BUENO
BUGIO BURITI BURITIS CABOCLO CABRAL CACHACARIA CAFETERIA CAFEZAIS CAFEZAL CAIO CAJUEIRO CALADO CALDAS CALDEIRA
CALDEIRAO CALENDULA CALENDULAS CALIXTO CAMAFEU CAMARA CAMARGO CAMBARA CAMBUCI CAMELO CAMILA CAMINHOS CAMOMILA
CAMPANA CAMPELO CAMPO CAMPOLINA CAMPOS CANDEEIRO CANDELARIA CANELA CANTUARIA CAPIVARA CARAMURU CARAVELA CARCARA
CARDOSO CARLA CARLOS CARNEIRO CARNIEL CARRETEL CARVALHO CASA CASAGRANDE CASCALHO CASSIA CASTELO CASTILHO CASTRO
CATARINENSE CAVALCANTE CAVALCANTI CAVALHEIRO CAVALLARO CECILIA CELINA CELSO CELULARES CERA CERAMICA CERQUEIRA
CERRADO CERTO CERVEJARIA CESTARIA CESTOS CHAGAS CHARUTARIA CHAS CHAVEIRO CHAVES CHEIA CHIMANGO CHOCOLATES
CHOPERIA CICERO CIGANA CINTIA CIRANDA CIRANDAS CIRCULO CLARICE CLARO CLAUDIA CLEBER CLEIDE CLEITOM CLEITON
CLEMENTE CLEMENTINO CLEOMAR CLEONICE CLODOALDO CLOVIS COBRE COELHO COLCHOES COMERCIAL COMERCIO CONCEICAO
CONFECCOES CONFEITARIA CONSTANCA CONSTRUTORA CONSULTAS COOPERATIVA CORALINA CORDEIRO CORDOARIA CORDOVIL CORINA
CORPORAIS CORREA CORREIA CORSI CORTES CORTEZ CORUJA COSMETICOS COSTA COUTINHO COUTO CREUSA CRISTAIS CRISTAL
CRISTALOTERAPEUTAS CRISTALOTERAPIA CRISTIANE CRISTINA CUNHA CURA CURRAIS CURRAL CURSOS CUTELARIA DAIANE
DALLAGNOL DALPRA DALVA DAMARIS DAMASCENO DAMIAO DANIELA DANTAS DARCI DAVI DEBORA DECOR DECORACOES DEFUMADORES
DEIVID DELFINO DELGADO DEMARCHI DENILSON DENISE DEOCLECIO DEUSDETE DEVECHI DIAS DIEGO DINIZ DIONISIO DIRCE
DISTRIBUIDORA DIVINA DJALMA DOCERIA DOIS DOMINGUES DORGIVAL DORIA DORIVAL DORNELES DOURADO DROGARIA DRUMMOND
DUARTE DULCINEIA DUTRA EDGAR EDILEUSA EDILEUZA EDILSON EDINALDO EDNA EDNALDO EDSON EDUARDA ELAINE ELEMENTAL
ELENICE ELETRICA ELIANE ELIEZER ELIOMAR ELISANGELA ELOA ELPIDIO ELVIRA ELZIRA EMA EMBALAGENS EMERSON EMILIO
EMPADARIA EMPORIO EMPREENDIMENTOS ENCADERNACAO ENCANTADA ENCANTADO ENCANTADOR ENERGETICOS ENERGIA EQUILIBRIO
EQUILIBRIUM ERICA ERMELINDA ERONILDES ERVANARIO ERVAS ESCOBAR ESCOLA ESCOREL ESCUDERO ESMERALDA ESOTERICOS
ESPACO ESPELHOS ESPERANCA ESPINDOLA ESPORTES ESPOSITO ESSENCIAS ESTAMPARIA ESTAR ESTER ESTETICA ESTEVES
ESTOFADOS ESTRELA ESTUDIO EUFRASIO EUNICE EURIDES EVANDRO EVANGELISTA EVARISTO EVILASIO EXPRESS FABIANA FABIO
FABRICIO FADAS FAGNANI FAGUNDES FALCAO FALCHI FALCONI FALEIROS FARIAS FAROL FATIMA FAUSTO FEITOSA FELIPE FELIS
FELIZ FENIX FERNANDO FERRAGENS FERRARESI FERRAZ FERREIRA FIALHO FIBRAS FIGUEIRA FIGUEIREDO FILHO FILOMENA FINAL
FINOS FIORAVANTE FIOS FIRMINO FLAVIO FLECHAS FLORA FLORICULTURA FLORISVALDO FLORIVALDO FOCINHO FOGACA FONSECA
FONTANA FONTES FONTOURA FORNO FRAGA FRAGOSO FRANCISCO FRANCO FREIRE FREITAS FRETES FRIGOMAIS FRIGOMAX FROES
FROTA FUMACINHA FUNILARIA FURLAN FURQUIM FURQUIN FURTADO GABRIEL GADELHA GAIVOTA GALDINO GALINDO GALVANI GALVAO
GAMA GARBIN GARCIA GAUCHA GAUCHO GEISA GELATERIA GEMAS GENESIO GENIVALDO GENOVEVA GERALDO GERCINA GERSON GERUSA
GERUZA GERVASIO GILBERTO GILMAR GIOVANA GIRARDI GIRASSOL GISELE GISLAINE GIVANILDO GLAUBER GLAUCIA GLEICIANE
GLEICIENE GODINHO GODOY GOMES GONDIM GOULART GOUVEIA GRACAS GRAFICA GRAO GRAUNA GRAZIELA GRUTA GUARACIABA
GUARNIERI GUEDES GUERRA GUERREIRO GUIA GUIMARAES GUIOMAR GUMERCINDO GUSMAO GUSTAVO HAAS HADDAD HEITOR HELENA
HELENO HELIO HELOISA HENRIQUE HERBARIO HERCILIO HERMES HERMINIO HIDALGO HIDRAULICA HILARIO HILDA HILDEBRANDO
HOFFMANN HOLANDA HOLISTICAS HONORATO HONORIO HORACIO HORTA HORTENCIA HORTIFRUTI HORUS HUGO HUMBERTO IARA
IBIAPINA IBIUNA ICARO ICHIKAWA IDIOMAS IGLESIAS IGOR IMOBILIARIOS IMPRESSAO INACIO INCENSARIA INCENSARIO
INCENSOS INDUSTRIA INES INSTITUTO INSTRUMENTOS INSUMOS INTEGRADA INTEGRATIVAS INTERCAMBIO IOLANDA IOLE IPE
IRACEMA IRACI IRAN IRANI IRENEU IRINEU IRMAOS ISADORA ISAURA ISMAEL ISOLDA ITALO ITAMAR ITAPEMA ITAPOA IVANETE
IVANILDA IVANILSON IVONE IVONETE IZIDORO JABUTI JABUTICABA JACARANDA JACINTO JADE JAIR JANAINA JANDAIA JANDIRA
JANETE JANSEN JAQUELINE JARDIM JASPE JATAHY JATOBA JEFERSON JERONIMO JOANA JOAQUIM JOAQUINA JOCELI JOCELINO
JOCIMAR JOCIMARA JOELMA JONAS JORDANA JOSE JOSIANE JOSUEL JOVINO JUCA JUDITE JULIANA JULIO JUNIOR JUNQUEIRA
JURACI JUREMA JUSSARA JUSTINO JUSTO JUVENAL KARINA KATIA KELLY KELVIN KLEBER KLEIN KOMBUCHA KUHN LACERDA LAERCIO
LAGES LAMEGO LAMPARINA LAMPARINAS LANCHONETE LANDIM LANDIN LARISSA LATICINIOS LAUDELINA LAUDICEIA LAURO LAVANDA
LAVANDERIA LAVINIA LEAL LEANDRO LEAO LEILA LEITAO LEITE LEME LEMOS LENHA LEOCADIA LEOCIR LEONARDO LEONIDAS
LEONOR LEONTINA LESTE LETICIA LIDIANE LIMA LIMPA LINDALVA LINDAURA LINDOMAR LINHARES LINHAS LINS LISBOA LIVIA
LIVRARIA LOBATO LOBO LOGISTICA LOJA LOPES LOPRETE LORENA LOTERICA LOURDES LOUREDO LOUREIRO LOUZADA LUA LUCAS
LUCENA LUCIANA LUCIENE LUCIMAR LUCIMARA LUIZA LUMINAR LUSTOSA LUZ MACARIO MACEDO MACHADO MACIEL MACRAME
MADEIREIRA MADREPEROLA MAFRA MAGALHAES MAGAZINE MAGELA MAGNANI MAGNO MAGRI MAIA MAICON MALHARIA MALTA MALVINA
MANDACARU MANDALA MANGABA MANGUEIRA MANOELA MANTRA MAPAS MARACUJA MARAJO MARCELO MARCENARIA MARCIA MARCOLINO
MARCOS MARESIA MARIA MARIANA MARILDA MARINALDA MARINALVA MARINEIDE MARINEIDES MARINHO MARINS MARIVALDA MARLENE
MARLI MARQUEZINI MARTINS MASCARENHAS MATTOS MAURO MAXIMILIANO MECANICA MEDEIROS MEDINA MEDRADO MEIRELES
MEIRELLES MEL MELO MENDES MENDONCA MENEZES MERCEARIA MIGUEL MINERACAO MINERAIS MIRELA MIRIAM MIRIAN MIRTES
MISTICA MISTICOS MIUDEZAS MOACIR MODAS MODESTO MOINHO MONTALVAN MONTALVAO MONTEIRO MONTENEGRO MORAES MOREIRA
MOSCHETTA MOSCOSO MOSQUERA MOTA MOTTA MOURA MOURAO MOVEIS MUDANCAS MUDAS MURILO MUSICAIS NADIR NAGAI NAIARA NAIR
NAKAMURA NASCENTE NASCIF NASCIMENTO NASSIF NATALIA NATANAEL NATHALIA NATIVA NATIVO NATURAIS NAVARRO NAYARA
NAZARENO NAZARIO NEGRA NEGREIROS NEIDE NEIVA NELSON NEPOMUCENO NERY NETO NETUNO NEUSA NEVES NICANOR NICOLAS
NILTON NILZA NIVALDO NOBRE NOBREGA NOELI NOEMIA NOGUEIRA NOLASCO NOLETO NONATO NORMA NORONHA NORTEX NOVA NOVAIS
NOVELLI NUNES OBSIDIANA ODAIR ODETE ODILON OESTE OFICINA OKADA OLARIA OLGA OLHO OLINDA OLIVA OLIVEIRA ONLINE
OPALA OPALAS ORACAO ORACULO ORACULOS ORGANICOS ORIENTACAO ORIENTE ORLANDO ORQUIDARIO ORSINI ORVALHO ORVALHOS
OSMAR OSORIO OSTETTO OSVALDINA OTACILIO OTAVIO OTICA OTILIA OTONIEL OURIQUE OURO OXALA OZIEL PACHECO PADARIA
PADILHA PAES PAIM PAISAGISMO PAIVA PAIXAO PALHARES PALMIRA PAMELA PAMPLONA PAMPONET PAOLA PAPELARIA PARAFINA
PARAGUASSU PARANHOS PARENTE PARREIRAL PASSARINHO PASSO PASTELARIA PASTOR PATRICIA PAULO PAVAN PAZ PECANHA PECAS
PEDAIS PEDAL PEDRA PEDRINI PEDROSA PEIXARIA PEIXOTO PENDULOS PENHASCO PEREIRA PERES PERFUMARIA PERGAMINHO PEROBA
PERPETUA PERSIO PESSOA PET PETISCARIA PICCOLI PICCOLO PILATES PIMENTA PIMENTEL PINHEIRO PINTURA PIOVESAN PIPOCA
PIPOKA PIRES PISTAO PITANGA PIZZARIA PLANTAS PLINIO POLIGLOTA PONTEIRO PONTEIROS PONTES PONTO PORTAL PORTELA
PORTELLA PORTINARI PORTO PORTUGAL POUSADA PRADO PRANA PRATES PRAXEDES PRESENTES PRESTES PRETA PRISCILA PRODUTOS
PRUDENCIO QUADROS QUARESMA QUARTZO QUEIJARIA QUEIROGA QUEIROZ QUEVEDO QUEZADO QUEZIA QUINDIM QUINDINS
QUINTANILHA QUINTAO QUINTELA QUINTINO QUIRINO QUITANDA QUITERIA RABELO RACOES RAFAEL RAFAELA RAFFAINI RAILSON
RAIMUNDA RAMALHO RAMOS RANGEL RAPOSO RAQUEL REBELO REBOUCAS RECANTO RECH REGIANE REGINA REGO REIKI REINALDO REIS
RELIGIOSOS RELOJOARIA RENATA RESENDE RESPLANDES RESTAURANTE REZENDE RIBAS RIBEIRO RICARDO RIO RIOS RITOS RITUAIS
ROBERTO ROBSON ROCHA ROCHEDO RODINEI RODOVALHO RODOVIA RODRIGO ROGERIO ROLIM ROMERO ROMILDA ROMUALDO ROSALIA
ROSANA ROSANGELA ROSARIO ROSELI ROSEMEIRE ROSILDA ROSIMAR ROSINEIDE ROSINELDE ROSIVALDA ROSIVALDO ROSSETTI ROSSI
ROXO RUBENS RUNAS RUSCHEL RUTE SABIA SABOARIA SABOES SABORES SABRINA SABUGUEIRO SACCHETTI SACRA SACRAS SAGRADA
SALAZAR SALES SALETE SALGADERIA SALGADO SALGUEIRO SALLES SALOMAO SALVIA SAMAMBAIA SAMARA SAMPAIO SANDRO SANTA
SANTANA SANTOS SANTUARIO SAPATARIA SARAIVA SARMENTO SAULO SCHMITT SEABRA SEBASTIANA SEGADAS SEGREDO SEIXAS
SELARIA SELENITA SEMENTE SEMIJOIAS SERAFIM SERAPIAO SERGIO SERIGRAFIA SERPA SERRA SERRALHERIA SERTANEJO SERTAO
SETE SEVERINO SGARBI SHOP SIDERAIS SIDERAL SIDNEIA SILVA SILVANO SILVEIRA SILVESTRE SIMARA SIMOES SIMONE
SIQUEIRA SIRIEMA SISAL SOARES SOBRAL SOBRINHO SOCORRO SODRE SOLANGE SOLANO SOLSTICIA SOLSTICIO SONIA SORRIDENTE
SORTE SORVETERIA SOTERO SOUSA SOUZA SUELEN SUELI SUSTENIDO TABATINGA TABOSA TADEU TAINARA TAIPA TAKESHI TALISMAS
TALITA TAMBORES TANIA TAPECARIA TAPIOCARIA TAQUARAL TAQUES TARCISIO TARO TAROT TARSILA TATIANE TAVARES TAVEIRA
TAVORA TECELAGEM TECIDOS TEIXEIRA TELES TELMA TELMO TEMOTEO TEMPLO TENDA TENORIO TEOBALDO TEODORO TEOFILO
TERAPIAS TEREZA TEREZINHA TERREIRO TERTULIANO THIAGO TIAGO TIBURCIO TIETE TIMBAUBA TIMBO TINTURARIA TOLEDA
TOLEDO TOLENTINO TOMAZ TONET TONIOLO TORNEARIA TORQUATO TORREFACAO TORRES TORRESAN TOSTES TRAJANO TRAMELA
TRANSLUCIDA TRANSLUCIDO TRANSPORTADORA TRAVASSOS TRENTIN TRENTINI TRES TREVISAN TREVO TRIADE TRIGO TRINDADE
TUCANO TUIUIU TURMALINA UBALDO UBIRACI UBIRAJARA UCHOA ULISSES UMBANDA UMBERTO URBANI URBANO URBINA URIAS
URQUIZA URSULA UTILIDADES VAGNER VALADAO VALADARES VALDECI VALDEMAR VALDIRENE VALDOMIRO VALE VALENCA VALENTE
VALENTIM VALENTINA VALERIA VALFREDO VALLIM VALMIR VALQUIRIA VALTER VANDA VANESSA VARANDA VARELA VARGAS
VARIEDADES VASCONCELOS VASQUES VEGETAL VELAS VENDRAMIN VENDRAMINI VENTANIA VENTURA VERAS VERDE VERGUEIRO
VERISSIMO VERONICA VIANA VICENTE VIDAL VIDIGAL VIDRACARIA VIDROS VIEGAS VIEIRA VILAR VILELA VILHENA VILMA
VINHERIA VINICIUS VIRGILIO VISTA VITOR VIVA VIVEIRO VIVENCIAS VIVIANE VOLKMANN VOLPATO WAGNER WALDIR WALMIR
WANDA WANDERLEI WEBER WELLINGTON WERNECK WESLEY WILSON WOLFF XAMANICA XAROPE XAVIER XENIA XIMENES YAMAMOTO
YASMIN YOGA YURI ZACARIAS ZAGO ZAMBONI ZAMPIERI ZAMPROGNA ZANCHETTA ZANELLA ZANETTI ZANOTTO ZELIA ZENAIDE
ZENOBIO ZILDA ZILLI ZOCCOLI ZODIACAL ZODIACO ZORAIDE ZUCCHI ZULEICA ZULMIRA
`
    .split(/\s+/)
    .filter((w) => w.length > 0),
);

const ALLOWED_WORDS = new Set(['LTDA', 'ME', 'EIRELI', 'EPP', 'S/A', 'DA', 'DE', 'DO', 'DAS', 'DOS', 'E']);

const cases = jettyLayoutCases();
const byName = new Map(cases.map((c) => [c.name, c]));
const stores = jettyStores();
const storeOf = (layout: string) => {
  const store = stores.find((s) => s.layout === layout);
  if (!store) throw new Error(`no store for ${layout}`);
  return store;
};

const drawings = new Map<string, JettyDrawing>();
function drawingOf(name: string): JettyDrawing {
  let d = drawings.get(name);
  if (!d) {
    const c = byName.get(name) as JettyLayoutCase;
    d = drawJettyReceipt(jettyLayout(c.layout), jettyLayoutReceipt(name).facts);
    drawings.set(name, d);
  }
  return d;
}
const squeeze = (s: string) => s.replace(/\s+/g, '');
const printedText = (name: string) => squeeze(drawingOf(name).texts.join(''));

const plainAccentFree = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

function levenshtein<T>(a: readonly T[], b: readonly T[]): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j] as number;
      row[j] = Math.min(up + 1, (row[j - 1] as number) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = up;
    }
  }
  return row[b.length] as number;
}

/** The facts a receipt states, flattened, without the picture's own details. */
function flatten(f: JettyReceiptFacts): Record<string, string> {
  const out: Record<string, string> = {
    amountCents: String(f.amountCents),
    paidAt: f.paidAt,
    scheduledFor: f.scheduledFor ?? '',
    keyShown: f.keyShown ? `${f.keyShown.kind}:${f.keyShown.value}` : '',
    description: f.description ?? '',
    endToEndId: f.endToEndId,
  };
  for (const role of ['recipient', 'payer'] as const) {
    for (const [k, v] of Object.entries(f[role])) out[`${role}.${k}`] = String(v);
  }
  return out;
}

function changedFields(a: JettyReceiptFacts, b: JettyReceiptFacts): string[] {
  const fa = flatten(a);
  const fb = flatten(b);
  return Object.keys({ ...fa, ...fb })
    .filter((k) => fa[k] !== fb[k])
    .sort();
}

function visibleDigits(layout: JettyLayout, digits: string): string {
  const mask = digits.length === 11 ? layout.cpfMask : layout.cnpjMask;
  return visibleDigitIndexes(mask)
    .map((i) => digits[i])
    .join('');
}

const orderMs = Date.parse(ORDER_PLACED_AT);
const judgedMs = Date.parse(JUDGED_AT);

/** What every correct receipt (and every correct receipt a negative departs from) must be. */
function expectCorrect(c: JettyLayoutCase, f: JettyReceiptFacts, priceCents: number): void {
  const store = storeOf(c.layout);
  expect(f.recipient, c.name).toEqual(store.party);
  expect(f.amountCents, c.name).toBe(priceCents);
  const paid = Date.parse(f.paidAt);
  expect(paid > orderMs && paid < judgedMs, `${c.name} paid at ${f.paidAt}`).toBe(true);
  expect(f.scheduledFor, c.name).toBeUndefined();
  expect(f.payer.document, c.name).not.toBe(store.party.document);
  expect(f.payer.institution, c.name).toBe(jettyLayout(c.layout).institution);
}

const PLAIN: JettyScenario[] = ['correct'];
const NEGATIVES: JettyScenario[] = [
  'lookalike holder',
  'store name, other digits',
  'store as payer',
  'wrong amount',
  'paid before the order',
  'scheduled',
  'reused file',
  'reused end-to-end id',
];
const TRAPS: JettyScenario[] = ['description names the store', 'near namesake', 'same truncated name'];

describe('jetty layouts: shape of the corpus', () => {
  it('has 16 layouts × 17 cases = 272 cases with unique names, in the same order on every call', () => {
    expect(JETTY_LAYOUTS).toHaveLength(16);
    expect(cases).toHaveLength(272);
    expect(new Set(cases.map((c) => c.name)).size).toBe(272);
    expect(jettyLayoutCases().map((c) => c.name)).toEqual(cases.map((c) => c.name));
    for (const layout of JETTY_LAYOUTS) expect(cases.filter((c) => c.layout === layout.key)).toHaveLength(17);
  });

  it('splits the layouts 6 label beside / 5 label above / 5 no label and 6 dark / 10 light, each a different bank', () => {
    const count = (pred: (l: JettyLayout) => boolean) => JETTY_LAYOUTS.filter(pred).length;
    expect(count((l) => l.family === 'label beside')).toBe(6);
    expect(count((l) => l.family === 'label above')).toBe(5);
    expect(count((l) => l.family === 'no label')).toBe(5);
    expect(count((l) => l.theme === 'dark')).toBe(6);
    expect(count((l) => l.theme === 'light')).toBe(10);
    expect(new Set(JETTY_LAYOUTS.map((l) => l.bank)).size).toBe(16);
    expect(new Set(JETTY_LAYOUTS.map((l) => l.institution)).size).toBe(16);
    for (const c of cases) {
      const l = jettyLayout(c.layout);
      expect([c.family, c.theme]).toEqual([l.family, l.theme]);
    }
  });

  it('gives each layout a phone width between 720 and 1170 px (varied), a phone aspect, and JPEG quality 55–85', () => {
    for (const l of JETTY_LAYOUTS) {
      expect(l.screen.width, l.key).toBeGreaterThanOrEqual(720);
      expect(l.screen.width, l.key).toBeLessThanOrEqual(1170);
      expect(l.screen.height / l.screen.width, l.key).toBeGreaterThan(1.7);
      expect(l.screen.height / l.screen.width, l.key).toBeLessThan(2.4);
      expect(l.screen.quality, l.key).toBeGreaterThanOrEqual(55);
      expect(l.screen.quality, l.key).toBeLessThanOrEqual(85);
    }
    expect(new Set(JETTY_LAYOUTS.map((l) => l.screen.width)).size).toBeGreaterThanOrEqual(8);
  });

  it('has, per layout, 6 plain correct, 2 key shown, and the 9 negatives with one trap', () => {
    for (const layout of JETTY_LAYOUTS) {
      const scenarios = cases.filter((c) => c.layout === layout.key).map((c) => jettyLayoutScenario(c.name));
      expect(
        scenarios.filter((s) => PLAIN.includes(s)),
        layout.key,
      ).toHaveLength(6);
      expect(
        scenarios.filter((s) => s === 'key shown'),
        layout.key,
      ).toHaveLength(2);
      for (const s of NEGATIVES)
        expect(
          scenarios.filter((x) => x === s),
          `${layout.key} ${s}`,
        ).toHaveLength(1);
      expect(
        scenarios.filter((s) => TRAPS.includes(s)),
        layout.key,
      ).toHaveLength(1);
    }
    for (const trap of TRAPS) {
      expect(cases.filter((c) => jettyLayoutScenario(c.name) === trap).length, trap).toBeGreaterThanOrEqual(3);
    }
  });

  it('groups and judges each case by its scenario', () => {
    const truthOf: Record<JettyScenario, string> = {
      correct: 'correct',
      'key shown': 'correct',
      'lookalike holder': 'wrong recipient',
      'store name, other digits': 'wrong recipient',
      'store as payer': 'wrong recipient',
      'wrong amount': 'wrong amount',
      'paid before the order': 'paid before the order',
      scheduled: 'scheduled',
      'description names the store': 'wrong recipient',
      'near namesake': 'wrong recipient',
      'same truncated name': 'wrong recipient',
      'reused file': 'reused',
      'reused end-to-end id': 'reused',
    };
    for (const c of cases) {
      const s = jettyLayoutScenario(c.name);
      expect(c.truth, c.name).toBe(truthOf[s]);
      const store = storeOf(c.layout);
      const layout = jettyLayout(c.layout);
      const cut = printedName(layout, store.party.name).length < store.party.name.length;
      const plainGroup = cut ? 'truncated name' : store.kind === 'company' ? 'name + masked CNPJ' : 'name + masked CPF';
      expect(c.group, c.name).toBe(s === 'correct' ? plainGroup : s === 'key shown' ? 'key shown' : 'negative');
      expect(c.contentType).toBe('image/jpeg');
      expect(c.font).toBe(layout.valueFont === 'Fira Code' ? 'Arimo + Fira Code' : 'Arimo');
      expect(c.endToEndId).toBe(jettyLayoutReceipt(c.name).facts.endToEndId);
    }
  });

  it('cuts names in 3 or 4 layouts only, at 25–30 characters, and every store name there is longer than the cut', () => {
    const cutting = JETTY_LAYOUTS.filter((l) => l.truncate);
    expect(cutting.length).toBeGreaterThanOrEqual(3);
    expect(cutting.length).toBeLessThanOrEqual(4);
    expect(cutting.some((l) => l.truncate?.ellipsis)).toBe(true);
    expect(cutting.some((l) => !l.truncate?.ellipsis)).toBe(true);
    for (const l of cutting) {
      const at = l.truncate?.at ?? 0;
      expect(at).toBeGreaterThanOrEqual(25);
      expect(at).toBeLessThanOrEqual(30);
      const name = storeOf(l.key).party.name;
      expect(name.length).toBeGreaterThan(at);
      const printed = printedName(l, name);
      expect(printed.replace(/\.\.\.$/, '').length).toBeLessThanOrEqual(at);
      expect(printed.endsWith('...')).toBe(!!l.truncate?.ellipsis);
    }
    for (const l of JETTY_LAYOUTS.filter((x) => !x.truncate)) {
      for (const c of cases.filter((x) => x.layout === l.key)) {
        const r = jettyLayoutReceipt(c.name);
        expect(r.printed.recipientName.toUpperCase()).toBe(r.facts.recipient.name);
      }
    }
  });

  it('has 16 stores, 10 companies and 6 persons, with the payee as the store registered it', () => {
    expect(stores).toHaveLength(16);
    expect(stores.filter((s) => s.kind === 'company')).toHaveLength(10);
    expect(stores.filter((s) => s.kind === 'person')).toHaveLength(6);
    for (const s of stores) {
      expect(s.party.document).toHaveLength(s.kind === 'company' ? 14 : 11);
      if (s.kind === 'person') {
        const words = s.party.name.split(' ').length;
        expect(words).toBeGreaterThanOrEqual(3);
        expect(words).toBeLessThanOrEqual(5);
      }
      expect(s.party.name).toMatch(/^[A-Z0-9 /.&-]+$/);
      const key = {
        email: /^[a-z0-9._-]+@[a-z0-9.-]+\.[a-z]{2,}$/,
        phone: /^\+55\d{2}9\d{8}$/,
        document: /^(\d{11}|\d{14})$/,
        random: /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      }[s.keyKind];
      expect(s.pixKey, s.layout).toMatch(key);
      if (s.keyKind === 'document') expect(s.pixKey).toBe(s.party.document);
    }
    expect(new Set(stores.map((s) => s.keyKind))).toEqual(new Set(['email', 'phone', 'document', 'random']));
    for (const c of cases) {
      const s = storeOf(c.layout);
      expect(c.payee).toEqual({ pixKey: s.pixKey, recipientName: s.party.name, recipientDocument: s.party.document });
    }
  });

  it('prices every case between R$ 19,90 and R$ 1.890,00, varied within each layout', () => {
    for (const c of cases) {
      expect(c.price).toMatch(/^\d+\.\d{2}$/);
      expect(Number(c.price)).toBeGreaterThanOrEqual(19.9);
      expect(Number(c.price)).toBeLessThanOrEqual(1890);
      expect(Math.round(Number(c.price) * 100)).toBe(jettyLayoutReceipt(c.name).priceCents);
    }
    for (const l of JETTY_LAYOUTS) {
      expect(new Set(cases.filter((c) => c.layout === l.key).map((c) => c.price)).size).toBeGreaterThanOrEqual(12);
    }
  });
});

describe('jetty layouts: documents and ids', () => {
  it('gives every CPF and CNPJ in the corpus valid check digits', () => {
    const docs = new Set<string>();
    for (const s of stores) docs.add(s.party.document);
    for (const c of cases) {
      const r = jettyLayoutReceipt(c.name);
      for (const f of [r.facts, r.departsFrom]) {
        docs.add(f.recipient.document);
        docs.add(f.payer.document);
        if (f.keyShown?.kind === 'document') docs.add(f.keyShown.value);
      }
    }
    expect(docs.size).toBeGreaterThan(40);
    for (const d of docs) expect(isValidDocument(d), d).toBe(true);
  });

  it("prints every document with its layout's mask, showing the right digits, and 2 layouts print the full CNPJ", () => {
    for (const c of cases) {
      const layout = jettyLayout(c.layout);
      const r = jettyLayoutReceipt(c.name);
      const pairs = [
        [r.facts.recipient.document, r.printed.recipientDocument],
        [r.facts.payer.document, r.printed.payerDocument],
      ] as const;
      for (const [digits, printed] of pairs) {
        const mask = digits.length === 11 ? layout.cpfMask : layout.cnpjMask;
        expect(printed, c.name).toMatch(maskPattern(mask));
        const shown = printed.replace(/\D/g, '');
        expect(shown, c.name).toBe(visibleDigits(layout, digits));
        expect(printedText(c.name), c.name).toContain(squeeze(printed));
      }
    }
    const full = JETTY_LAYOUTS.filter((l) => visibleDigitIndexes(l.cnpjMask).length === 14);
    expect(full).toHaveLength(2);
    for (const l of full) expect(storeOf(l.key).kind).toBe('company');
    for (const l of JETTY_LAYOUTS) expect(visibleDigitIndexes(l.cpfMask).length, l.key).toBeLessThan(11);
    expect(new Set(JETTY_LAYOUTS.map((l) => `${l.cpfMask.template}${l.cpfMask.hide}`)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(JETTY_LAYOUTS.map((l) => `${l.cnpjMask.template}${l.cnpjMask.hide}`)).size).toBeGreaterThanOrEqual(
      4,
    );
  });

  it("gives 32-character end-to-end ids (E + payer's ISPB + UTC minute + 11 alphanumerics), unique but for the reused", () => {
    const seen = new Map<string, string>();
    for (const c of cases) {
      const r = jettyLayoutReceipt(c.name);
      const id = r.facts.endToEndId;
      expect(id, c.name).toMatch(/^E\d{8}\d{12}[A-Za-z0-9]{11}$/);
      expect(id).toHaveLength(32);
      expect(id.slice(1, 9)).toBe(JETTY_INSTITUTIONS[r.facts.payer.institution].ispb);
      expect(printedText(c.name), c.name).toContain(id);
      const s = jettyLayoutScenario(c.name);
      if (s === 'reused file' || s === 'reused end-to-end id') {
        expect(seen.get(id), c.name).toBe(c.after);
        continue;
      }
      const minute = r.facts.paidAt.replace(/[-T:]/g, '').slice(0, 12);
      expect(id.slice(9, 21), c.name).toBe(minute);
      expect(seen.has(id), `${c.name} repeats ${id}`).toBe(false);
      seen.set(id, c.name);
    }
  });
});

describe('jetty layouts: correct receipts and how each negative departs from one', () => {
  it('pays the store the exact price inside the order window, printing no key unless key shown', () => {
    for (const c of cases) {
      const s = jettyLayoutScenario(c.name);
      const r = jettyLayoutReceipt(c.name);
      expectCorrect(c, r.departsFrom, r.priceCents);
      expect(r.departsFrom.keyShown === undefined, c.name).toBe(s !== 'key shown');
      if (s === 'correct' || s === 'key shown') {
        expect(r.facts).toBe(r.departsFrom);
        if (s === 'key shown')
          expect(r.facts.keyShown).toEqual({ kind: storeOf(c.layout).keyKind, value: c.payee.pixKey });
      }
    }
  });

  it('prints the key only on key-shown receipts, and the amount, payer and São Paulo time on every one', () => {
    const keyLabel = /^(chave|chave pix)$/i;
    for (const c of cases) {
      const r = jettyLayoutReceipt(c.name);
      const d = drawingOf(c.name);
      const text = printedText(c.name);
      const s = jettyLayoutScenario(c.name);
      expect(
        d.texts.some((t) => keyLabel.test(t)),
        c.name,
      ).toBe(r.facts.keyShown !== undefined);
      if (r.printed.key) expect(text, c.name).toContain(squeeze(r.printed.key));
      const cents = r.facts.amountCents;
      expect(text, c.name).toContain(
        `${Math.floor(cents / 100).toLocaleString('de-DE')},${String(cents % 100).padStart(2, '0')}`,
      );
      expect(text, c.name).toContain(squeeze(r.printed.payerName));
      expect(text, c.name).toContain(squeeze(r.printed.recipientName));
      const t = spTime(r.facts.paidAt);
      const hh = String(t.h).padStart(2, '0');
      const mm = String(t.mi).padStart(2, '0');
      expect(text.includes(`${hh}:${mm}`) || text.includes(`${hh}h${mm}`), `${c.name} at ${hh}:${mm}`).toBe(true);
      expect(/agend/i.test(text), c.name).toBe(s === 'scheduled');
      if (r.facts.description) expect(text, c.name).toContain(squeeze(r.facts.description));
    }
  });

  it('makes each negative depart from a correct receipt in exactly its one way', () => {
    for (const c of cases) {
      const s = jettyLayoutScenario(c.name);
      if (s === 'correct' || s === 'key shown') continue;
      const layout = jettyLayout(c.layout);
      const store = storeOf(c.layout);
      const r = jettyLayoutReceipt(c.name);
      const f = r.facts;
      const changed = changedFields(r.departsFrom, f);
      const recipientOnly = changed.every((k) => k.startsWith('recipient.'));
      const storePrinted = printedName(layout, store.party.name);
      const at = `${c.name}: ${changed.join(', ')}`;
      switch (s) {
        case 'lookalike holder': {
          expect(
            recipientOnly && changed.includes('recipient.name') && changed.includes('recipient.document'),
            at,
          ).toBe(true);
          const letters = levenshtein([...f.recipient.name], [...store.party.name]);
          const words = levenshtein(f.recipient.name.split(' '), store.party.name.split(' '));
          expect(letters <= 2 || words <= 1, at).toBe(true);
          expect(printedName(layout, f.recipient.name), at).not.toBe(storePrinted);
          if (visibleDigitIndexes(layout.cnpjMask).length < 14 || store.kind === 'person') {
            expect(visibleDigits(layout, f.recipient.document), at).toBe(visibleDigits(layout, store.party.document));
          }
          expect(f.recipient.document, at).not.toBe(store.party.document);
          break;
        }
        case 'store name, other digits':
          expect(changed, at).toEqual(['recipient.document']);
          expect(visibleDigits(layout, f.recipient.document), at).not.toBe(visibleDigits(layout, store.party.document));
          break;
        case 'store as payer':
          expect(
            changed.every((k) => k.startsWith('recipient.') || k.startsWith('payer.')),
            at,
          ).toBe(true);
          expect([f.payer.name, f.payer.document], at).toEqual([store.party.name, store.party.document]);
          expect(f.recipient.document, at).not.toBe(store.party.document);
          expect(f.recipient.name, at).not.toBe(store.party.name);
          break;
        case 'wrong amount':
          expect(changed, at).toEqual(['amountCents']);
          expect(f.amountCents, at).not.toBe(r.priceCents);
          expect(Math.abs(f.amountCents - r.priceCents), at).toBeLessThan(r.priceCents);
          break;
        case 'paid before the order':
          expect(changed, at).toEqual(['endToEndId', 'paidAt']);
          expect(Date.parse(f.paidAt) < orderMs, at).toBe(true);
          expect(Date.parse(f.paidAt) > orderMs - 24 * 3600_000, at).toBe(true);
          break;
        case 'scheduled':
          expect(changed, at).toEqual(['scheduledFor']);
          expect(f.scheduledFor && f.scheduledFor > '2026-11-23', at).toBe(true);
          break;
        case 'description names the store': {
          expect(
            changed.every((k) => k.startsWith('recipient.') || k === 'description'),
            at,
          ).toBe(true);
          const bare = store.party.name.replace(/ (LTDA|ME|EIRELI|EPP|S\/A)$/, '');
          expect(plainAccentFree(f.description ?? ''), at).toContain(bare);
          expect(f.recipient.document, at).not.toBe(store.party.document);
          expect(levenshtein([...f.recipient.name], [...store.party.name]), at).toBeGreaterThan(5);
          break;
        }
        case 'near namesake': {
          expect(recipientOnly && changed.includes('recipient.name'), at).toBe(true);
          const shared = f.recipient.name
            .split(' ')
            .filter((w) => w.length > 2 && store.party.name.split(' ').includes(w));
          expect(shared.length, at).toBeGreaterThanOrEqual(2);
          expect(levenshtein([...f.recipient.name], [...store.party.name]), at).toBeGreaterThan(2);
          expect(visibleDigits(layout, f.recipient.document), at).not.toBe(visibleDigits(layout, store.party.document));
          break;
        }
        case 'same truncated name':
          expect(recipientOnly && changed.includes('recipient.name'), at).toBe(true);
          expect(layout.truncate, at).toBeDefined();
          expect(printedName(layout, f.recipient.name), at).toBe(storePrinted);
          expect(visibleDigits(layout, f.recipient.document), at).not.toBe(visibleDigits(layout, store.party.document));
          break;
        case 'reused file': {
          const earlier = jettyLayoutReceipt(c.after ?? '');
          expect(f, at).toBe(earlier.facts);
          expect(changed, at).toEqual([]);
          expect(r.priceCents).toBe(earlier.priceCents);
          break;
        }
        case 'reused end-to-end id': {
          const earlier = jettyLayoutReceipt(c.after ?? '');
          expect(changed, at).toEqual(['endToEndId']);
          expect(f.endToEndId, at).toBe(earlier.facts.endToEndId);
          expect(changedFields(earlier.facts, f).length, at).toBeGreaterThan(2);
          break;
        }
        default:
          throw new Error(`unexpected scenario ${s}`);
      }
    }
  });

  it('judges a reused case only after the earlier correct case of the same layout that it reuses', () => {
    const order = new Map(cases.map((c, i) => [c.name, i]));
    for (const c of cases) {
      const s = jettyLayoutScenario(c.name);
      const reused = s === 'reused file' || s === 'reused end-to-end id';
      expect(c.after !== undefined, c.name).toBe(reused);
      if (!c.after) continue;
      const earlier = byName.get(c.after) as JettyLayoutCase;
      expect(earlier.layout).toBe(c.layout);
      expect(jettyLayoutScenario(earlier.name)).toBe('correct');
      expect((order.get(earlier.name) ?? 0) < (order.get(c.name) ?? 0), c.name).toBe(true);
    }
  });
});

describe('jetty layouts: names', () => {
  it('keeps every forbidden word out of every name and description', () => {
    expect(FORBIDDEN_WORDS.size).toBe(1372);
    const offending: string[] = [];
    for (const text of [...allCorpusNames(), ...allCorpusDescriptions()]) {
      for (const word of plainAccentFree(text).split(/[^A-Z]+/)) {
        if (word.length >= 3 && !ALLOWED_WORDS.has(word) && FORBIDDEN_WORDS.has(word))
          offending.push(`${word} in ${text}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('lists in allCorpusNames every holder name registered or printed, sorted', () => {
    const names = allCorpusNames();
    expect(names).toEqual([...names].sort());
    const all = new Set(names);
    for (const c of cases) {
      const r = jettyLayoutReceipt(c.name);
      for (const n of [r.facts.recipient.name, r.facts.payer.name, r.printed.recipientName, r.printed.payerName]) {
        expect(all.has(n), `${c.name}: ${n}`).toBe(true);
      }
    }
    for (const t of jettyTrapNames()) {
      expect(all.has(t.lookalike)).toBe(true);
      if (t.trap) expect(all.has(t.trap)).toBe(true);
    }
  });
});

describe('jetty layouts: drawings', () => {
  it('keeps all text on screen, apart, and clear of fixed bars and buttons on all 272 receipts', () => {
    const problems = cases.flatMap((c) => drawingProblems(drawingOf(c.name)).map((p) => `${c.name}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('would notice text that overlaps, leaves the screen or runs under a bar', () => {
    const s = new Sheet(360, 780);
    s.text(20, 100, 'Nome', { size: 14, fill: '#000' });
    s.text(30, 104, 'FULANO', { size: 14, fill: '#000' });
    s.text(300, 200, 'muito longo para caber', { size: 14, fill: '#000' });
    s.text(20, 770, 'rodapé', { size: 12, fill: '#000' });
    s.keepClear(0, 760, 360, 20, 'bar');
    const problems = drawingProblems({ boxes: s.boxes, clearZones: s.clearZones, dpWidth: 360, dpHeight: 780 });
    expect(problems.some((p) => p.startsWith('overlap'))).toBe(true);
    expect(problems.some((p) => p.startsWith('off screen'))).toBe(true);
    expect(problems.some((p) => p.startsWith('under [bar]'))).toBe(true);
  });

  it('draws text in Arimo only, values in Fira Code in exactly 8 layouts, at phone text sizes', () => {
    let fira = 0;
    for (const l of JETTY_LAYOUTS) {
      const name = `jetty/${l.key}/key-shown-1`;
      const d = drawingOf(name);
      const families = new Set([...d.svg.matchAll(/font-family="([^"]+)"/g)].map((m) => m[1]));
      expect([...families].sort(), l.key).toEqual(l.valueFont === 'Fira Code' ? ['Arimo', 'Fira Code'] : ['Arimo']);
      if (l.valueFont === 'Fira Code') fira++;
      const sizes = d.boxes.map((b) => b.size);
      expect(Math.min(...sizes), l.key).toBeGreaterThanOrEqual(11);
      expect(Math.max(...sizes), l.key).toBeLessThanOrEqual(30);
      const body = sizes.filter((z) => z >= 11 && z <= 18).length;
      expect(body / sizes.length, l.key).toBeGreaterThan(0.8);
    }
    expect(fira).toBe(8);
  });
});

describe('jetty layouts: fonts', () => {
  it('names each missing family and its Debian package when fontconfig lacks it', async () => {
    await expect(assertJettyLayoutFontsAvailable(async () => 'DejaVu Sans\nArimo\n')).rejects.toThrow(
      /"Fira Code" \(install Debian package fonts-firacode\)/,
    );
    const both = assertJettyLayoutFontsAvailable(async () => 'DejaVu Sans,DejaVu Sans Condensed\n');
    await expect(both).rejects.toThrow(/"Arimo" \(install Debian package fonts-croscore\)/);
    await expect(assertJettyLayoutFontsAvailable(async () => '')).rejects.toThrow(/fonts-firacode/);
    await expect(
      assertJettyLayoutFontsAvailable(async () => {
        throw new Error('fc-list: not found');
      }),
    ).rejects.toThrow(/fonts-croscore.*fonts-firacode|fc-list/);
    await expect(
      assertJettyLayoutFontsAvailable(async () => 'Fira Code,Fira Code Retina\nArimo\nNoto Sans\n'),
    ).resolves.toBeUndefined();
    expect(JETTY_FONTS.map((f) => f.debianPackage)).toEqual(['fonts-croscore', 'fonts-firacode']);
  });

  it('finds both families installed on this machine', async () => {
    await expect(assertJettyLayoutFontsAvailable()).resolves.toBeUndefined();
  });
});

describe('jetty layouts: pictures', () => {
  it("renders one case per layout as a 4:2:0 JPEG of the layout's width and a phone's aspect", async () => {
    const sample = JETTY_LAYOUTS.map((l) => byName.get(`jetty/${l.key}/correct-1`) as JettyLayoutCase);
    const pictures = await Promise.all(sample.map((c) => c.content()));
    for (const [i, c] of sample.entries()) {
      const layout = jettyLayout(c.layout);
      const meta = await sharp(pictures[i] as Buffer).metadata();
      expect(meta.format, c.name).toBe('jpeg');
      expect(meta.width, c.name).toBe(layout.screen.width);
      expect(meta.height, c.name).toBe(layout.screen.height);
      expect((meta.height ?? 0) / (meta.width ?? 1), c.name).toBeGreaterThan(1.7);
      expect(meta.chromaSubsampling, c.name).toBe('4:2:0');
      const stats = await sharp(pictures[i] as Buffer).stats();
      const mean = stats.channels.slice(0, 3).reduce((a, ch) => a + ch.mean, 0) / 3;
      if (layout.theme === 'dark') expect(mean, c.name).toBeLessThan(110);
      else expect(mean, c.name).toBeGreaterThan(150);
    }
  });

  it('gives a reused file the very same bytes, and a reused id a different picture', async () => {
    for (const l of JETTY_LAYOUTS) {
      const reused = byName.get(`jetty/${l.key}/reused-file`) as JettyLayoutCase;
      const earlier = byName.get(reused.after ?? '') as JettyLayoutCase;
      expect((await reused.content()).equals(await earlier.content()), reused.name).toBe(true);
    }
    for (const key of ['itau', 'c6', 'caixa', 'willbank']) {
      const reusedId = byName.get(`jetty/${key}/reused-end-to-end-id`) as JettyLayoutCase;
      const earlier = byName.get(reusedId.after ?? '') as JettyLayoutCase;
      expect((await reusedId.content()).equals(await earlier.content()), reusedId.name).toBe(false);
      expect(reusedId.endToEndId).toBe(earlier.endToEndId);
    }
  });

  it('renders the same bytes on every run', async () => {
    for (const key of ['santander', 'willbank']) {
      const layout = jettyLayout(key);
      const facts = jettyLayoutReceipt(`jetty/${key}/correct-2`).facts;
      const [a, b] = await Promise.all([renderJettyReceipt(layout, facts), renderJettyReceipt(layout, facts)]);
      expect(a.equals(b), key).toBe(true);
    }
  });
});
