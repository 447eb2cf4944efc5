// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

/** Tests of the berth corpus itself (its pictures and facts), never of any verifier. */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assertBerthLayoutFontsAvailable,
  BERTH_LAYOUTS,
  berthLayout,
  drawingProblems,
  drawReceipt,
  maskDocument,
  printName,
  type ReceiptFacts,
  stripAccents,
} from './bank-receipts.js';
import {
  allCorpusDescriptions,
  allCorpusNames,
  type BerthLayoutCase,
  berthLayoutCases,
  berthLayoutReceipt,
  berthLayoutScenario,
  berthStore,
  isValidCnpj,
  isValidCpf,
  JUDGED_AT,
  ORDER_PLACED_AT,
} from './cases.js';

/** Words the other corpora used in names (upper-cased, accents removed): none may appear in this corpus's names. */
const FORBIDDEN_WORDS = `
ABREU ACESSORIOS ACOUGUE ADALGISA ADELAIDE ADELINO ADEMIR ADRIANA ADRIELE AGENOR AGIL AGROPECUARIA AGUIAR
AGUILERA AGUIRRE ALAMBIQUE ALBERNAZ ALBINO ALBUQUERQUE ALCIDES ALECRIM ALENCAR ALFAIATARIA ALFAZEMA ALICE
ALICERCE ALIMENTOS ALINE ALMEIDA ALVARENGA ALVES AMADEU AMADO AMARAL AMBROSIO AMETISTA AMORIM AMULETOS ANA
ANDERSON ANDRADE ANDRIOLLI ANJOS ANSELMO ANTONIO ANTUNES APARECIDA APIARIO APICULTORES AQUARISMO ARAGAO ARAGON
ARANTES ARAPUA ARARANGUA ARAUCARIA ARAUJO ARCANO ARCOVERDE ARGILA ARIRANHA ARISTIDES ARLINDO ARMARINHO AROEIRA
ARRAES ARRUDA ARTE ARTES ARTESANAIS ARTESANAL ARTESANATO ARTHUR ARTIGOS ARUANDA ASSESSORIA ASSIS ASSUNCAO ASTRAL
ASTROLOGIA ATACADO ATELIE ATENDIMENTOS AUDIOVISUAIS AUGUSTO AURORA AUTO AVANCADA AVIAMENTOS AXE AZEVEDO AZUL
BACCARO BACELAR BALTAZAR BANDEIRA BANHOS BARBEARIA BARBOSA BARCELOS BARONI BARRETO BARROS BARROSO BASTOS BATISTA
BAUER BAZAR BEATRIZ BELO BELTRAO BEM BENEDETTI BENEDITO BENICIO BENTO BERENICE BERNARDO BERTOLDI BERTOLDO BETINA
BEZERRA BEZERRIL BIASUS BIAZUS BICALHO BICICLETARIA BIGORNA BIGUATINGA BISELADOS BISTRO BITTAR BITTENCOURT BOA
BOAVENTURA BOLDRINI BOLHA BOM BOMBONIERE BONAVENTURA BONFIM BONIFACIO BORBA BORBOLETA BORBOREMA BORDADOS BORGES
BORTOLINI BORTOLOTTO BOTELHO BRAGA BRAGANCA BRANCA BRANDAO BRANDINI BRASILEIRO BRAVO BRAZ BRECHO BRENDA BRESAN
BRESSAN BRESSANI BRINQUEDOS BRISA BRITO BRONZE BRUM BRUNA BRUNO BRUSTOLIN BUCHA BUDA BUENO BUFFET BUGIO BURITI
BURITIS CABOCLO CABRAL CACHACARIA CAFETERIA CAFEZAIS CAFEZAL CAIO CAJUEIRO CALADO CALDAS CALDEIRA CALDEIRAO
CALENDULA CALENDULAS CALIXTO CAMAFEU CAMARA CAMARGO CAMBARA CAMBUCI CAMELO CAMILA CAMINHOS CAMOMILA CAMPANA
CAMPELO CAMPING CAMPO CAMPOLINA CAMPOS CAMURCA CANDEEIRO CANDELARIA CANELA CANINDE CANTANHEDE CANTUARIA CAPELLI
CAPIVARA CARAMURU CARAUBAS CARAVELA CARCARA CARDOSO CARLA CARLOS CARNEIRO CARNIEL CARRETEL CARVALHO CASA
CASAGRANDE CASCALHO CASSIA CASTANHAS CASTELO CASTILHO CASTRO CATARINENSE CAVALCANTE CAVALCANTI CAVALHEIRO
CAVALLARO CECILIA CELINA CELSO CELULARES CERA CERAMICA CEREAIS CERQUEIRA CERRADO CERTO CERVEJARIA CESTARIA
CESTOS CHAGAS CHARUTARIA CHAS CHAVEIRO CHAVES CHEIA CHIMANGO CHOCOLATES CHOPERIA CICERO CIGANA CINTIA CIRANDA
CIRANDAS CIRCULO CLARICE CLARO CLAUDIA CLAUDIONOR CLEBER CLEIDE CLEITOM CLEITON CLEMENTE CLEMENTINO CLEOMAR
CLEONICE CLIMATIZACAO CLODOALDO CLOVIS COBERTURA COBRE COELHO COLCHOES COMERCIAL COMERCIO CONCEICAO CONFECCOES
CONFEITARIA CONSTANCA CONSTRUCAO CONSTRUTORA CONSULTAS CONTAB CONTABIL COOPERATIVA CORALINA CORDEIRO CORDOARIA
CORDOVIL CORINA CORPORAIS CORREA CORREIA CORSI CORTES CORTEZ CORTINAS CORUJA COSMETICOS COSTA COUTINHO COUTO
COXILHA COXILHAS CREUSA CRISTAIS CRISTAL CRISTALOTERAPEUTAS CRISTALOTERAPIA CRISTIANE CRISTINA CUNHA CURA
CURRAIS CURRAL CURSOS CUTELARIA DAIANE DALLAGNOL DALMOLIN DALPRA DALVA DAMARIS DAMASCENO DAMIAO DANIELA DANILO
DANTAS DARCI DAVI DEBORA DECOR DECORACOES DEFUMADORES DEIVID DELATORRE DELFINO DELGADO DEMARCHI DENILSON DENISE
DEOCLECIO DEUSDETE DEVECHI DIAS DIEGO DINIZ DIONISIO DIRCE DISTRIBUIDORA DIVINA DJALMA DOCERIA DOIS DOMINGOS
DOMINGUES DORALICE DORGIVAL DORIA DORIVAL DORNELES DOURADO DROGARIA DRUMMOND DUARTE DULCINEIA DUTRA EDGAR
EDILEUSA EDILEUZA EDILSON EDINALDO EDNA EDNALDO EDSON EDUARDA EDUARDO ELAINE ELEMENTAL ELENICE ELETRICA
ELETRONICA ELETRONICOS ELIANE ELIEZER ELIOMAR ELISA ELISANGELA ELOA ELPIDIO ELVIRA ELZIRA EMA EMBALAGENS EMERSON
EMILIO EMPADARIA EMPORIO EMPREENDIMENTOS ENCADERNACAO ENCANTADA ENCANTADO ENCANTADOR ENERGETICOS ENERGIA ENZO
EQUILIBRIO EQUILIBRIUM ERICA ERMELINDA ERONILDES ERVANARIO ERVAS ESCOBAR ESCOLA ESCOREL ESCRITORIO ESCUDERO
ESMERALDA ESOTERICOS ESPACO ESPELHOS ESPERANCA ESPINDOLA ESPORTES ESPOSITO ESSENCIAS ESTAMPARIA ESTAR ESTER
ESTETICA ESTEVES ESTOFADOS ESTRELA ESTUDIO EUFRASIO EUNICE EURIDES EVANDRO EVANGELISTA EVARISTO EVENTOS EVILASIO
EXPRESS FABIANA FABIO FABRICIO FADAS FAGNANI FAGUNDES FALCAO FALCHI FALCONI FALEIROS FALQUETO FARIAS FAROL
FATIMA FAUSTO FEITOSA FELIPE FELIS FELIZ FENIX FERNANDO FERRAGENS FERRAMENTARIA FERRARESI FERRAZ FERREIRA FERRO
FIALHO FIBRAS FIGUEIRA FIGUEIREDO FILHO FILOMENA FINAL FINOS FIORAVANTE FIOS FIRMINO FLAVIO FLECHAS FLORA
FLORICULTURA FLORISVALDO FLORIVALDO FOCINHO FOGACA FOLADOR FONSECA FONTANA FONTES FONTOURA FORNO FRAGA FRAGOSO
FRANCISCO FRANCO FREIRE FREITAS FRETES FRIGOMAIS FRIGOMAX FROES FROTA FUJITA FUMACINHA FUNILARIA FURLAN FURQUIM
FURQUIN FURTADO GABRIEL GADELHA GAIVOTA GALDINO GALHARDI GALHARDO GALINDO GALVANI GALVAO GAMA GARBIN GARCIA
GARRIDO GAUCHA GAUCHO GEISA GELATERIA GEMAS GENESIO GENIVALDO GENOVEVA GERALDO GERCINA GERSON GERUSA GERUZA
GERVASIO GIACOMETTI GILBERTO GILMAR GIOVANA GIOVANNA GIRARDI GIRASSOL GISELE GISLAINE GIVANILDO GLAUBER GLAUCIA
GLEICIANE GLEICIENE GLORIA GODINHO GODOY GOMES GONDIM GOULART GOUVEIA GRACAS GRAFICA GRANIT GRANITOS GRAO GRAOS
GRAUNA GRAZIELA GRUTA GUAJUVIRA GUAPURUVU GUARACIABA GUARNIERI GUEDES GUERRA GUERREIRO GUIA GUIMARAES GUIOMAR
GUMERCINDO GUSMAO GUSTAVO HAAS HADDAD HAMES HAMMES HEITOR HELENA HELENO HELIO HELOISA HENRIQUE HERBARIO HERCILIO
HERMES HERMINIO HIDALGO HIDRAULICA HIDRICOS HILARIO HILDA HILDEBRANDO HOFFMANN HOLANDA HOLISTICAS HONORATO
HONORIO HORACIO HORTA HORTENCIA HORTIFRUTI HORUS HUGO HUMBERTO IANNI IARA IBIAPINA IBIUNA ICARO ICHIKAWA IDIOMAS
IGLESIAS IGOR IMOBILIARIOS IMPLEMENTOS IMPRESSAO INACIO INCENSARIA INCENSARIO INCENSOS INDUSTRIA INDUSTRIAIS
INES INFORMACAO INFORMATICA INSTITUTO INSTRUMENTOS INSUMOS INTEGRADA INTEGRATIVAS INTERCAMBIO IOLANDA IOLE IPE
IPIRANGA IRACEMA IRACI IRAN IRANI IRENEU IRINEU IRIS IRMAOS IRRIGACAO ISADORA ISAURA ISMAEL ISOLDA ITALO ITAMAR
ITAPEMA ITAPOA IVANETE IVANILDA IVANILSON IVONE IVONETE IZIDORO JABUTI JABUTICABA JACARANDA JACINTO JACIRA JADE
JAGUARUMA JAGUARUNA JAIR JANAINA JANDAIA JANDIRA JANETE JANSEN JAQUELINE JARDIM JASPE JATAHY JATOBA JEFERSON
JERONIMO JOANA JOAQUIM JOAQUINA JOCELI JOCELINO JOCIMAR JOCIMARA JOELMA JONAS JORDANA JOSE JOSIANE JOSUEL JOVINO
JUCA JUDITE JULIANA JULIO JUNIOR JUNQUEIRA JURACI JUREMA JUSSARA JUSTINO JUSTO JUVENAL KARINA KATIA KAUAN KELLY
KELVIN KLEBER KLEIN KOBAYASHI KOERICH KOMBUCHA KUHN LACERDA LAERCIO LAGES LAMEGO LAMPARINA LAMPARINAS LANCHONETE
LANDIM LANDIN LARISSA LATICINIOS LAUDELINA LAUDICEIA LAURO LAVANDA LAVANDERIA LAVINIA LEAL LEANDRO LEAO LEILA
LEITAO LEITE LEME LEMOS LENHA LEOCADIA LEOCIR LEONARDO LEONIDAS LEONOR LEONTINA LESTE LETICIA LIDIANE LIMA LIMPA
LIMPE LIMPEZA LINDALVA LINDAURA LINDOMAR LINHARES LINHAS LINS LISBOA LIVIA LIVRARIA LOBATO LOBO LOCACAO
LOGISTICA LOJA LOPES LOPRETE LORENA LOTERICA LOURDES LOUREDO LOUREIRO LOUZADA LUA LUANA LUCAS LUCCHESI LUCENA
LUCIANA LUCIENE LUCIMAR LUCIMARA LUDMILA LUIZA LUMINAR LUSTOSA LUZ MACARIO MACEDO MACHADO MACIEL MACRAME
MADEIREIRA MADREPEROLA MAFRA MAGALHAES MAGAZINE MAGELA MAGESTE MAGNANI MAGNO MAGRI MAIA MAICON MAJESTE MALHARIA
MALTA MALVINA MANDACARU MANDALA MANGABA MANGUEIRA MANOELA MANTRA MANUELA MAPAS MARACUJA MARAJO MARCELO
MARCENARIA MARCIA MARCOLINO MARCOS MARESIA MARIA MARIANA MARILDA MARINA MARINALDA MARINALVA MARINEIDE MARINEIDES
MARINHO MARINS MARIVALDA MARLENE MARLI MARMORES MARQUEZINI MARTINS MASCARENHAS MATERIAIS MATHEUS MATTOS MAURO
MAXIMILIANO MECANICA MEDEIROS MEDINA MEDRADO MEIRA MEIRELES MEIRELLES MEL MELO MENDES MENDONCA MENEZES MERCEARIA
MIGUEL MINERACAO MINERAIS MIRELA MIRIAM MIRIAN MIRTES MISTICA MISTICOS MIUDEZAS MIYAZAKI MOACIR MODAS MODESTO
MOINHO MONTALVAN MONTALVAO MONTEIRO MONTENEGRO MORAES MOREIRA MOSCHETTA MOSCOSO MOSER MOSQUERA MOTA MOTTA MOURA
MOURAO MOVEIS MUCURIPE MUDANCAS MUDAS MURICI MURILO MUSICAIS NADIR NAGAI NAIARA NAIR NAKAMURA NASCENTE NASCIF
NASCIMENTO NASSIF NATALIA NATANAEL NATHALIA NATIVA NATIVO NATURAIS NAUTICO NAVARRO NAYARA NAZARENO NAZARIO NEGRA
NEGREIROS NEIDE NEIVA NELSON NEPOMUCENO NERY NETO NETUNO NEUSA NEVES NICANOR NICOLAS NICOLE NILTON NILZA
NISHIMURA NIVALDO NOAH NOBRE NOBREGA NOELI NOEMIA NOGUEIRA NOLASCO NOLETO NONATO NORMA NORONHA NORTEX NOVA
NOVAIS NOVELLI NUNES OBSIDIANA ODAIR ODETE ODILON OESTE OFICINA OKADA OLARIA OLGA OLHO OLINDA OLIVA OLIVEIRA
ONLINE ONOFRE OPALA OPALAS ORACAO ORACULO ORACULOS ORGANICOS ORIENTACAO ORIENTE ORLANDO ORQUIDARIO ORSINI
ORVALHO ORVALHOS OSMAR OSORIO OSTETTO OSVALDINA OTACILIO OTAVIO OTICA OTILIA OTONIEL OTTO OURIQUE OURO OXALA
OZIEL PACHECO PADARIA PADILHA PAES PAIM PAISAGISMO PAIVA PAIXAO PALHARES PALMIRA PAMELA PAMPA PAMPLONA PAMPONET
PAOLA PAPELARIA PARAFINA PARAGUASSU PARANHOS PARENTE PARREIRAL PASSARINHO PASSO PASTELARIA PASTOR PATRICIA PAULO
PAVAN PAZ PAZINI PECANHA PECAS PEDAIS PEDAL PEDRA PEDRINI PEDROSA PEIXARIA PEIXOTO PELLEGRINI PELLEGRINO
PENDULOS PENHASCO PEREIRA PERES PERFUMARIA PERGAMINHO PEROBA PERPETUA PERSIANAS PERSIO PESCA PESSOA PET
PETISCARIA PICCOLI PICCOLO PIETRO PILATES PIMENTA PIMENTEL PINHEIRO PINTO PINTURA PIOVESAN PIPOCA PIPOKA PIRES
PISTAO PITANGA PITANGUI PITANGUY PIZZARIA PLANTAS PLINIO POLIGLOTA PONTEIRO PONTEIROS PONTES PONTO PORTAL
PORTELA PORTELLA PORTINARI PORTO PORTUGAL POTIGUAR POUSADA PRADO PRANA PRATES PRAXEDES PRESENTES PRESTES PRETA
PRISCILA PRODUCOES PRODUTOS PRUDENCIO QUADROS QUARESMA QUARTZO QUEIJARIA QUEIROGA QUEIROZ QUEVEDO QUEZADO QUEZIA
QUINDIM QUINDINS QUINTANILHA QUINTAO QUINTAS QUINTELA QUINTINO QUIRINO QUITANDA QUITERIA RABELO RACOES RAFAEL
RAFAELA RAFFAINI RAILSON RAIMUNDA RAMALHO RAMOS RANGEL RAPOSO RAQUEL REBELO REBOUCAS RECANTO RECH REFRIGERACAO
REFRIGERACOES REGIANE REGINA REGINALDO REGO REIKI REINALDO REIS RELIGIOSOS RELOJOARIA RENAN RENATA RESENDE
RESPLANDES RESTAURANTE REZENDE RIBAS RIBEIRO RICARDO RIO RIOS RISSO RITOS RITUAIS ROBERTO ROBSON ROCHA ROCHEDO
RODINEI RODOVALHO RODOVIA RODRIGO ROGERIO ROLIM ROMERO ROMEU ROMILDA ROMUALDO ROSA ROSALIA ROSANA ROSANGELA
ROSARIO ROSELI ROSEMEIRE ROSILDA ROSIMAR ROSINEIDE ROSINELDE ROSIVALDA ROSIVALDO ROSSETTI ROSSI ROTA ROTTA ROXO
RUBENS RUNAS RURAI RURAIS RUSCHEL RUTE SABIA SABOARIA SABOES SABORES SABRINA SABUGUEIRO SACCHETTI SACRA SACRAS
SAGRADA SAKAI SALAZAR SALES SALETE SALGADERIA SALGADO SALGUEIRO SALLES SALOMAO SALVADOR SALVIA SAMAMBAIA SAMARA
SAMPAIO SAMUEL SANDRO SANTA SANTANA SANTOS SANTUARIO SAPATARIA SAPUCAIA SARAIVA SARMENTO SAULO SCHMITT SCHROEDER
SEABRA SEBASTIANA SEGADAS SEGREDO SEIXAS SELARIA SELECIONADO SELECIONADOS SELENITA SEMENTE SEMIJOIAS SERAFIM
SERAPIAO SERGIO SERIGRAFIA SERPA SERRA SERRALHERIA SERTANEJO SERTAO SERVICOS SETE SEVERINO SGARBI SHOP SIDERAIS
SIDERAL SIDNEIA SILVA SILVANO SILVEIRA SILVESTRE SIMARA SIMOES SIMONE SIQUEIRA SIRIEMA SISAL SISTEMA SISTEMAS
SOARES SOBRAL SOBRINHO SOCORRO SODRE SOFIA SOLANGE SOLANO SOLSTICIA SOLSTICIO SONIA SORRIDENTE SORTE SORVETERIA
SOTERO SOTO SOUSA SOUZA SUELEN SUELI SUPRIMENTO SUPRIMENTOS SUSTENIDO TABATINGA TABOSA TADEU TAINARA TAIPA
TAKESHI TALISMAS TALITA TAMANDARE TAMBORES TANIA TAPECARIA TAPETES TAPIOCARIA TAQUARAL TAQUES TARCISIO TARO
TAROT TARSILA TATIANE TAVARES TAVEIRA TAVORA TEBALDI TECELAGEM TECIDOS TECNOLOGIA TEIXEIRA TELEFONIA TELES TELMA
TELMO TEMOTEO TEMPLO TENDA TENORIO TEOBALDO TEODORO TEOFILO TERAPIAS TEREZA TEREZINHA TERREIRO TERTULIANO THIAGO
TIAGO TIBURCIO TIETE TIMBAUBA TIMBO TINTAS TINTURARIA TIRADENTES TOLEDA TOLEDO TOLENTINO TOLOMEI TOMAZ TONET
TONIOLO TORNEARIA TORQUATO TORREFACAO TORRES TORRESAN TOSTES TRAJANO TRAMELA TRANSLUCIDA TRANSLUCIDO
TRANSPORTADORA TRAVASSOS TRENTIN TRENTINI TRES TREVISAN TREVO TRIADE TRIGO TRINDADE TUCANO TUCUNARE TUIUIU
TURMALINA UBALDO UBIRACI UBIRAJARA UBIRATAN UCHIDA UCHOA ULISSES UMBANDA UMBERTO URBANI URBANO URBINA URIAS
URQUIZA URSULA UTILIDADES VAGNER VALADAO VALADARES VALDECI VALDEMAR VALDIRENE VALDOMIRO VALE VALENCA VALENTE
VALENTIM VALENTINA VALERIA VALFREDO VALLIM VALMIR VALQUIRIA VALTER VANDA VANESSA VARANDA VARELA VARGAS
VARIEDADES VASCONCELOS VASQUES VEGETAL VEICU VEICULO VEICULOS VELAME VELAMES VELAS VENDRAMIN VENDRAMINI VENTANIA
VENTURA VERAS VERDE VERGUEIRO VERISSIMO VERNIZ VERNIZE VERNIZES VERONICA VIANA VICENTE VIDAL VIDIGAL VIDRACARIA
VIDROS VIEGAS VIEIRA VIGANO VILAR VILELA VILHENA VILMA VINHERIA VINICIUS VIRGILIO VISTA VITOR VIVA VIVEIRO
VIVENCIAS VIVIANE VOLKMANN VOLPATO WAGNER WALDIR WALMIR WANDA WANDERLEI WATANABE WEBER WELLINGTON WERNECK WESLEY
WILLIAN WILSON WOLFF XAMANICA XAROPE XAVIER XENIA XIMENES YAMAMOTO YASMIN YOGA YOSHIDA YURI ZACARIAS ZAGO
ZAMBONI ZAMPIERI ZAMPROGNA ZANCHETTA ZANELLA ZANETTI ZANOTTO ZELIA ZENAIDE ZENOBIO ZILDA ZILLI ZIMMERMANN
ZOCCOLI ZODIACAL ZODIACO ZORAIDE ZORZI ZUCCHI ZULEICA ZULMIRA
`
  .split(/\s+/)
  .filter((word) => word.length > 0);

