// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { BANK_LAYOUTS, bankLayout } from './bank-layouts.js';
import {
  assertDockLayoutFontsAvailable,
  drawReceipt,
  printKey,
  printName,
  type ReceiptFacts,
  type TextBox,
} from './bank-receipts.js';
import {
  allCorpusDescriptions,
  allCorpusNames,
  DOCK_JUDGED_AT,
  DOCK_ORDER_PLACED_AT,
  type DockGroup,
  type DockLayoutCase,
  type DockScenario,
  type DockTruth,
  dockLayoutCases,
  dockLayoutReceipt,
  dockLayoutScenario,
  dockStore,
} from './cases.js';
import {
  documentKind,
  formatBrl,
  isValidCnpj,
  isValidCpf,
  maskDocument,
  stripAccents,
  visibleDigits,
} from './documents.js';
import { isMeasured } from './font-metrics.js';

// Words no invented name or description may contain (a copy of /tmp/forbidden-words.txt, 1754 words).
const FORBIDDEN_WORDS: readonly string[] = `
ABREU ACCIOLY ACESSORIOS ACIOLI ACIOLY ACOPIARA ACOUGUE ADALGISA ADAUTO ADEGA ADELAIDE ADELINO ADEMAR ADEMIR
ADRIANA ADRIELE AGENOR AGIL AGROPECUARIA AGUIAR AGUILERA AGUIRRE ALAGOANA ALAGOAS ALAMBIQUE ALBERNAZ ALBINO
ALBUQUERQUE ALCIDES ALCIONE ALECRIM ALENCAR ALFAIATARIA ALFAZEMA ALICE ALICERCE ALIMENTOS ALINE ALMEIDA
ALVARENGA ALVES AMADEU AMADO AMANCIO AMANHA AMARAL AMARO AMBROSIO AMETISTA AMORIM AMULETOS ANA ANDERSON
ANDRADE ANDRIOLLI ANIVERSARIO ANJOS ANSELMO ANTONIO ANTUNES APARECIDA APIARIO APICULTORES APODI APODY
AQUARISMO AQUINO ARAGAO ARAGON ARANTES ARAPUA ARARANGUA ARAUCARIA ARAUJO ARCANO ARCOVERDE ARGILA ARIRANHA
ARISTEU ARISTIDES ARLINDO ARMARINHO AROEIRA ARRAES ARRUDA ARTE ARTES ARTESANAIS ARTESANAL ARTESANATO ARTHUR
ARTIGOS ARUANDA ASSESSORIA ASSIS ASSUNCAO ASTRAL ASTROLOGIA ATACADO ATELIE ATENDIMENTOS AUDIOVISUAIS AUGUSTO
AURORA AUTO AVANCADA AVIAMENTOS AXE AZEVEDO AZUL BACCARO BACELAR BAIANA BAIANO BALCAO BALTAZAR BANDEIRA BANHOS
BARAUNA BARBALHO BARBEARIA BARBOSA BARCELOS BARONI BARRETO BARROS BARROSO BARTOLOMEU BASTOS BATISTA BATURITE
BAUER BAZAR BEATRIZ BELMIRO BELO BELTRAO BEM BENEDETTI BENEDITA BENEDITO BENEVIDE BENEVIDES BENICIO BENTO
BERENICE BERNARDO BERTOLDI BERTOLDO BESSA BETINA BEZERRA BEZERRIL BIASUS BIAZUS BICALHO BICICLETARIA BIGORNA
BIGUATINGA BISELADOS BISTRO BITTAR BITTENCOURT BOA BOAVENTURA BOLDRINI BOLHA BOM BOMBONIERE BONAVENTURA BONFIM
BONIFACIO BORBA BORBOLETA BORBOREMA BORDADOS BORDARIA BORGES BORRACHARIA BORTOLINI BORTOLOTTO BOTELHO BRAGA
BRAGANCA BRANCA BRANDAO BRANDINI BRASILEIRO BRAVO BRAZ BRECHO BRENDA BRESAN BRESSAN BRESSANI BRINQUEDOS BRISA
BRITO BRONZE BRUM BRUNA BRUNO BRUSTOLIN BUCHA BUDA BUENO BUFFET BUGIO BULHOES BURITI BURITIS CABOCLO CABRAL
CABROBO CACHACARIA CAFETERIA CAFEZAIS CAFEZAL CAIO CAJAZEIRA CAJUEIRO CALADO CALDAS CALDEIRA CALDEIRAO
CALENDULA CALENDULAS CALHEIROS CALIXTO CAMAFEU CAMARA CAMARGO CAMBARA CAMBOIM CAMBUCI CAMBUQUIRA CAMBUQUY
CAMELO CAMILA CAMINHA CAMINHOS CAMOCIM CAMOMILA CAMPANA CAMPELO CAMPING CAMPO CAMPOLINA CAMPOS CAMURCA
CANDEEIRO CANDELARIA CANDIDA CANELA CANINDE CANOA CANTANHEDE CANTINA CANTUARIA CAPELLI CAPIVARA CARAMURU
CARAUBAS CARAVELA CARCARA CARDOSO CARIRI CARLA CARLOS CARNEIRO CARNIEL CARRETEL CARVALH CARVALHAL CARVALHO
CASA CASAGRANDE CASCALHO CASSIA CASTANHAS CASTELO CASTILHO CASTRO CATARINENSE CAVACO CAVALCANTE CAVALCANTI
CAVALHEIRO CAVALLARO CAXAMBU CEARENSE CECILIA CELINA CELSO CELULARES CENTRAL CERA CERAMICA CEREAIS CERQUEIRA
CERRADO CERTO CERVEJARIA CESTARIA CESTOS CHAGAS CHARUTARIA CHAS CHAVEIRO CHAVES CHEIA CHIMANGO CHOCOLATES
CHOPERIA CICERO CIGANA CINTIA CIRANDA CIRANDAS CIRCULO CIRINO CIRO CLARICE CLARO CLAUDIA CLAUDIONOR CLEBER
CLEIDE CLEITOM CLEITON CLEMENTE CLEMENTINO CLEOMAR CLEONICE CLEUSA CLIMATIZACAO CLODOALDO CLOVIS COBERTURA
COBRE COELHO COIMBRA COLACO COLCHOES COMERCIAL COMERCIO CONCEICAO CONFECCOES CONFEITARIA CONSTANCA CONSTRUCAO
CONSTRUTORA CONSULTAS CONTAB CONTABIL COOPERATIVA CORALINA CORDEIRO CORDOARIA CORDOVIL CORINA CORPORAIS CORREA
CORREIA CORSI CORTES CORTEZ CORTINAS CORUJA COSME COSMETICOS COSTA COUTINHO COUTO COXILHA COXILHAS CRATO
CREPERIA CREUSA CRISTAIS CRISTAL CRISTALOTERAPEUTAS CRISTALOTERAPIA CRISTIANE CRISTINA CUNHA CURA CURRAIS
CURRAL CURSOS CUTELARIA DAIANE DALILA DALLAGNOL DALMOLIN DALPRA DALVA DAMARIS DAMASCENO DAMIAO DANIELA DANILO
DANTAS DARCI DAVI DEBORA DECOR DECORACOES DEFUMADORES DEIVID DELATORRE DELFINO DELGADO DEMARCHI DENILSON
DENISE DEOCLECIO DEUSDETE DEVECHI DIAS DIEGO DIMAS DINIZ DIOGENES DIONISIO DIRCE DISTRIBUIDORA DIVINA DJALMA
DOCERIA DOIS DOMINGOS DOMINGUES DORALICE DORGIVAL DORIA DORIVAL DORNELAS DORNELES DOROTEIA DOURADO DROGARIA
DRUMMOND DUARTE DULCINEIA DUTRA EDGAR EDILEUSA EDILEUZA EDILSON EDINALDO EDIVALDO EDNA EDNALDO EDSON EDUARDA
EDUARDO ELAINE ELEMENTAL ELENICE ELETRICA ELETRONICA ELETRONICOS ELIANE ELIEZER ELIOMAR ELISA ELISANGELA ELOA
ELOI ELPIDIO ELVIRA ELZIRA EMA EMBALAGENS EMERSON EMILIO EMPADARIA EMPORIO EMPREENDIMENTOS ENCADERNACAO
ENCANTADA ENCANTADO ENCANTADOR ENCOMENDA ENERGETICOS ENERGIA ENTREGA ENZO EQUILIBRIO EQUILIBRIUM ERICA
ERMELINDA ERNESTO ERONILDES ERVANARIO ERVAS ESCOBAR ESCOLA ESCOREL ESCRITORIO ESCUDERO ESMERALDA ESMERALDO
ESOTERICOS ESPACO ESPELHOS ESPERANCA ESPINDOLA ESPINOLA ESPORTES ESPOSITO ESSENCIAS ESTAMPARIA ESTAR ESTER
ESTETICA ESTEVES ESTOFADOS ESTRELA ESTUDIO EUFRASIO EULALIA EUNICE EURIDES EVANDRO EVANGELISTA EVARISTO
EVENTOS EVERALDO EVILASIO EXPRESS FABIANA FABIO FABRICIO FACANHA FADAS FAGNANI FAGUNDES FALCAO FALCHI FALCONI
FALEIROS FALQUETO FARIAS FAROL FATIMA FAUSTO FEIJO FEITOSA FELIPE FELIS FELIZ FENIX FERNANDES FERNANDO
FERRAGENS FERRAMENTARIA FERRARESI FERRAZ FERREIRA FERRO FIALHO FIBRAS FIGUEIRA FIGUEIREDO FILH FILHA FILHAS
FILHO FILHOS FILOMENA FINAL FINOS FIORAVANTE FIOS FIRMINO FLAVIO FLECHAS FLORA FLORENTINO FLORIANO
FLORICULTURA FLORISVALDO FLORIVALDO FOCINHO FOGACA FOLADOR FONSECA FONTANA FONTENELE FONTENELLE FONTES
FONTOURA FORNO FRAGA FRAGOSO FRANCISCA FRANCISCO FRANCO FREIRE FREITAS FRETE FRETES FRIGOMAIS FRIGOMAX FROES
FROTA FUJITA FUMACINHA FUNILARIA FURLAN FURQUIM FURQUIN FURTADO GABRIEL GADELHA GAIVOTA GALDINO GALHARDI
GALHARDO GALINDO GALVANI GALVAO GAMA GARANHUNS GARBIN GARCIA GARRIDO GAUCHA GAUCHO GEISA GELATERIA GEMAS
GENESIO GENIVAL GENIVALDO GENOVEVA GERALDINA GERALDO GERCINA GERSON GERUSA GERUZA GERVASIO GIACOMETTI GILBERTO
GILDASIO GILDAZIO GILDETE GILMAR GIOVANA GIOVANNA GIRAO GIRARDI GIRASSOL GISELE GISLAINE GIVANILDO GLAUBER
GLAUCIA GLEICIANE GLEICIENE GLORIA GODINHO GODOY GOIANESIA GOIANESIANA GOMES GONCALVES GONDIM GOULART GOUVEIA
GRACAS GRAFICA GRANIT GRANITOS GRAO GRAOS GRAUNA GRAZIELA GRUTA GUAJUVIRA GUAPURUVU GUARACIABA GUARNIERI
GUEDES GUERRA GUERREIRO GUIA GUIMARAES GUIOMAR GUMERCINDO GUSMAO GUSTAVO HAAS HADDAD HAMBURGUERIA HAMES HAMMES
HEITOR HELENA HELENO HELIO HELOA HELOISA HENRIQUE HERBARIO HERCILIO HERMES HERMINIO HERMOGENES HIDALGO
HIDRAULICA HIDRICOS HILARIO HILDA HILDEBRANDO HOFFMANN HOLANDA HOLISTICAS HONORATO HONORIO HORACIO HORTA
HORTENCIA HORTIFRUTI HORUS HOSANA HUGO HUMBERTO IANNI IARA IBIAPINA IBIUNA ICARO ICHIKAWA IDALINA IDIOMAS
IGLESIAS IGOR ILHEUS IMOBILIARIOS IMPLEMENTOS IMPRESSAO INACIO INCENSARIA INCENSARIO INCENSOS INCLUSO
INDUSTRIA INDUSTRIAIS INES INFORMACAO INFORMATICA INSTITUTO INSTRUMENTOS INSUMOS INTEGRADA INTEGRATIVAS
INTERCAMBIO IOLANDA IOLE IPE IPIRANGA IRACEMA IRACI IRACY IRAN IRANI IRENEU IRINEU IRIS IRMAOS IRRIGACAO
ISADORA ISAURA ISMAEL ISOLDA ITABAIANA ITACARE ITALO ITAMAR ITAPEMA ITAPOA IVANETE IVANILDA IVANILSON IVANIR
IVONE IVONETE IZIDORO JABUTI JABUTICABA JACARANDA JACINTO JACIRA JADE JAGUARIBE JAGUARIBENSE JAGUARUMA
JAGUARUNA JAIR JANAINA JANDAIA JANDIRA JANETE JANSEN JAQUELINE JARAGUA JARDIM JASPE JATAHY JATOBA JEFERSON
JERONIMO JESSE JOANA JOAQUIM JOAQUINA JOCELI JOCELINO JOCIMAR JOCIMARA JOELMA JONAS JORDANA JOSE JOSELMA
JOSIANE JOSUE JOSUEL JOVINO JUCA JUCELINO JUDITE JULIANA JULIO JUNIOR JUNQUEIRA JURACI JURANDIR JURANDYR
JUREMA JUSSARA JUSTINO JUSTO JUVENAL JUVENCIO KARINA KATIA KAUAN KELLY KELVIN KLEBER KLEIN KOBAYASHI KOERICH
KOMBUCHA KUHN LACERDA LAERCIO LAGES LAMEGO LAMPARINA LAMPARINAS LANCHONETE LANDIM LANDIN LARISSA LATICINIOS
LAUDELINA LAUDICEIA LAURO LAVANDA LAVANDERIA LAVINIA LAVOR LEAL LEANDRO LEAO LEILA LEITAO LEITE LEME LEMOS
LENHA LEOCADIA LEOCIR LEONARDO LEONIDAS LEONOR LEONTINA LEOPOLDINO LESTE LETICIA LIDIANE LIMA LIMPA LIMPE
LIMPEZA LINDALVA LINDAURA LINDOLFO LINDOMAR LINHARES LINHAS LINS LISBOA LIVIA LIVRARIA LOBAO LOBATO LOBO
LOCACAO LOGISTICA LOJA LOPES LOPRETE LORENA LOTERICA LOURDES LOUREDO LOUREIRO LOUZADA LUA LUANA LUCAS LUCCHESI
LUCENA LUCIANA LUCIENE LUCIMAR LUCIMARA LUCIMEIRE LUCINDA LUDMILA LUIZA LUMINAR LUSTOSA LUZ MACAMBIRA MACARIO
MACEDO MACHADO MACIEL MACRAME MADEIREIRA MADREPEROLA MAFRA MAGALHAES MAGAZINE MAGELA MAGESTE MAGNANI MAGNO
MAGRI MAIA MAICON MAJESTE MALHARIA MALTA MALVINA MANDACARU MANDALA MANGABA MANGABEIRA MANGUEIRA MANOEL MANOELA
MANTRA MANUELA MAPAS MARACUJA MARAJO MARANHAO MARCELO MARCENARIA MARCIA MARCILIO MARCOLINO MARCOS MARESIA
MARIA MARIANA MARILDA MARINA MARINALDA MARINALVA MARINEIDE MARINEIDES MARINHO MARINS MARIVALDA MARLENE MARLI
MARLUCE MARLUCIA MARMORES MARQUEZINI MARREIRO MARTINS MASCARENHAS MATERIAIS MATHEUS MATOS MATTOS MAURO
MAXIMILIANO MECANICA MEDEIROS MEDINA MEDRADO MEIRA MEIRELES MEIRELLES MEL MELO MENDES MENDONCA MENEZES
MERCEARIA MESQUITA MIGUEL MINERACAO MINERAIS MIRELA MIRIAM MIRIAN MIRTES MISTICA MISTICOS MIUDEZAS MIYAZAKI
MOACIR MODAS MODESTO MOINHO MOLDURARIA MONTALVAN MONTALVAO MONTEIRO MONTENEGRO MORAES MOREIRA MORENO MORORO
MOSCHETTA MOSCOSO MOSER MOSQUERA MOSSORO MOTA MOTTA MOURA MOURAO MOVEIS MUCURIPE MUDANCAS MUDAS MURICI MURILO
MUSICAIS NADIR NAGAI NAIARA NAILDE NAIR NAKAMURA NASCENTE NASCIF NASCIMENTO NASSIF NATALIA NATANAEL NATHALIA
NATIVA NATIVO NATURAIS NAUTICO NAVARRO NAYARA NAZARENO NAZARIO NEGRA NEGREIROS NEIDE NEIVA NELSON NEPOMUCENO
NERY NESTOR NETO NETUNO NEUSA NEVES NICANOR NICOLAS NICOLE NILTON NILZA NISHIMURA NIVALDO NOAH NOBRE NOBREGA
NOELI NOELIA NOEMIA NOGUEIRA NOLASCO NOLETO NONATO NORMA NOROES NORONHA NORTEX NOTA NOVA NOVAIS NOVELLI NUNES
OBRIGADO OBSIDIANA ODAIR ODETE ODILIA ODILON OESTE OFICINA OKADA OLARIA OLGA OLHO OLINDA OLIVA OLIVEIRA ONLINE
ONOFRE OPALA OPALAS ORACAO ORACULO ORACULOS ORGANICOS ORIENTACAO ORIENTE ORLANDO ORLINDO ORQUIDARIO ORSINI
ORVALHO ORVALHOS OSANA OSMAR OSMARINA OSORIO OSTETTO OSVALDINA OTACILIO OTAVIO OTICA OTILIA OTONIEL OTTO
OURICURI OURIQUE OURIVESARIA OURO OXALA OZIEL PACHECO PADARIA PADILHA PAES PAIM PAISAGISMO PAIVA PAIXAO
PALHARES PALMIRA PAMELA PAMONHARIA PAMPA PAMPLONA PAMPONET PAOLA PAPELARIA PARAFINA PARAGUASSU PARANAGUA
PARANHOS PARENTE PARREIRAL PASSARINHO PASSO PASTELARIA PASTOR PATRICIA PAULO PAVAN PAZ PAZINI PECANHA PECAS
PEDAIS PEDAL PEDRA PEDRINI PEDROSA PEIXARIA PEIXOTO PELLEGRINI PELLEGRINO PENDULOS PENEDO PENHASCO PERCIVAL
PEREIRA PERES PERFUMARIA PERGAMINHO PEROBA PERPETUA PERSIANAS PERSIO PESCA PESCADOS PESSOA PET PETISCARIA
PETROLINA PETRUCIO PGTO PIACABUCU PICCOLI PICCOLO PIETRO PILATES PIMENTA PIMENTEL PINHEIRO PINHO PINTO PINTURA
PIOVESAN PIPOCA PIPOKA PIRES PISTAO PITANGA PITANGUI PITANGUY PIZZARIA PLANTAS PLINIO POLIGLOTA PONTE PONTEIRO
PONTEIROS PONTES PONTO PONTUAL PORTAL PORTELA PORTELLA PORTINARI PORTO PORTUGAL POTIGUAR POUSADA PRADO PRANA
PRATES PRAXEDES PRESENTE PRESENTES PRESTES PRETA PRISCILA PRODUCOES PRODUTOS PRUDENCIO QUADROS QUARESMA
QUARTZO QUEBRADA QUEIJARIA QUEIROGA QUEIROZ QUENTAL QUEVEDO QUEZADO QUEZIA QUINDERE QUINDIM QUINDINS
QUINTANILHA QUINTAO QUINTAS QUINTELA QUINTINO QUIRINO QUITANDA QUITERIA QUIXABA QUIXADA RABELO RACOES RAFAEL
RAFAELA RAFFAINI RAILSON RAIMUNDA RAMALHO RAMAO RAMON RAMOS RANGEL RAPOSO RAQUEL REBELO REBOUCAS RECANTO RECH
REFERENTE REFRIGERACAO REFRIGERACOES REGIANE REGINA REGINALDO REGO REIKI REINALDO REIS RELIGIOSOS RELOJOARIA
RENAN RENATA RESENDE RESPLANDES RESTANTE RESTAURANTE RETIRADA REZENDE RIBAMAR RIBAS RIBEIRO RICARDO RIO RIOS
RISSO RITOS RITUAIS RIVALDO ROBERTO ROBSON ROCHA ROCHEDO RODINEI RODOVALHO RODOVIA RODRIGO RODRIGUES ROGERIO
ROLIM ROMERO ROMEU ROMILDA ROMUALDO RONILDO ROSA ROSALIA ROSALIO ROSALVO ROSANA ROSANGELA ROSARIO ROSELI
ROSEMEIRE ROSILDA ROSIMAR ROSINEIDE ROSINELDE ROSIVALDA ROSIVALDO ROSSETTI ROSSI ROTA ROTISSERIA ROTTA ROXO
RUBEM RUBENS RUFINO RUNAS RURAI RURAIS RUSCHEL RUSSAS RUTE SABADO SABIA SABINO SABOARIA SABOES SABORES SABRINA
SABUGUEIRO SACCHETTI SACRA SACRAS SAGRADA SAKAI SALAZAR SALDANHA SALES SALETE SALGADERIA SALGADO SALGUEIRO
SALLES SALOMAO SALVADOR SALVIA SAMAMBAIA SAMARA SAMPAIO SAMUEL SANDRO SANTA SANTANA SANTIAGO SANTOS SANTUARIO
SAPATARIA SAPUCAIA SARAIVA SARMENTO SAULO SCHMITT SCHROEDER SEABRA SEBASTIANA SEBASTIAO SEGADAS SEGREDO SEIXAS
SELARIA SELECIONADO SELECIONADOS SELENITA SEMENTE SEMIJOIAS SENA SERAFIM SERAPIAO SERGIO SERIGRAFIA SERPA
SERRA SERRALHERIA SERTANEJO SERTAO SERVICOS SETE SEVERINA SEVERINO SEXTA SGARBI SHOP SIDERAIS SIDERAL SIDNEIA
SIDONIO SILVA SILVANO SILVEIRA SILVESTRE SILVINO SIMARA SIMOES SIMONE SINAL SINESIO SIQUEIRA SIRIEMA SISAL
SISTEMA SISTEMAS SOARES SOBRAL SOBREIRA SOBRINHO SOCORRO SODRE SOFIA SOLANGE SOLANO SOLSTICIA SOLSTICIO SONIA
SORRIDENTE SORTE SORVETERIA SOTERO SOTO SOUSA SOUZA SUELEN SUELI SUPRIMENTO SUPRIMENTOS SUSTENIDO TABACARIA
TABAJARA TABATINGA TABOSA TADEU TAINARA TAIPA TAKESHI TALISMAS TALITA TAMANDARE TAMBORES TANIA TAPECARIA
TAPETES TAPIOCARIA TAQUARAL TAQUES TARCILA TARCISIO TARO TAROT TARSILA TATIANE TAVARES TAVEIRA TAVORA TEBALDI
TECELAGEM TECIDOS TECNOLOGIA TEIXEIRA TELEFONIA TELES TELMA TELMO TEMOTEO TEMPLO TENDA TENORIO TEOBALDO
TEODORO TEODOSIO TEOFILO TERAPIAS TEREZA TEREZINHA TERREIRO TERTULIANA TERTULIANO THIAGO TIAGO TIBURCIO TIETE
TIMBAUBA TIMBO TINTAS TINTURARIA TIPOGRAFIA TIRADENTES TOBIAS TOLEDA TOLEDO TOLENTINO TOLOMEI TOMAZ TOME TONET
TONIOLO TORNEARIA TORQUATO TORREFACAO TORRES TORRESAN TOSTES TRAJANO TRAMELA TRANSLUCIDA TRANSLUCIDO
TRANSPORTADORA TRAVASSOS TRENTIN TRENTINI TRES TREVISAN TREVO TRIADE TRIGO TRINDADE TUCANO TUCUNARE TUIUIU
TUPI TUPIN TUPINAMBA TUPINIQUIM TURMALINA UBALDO UBIRACI UBIRAJARA UBIRATAN UCHIDA UCHOA ULISSES UMBANDA
UMBERTO URBANI URBANO URBINA URIAS URQUIZA URSULA URUACU UTILIDADES VAGNER VALADAO VALADARES VALDECI VALDEMAR
VALDEMIRO VALDETE VALDIRENE VALDOMIRO VALE VALENCA VALENTE VALENTIM VALENTINA VALERIA VALFREDO VALLIM VALMIR
VALQUIRIA VALTER VANDA VANDERLEIA VANESSA VARANDA VARELA VARGAS VARIEDADES VARJAO VASCONCELOS VASQUES VEGETAL
VEICU VEICULO VEICULOS VELAME VELAMES VELAS VELOSO VENDRAMIN VENDRAMINI VENTANIA VENTURA VERAS VERDE VERGUEIRO
VERISSIMO VERNIZ VERNIZE VERNIZES VERONICA VIANA VICENTE VIDAL VIDIGAL VIDRACARIA VIDROS VIEGAS VIEIRA VIGANO
VILAR VILELA VILHENA VILMA VINHERIA VINHOS VINICIUS VIRGILIO VISTA VITOR VIVA VIVEIRO VIVENCIAS VIVIANE
VOLKMANN VOLPATO WAGNER WALDIR WALMIR WANDA WANDERLEI WATANABE WEBER WELLINGTON WERNECK WESLEY WILLIAN WILMA
WILSON WOLFF XAMANICA XAROPE XAVIER XENIA XEREZ XIMENES YAMAMOTO YASMIN YOGA YOLANDA YOSHIDA YURI ZACARIAS
ZAGO ZAMBONI ZAMPIERI ZAMPROGNA ZANCHETTA ZANELLA ZANETTI ZANOTTO ZELIA ZENAIDE ZENILDA ZENOBIO ZILDA ZILLI
ZIMMERMANN ZOCCOLI ZODIACAL ZODIACO ZORAIDE ZORZI ZUCCHI ZULEICA ZULEIDE ZULMIRA
`
  .trim()
  .split(/\s+/);