const ALLOWED_ANYWAY = new Set(['LTDA', 'ME', 'EIRELI', 'EPP', 'S/A', 'SA', 'DA', 'DE', 'DO', 'DAS', 'DOS', 'E']);

const words = (text: string): string[] =>
  stripAccents(text)
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter((word) => word.length >= 3 && !ALLOWED_ANYWAY.has(word));

const cases = berthLayoutCases();
const byName = new Map(cases.map((kase) => [kase.name, kase]));

function flatten(facts: ReceiptFacts): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const walk = (value: unknown, path: string): void => {
    if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
    } else out.set(path, value);
  };
  walk(facts, '');
  return out;
}

function changed(facts: ReceiptFacts, base: ReceiptFacts): string[] {
  const a = flatten(facts);
  const b = flatten(base);
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys].filter((key) => a.get(key) !== b.get(key)).sort();
}

const onlyUnder = (paths: string[], allowed: string[]): boolean =>
  paths.every((path) => allowed.some((prefix) => path === prefix || path.startsWith(`${prefix}.`)));

const E2E = /^E(\d{8})(\d{12})[A-Za-z0-9]{11}$/;

function stampOf(iso: string): string {
  return new Date(iso).toISOString().slice(0, 16).replace(/[-T:]/g, '');
}

async function inPool<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at] as T);
    }
  };
  await Promise.all(Array.from({ length: size }, worker));
  return results;
}

describe('berth corpus: shape', () => {
  it('has 272 cases, 16 layouts of 17, unique names, in a stable order', () => {
    expect(cases).toHaveLength(272);
    expect(new Set(cases.map((kase) => kase.name)).size).toBe(272);
    const layouts = [...new Set(cases.map((kase) => kase.layout))];
    expect(layouts).toEqual(BERTH_LAYOUTS.map((layout) => layout.key));
    for (const layout of layouts) expect(cases.filter((kase) => kase.layout === layout)).toHaveLength(17);
    expect(berthLayoutCases().map((kase) => kase.name)).toEqual(cases.map((kase) => kase.name));
    for (const kase of cases) expect(kase.name.startsWith(`berth/${kase.layout}/`)).toBe(true);
  });

  it('covers the required banks and wallets, with five more', () => {
    const banks = BERTH_LAYOUTS.map((layout) => layout.bank);
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
  });

  it('spreads families, themes and fonts over the layouts', () => {
    const count = (pick: (layout: (typeof BERTH_LAYOUTS)[number]) => boolean): number =>
      BERTH_LAYOUTS.filter(pick).length;
    expect(count((layout) => layout.family === 'label beside')).toBe(6);
    expect(count((layout) => layout.family === 'label above')).toBe(5);
    expect(count((layout) => layout.family === 'no label')).toBe(5);
    expect(count((layout) => layout.theme === 'dark')).toBe(6);
    expect(count((layout) => layout.mono)).toBe(8);
    expect(count((layout) => layout.store === 'company')).toBe(8);
    expect(count((layout) => layout.cut !== null)).toBeGreaterThanOrEqual(3);
    for (const kase of cases) {
      const layout = berthLayout(kase.layout);
      expect(kase.family).toBe(layout.family);
      expect(kase.theme).toBe(layout.theme);
      expect(kase.font).toBe(layout.mono ? 'Linux Biolinum O + Hack' : 'Linux Biolinum O');
      expect(kase.contentType).toBe('image/jpeg');
    }
    for (const layout of BERTH_LAYOUTS) {
      expect(layout.width).toBeGreaterThanOrEqual(720);
      expect(layout.width).toBeLessThanOrEqual(1170);
      expect(layout.nativeHeight / layout.nativeWidth).toBeGreaterThan(1.7);
    }
  });

  it('has 6 plain correct, 2 key-shown correct and 9 negatives per layout', () => {
    for (const layout of BERTH_LAYOUTS) {
      const mine = cases.filter((kase) => kase.layout === layout.key);
      const plain = mine.filter((kase) => kase.truth === 'correct' && kase.group !== 'key shown');
      expect(plain).toHaveLength(6);
      const expected = layout.cut
        ? 'truncated name'
        : layout.store === 'company'
          ? 'name + masked CNPJ'
          : 'name + masked CPF';
      for (const kase of plain) expect(kase.group).toBe(expected);
      expect(mine.filter((kase) => kase.group === 'key shown' && kase.truth === 'correct')).toHaveLength(2);
      const negatives = mine.filter((kase) => kase.group === 'negative');
      expect(negatives).toHaveLength(9);
      for (const kase of negatives) expect(kase.truth).not.toBe('correct');
      const scenarios = negatives.map((kase) => berthLayoutReceipt(kase.name).scenario);
      expect(scenarios).toContain('reused file');
      expect(scenarios).toContain('reused end-to-end id');
      if (layout.cut) expect(scenarios).toContain('same truncated name');
    }
  });

  it('uses every kind of negative somewhere', () => {
    const scenarios = new Set(cases.map((kase) => berthLayoutReceipt(kase.name).scenario));
    for (const scenario of [
      'lookalike holder',
      'same name, other digits',
      'store as payer',
      'wrong amount',
      'paid before the order',
      'scheduled',
      'description names the store',
      'near namesake',
      'same truncated name',
      'reused file',
      'reused end-to-end id',
    ] as const) {
      expect(scenarios.has(scenario)).toBe(true);
    }
    for (const kase of cases) expect(berthLayoutScenario(kase.name).length).toBeGreaterThan(20);
  });

  it('prices vary, are written with a dot and two decimals, and correct amounts equal them', () => {
    const prices = new Set(cases.map((kase) => kase.price));
    expect(prices.size).toBeGreaterThan(12);
    for (const kase of cases) {
      expect(kase.price).toMatch(/^\d+\.\d\d$/);
      const cents = Math.round(Number(kase.price) * 100);
      expect(cents).toBeGreaterThanOrEqual(2990);
      expect(cents).toBeLessThanOrEqual(48900);
      const receipt = berthLayoutReceipt(kase.name);
      expect(receipt.priceCents).toBe(cents);
      if (kase.truth !== 'wrong amount') expect(receipt.facts.amountCents).toBe(cents);
    }
  });
});