const ALWAYS_ALLOWED = new Set(['LTDA', 'ME', 'EIRELI', 'EPP', 'S/A', 'SA', 'DA', 'DE', 'DO', 'DAS', 'DOS', 'E']);

const KEYS = [
  'nubank',
  'itau',
  'bradesco',
  'bb',
  'caixa',
  'santander',
  'inter',
  'picpay',
  'mercadopago',
  'c6',
  'pagbank',
  'stone',
  'cora',
  'sicoob',
  'banrisul',
  'neon',
];

const TRUTH_OF: Record<DockScenario, DockTruth> = {
  'name + masked CNPJ': 'correct',
  'name + masked CPF': 'correct',
  'truncated name': 'correct',
  'key shown': 'correct',
  'lookalike holder': 'wrong recipient',
  'same name, other digits': 'wrong recipient',
  'store as payer': 'wrong recipient',
  'wrong amount': 'wrong amount',
  'paid before the order': 'paid before the order',
  scheduled: 'scheduled',
  'description names the store': 'wrong recipient',
  'near namesake': 'wrong recipient',
  'reused file': 'reused',
};

// What each negative may change relative to the correct receipt it departs from.
const CHANGED_FIELDS: Partial<Record<DockScenario, string[]>> = {
  'lookalike holder': ['recipient'],
  'same name, other digits': ['recipient'],
  'store as payer': ['payer', 'recipient'],
  'wrong amount': ['amountCents'],
  'paid before the order': ['createdAt', 'endToEndId', 'paidAt'],
  scheduled: ['endToEndId', 'paidAt', 'status'],
  'description names the store': ['description', 'recipient'],
  'near namesake': ['recipient'],
  'reused file': [],
};