describe('berth corpus: stores and documents', () => {
  it('configures one store per layout, half companies with a CNPJ, half persons with a CPF, valid digits', () => {
    const documents = new Set<string>();
    for (const layout of BERTH_LAYOUTS) {
      const store = berthStore(layout.key);
      const mine = cases.filter((kase) => kase.layout === layout.key);
      for (const kase of mine) {
        expect(kase.payee).toEqual({
          pixKey: store.pixKey,
          recipientName: store.name,
          recipientDocument: store.document,
        });
      }
      if (layout.store === 'company') expect(isValidCnpj(store.document)).toBe(true);
      else expect(isValidCpf(store.document)).toBe(true);
      documents.add(store.document);
    }
    expect(documents.size).toBe(16);
  });

  it('varies the kinds of Pix keys (e-mail, phone, CPF/CNPJ, random key)', () => {
    const keys = BERTH_LAYOUTS.map((layout) => berthStore(layout.key).pixKey);
    expect(keys.filter((key) => key.includes('@')).length).toBeGreaterThanOrEqual(3);
    expect(keys.filter((key) => /^\+55\d{11}$/.test(key)).length).toBeGreaterThanOrEqual(3);
    expect(keys.filter((key) => /^\d{11}$|^\d{14}$/.test(key)).length).toBeGreaterThanOrEqual(3);
    expect(
      keys.filter((key) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(key)).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('gives every party a valid CPF or CNPJ', () => {
    for (const kase of cases) {
      const { facts } = berthLayoutReceipt(kase.name);
      for (const party of [facts.recipient, facts.payer]) {
        expect(isValidCpf(party.document) || isValidCnpj(party.document), `${kase.name} ${party.name}`).toBe(true);
      }
    }
  });

  it('prints the key only on key-shown receipts among the correct ones', () => {
    for (const kase of cases) {
      const { printed } = berthLayoutReceipt(kase.name);
      if (kase.group === 'key shown') expect(printed.key).not.toBeNull();
      if (kase.truth === 'correct' && kase.group !== 'key shown') expect(printed.key).toBeNull();
    }
  });

  it('cuts the long names the layouts cut, and prints masked documents as the layout masks them', () => {
    for (const kase of cases) {
      const layout = berthLayout(kase.layout);
      const { facts, printed } = berthLayoutReceipt(kase.name);
      expect(printed.recipient.name).toBe(printName(layout, facts.recipient.name));
      expect(printed.recipient.document).toBe(maskDocument(layout, facts.recipient.document));
      if (kase.truth === 'correct' && layout.cut)
        expect(printed.recipient.name.length).toBeLessThanOrEqual(layout.cut.at + 3);
      if (kase.group === 'truncated name') {
        expect(printed.recipient.name).not.toBe(printName({ ...layout, cut: null }, facts.recipient.name));
      }
    }
  });
});

describe('berth corpus: end-to-end ids and timing', () => {
  it('has well-formed ids with the payer institution ISPB and the payment minute (UTC)', () => {
    for (const kase of cases) {
      const receipt = berthLayoutReceipt(kase.name);
      expect(kase.endToEndId).toBe(receipt.facts.endToEndId);
      expect(kase.endToEndId).toHaveLength(32);
      const match = E2E.exec(kase.endToEndId);
      expect(match, kase.name).not.toBeNull();
      expect(match?.[1]).toBe(berthLayout(kase.layout).ispb);
      if (receipt.scenario !== 'reused end-to-end id') expect(match?.[2]).toBe(stampOf(receipt.facts.paidAt));
    }
  });

  it('has unique ids except the reuses, which repeat their source exactly', () => {
    const seen = new Map<string, string>();
    for (const kase of cases) {
      const receipt = berthLayoutReceipt(kase.name);
      const earlier = seen.get(kase.endToEndId);
      if (receipt.scenario === 'reused file' || receipt.scenario === 'reused end-to-end id') {
        expect(earlier).toBe(kase.after);
      } else {
        expect(earlier, kase.name).toBeUndefined();
        seen.set(kase.endToEndId, kase.name);
      }
    }
  });

  it('pays correct receipts between the order and the judgement, the others as described', () => {
    const order = Date.parse(ORDER_PLACED_AT);
    const judged = Date.parse(JUDGED_AT);
    for (const kase of cases) {
      const { facts, scenario } = berthLayoutReceipt(kase.name);
      const paid = Date.parse(facts.paidAt);
      if (scenario === 'paid before the order') expect(paid).toBeLessThan(order);
      else {
        expect(paid, kase.name).toBeGreaterThan(order);
        expect(paid, kase.name).toBeLessThan(judged);
      }
      if (scenario === 'scheduled') expect(facts.scheduledFor! > '2026-11-23').toBe(true);
      else expect(facts.scheduledFor).toBeNull();
    }
  });
});

describe('berth corpus: every negative departs from a correct receipt in exactly one way', () => {
  for (const kase of cases) {
    it(kase.name, () => {
      const receipt = berthLayoutReceipt(kase.name);
      const layout = berthLayout(kase.layout);
      const store = berthStore(kase.layout);
      const { facts, base } = receipt;
      const diff = changed(facts, base);
      // The base is itself a correct receipt.
      expect(base.recipient.name).toBe(store.name);
      expect(base.recipient.document).toBe(store.document);
      expect(base.amountCents).toBe(receipt.priceCents);
      expect(base.scheduledFor).toBeNull();
      expect(Date.parse(base.paidAt)).toBeGreaterThan(Date.parse(ORDER_PLACED_AT));
      expect(Date.parse(base.paidAt)).toBeLessThan(Date.parse(JUDGED_AT));
      const recipientChanged = (): void => {
        expect(facts.recipient.document).not.toBe(store.document);
        expect(maskDocument(layout, facts.recipient.document)).not.toBe(maskDocument(layout, store.document));
        expect(onlyUnder(diff, ['recipient', 'recipientKey'])).toBe(true);
        if (facts.recipientKey !== null) expect(facts.recipientKey).not.toBe(store.pixKey);
      };
      switch (receipt.scenario) {
        case 'correct':
        case 'correct, key shown':
          expect(diff).toEqual([]);
          expect(kase.truth).toBe('correct');
          break;
        case 'lookalike holder': {
          recipientChanged();
          expect(facts.recipient.name).not.toBe(store.name);
          expect(stripAccents(facts.recipient.name).toUpperCase()).not.toBe(stripAccents(store.name).toUpperCase());
          const shared = words(facts.recipient.name).filter((word) => words(store.name).includes(word));
          expect(shared.length).toBeGreaterThan(0);
          break;
        }
        case 'same name, other digits':
          expect(diff).toEqual(['recipient.document']);
          expect(facts.recipient.name).toBe(store.name);
          recipientChanged();
          break;
        case 'near namesake': {
          recipientChanged();
          const mine = facts.recipient.name.split(' ');
          const theirs = store.name.split(' ');
          expect(mine[0]).toBe(theirs[0]);
          expect(mine.at(-1)).toBe(theirs.at(-1));
          expect(facts.recipient.name).not.toBe(store.name);
          break;
        }
        case 'same truncated name':
          recipientChanged();
          expect(facts.recipient.name).not.toBe(store.name);
          expect(printName(layout, facts.recipient.name)).toBe(printName(layout, store.name));
          break;
        case 'store as payer':
          expect(onlyUnder(diff, ['recipient', 'payer', 'recipientKey'])).toBe(true);
          expect(facts.payer.name).toBe(store.name);
          expect(facts.payer.document).toBe(store.document);
          expect(facts.recipient.document).not.toBe(store.document);
          expect(facts.recipient.name).not.toBe(store.name);
          break;
        case 'description names the store':
          expect(onlyUnder(diff, ['recipient', 'recipientKey', 'description'])).toBe(true);
          expect(diff).toContain('description');
          expect(facts.description).toContain(store.short);
          expect(facts.recipient.name).not.toBe(store.name);
          expect(facts.recipient.document).not.toBe(store.document);
          break;
        case 'wrong amount':
          expect(diff).toEqual(['amountCents']);
          expect(Math.abs(facts.amountCents - receipt.priceCents)).toBeGreaterThanOrEqual(10);
          break;
        case 'paid before the order':
          expect(diff).toContain('paidAt');
          expect(onlyUnder(diff, ['paidAt', 'endToEndId'])).toBe(true);
          expect(facts.endToEndId.slice(21)).toBe(base.endToEndId.slice(21));
          break;
        case 'scheduled':
          expect(diff).toEqual(['scheduledFor']);
          expect(receipt.printed.title).toBe('Pix agendado');
          break;
        case 'reused file': {
          expect(diff).toEqual([]);
          const source = berthLayoutReceipt(kase.after ?? '');
          expect(facts).toEqual(source.facts);
          expect(receipt.seedName).toBe(source.seedName);
          break;
        }
        case 'reused end-to-end id': {
          expect(diff).toEqual(['endToEndId']);
          const source = berthLayoutReceipt(kase.after ?? '');
          expect(facts.endToEndId).toBe(source.facts.endToEndId);
          expect(facts.paidAt).not.toBe(source.facts.paidAt);
          break;
        }
      }
    });
  }

  it('lists every reused case after a correct source of the same layout', () => {
    const index = new Map(cases.map((kase, i) => [kase.name, i]));
    const reused = cases.filter((kase) => kase.truth === 'reused');
    expect(reused).toHaveLength(32);
    for (const kase of reused) {
      expect(kase.after).toBeDefined();
      const source = byName.get(kase.after ?? '');
      expect(source?.layout).toBe(kase.layout);
      expect(source?.truth).toBe('correct');
      expect(index.get(kase.after ?? '')!).toBeLessThan(index.get(kase.name)!);
    }
    for (const kase of cases.filter((entry) => entry.truth !== 'reused')) expect(kase.after).toBeUndefined();
  });
});

describe('berth corpus: names', () => {
  it('copies the 1535 forbidden words', () => {
    expect(FORBIDDEN_WORDS).toHaveLength(1535);
    expect(new Set(FORBIDDEN_WORDS).size).toBe(1535);
  });

  it('uses none of them in any name or description', () => {
    const forbidden = new Set(FORBIDDEN_WORDS);
    const names = allCorpusNames();
    const descriptions = allCorpusDescriptions();
    expect(names.length).toBeGreaterThan(100);
    expect(names).toEqual([...names].sort());
    for (const kase of cases) {
      const { facts, printed } = berthLayoutReceipt(kase.name);
      for (const name of [facts.recipient.name, facts.payer.name, printed.recipient.name, printed.payer.name]) {
        expect(names).toContain(name);
      }
      if (facts.description) expect(descriptions).toContain(facts.description);
    }
    const offending = [...names, ...descriptions].flatMap((text) =>
      words(text)
        .filter((word) => forbidden.has(word))
        .map((word) => `${word} in "${text}"`),
    );
    expect(offending).toEqual([]);
  });
});

describe('berth corpus: fonts', () => {
  it('names each missing family and its Debian package', async () => {
    await expect(assertBerthLayoutFontsAvailable(async () => ['Linux Biolinum O', 'DejaVu Sans'])).rejects.toThrow(
      '"Hack" (install Debian package fonts-hack)',
    );
    const both = assertBerthLayoutFontsAvailable(async () => ['DejaVu Sans']);
    await expect(both).rejects.toThrow('"Linux Biolinum O" (install Debian package fonts-linuxlibertine)');
    await expect(assertBerthLayoutFontsAvailable(async () => [])).rejects.toThrow(
      '"Hack" (install Debian package fonts-hack)',
    );
  });

  it('finds both families installed here', async () => {
    await expect(assertBerthLayoutFontsAvailable()).resolves.toBeUndefined();
  });
});

describe('berth corpus: drawings', () => {
  it('draws all 272 receipts with no text overlapping, off screen, under a fixed bar or missing glyphs', () => {
    const problems = cases.flatMap((kase) => {
      const receipt = berthLayoutReceipt(kase.name);
      return drawingProblems(drawReceipt(berthLayout(kase.layout), receipt.facts, receipt.seedName));
    });
    expect(problems).toEqual([]);
  });

  it('draws the texts a person needs: name, document, amount, date and id', () => {
    for (const kase of cases) {
      const receipt = berthLayoutReceipt(kase.name);
      const drawing = drawReceipt(berthLayout(kase.layout), receipt.facts, receipt.seedName);
      const all = drawing.texts.map((box) => box.text).join('\n');
      const { printed } = receipt;
      for (const text of [printed.amount, printed.date, printed.endToEndId, printed.recipient.document]) {
        expect(all).toContain(text);
      }
      for (const word of printed.recipient.name.split(' ')) expect(all).toContain(word);
      expect(drawing.svg).not.toMatch(/font-family="(?!Linux Biolinum O"|Hack")/);
    }
  });

  it('catches a text pushed under the footer', () => {
    const kase = cases[0] as BerthLayoutCase;
    const receipt = berthLayoutReceipt(kase.name);
    const drawing = drawReceipt(berthLayout(kase.layout), receipt.facts, receipt.seedName);
    const first = drawing.texts.find((box) => box.zone === 'body');
    expect(first).toBeDefined();
    const moved = {
      ...drawing,
      texts: [...drawing.texts, { ...first!, y0: drawing.height - 20, y1: drawing.height - 4 }],
    };
    expect(drawingProblems(moved).some((problem) => problem.includes('under a fixed bar'))).toBe(true);
    const clash = { ...drawing, texts: [...drawing.texts, { ...first!, text: 'x' }] };
    expect(drawingProblems(clash).some((problem) => problem.includes('overlaps'))).toBe(true);
  });
});

describe('berth corpus: pictures', () => {
  const pictures = new Map<string, Buffer>();

  beforeAll(async () => {
    const rendered = await inPool(cases, 3, (kase) => kase.content());
    cases.forEach((kase, i) => {
      pictures.set(kase.name, rendered[i] as Buffer);
    });
  }, 150_000);

  it('renders 4:2:0 JPEGs of the layout width, dark or light as the theme says', async () => {
    const looks = await inPool(cases, 3, async (kase) => {
      const picture = pictures.get(kase.name) as Buffer;
      const image = sharp(picture);
      const meta = await image.metadata();
      const stats = await image.stats();
      const mean = stats.channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0) / 3;
      return { kase, meta, mean };
    });
    for (const { kase, meta, mean } of looks) {
      const layout = berthLayout(kase.layout);
      expect(meta.format, kase.name).toBe('jpeg');
      expect(meta.chromaSubsampling, kase.name).toBe('4:2:0');
      expect(meta.width, kase.name).toBe(layout.width);
      expect((meta.height ?? 0) / (meta.width ?? 1)).toBeGreaterThan(1.7);
      if (kase.theme === 'dark') expect(mean, kase.name).toBeLessThan(90);
      else expect(mean, kase.name).toBeGreaterThan(170);
    }
  }, 60_000);

  it('reuses the very bytes for a reused file, and a different picture for a reused id', () => {
    for (const kase of cases.filter((entry) => entry.truth === 'reused')) {
      const mine = pictures.get(kase.name) as Buffer;
      const source = pictures.get(kase.after ?? '') as Buffer;
      if (berthLayoutReceipt(kase.name).scenario === 'reused file') expect(mine.equals(source)).toBe(true);
      else expect(mine.equals(source)).toBe(false);
    }
    const distinct = new Set(cases.map((kase) => (pictures.get(kase.name) as Buffer).toString('base64')));
    expect(distinct.size).toBe(272 - 16);
  });

  it('renders the same bytes again for the same case', async () => {
    const sample = BERTH_LAYOUTS.map((layout) => cases.find((kase) => kase.layout === layout.key) as BerthLayoutCase);
    const again = await inPool(sample, 3, (kase) => kase.content());
    sample.forEach((kase, i) => {
      expect((again[i] as Buffer).equals(pictures.get(kase.name) as Buffer), kase.name).toBe(true);
    });
  }, 60_000);
});