const MINUTE = 60_000;
const cases = dockLayoutCases();
const byName = new Map(cases.map((c) => [c.name, c]));
const normal = (text: string): string => stripAccents(text).toUpperCase();

function changedFields(base: ReceiptFacts, facts: ReceiptFacts): string[] {
  const keys = new Set([...Object.keys(base), ...Object.keys(facts)]) as Set<keyof ReceiptFacts>;
  return [...keys].filter((key) => JSON.stringify(base[key]) !== JSON.stringify(facts[key])).sort();
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const saved = row[j] ?? 0;
      row[j] = Math.min((row[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = saved;
    }
  }
  return row[b.length] ?? 0;
}

function oneWordOrLetterApart(a: string, b: string): boolean {
  if (a === b) return false;
  if (editDistance(a, b) === 1) return true;
  const wa = a.split(' ');
  const wb = b.split(' ');
  if (wa.length === wb.length) return wa.filter((word, i) => word !== wb[i]).length === 1;
  const [long, short] = wa.length > wb.length ? [wa, wb] : [wb, wa];
  return (
    long.length === short.length + 1 &&
    long.some((_, i) => long.filter((__, j) => j !== i).join(' ') === short.join(' '))
  );
}

function utcStamp(at: Date): string {
  return at.toISOString().replace(/[-:T]/g, '').slice(0, 12);
}

function overlaps(a: TextBox, b: TextBox): boolean {
  const eps = 0.5;
  return (
    a.x < b.x + b.width - eps && b.x < a.x + a.width - eps && a.y < b.y + b.height - eps && b.y < a.y + a.height - eps
  );
}

function forbiddenIn(text: string): string[] {
  const forbidden = new Set(FORBIDDEN_WORDS);
  return normal(text)
    .split(/[^A-Z/]+/)
    .flatMap((token) => (ALWAYS_ALLOWED.has(token) ? [] : token.split('/')))
    .filter((word) => word.length >= 3 && !ALWAYS_ALLOWED.has(word) && forbidden.has(word));
}

describe('dock layouts: the case list', () => {
  it('has 272 cases, 17 per layout, with unique names sorted by layout then name', () => {
    expect(cases).toHaveLength(272);
    expect(new Set(cases.map((c) => c.name)).size).toBe(272);
    expect([...new Set(cases.map((c) => c.layout))].sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) expect(cases.filter((c) => c.layout === key)).toHaveLength(17);
    const sorted = [...cases].sort((a, b) =>
      a.layout === b.layout ? (a.name < b.name ? -1 : 1) : a.layout < b.layout ? -1 : 1,
    );
    expect(cases.map((c) => c.name)).toEqual(sorted.map((c) => c.name));
    for (const c of cases) {
      expect(c.name.startsWith(`dock/${c.layout}/`)).toBe(true);
      expect(c.contentType).toBe('image/jpeg');
      expect(c.price).toMatch(/^\d+\.\d{2}$/);
      expect(Number(c.price)).toBeGreaterThanOrEqual(9.9);
      expect(Number(c.price)).toBeLessThanOrEqual(1500);
    }
  });

  it('gives each layout its groups and truths per scenario', () => {
    for (const key of KEYS) {
      const store = dockStore(key);
      const docGroup: DockGroup = documentKind(store.document) === 'CPF' ? 'name + masked CPF' : 'name + masked CNPJ';
      const own = cases.filter((c) => c.layout === key);
      const names = own.map((c) => c.name.split('/')[2]).sort();
      expect(names).toEqual(
        [
          'correct-1',
          'correct-2',
          'correct-3',
          'correct-4',
          'correct-5',
          'correct-6',
          'key-1',
          'key-2',
          'lookalike-holder',
          'same-name-other-digits',
          'store-as-payer',
          'wrong-amount',
          'paid-before-order',
          'scheduled',
          'description-names-store',
          'near-namesake',
          'reused-file',
        ].sort(),
      );
      for (const c of own) {
        const scenario = dockLayoutScenario(c.name);
        expect(c.truth).toBe(TRUTH_OF[scenario]);
        const id = c.name.split('/')[2] ?? '';
        if (/^correct-[1-4]$/.test(id)) expect([c.group, scenario]).toEqual([docGroup, docGroup]);
        else if (/^correct-[56]$/.test(id)) expect([c.group, scenario]).toEqual(['truncated name', 'truncated name']);
        else if (id.startsWith('key-')) expect([c.group, scenario]).toEqual(['key shown', 'key shown']);
        else expect(c.group).toBe('negative');
        expect(c.after === undefined).toBe(scenario !== 'reused file');
      }
      expect(own.filter((c) => c.truth === 'wrong recipient')).toHaveLength(5);
    }
    const docGroups = KEYS.map((key) => (documentKind(dockStore(key).document) === 'CPF' ? 'CPF' : 'CNPJ'));
    expect(docGroups.filter((kind) => kind === 'CPF')).toHaveLength(8);
  });

  it('spreads families, themes and fonts as intended', () => {
    const perLayout = KEYS.map((key) => cases.find((c) => c.layout === key) as DockLayoutCase);
    const count = (pick: (c: DockLayoutCase) => boolean): number => perLayout.filter(pick).length;
    expect(count((c) => c.family === 'label beside')).toBe(6);
    expect(count((c) => c.family === 'label above')).toBe(5);
    expect(count((c) => c.family === 'no label')).toBe(5);
    expect(count((c) => c.theme === 'dark')).toBe(6);
    expect(count((c) => c.font.includes('mononoki'))).toBe(8);
    for (const c of cases) {
      const first = perLayout.find((p) => p.layout === c.layout) as DockLayoutCase;
      expect([c.family, c.theme, c.font]).toEqual([first.family, first.theme, first.font]);
    }
    const widths = BANK_LAYOUTS.map((layout) => layout.deliveredWidth ?? layout.width);
    for (const width of widths) expect(width >= 720 && width <= 1170).toBe(true);
    for (const layout of BANK_LAYOUTS) expect(layout.quality >= 70 && layout.quality <= 88).toBe(true);
  });

  it('uses valid CPFs and CNPJs everywhere', () => {
    const valid = (digits: string): boolean => isValidCpf(digits) || isValidCnpj(digits);
    for (const c of cases) {
      expect(c.payee.recipientDocument).toMatch(/^\d{11}$|^\d{14}$/);
      expect(valid(c.payee.recipientDocument)).toBe(true);
      const r = dockLayoutReceipt(c.name);
      for (const facts of [r.facts, r.base]) {
        if (!facts) continue;
        expect(valid(facts.recipient.document), `${c.name} recipient`).toBe(true);
        expect(valid(facts.payer.document), `${c.name} payer`).toBe(true);
      }
    }
  });

  it('prints well-formed end-to-end ids stamped with the payment minute in UTC', () => {
    for (const c of cases) {
      const r = dockLayoutReceipt(c.name);
      expect(c.endToEndId).toBe(r.facts.endToEndId);
      expect(c.endToEndId).toHaveLength(32);
      expect(c.endToEndId).toMatch(/^E\d{8}\d{12}[A-Za-z0-9]{11}$/);
      expect(c.endToEndId.slice(1, 9)).toBe(r.layout.ispb);
      expect(c.endToEndId.slice(9, 21)).toBe(utcStamp(r.facts.paidAt));
      const flat = r.drawing.boxes.map((box) => box.text).join('');
      expect(flat.includes(c.endToEndId), `${c.name} prints its id`).toBe(true);
    }
    const originals = cases.filter((c) => c.truth !== 'reused');
    expect(new Set(originals.map((c) => c.endToEndId)).size).toBe(originals.length);
  });
});

describe('dock layouts: what each receipt says', () => {
  it('dates correct receipts 1 to 300 minutes after the order and before judging', () => {
    for (const c of cases.filter((x) => x.truth === 'correct')) {
      const { facts } = dockLayoutReceipt(c.name);
      const after = facts.paidAt.getTime() - DOCK_ORDER_PLACED_AT.getTime();
      expect(facts.status).toBe('paid');
      expect(after).toBeGreaterThanOrEqual(MINUTE);
      expect(after).toBeLessThanOrEqual(300 * MINUTE);
      expect(facts.paidAt.getTime()).toBeLessThan(DOCK_JUDGED_AT.getTime());
      expect(facts.createdAt).toEqual(facts.paidAt);
    }
  });

  it('prints the holder and the order amount on correct receipts, the key only where meant to', () => {
    for (const c of cases.filter((x) => x.truth === 'correct')) {
      const r = dockLayoutReceipt(c.name);
      const store = dockStore(c.layout);
      const { printed, layout } = r;
      expect(r.priceCents).toBe(Math.round(Number(c.price) * 100));
      expect(printed.amount).toBe(`R$ ${formatBrl(r.priceCents)}`);
      expect(printed.recipientDocument).toBe(maskDocument(store.document, layout.masks.cpf, layout.masks.cnpj));
      expect(r.facts.recipient.name).toBe(c.payee.recipientName);
      expect(r.facts.recipient.document).toBe(c.payee.recipientDocument);
      if (c.group === 'truncated name') {
        const shown = printed.recipientName.replace(/\.\.\.$/, '');
        expect(printed.recipientName).toBe(store.short);
        expect(shown.length).toBeGreaterThanOrEqual(24);
        expect(shown.length).toBeLessThanOrEqual(30);
        expect(normal(store.name).startsWith(normal(shown))).toBe(true);
        expect(normal(shown)).not.toBe(normal(store.name));
      } else {
        expect(normal(printed.recipientName)).toBe(normal(store.name));
      }
      if (c.group === 'key shown') {
        expect(printed.key).toBe(printKey(store.pixKey, layout.masks));
        const flat = r.drawing.boxes.map((box) => box.text).join(' ');
        expect(flat.includes(printed.key ?? '@')).toBe(true);
      } else {
        expect(printed.key).toBeUndefined();
      }
      const words = r.drawing.boxes.map((box) => box.text).join(' ');
      expect(words.includes(printed.recipientName), `${c.name} draws the name`).toBe(true);
      expect(words.includes(printed.recipientDocument), `${c.name} draws the document`).toBe(true);
      const amountDigits = r.drawing.boxes
        .filter((box) => box.role === 'amount')
        .map((box) => box.text)
        .join('')
        .replace(/\D/g, '');
      expect(amountDigits).toBe(String(r.priceCents).padStart(3, '0'));
    }
  });

  it('cuts names only on the truncated-name receipts, and only where the store name is longer than the cut', () => {
    for (const layout of BANK_LAYOUTS) {
      const store = dockStore(layout.key);
      expect(store.name.length).toBeGreaterThan(layout.names.cutAt);
      expect(store.short).toBe(printName(store.name, layout, true));
    }
  });

  it('makes each negative depart from its correct base in exactly the intended way', () => {
    for (const c of cases.filter((x) => x.group === 'negative')) {
      const r = dockLayoutReceipt(c.name);
      const scenario = r.scenario;
      expect(r.base, c.name).toBeDefined();
      const base = r.base as ReceiptFacts;
      expect(changedFields(base, r.facts), `${c.name} (${scenario})`).toEqual(CHANGED_FIELDS[scenario]);
      expect(base.recipient.name).toBe(c.payee.recipientName);
      expect(base.recipient.document).toBe(c.payee.recipientDocument);
      expect(base.amountCents).toBe(r.priceCents);
      expect(base.status).toBe('paid');
      const baseAfter = base.paidAt.getTime() - DOCK_ORDER_PLACED_AT.getTime();
      expect(baseAfter >= MINUTE && baseAfter <= 300 * MINUTE).toBe(true);
    }
  });

  it('prints on every negative the one fact that makes it wrong', () => {
    for (const c of cases.filter((x) => x.group === 'negative')) {
      const r = dockLayoutReceipt(c.name);
      const store = dockStore(c.layout);
      const layout = bankLayout(c.layout);
      const { facts, printed } = r;
      const storeName = printName(store.name, layout, false);
      const storeDoc = maskDocument(store.document, layout.masks.cpf, layout.masks.cnpj);
      const masksKind = documentKind(store.document) === 'CPF' || layout.masks.cnpj === 'masked';
      switch (r.scenario) {
        case 'lookalike holder':
          expect(normal(facts.recipient.name)).not.toBe(normal(store.name));
          expect(facts.recipient.document).not.toBe(store.document);
          expect(visibleDigits(facts.recipient.document)).toBe(visibleDigits(store.document));
          if (masksKind) expect(printed.recipientDocument).toBe(storeDoc);
          break;
        case 'same name, other digits':
          expect(printed.recipientName).toBe(storeName);
          expect(visibleDigits(facts.recipient.document)).not.toBe(visibleDigits(store.document));
          expect(printed.recipientDocument).not.toBe(storeDoc);
          break;
        case 'store as payer':
          expect(printed.payerName).toBe(storeName);
          expect(printed.payerDocument).toBe(storeDoc);
          expect(normal(facts.recipient.name)).not.toBe(normal(store.name));
          expect(facts.recipient.document).not.toBe(store.document);
          break;
        case 'wrong amount':
          expect(facts.amountCents).not.toBe(r.priceCents);
          expect(printed.amount).not.toBe(`R$ ${formatBrl(r.priceCents)}`);
          break;
        case 'paid before the order': {
          const before = DOCK_ORDER_PLACED_AT.getTime() - facts.paidAt.getTime();
          expect(before).toBeGreaterThanOrEqual(20 * MINUTE);
          expect(before).toBeLessThanOrEqual(180 * MINUTE);
          expect(facts.status).toBe('paid');
          break;
        }
        case 'scheduled':
          expect(facts.status).toBe('scheduled');
          expect(facts.paidAt.getTime()).toBeGreaterThan(DOCK_JUDGED_AT.getTime());
          expect(facts.createdAt.getTime()).toBeGreaterThan(DOCK_ORDER_PLACED_AT.getTime());
          expect(printed.scheduledFor).toBeDefined();
          expect(printed.title).toBe(layout.title.scheduled);
          // Inside "Agendado para …" the weekday starts lower case.
          expect(
            r.drawing.boxes.some((box) => box.text.toLowerCase().includes((printed.scheduledFor ?? '@').toLowerCase())),
          ).toBe(true);
          break;
        case 'description names the store':
          expect(printed.description?.includes(store.name)).toBe(true);
          expect(normal(facts.recipient.name)).not.toBe(normal(store.name));
          expect(visibleDigits(facts.recipient.document)).not.toBe(visibleDigits(store.document));
          break;
        case 'near namesake':
          expect(oneWordOrLetterApart(facts.recipient.name, store.name), facts.recipient.name).toBe(true);
          expect(normal(facts.recipient.name)).not.toBe(normal(store.name));
          expect(printed.recipientName).not.toBe(storeName);
          expect(visibleDigits(facts.recipient.document)).not.toBe(visibleDigits(store.document));
          break;
        case 'reused file': {
          const source = dockLayoutReceipt(c.after ?? '');
          expect(source.truth).toBe('correct');
          expect(source.layout.key).toBe(c.layout);
          expect(source.group).not.toBe('key shown');
          expect(facts).toBe(source.facts);
          expect(c.price).toBe(byName.get(source.name)?.price);
          expect(c.endToEndId).toBe(source.facts.endToEndId);
          break;
        }
        default:
          throw new Error(`unexpected scenario ${r.scenario}`);
      }
    }
  });

  it('keeps every invented name and description clear of the forbidden words', () => {
    expect(FORBIDDEN_WORDS).toHaveLength(1754);
    expect(new Set(FORBIDDEN_WORDS).size).toBe(1754);
    const names = allCorpusNames();
    const descriptions = allCorpusDescriptions();
    expect(names.length).toBeGreaterThan(100);
    expect(descriptions.length).toBeGreaterThan(20);
    for (const store of KEYS.map(dockStore)) expect(names).toContain(store.name);
    const hits = [...names, ...descriptions].flatMap((text) => forbiddenIn(text).map((word) => `${text}: ${word}`));
    expect(hits).toEqual([]);
    expect(forbiddenIn('Maria da Silva LTDA')).toEqual(['MARIA', 'SILVA']);
  });
});

describe('dock layouts: fonts and drawing', () => {
  it('names each missing font family and its Debian package', async () => {
    await expect(assertDockLayoutFontsAvailable(async () => ['DejaVu Sans'])).rejects.toThrow(
      /"Ikarius ADF Std" \(install Debian package fonts-adf-ikarius\).*"mononoki" \(install Debian package fonts-mononoki\)/,
    );
    await expect(assertDockLayoutFontsAvailable(() => ['Ikarius ADF Std'])).rejects.toThrow(
      /^(?!.*Ikarius).*"mononoki" \(install Debian package fonts-mononoki\)/,
    );
    await expect(assertDockLayoutFontsAvailable(() => ['ikarius adf std', 'Mononoki'])).resolves.toBeUndefined();
  });

  it('lays out every receipt without text overflowing the image or overlapping other text', () => {
    for (const c of cases) {
      const { drawing, layout } = dockLayoutReceipt(c.name);
      for (const box of drawing.boxes) {
        expect(isMeasured(box.text, box.face), `${c.name}: "${box.text}" measurable`).toBe(true);
        expect(box.x, `${c.name}: "${box.text}"`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${c.name}: "${box.text}"`).toBeLessThanOrEqual(drawing.width);
        expect(box.y + box.height, `${c.name}: "${box.text}"`).toBeLessThanOrEqual(drawing.height);
        expect(box.size).toBeGreaterThanOrEqual(14);
      }
      for (let i = 0; i < drawing.boxes.length; i++) {
        for (let j = i + 1; j < drawing.boxes.length; j++) {
          const a = drawing.boxes[i] as TextBox;
          const b = drawing.boxes[j] as TextBox;
          expect(overlaps(a, b), `${c.name}: "${a.text}" over "${b.text}"`).toBe(false);
        }
      }
      expect(drawing).toEqual(drawReceipt(layout, dockLayoutReceipt(c.name).facts));
    }
  });
});

describe('dock layouts: rendering', () => {
  beforeAll(async () => {
    await assertDockLayoutFontsAvailable();
  });

  it('renders one receipt per layout as a JPEG of the intended size and theme', { timeout: 60_000 }, async () => {
    for (const key of KEYS) {
      const c = byName.get(`dock/${key}/correct-1`) as DockLayoutCase;
      const { drawing } = dockLayoutReceipt(c.name);
      const jpeg = await c.content();
      const meta = await sharp(jpeg).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([drawing.outputWidth, drawing.outputHeight]);
      const stats = await sharp(jpeg).greyscale().stats();
      const mean = stats.channels[0]?.mean ?? -1;
      if (c.theme === 'dark') expect(mean, key).toBeLessThan(80);
      else expect(mean, key).toBeGreaterThan(170);
    }
  });

  it('hands out the very same bytes for a reused file as for its first use', { timeout: 60_000 }, async () => {
    for (const key of KEYS) {
      const reused = byName.get(`dock/${key}/reused-file`) as DockLayoutCase;
      const first = byName.get(reused.after ?? '') as DockLayoutCase;
      expect(Buffer.compare(await reused.content(), await first.content())).toBe(0);
    }
  });
});
