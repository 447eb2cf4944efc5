// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  allCorpusDescriptions,
  allCorpusNames,
  assertCoveLayoutFontsAvailable,
  CASE_IDS,
  COVE_JUDGED_AT,
  COVE_ORDER_PLACED_AT,
  type CoveLayoutCase,
  caseName,
  coveLayoutCases,
  coveLayoutReceipt,
  coveStore,
  stripAccents,
} from './cases';
import { parseLocal, utcOf } from './facts';
import { BANKS, LAYOUTS } from './layouts';
import { isValidCnpj, isValidCpf, visibleDigits } from './people';

/** Words no invented name or message may use (compared without accents, upper case). */
const FORBIDDEN_WORDS = `
ABREU ACCIOLY ACESSORIOS ACIOLI ACIOLY ACONSELHAMENTO ACOPIARA ACOUGUE ADALBERTO ADALGISA ADAUTO ADEGA
ADELAIDE ADELIA ADELINO ADEMAR ADEMIR ADRIANA ADRIELE AGENOR AGIL AGROPECUARIA AGUIAR AGUILERA AGUIRRE AKASHA
ALAGOANA ALAGOAS ALAMBIQUE ALBANO ALBERGARIA ALBERNAZ ALBINO ALBUQUERQUE ALCIDES ALCIONE ALECRIM ALENCAR
ALFAIATARIA ALFAZEMA ALICE ALICERCE ALIMENTOS ALINE ALMEIDA ALQUIMIA ALVARENGA ALVES ALVORADA AMADEU AMADO
AMANCIO AMANHA AMARAL AMARO AMBAR AMBROSIO AMELIA AMETISTA AMILTON AMOEDO AMORIM AMULETOS ANA ANACLETO
ANCHIETA ANCHIETTA ANDERSON ANDRADE ANDRIOLLI ANIVERSARIO ANJOS ANSELMO ANTONIAZZI ANTONIO ANTUNES APARECIDA
APIARIO APICULTORES APODI APODY AQUARISMO AQUINO ARAGAO ARAGON ARANHA ARANTES ARAPUA ARARANGUA ARAUCARIA
ARAUJO ARCANJO ARCANO ARCOVERDE ARGILA ARIANE ARIRANHA ARISTEU ARISTIDES ARLINDO ARMARINHO AROEIRA AROMAS
AROMATERAPIA ARRAES ARRUDA ARTE ARTES ARTESANAIS ARTESANAL ARTESANATO ARTHUR ARTIGOS ARUANDA ASSESSORIA ASSIS
ASSUNCAO ASTRAL ASTROLOGIA ATACADO ATELIE ATENDIMENTOS AUDIOVISUAIS AUGUSTO AURORA AUTO AVALON AVANCADA
AVIAMENTOS AVILA AXE AZEVEDO AZUL BACCARO BACELAR BACKES BAIANA BAIANO BALCAO BALTAZAR BAMBU BANDEIRA BANHOS
BARALHO BARAUNA BARBALHO BARBEARIA BARBOSA BARCELOS BARONI BARREIROS BARRETO BARROS BARROSO BARTOLOMEU BASSO
BASTOS BATISTA BATURITE BAUER BAZAR BEATRIZ BELARMINO BELMIRO BELO BELTRAO BEM BENEDETTI BENEDITA BENEDITO
BENEVIDE BENEVIDES BENICIO BENJOIM BENJOIN BENTO BENVINDA BENZEDURA BENZEDURAS BERENICE BERNADETE BERNARDO
BERTOLDI BERTOLDO BERTOLINI BESSA BETINA BEZERRA BEZERRIL BIANCA BIASUS BIAZUS BICALHO BICICLETARIA BIGORNA
BIGUATINGA BISELADOS BISTRO BITTAR BITTENCOURT BIVAR BOA BOAVENTURA BOECHAT BOFF BOLDRINI BOLHA BOLSAS BOM
BOMBONIERE BONAVENTURA BONETTI BONFIM BONIFACIO BORBA BORBOLETA BORBOREMA BORDADOS BORDARIA BORGES BORRACHARIA
BORTOLINI BORTOLOTTO BORTOLUZZI BOTELHO BRAGA BRAGANCA BRANCA BRANDAO BRANDINI BRASILEIRO BRAVO BRAZ BRECHO
BRENDA BRESAN BRESSAN BRESSANI BRINQUEDOS BRISA BRITO BRONZE BRUM BRUNA BRUNO BRUSTOLIN BUCHA BUDA BUENO
BUFFET BUGIO BULCAO BULHAO BULHOES BURITI BURITIS BUZIOS CABALA CABOCLO CABRAL CABROBO CACHACARIA CACILDA
CAETANO CAFETERIA CAFEZAIS CAFEZAL CAIO CAJAZEIRA CAJUEIRO CALADO CALCADOS CALDAS CALDEIRA CALDEIRAO CALENDULA
CALENDULAS CALHEIROS CALIXTO CAMAFEU CAMARA CAMARGO CAMBARA CAMBOIM CAMBUCI CAMBUQUIRA CAMBUQUY CAMELO CAMILA
CAMINHA CAMINHOS CAMOCIM CAMOMILA CAMPANA CAMPELO CAMPING CAMPO CAMPOLINA CAMPOS CAMURCA CANDEEIRO CANDELARIA
CANDIDA CANELA CANFORA CANFORAEBENJOIM CANINDE CANOA CANTANHEDE CANTINA CANTUARIA CAPELLI CAPIVARA CARAMURU
CARAUBAS CARAVELA CARCARA CARDOSO CARIRI CARLA CARLOS CARMONA CARNEIRO CARNIEL CARRARO CARRETEL CARROS CARVALH
CARVALHAL CARVALHO CASA CASAGRANDE CASCALHO CASSIA CASSOL CASTANHAS CASTELO CASTILHO CASTRO CATARINENSE CAUMO
CAVACO CAVALCANTE CAVALCANTI CAVALHEIRO CAVALLARO CAXAMBU CEARENSE CECILIA CEDRO CELESTE CELINA CELSO
CELULARES CENTRAL CERA CERAMICA CEREAIS CERQUEIRA CERRADO CERTO CERVEIRA CERVEJARIA CESCON CESTARIA CESTOS
CHAGAS CHAMA CHARUTARIA CHAS CHAVEIRO CHAVES CHEIA CHIMANGO CHOCOLATES CHOPERIA CIBELE CICERO CIGANA CINARA
CINTIA CIRANDA CIRANDAS CIRCULO CIRINO CIRO CITRINO CITRONELA CLAREIRA CLAREIRO CLARICE CLARO CLAUDIA
CLAUDIONOR CLEBER CLEIDE CLEITOM CLEITON CLEMENTE CLEMENTINO CLEOMAR CLEONICE CLEUSA CLIMATIZACAO CLODOALDO
CLOVIS COBERTURA COBRE COELHO COIMBRA COLACO COLAR COLCHOES COLOMBO COMERCIAL COMERCIO CONCEICAO CONFECCOES
CONFEITARIA CONSTANCA CONSTRUCAO CONSTRUTORA CONSULTAS CONSULTORIA CONTAB CONTABIL COOPERATIVA COPAIBA
CORALINA CORDAO CORDEIRO CORDOARIA CORDOVIL CORINA CORPORAIS CORREA CORREIA CORSI CORTES CORTEZ CORTINAS
CORUJA COSME COSMETICOS COSTA COTRIM COTRIN COUCEIRO COUTINHO COUTO COXILHA COXILHAS CRATO CREPERIA CREUSA
CRISTAIS CRISTAL CRISTALOTERAPEUTAS CRISTALOTERAPIA CRISTIANE CRISTIANO CRISTINA CROMOTERAPIA CULINARIA CUNHA
CURA CURRAIS CURRAL CURSOS CUSTODIO CUTELARIA DAGMAR DAIANE DALILA DALLABRIDA DALLAGNOL DALMOLIN DALPRA DALVA
DAMARIS DAMASCENO DAMETTO DAMIAO DANIELA DANILO DANTAS DARCI DAVI DAYANE DEBORA DECOR DECORACOES DEFUMADORES
DEIVID DELATORRE DELFINO DELGADO DEMARCHI DENILSON DENISE DEOCLECIO DEOLINDO DEUSDETE DEVECHI DIAS DIEGO
DIFUSOR DIMAS DINIZ DINORA DINORAH DIOGENES DIONISIO DIRCE DIRLENE DISTRIBUIDORA DIVINA DJALMA DOCERIA DOIS
DOMINGOS DOMINGUES DORALICE DORGIVAL DORIA DORIVAL DORNELAS DORNELES DOROTEIA DOUGLAS DOURADO DRESCH DROGARIA
DRUMMOND DUARTE DULCINEIA DULTRA DUTRA EDGAR EDILEUSA EDILEUZA EDILSON EDINALDO EDITORA EDIVALDO EDNA EDNALDO
EDSON EDUARDA EDUARDO EDVALDO EDWIGES EGLANTINA ELAINE ELEMENTAL ELENICE ELETRICA ELETRONICA ELETRONICOS
ELIANE ELIETE ELIEZER ELIOMAR ELISA ELISANGELA ELOA ELOI ELPIDIO ELTON ELVIRA ELZIRA EMA EMBALAGENS EMERSON
EMILIO EMPADARIA EMPORIO EMPREENDIMENTOS ENCADERNACAO ENCANTADA ENCANTADO ENCANTADOR ENCOMENDA ENERGETICOS
ENERGIA ENGENHARIA ENTREGA ENZO EQUILIBRIO EQUILIBRIUM ERICA ERMELINDA ERNESTO ERONILDES ERVANARIO ERVAS
ESCOBAR ESCOLA ESCOREL ESCRITORIO ESCUDERO ESMERALDA ESMERALDO ESOTERICOS ESPACO ESPELHOS ESPERANCA ESPINDOLA
ESPINOLA ESPIRITA ESPIRITUAL ESPORTES ESPOSITO ESSENCIAS ESTAMPARIA ESTAR ESTELA ESTER ESTETICA ESTEVAM
ESTEVAO ESTEVES ESTOFADOS ESTRADA ESTRELA ESTUDIO EUFRASIO EULALIA EULINA EUNICE EURIDES EVANDRO EVANGELISTA
EVARISTO EVELYN EVENTOS EVERALDO EVERTON EVILASIA EVILASIO EXPRESS FABIANA FABIANO FABIO FABRICIO FACANHA
FACCHINI FACHINI FADAS FAGNANI FAGUNDES FALCAO FALCHI FALCONI FALEIROS FALQUETO FARIAS FAROL FATIMA FAUSTO
FEIJO FEITOSA FELIPE FELIS FELISBERTO FELIZ FENIX FERNANDES FERNANDO FERRAGENS FERRAMENTARIA FERRANTE
FERRARESI FERRAZ FERREIRA FERRO FIALHO FIBRAS FIGUEIRA FIGUEIREDO FIGUEIRO FIGUEIROA FILH FILHA FILHAS FILHO
FILHOS FILOMENA FINAL FINOS FIORAVANTE FIOS FIRMINO FLAVIA FLAVIO FLECHAS FLORA FLORENTINO FLORIANO
FLORICULTURA FLORISVALDO FLORIVALDO FOCINHO FOGACA FOLADOR FONSECA FONTANA FONTENELE FONTENELLE FONTES
FONTOURA FORMIGHIERI FORNO FRAGA FRAGOSO FRAGRANCIAS FRANCIELE FRANCIELLE FRANCISCA FRANCISCO FRANCO FRAZAO
FREIRE FREITAS FRETE FRETES FRIGOMAIS FRIGOMAX FROES FROTA FUJITA FUMACINHA FUNILARIA FURLAN FURQUIM FURQUIN
FURTADO GABRIEL GADELHA GAIVOTA GALDINO GALHARDI GALHARDO GALINDO GALVANI GALVAO GAMA GARANHUNS GARBIN GARCIA
GARRIDO GASPAR GAUCHA GAUCHO GEISA GELATERIA GEMAS GENESIO GENIVAL GENIVALDO GENOVEVA GEOVANE GERALDINA
GERALDO GERCINA GERMANO GERSON GERUSA GERUZA GERVASIO GHISLENI GIACOMETTI GIACOMINI GILBERTO GILDASIO GILDAZIO
GILDETE GILMAR GILSON GILVANIA GIOVANA GIOVANNA GIRAO GIRARDI GIRASSOL GIROTTO GISELE GISLAINE GIVANILDO
GLAUBER GLAUCIA GLEICIANE GLEICIENE GLORIA GODINHO GODOY GOIANESIA GOIANESIANA GOMES GONCALVES GONDIM GONZAGA
GOULART GOUVEA GOUVEIA GRACAS GRACIETE GRACINDA GRAFICA GRANIT GRANITOS GRAO GRAOS GRATIDAO GRAUNA GRAZIELA
GREICE GRUTA GUAJUVIRA GUAPURUVU GUARACIABA GUARNIERI GUEDES GUERRA GUERREIRO GUIA GUILHERME GUIMARAES GUINE
GUIOMAR GUMERCINDO GUSMAO GUSTAVO HAAS HADDAD HAMBURGUERIA HAMES HAMMES HARMONIZACAO HARTMANN HECK HEITOR
HELDER HELENA HELENO HELIO HELOA HELOISA HEMATITA HENRIQUE HERACLITO HERALDO HERBARIO HERCILIO HERMENEGILDO
HERMES HERMINIO HERMOGENES HIDALGO HIDRAULICA HIDRICOS HILARIO HILDA HILDEBRANDO HOFFMANN HOLANDA HOLISTICAS
HONORATO HONORIO HORACIO HORARIO HORTA HORTALICAS HORTENCIA HORTIFRUTI HORUS HOSANA HOSPEDAGEM HUGO HUMBERTO
IANNI IARA IBIAPINA IBIUNA ICARO ICHIKAWA IDALINA IDIOMAS IGLESIAS IGOR ILHEUS ILUSTRADO IMOBILIARIOS IMOVEIS
IMPLEMENTOS IMPRESSAO INACIO INCENSARIA INCENSARIO INCENSO INCENSOS INCLUSO INDUSTRIA INDUSTRIAIS INES
INFORMACAO INFORMATICA INGRID INSTITUTO INSTRUMENTOS INSUMOS INTEGRADA INTEGRATIVAS INTERCAMBIO INTERIOR
INTERNA INTUITIVAS IOLANDA IOLE IPE IPIRANGA IRACEMA IRACI IRACY IRAN IRANI IRENEU IRINEU IRIS IRMAOS
IRRIGACAO ISADORA ISAURA ISIDORO ISMAEL ISOLDA ITABAIANA ITACARE ITALO ITAMAR ITAPEMA ITAPOA IVANETE IVANILDA
IVANILSON IVANIR IVONE IVONETE IZIDORO JABUTI JABUTICABA JACARANDA JACINTO JACIRA JADE JAGUARIBE JAGUARIBENSE
JAGUARUMA JAGUARUNA JAIR JAIRO JAMILE JANAINA JANDAIA JANDIRA JANETE JANICE JANSEN JAQUELINE JARAGUA JARDIM
JASPE JATAHY JATOBA JEFERSON JEQUITIBA JERONIMO JESSE JESSICA JOALHERIA JOANA JOAQUIM JOAQUINA JOCELI JOCELINO
JOCIANE JOCIMAR JOCIMARA JOEL JOELMA JONAS JONATAS JORDANA JORDAO JOSE JOSEFA JOSELMA JOSIANE JOSUE JOSUEL
JOVELINO JOVINO JOYCE JUCA JUCELINO JUDITE JULIANA JULIO JUNIOR JUNQUEIRA JURACI JURANDIR JURANDYR JUREMA
JUSSARA JUSTINO JUSTO JUVENAL JUVENCIO KABALA KARINA KATIA KAUAN KELEN KELLY KELVIN KENIA KIT KLEBER KLEIN
KOBAYASHI KOERICH KOMBUCHA KOWALSKI KRAUSE KUHN KUNZ LACERDA LAERCIO LAGES LAIS LAMEGO LAMPARINA LAMPARINAS
LAMPERT LANCHONETE LANDIM LANDIN LAPIDACAO LAR LARANJEIRA LARISSA LATICINIOS LAUDELINA LAUDICEIA LAURIANO
LAURINDA LAURO LAVACAO LAVANDA LAVANDERIA LAVINIA LAVOR LEAL LEANDRO LEAO LEDA LEILA LEITAO LEITE LEITURA
LEITURAS LEME LEMOS LENA LENHA LENIRA LEOCADIA LEOCIR LEONARDO LEONEL LEONIDAS LEONOR LEONTINA LEOPOLDINO
LEOPOLDO LESTE LETICIA LIDIANE LILAS LIMA LIMPA LIMPE LIMPEZA LINDALVA LINDAURA LINDEMANN LINDENBERG LINDNER
LINDOLFO LINDOMAR LINHARES LINHAS LINS LIRIO LISBOA LIVIA LIVRARIA LIVRO LIVROS LOBAO LOBATO LOBO LOCACAO
LOGISTICA LOIOLA LOJA LOPES LOPRETE LORENA LORENZI LOTERICA LOURDES LOUREDO LOUREIRO LOUSADA LOUZADA LOYOLA
LUA LUANA LUCAS LUCCHESI LUCELIA LUCENA LUCIANA LUCIENE LUCIMAR LUCIMARA LUCIMEIRE LUCINDA LUDMILA LUIZA
LUMINAR LUSTOSA LUZ LUZIA MACAMBIRA MACARIO MACEDO MACEIRA MACHADO MACIEIRA MACIEL MACRAME MADEIREIRA
MADREPEROLA MAFRA MAGALHAES MAGAZINE MAGELA MAGESTE MAGNANI MAGNO MAGRI MAIA MAICON MAJESTE MALAQUIAS MALHARIA
MALLMANN MALTA MALVINA MANDACARU MANDALA MANGABA MANGABEIRA MANGUEIRA MANOEL MANOELA MANSA MANTRA MANUELA MAPA
MAPAS MARACUJA MARAJO MARANHAO MARCELA MARCELO MARCENARIA MARCIA MARCILIO MARCIO MARCOLINO MARCON MARCOS MARE
MARESIA MARIA MARIANA MARILDA MARILENE MARINA MARINALDA MARINALVA MARINEIDE MARINEIDES MARINHO MARINS MARISA
MARISTELA MARIVALDA MARLENE MARLI MARLUCE MARLUCIA MARMORES MARQUES MARQUEZINI MARREIRO MARTINS MASCARENHAS
MATERIAIS MATHEUS MATOS MATTOS MAURO MAXIMILIANO MAYARA MAZZUCO MECANICA MEDEIROS MEDINA MEDITACAO MEDRADO
MEIRA MEIRELES MEIRELLES MEL MELO MENDANHA MENDES MENDONCA MENEGAT MENEGATTI MENEGAZ MENEZES MENTORIA
MERCEARIA MERCIA MESQUITA MEU MIGUEL MINERACAO MINERAIS MIRELA MIRIAM MIRIAN MIRRA MIRTES MISTICA MISTICOS
MIUDEZAS MIYAZAKI MOACIR MODAS MODESTO MOINHO MOLDURARIA MONIZ MONTALVAN MONTALVAO MONTEIRO MONTENEGRO MORADA
MORAES MOREIRA MORENO MORORO MOSCHETTA MOSCOSO MOSER MOSQUERA MOSSORO MOTA MOTTA MOURA MOURAO MOURISCO MOVEIS
MUCURIPE MUDANCAS MUDAS MUNIZ MURICI MURILO MUSICAIS NADIA NADIR NAGAI NAIARA NAILDE NAIR NAKAMURA NASCENTE
NASCIF NASCIMENTO NASSAR NASSIF NATAL NATALIA NATANAEL NATHALIA NATIVA NATIVO NATURAIS NAUTICO NAVARRO NAYARA
NAZARENO NAZARIO NEGRA NEGRAO NEGREIROS NEIDE NEIVA NELSON NEPOMUCENO NERY NESTOR NETO NETUNO NEUSA NEVES
NICANOR NICODEMOS NICOLAS NICOLE NILTON NILZA NISHIMURA NIVALDO NOAH NOBRE NOBREGA NOELI NOELIA NOEMIA
NOGUEIRA NOLASCO NOLETO NONATO NORMA NOROES NORONHA NORTEX NOTA NOVA NOVAIS NOVELLI NOVEMBRO NUBIA NUCLEO
NUCLEOAKASHA NUMEROLOGIA NUNES OBRIGADO OBSIDIANA ODAIR ODETE ODILIA ODILON OESTE OFELIA OFICINA OKADA OLARIA
OLEGARIO OLEO OLGA OLHO OLIBANO OLINDA OLIVA OLIVEIRA ONESIMO ONIX ONLINE ONOFRE OPALA OPALAS ORACAO ORACULO
ORACULOS ORGANICOS ORIENTACAO ORIENTE ORLANDO ORLINDO ORNELAS ORQUIDARIO ORRICO ORSINI ORVALHO ORVALHOS OSANA
OSMAR OSMARINA OSORIO OSTETTO OSVALDINA OSVALDO OTACILIO OTAVIO OTICA OTILIA OTONIEL OTTO OURICURI OURIQUE
OURIVESARIA OURO OXALA OZIEL PACHECO PADARIA PADILHA PAES PAIM PAINEIRA PAISAGISMO PAIVA PAIXAO PALHANA
PALHANO PALHARES PALMIRA PALOMA PAMELA PAMONHARIA PAMPA PAMPLONA PAMPONET PAOLA PAPELARIA PARAFINA PARAGUASSU
PARAISO PARANAGUA PARANHOS PARENTE PARREIRAL PASQUALOTTO PASSARINHO PASSO PASTELARIA PASTOR PATRICIA
PAULISTANA PAULO PAVAN PAVANI PAZ PAZINI PECANHA PECAS PEDAIS PEDAL PEDRA PEDREIRA PEDRINI PEDROSA PEGORARO
PEIXARIA PEIXOTO PELLEGRINI PELLEGRINO PENDULOS PENEDO PENHASCO PENTEADO PERCIVAL PEREIRA PERES PERFUMARIA
PERGAMINHO PERIN PEROBA PERPETUA PERSIANAS PERSIO PESCA PESCADOS PESSOA PESTANA PESTANO PET PETISCARIA
PETROLINA PETRUCIO PGTO PIACABUCU PICCININI PICCOLI PICCOLO PIETRO PILATES PIMENTA PIMENTEL PINHEIRO PINHO
PINTO PINTURA PIOVESAN PIPOCA PIPOKA PIRES PISOS PISTAO PITANGA PITANGUI PITANGUY PIZZARIA PLANTAS PLEIADES
PLEYADES PLINIO PNEUS POLICARPO POLIGLOTA PONTE PONTEIRO PONTEIROS PONTES PONTO PONTUAL PORTAL PORTELA
PORTELLA PORTINARI PORTO PORTUGAL POTIGUAR POUSADA PRADO PRANA PRATES PRAXEDES PRESENTE PRESENTES PRESTES
PRETA PRISCILA PROCOPIO PRODUCOES PRODUTOS PROTECAO PRUDENCIO PULSEIRA QUADROS QUARESMA QUARTZO QUEBRADA
QUEIJARIA QUEIROGA QUEIROZ QUENTAL QUEVEDO QUEZADO QUEZIA QUINDERE QUINDIM QUINDINS QUINTANILHA QUINTAO
QUINTAS QUINTELA QUINTILIANO QUINTINO QUINZENAL QUIRINO QUIROMANCIA QUITANDA QUITERIA QUIXABA QUIXADA RABELO
RACOES RAFAEL RAFAELA RAFFAINI RAILSON RAIMUNDA RAISSA RAIZ RAIZDEGUINE RAMALHO RAMAO RAMON RAMOS RANGEL
RAPOSO RAQUEL RAYANE REBECA REBELO REBOUCAS RECANTO RECH REFERENTE REFRIGERACAO REFRIGERACOES REGIANE REGINA
REGINALDO REGO REIKI REINALDO REIS REJANE RELIGIOSOS RELOJOARIA RENAN RENATA RENATO RESENDE RESERVA RESPLANDES
RESTANTE RESTAURANTE RETIRADA REZENDE RIBAMAR RIBAS RIBEIRO RICARDO RIGO RIO RIOS RISSO RITOS RIVALDO ROBERTO
ROBSON ROCHA ROCHEDO RODINEI RODOVALHO RODOVIA RODRIGO RODRIGUES ROGERIO ROLIM ROMERO ROMEU ROMILDA ROMUALDO
RONILDO ROSA ROSADO ROSALIA ROSALIO ROSALVO ROSANA ROSANGELA ROSARIO ROSAURA ROSELI ROSEMEIRE ROSENDO ROSILDA
ROSIMAR ROSINEIDE ROSINELDE ROSIVALDA ROSIVALDO ROSSATO ROSSETTI ROSSI ROTA ROTISSERIA ROTTA ROXO RUBEM RUBENS
RUFINO RUNAS RURAI RURAIS RUSCHEL RUSSAS RUTE SABADO SABIA SABINO SABOARIA SABOES SABORES SABRINA SABUGUEIRO
SACCHETTI SACRA SACRAS SAGRADA SAKAI SALAZAR SALDANHA SALES SALETE SALGADERIA SALGADO SALGUEIRO SALLES SALOMAO
SALVADOR SALVATERRA SALVIA SAMAMBAIA SAMARA SAMPAIO SAMUEL SANDALO SANDRO SANTA SANTANA SANTIAGO SANTOS
SANTUARIO SAPATARIA SAPATOS SAPUCAIA SARAIVA SARDENBERG SARDINHA SARMENTO SARTORI SATURNINO SAULO SCHEFFER
SCHMITT SCHROEDER SCHWARZ SEABRA SEBASTIANA SEBASTIAO SEGADAS SEGREDO SEIDEL SEIXAS SELARIA SELECIONADO
SELECIONADOS SELENE SELENITA SEMENTE SEMIJOIAS SENA SERAFIM SERAFINI SERAPIAO SERGIO SERIGRAFIA SERPA SERRA
SERRALHERIA SERRANO SERTANEJO SERTAO SERTORIO SERVICOS SESSAO SETE SEVERINA SEVERINO SEXTA SGARBI SHOP
SIBIPIRUNA SIDERAIS SIDERAL SIDNEI SIDNEIA SIDONIO SILVA SILVANO SILVEIRA SILVESTRE SILVINO SILVIO SIMARA
SIMOES SIMONE SINAL SINESIO SINO SIQUEIRA SIRIEMA SIRLEI SIRLENE SISAL SISTEMA SISTEMAS SOARES SOBRAL SOBREIRA
SOBRINHO SOCORRO SODRE SOFIA SOLANGE SOLANO SOLSTICIA SOLSTICIO SONIA SONOTERAPIA SORRIDENTE SORTE SORVETERIA
SOTERO SOTO SOUSA SOUZA STEIN STELLA STORE SUAVES SUELEN SUELI SULAMITA SUPRIMENTO SUPRIMENTOS SUSTENIDO SUTIS
TABACARIA TABAJARA TABATINGA TABOSA TADEU TAINA TAINARA TAIPA TAKESHI TALISMAS TALITA TAMANDARE TAMBORES TANIA
TAPAJOS TAPECARIA TAPETES TAPIOCARIA TAQUARAL TAQUES TARCILA TARCISIO TARO TAROT TARSILA TATIANE TAVARES
TAVEIRA TAVORA TEBALDI TECELAGEM TECIDOS TECNOLOGIA TEIXEIRA TELEFONIA TELES TELMA TELMO TEMOTEO TENDA TENORIO
TEOBALDO TEODORA TEODORO TEODOSIO TEOFILO TERAPEUTICA TERAPIAS TEREZA TEREZINHA TERREIRO TERTULIANA TERTULIANO
TESSARO THAIS THIAGO TIAGO TIBERIO TIBETANA TIBURCIO TIETE TIGELA TIMBAUBA TIMBO TINOCO TINTAS TINTURARIA
TIPOGRAFIA TIRADENTES TOBIAS TOCA TOLEDA TOLEDO TOLENTINO TOLOMEI TOMASI TOMAZ TOMAZI TOME TONET TONIAL
TONIOLO TORNEARIA TORQUATO TORREFACAO TORRES TORRESAN TOSCANO TOSTES TRAJANO TRAMELA TRANCOSO TRANSLUCIDA
TRANSLUCIDO TRANSPORTADORA TRANSPORTES TRAVASSOS TRENTIN TRENTINI TRES TREVISAN TREVIZAN TREVO TRIADE TRIGO
TRINDADE TUCANO TUCUNARE TUIUIU TUPI TUPIN TUPINAMBA TUPINIQUIM TURMALINA UBALDO UBIRACI UBIRAJARA UBIRATAN
UCHIDA UCHOA ULISSES UMBANDA UMBERTO URBANI URBANO URBINA URIAS URQUIZA URSULA URUACU USADOS UTILIDADES VAGNER
VALADAO VALADARES VALDECI VALDEMAR VALDEMIRO VALDETE VALDIR VALDIRENE VALDOMIRO VALDUGA VALE VALENCA VALENTE
VALENTIM VALENTINA VALERIA VALFREDO VALLIM VALMIR VALQUIRIA VALTER VALVERDE VANDA VANDERLEI VANDERLEIA VANESSA
VANZ VARANDA VARAO VARELA VARGAS VARIEDADES VARJAO VASCONCELOS VASQUES VEGETAL VEICU VEICULO VEICULOS VELA
VELAME VELAMES VELARIA VELAS VELOSO VENCESLAU VENDRAMIN VENDRAMINI VENTANIA VENTOS VENTURA VERAS VERDE
VERDURAS VERGUEIRO VERISSIMO VERNIZ VERNIZE VERNIZES VERONICA VIANA VICENTE VIDAL VIDIGAL VIDRACARIA VIDROS
VIEGAS VIEIRA VIGANO VILACA VILAR VILELA VILHENA VILMA VINHERIA VINHOS VINICIUS VIOLETA VIRGILIO VISTA VITOR
VIVA VIVEIRO VIVENCIAS VIVIANE VOLKMANN VOLPATO WAGNER WALDIR WALMIR WANDA WANDERLEI WANDERSON WATANABE WEBER
WELLINGTON WENDLING WERNECK WESLEY WILLIAN WILMA WILSON WLADIMIR WOLFF WOLTER XAMANICA XAROPE XAVIER XENIA
XEREZ XIMENES YAMAMOTO YASMIN YOGA YOLANDA YOSHIDA YURI ZACARIAS ZAGO ZAMBONI ZAMPIERI ZAMPROGNA ZANCHETTA
ZANELLA ZANETTI ZANINI ZANON ZANOTTO ZARDO ZELIA ZENAIDE ZENILDA ZENOBIO ZILDA ZILLI ZIMMER ZIMMERMANN ZOCCOLI
ZODIACAL ZODIACO ZORAIDE ZORZI ZUCCHI ZULEICA ZULEIDE ZULMIRA ZUZARTE
`
  .split(/\s+/)
  .filter(Boolean);
const ALLOWED_PARTICLES = new Set(['LTDA', 'ME', 'EIRELI', 'EPP', 'S/A', 'SA', 'DA', 'DE', 'DO', 'DAS', 'DOS', 'E']);

const cases = coveLayoutCases();
const byName = new Map(cases.map((c) => [c.name, c]));
const idOf = (c: CoveLayoutCase) => c.name.split('/')[2]!;
const POSITIVE = ['correct-1', 'correct-2', 'correct-3', 'correct-4', 'correct-5', 'correct-6', 'key-1', 'key-2'];
const LISTED = ['agibank', 'banrisul', 'bb', 'bradesco', 'btg', 'c6', 'caixa', 'inter', 'itau', 'mercadopago', 'next'];
const LISTED_ALL = [...LISTED, 'nubank', 'pagbank', 'picpay', 'santander', 'sicredi'];

function minutesOf(iso: string): number {
  const t = parseLocal(iso);
  return t.h * 60 + t.mi;
}

function levenshtein(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length]![b.length]!;
}

const validDoc = (d: string) => (d.length === 11 ? isValidCpf(d) : isValidCnpj(d));

function visibleMatches(shown: string, doc: string): boolean {
  const v = visibleDigits(shown);
  return v.length === doc.length && v.every((d, i) => d === null || d === doc[i]);
}

function visibleDiffers(shown: string, doc: string): number {
  return visibleDigits(shown).filter((d, i) => d !== null && d !== doc[i]).length;
}

describe('cove layouts corpus: shape', () => {
  it('has 16 layouts of 17 uniquely named cases each (272), named cove/<layout>/<case>', () => {
    expect(cases).toHaveLength(272);
    expect(new Set(cases.map((c) => c.name)).size).toBe(272);
    expect(LAYOUTS).toHaveLength(16);
    for (const l of LAYOUTS) {
      expect(cases.filter((c) => c.layout === l.key).map(idOf)).toEqual([...CASE_IDS]);
    }
    for (const c of cases) expect(c.name).toBe(`cove/${c.layout}/${idOf(c)}`);
  });

  it('uses at least 8 banks outside the usual list, about 6 dark themes, widths 720-1290 and JPEG quality 72-92', () => {
    expect(LAYOUTS.filter((l) => !LISTED_ALL.includes(l.key)).length).toBeGreaterThanOrEqual(8);
    const dark = LAYOUTS.filter((l) => l.theme === 'dark').length;
    expect(dark).toBeGreaterThanOrEqual(5);
    expect(dark).toBeLessThanOrEqual(7);
    for (const l of LAYOUTS) {
      const w = l.forwardTo ?? l.px;
      expect(w).toBeGreaterThanOrEqual(720);
      expect(w).toBeLessThanOrEqual(1290);
      expect(l.quality).toBeGreaterThanOrEqual(72);
      expect(l.quality).toBeLessThanOrEqual(92);
    }
    expect(new Set(LAYOUTS.map((l) => l.face))).toEqual(new Set(['sans', 'mono']));
    expect(LAYOUTS.filter((l) => l.face === 'mono')).toHaveLength(4);
  });

  it('gives every case its group and truth by case id, and every case the same contentType', () => {
    for (const c of cases) {
      const id = idOf(c);
      const store = coveStore(c.layout);
      expect(c.contentType).toBe('image/jpeg');
      if (id.startsWith('correct-') && Number(id.slice(-1)) <= 4)
        expect(c.group).toBe(store.kind === 'CNPJ' ? 'name + masked CNPJ' : 'name + masked CPF');
      else if (id === 'correct-5' || id === 'correct-6') expect(c.group).toBe('truncated name');
      else if (id.startsWith('key-')) expect(c.group).toBe('key shown');
      else expect(c.group).toBe('negative');
      const truth: Record<string, string> = {
        'lookalike-holder': 'wrong recipient',
        'same-name-other-digits': 'wrong recipient',
        'store-as-payer': 'wrong recipient',
        'wrong-amount': 'wrong amount',
        'paid-before-order': 'paid before the order',
        scheduled: 'scheduled',
        'description-names-store': 'wrong recipient',
        'near-namesake': 'wrong recipient',
        'reused-file': 'reused',
      };
      expect(c.truth).toBe(POSITIVE.includes(id) ? 'correct' : truth[id]);
    }
  });

  it('has stores half on a CNPJ and half on a CPF, each with a valid full document, a holder name and a Pix key', () => {
    const kinds = LAYOUTS.map((l) => coveStore(l.key).kind);
    expect(kinds.filter((k) => k === 'CNPJ')).toHaveLength(8);
    for (const c of cases) {
      const s = coveStore(c.layout);
      expect(c.payee).toEqual({ pixKey: s.pixKey, recipientName: s.holderName, recipientDocument: s.document });
      expect(validDoc(c.payee.recipientDocument)).toBe(true);
      expect(c.payee.recipientDocument).toMatch(s.kind === 'CPF' ? /^\d{11}$/ : /^\d{14}$/);
    }
    const keyKinds = LAYOUTS.map((l) => coveStore(l.key).keyKind);
    for (const k of ['email', 'phone', 'document', 'evp'] as const)
      expect(keyKinds.filter((x) => x === k)).toHaveLength(4);
    for (const l of LAYOUTS) {
      const s = coveStore(l.key);
      if (s.keyKind === 'phone') expect(s.pixKey).toMatch(/^\+55\d{2}9\d{8}$/);
      if (s.keyKind === 'email') expect(s.pixKey).toMatch(/^[a-z.]+@[a-z.]+$/);
      if (s.keyKind === 'evp')
        expect(s.pixKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      if (s.keyKind === 'document') expect(s.pixKey).toBe(s.document);
    }
  });
});

describe('cove layouts corpus: who is shown', () => {
  it('draws every CPF and CNPJ (store, payer, others) with valid check digits', () => {
    for (const c of cases) {
      const { facts } = coveLayoutReceipt(c.name);
      for (const p of [facts.payer, facts.recipient])
        expect(validDoc(p.document), `${c.name} ${p.document}`).toBe(true);
    }
  });

  it('shows the store as recipient on positives with its masked document agreeing at every visible digit, and never its Pix key except on key cases', () => {
    for (const c of cases.filter((x) => POSITIVE.includes(idOf(x)))) {
      const { facts, layout } = coveLayoutReceipt(c.name);
      const r = facts.recipient;
      expect(r.document).toBe(c.payee.recipientDocument);
      if (r.shownDocument !== null) {
        expect(visibleMatches(r.shownDocument, c.payee.recipientDocument), c.name).toBe(true);
        expect(r.shownDocument).not.toBe(c.payee.recipientDocument);
      }
      if (idOf(c).startsWith('key-')) expect(r.shownKey, c.name).toBeDefined();
      else {
        expect(r.shownKey, c.name).toBeUndefined();
        expect(r.shownDocument).not.toBeNull();
        expect(r.shownName).not.toBeNull();
      }
      if (idOf(c).startsWith('correct-') && Number(idOf(c).slice(-1)) <= 4)
        expect(r.shownName).toBe(caseName(c.payee.recipientName, layout.nameCase));
    }
  });

  it('cuts the holder name on truncated-name cases the way the layout cuts it', () => {
    for (const c of cases.filter((x) => x.group === 'truncated name')) {
      const { facts, truncation, layout } = coveLayoutReceipt(c.name);
      const full = caseName(c.payee.recipientName, layout.nameCase);
      const shown = facts.recipient.shownName!;
      expect(shown).not.toBe(full);
      expect(shown.length).toBeLessThan(full.length);
      const words = full.split(' ');
      const cut = shown.replace(/(\.\.\.|…)$/, '');
      const ok =
        full.startsWith(cut) ||
        shown === `${words[0]} ${words[words.length - 1]}` ||
        (shown.startsWith(`${words[0]} `) && shown.endsWith(` ${words[words.length - 1]}`) && /\b\w\./.test(shown));
      expect(ok, `${c.name}: ${shown} (${truncation?.kind})`).toBe(true);
    }
  });

  it('shows a look-alike holder with shared words and another document on lookalike-holder', () => {
    for (const c of cases.filter((x) => idOf(x) === 'lookalike-holder')) {
      const r = coveLayoutReceipt(c.name).facts.recipient;
      expect(r.document).not.toBe(c.payee.recipientDocument);
      const store = new Set(stripAccents(c.payee.recipientName).toUpperCase().split(' '));
      const shared = stripAccents(r.name)
        .toUpperCase()
        .split(' ')
        .filter((w) => store.has(w) && !ALLOWED_PARTICLES.has(w));
      expect(shared.length, c.name).toBeGreaterThanOrEqual(2);
      expect(visibleDiffers(r.shownDocument!, c.payee.recipientDocument)).toBeGreaterThan(0);
    }
  });

  it('shows the exact store name but visible document digits that differ on same-name-other-digits', () => {
    for (const c of cases.filter((x) => idOf(x) === 'same-name-other-digits')) {
      const { facts, layout } = coveLayoutReceipt(c.name);
      expect(facts.recipient.shownName).toBe(caseName(c.payee.recipientName, layout.nameCase));
      expect(visibleDiffers(facts.recipient.shownDocument!, c.payee.recipientDocument), c.name).toBeGreaterThan(0);
    }
  });

  it('shows a name one letter off and differing visible digits on near-namesake', () => {
    for (const c of cases.filter((x) => idOf(x) === 'near-namesake')) {
      const { facts, layout } = coveLayoutReceipt(c.name);
      const store = caseName(c.payee.recipientName, layout.nameCase);
      expect(levenshtein(facts.recipient.shownName!, store), c.name).toBe(1);
      expect(facts.recipient.shownName!.length).toBe(store.length);
      expect(visibleDiffers(facts.recipient.shownDocument!, c.payee.recipientDocument)).toBeGreaterThan(0);
    }
  });

  it('shows the store as payer and someone else as recipient on store-as-payer', () => {
    for (const c of cases.filter((x) => idOf(x) === 'store-as-payer')) {
      const { facts } = coveLayoutReceipt(c.name);
      expect(facts.payer.name).toBe(c.payee.recipientName);
      expect(visibleMatches(facts.payer.shownDocument!, c.payee.recipientDocument)).toBe(true);
      expect(facts.recipient.name).not.toBe(c.payee.recipientName);
      expect(facts.recipient.document).not.toBe(c.payee.recipientDocument);
    }
  });

  it('names the store in the message but pays someone else on description-names-store', () => {
    for (const c of cases.filter((x) => idOf(x) === 'description-names-store')) {
      const { facts, store } = coveLayoutReceipt(c.name);
      expect(facts.description).toContain(store.tradeName);
      expect(facts.recipient.name).not.toBe(c.payee.recipientName);
      expect(facts.recipient.document).not.toBe(c.payee.recipientDocument);
    }
  });

  it('uses no forbidden word in any invented name or message', () => {
    const forbidden = new Set(FORBIDDEN_WORDS);
    expect(forbidden.size).toBeGreaterThan(2000);
    const texts = [...allCorpusNames(), ...allCorpusDescriptions()];
    expect(texts.length).toBeGreaterThan(100);
    const bad = texts.flatMap((t) =>
      stripAccents(t)
        .toUpperCase()
        .split(/[^A-Z/]+/)
        .filter((w) => w && forbidden.has(w) && !ALLOWED_PARTICLES.has(w))
        .map((w) => `${w} in ${t}`),
    );
    expect(bad).toEqual([]);
  });
});

describe('cove layouts corpus: amounts, times, ids', () => {
  it('pays the order price on every case but wrong-amount, whose amount differs', () => {
    for (const c of cases) {
      const { facts } = coveLayoutReceipt(c.name);
      expect(c.price).toMatch(/^\d+\.\d{2}$/);
      expect(Number(c.price)).toBeGreaterThanOrEqual(9.9);
      expect(Number(c.price)).toBeLessThanOrEqual(14999);
      if (idOf(c) === 'wrong-amount') expect(facts.amount).not.toBe(c.price);
      else expect(facts.amount).toBe(c.price);
    }
    const prices = cases.map((c) => Number(c.price));
    expect(prices).toContain(9.9);
    expect(prices).toContain(14999);
    expect(prices.filter((p) => p >= 1000).length).toBeGreaterThan(30);
  });

  it('pays on 2026-11-23 between 09:05 and 14:55 São Paulo, before it is judged, except paid-before-order (before 09:00) and scheduled (for 2026-11-25)', () => {
    const placed = Date.parse(COVE_ORDER_PLACED_AT);
    expect(Date.parse(COVE_JUDGED_AT) - placed).toBe(6 * 3600_000);
    for (const c of cases) {
      const { facts } = coveLayoutReceipt(c.name);
      expect(facts.paidAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/);
      const paid = utcOf(facts.paidAt).getTime();
      expect(paid).toBe(Date.parse(facts.paidAt));
      if (idOf(c) === 'paid-before-order') {
        expect(paid).toBeLessThan(placed);
        expect(facts.status).toBe('done');
      } else {
        expect(facts.paidAt.slice(0, 10)).toBe('2026-11-23');
        expect(minutesOf(facts.paidAt)).toBeGreaterThanOrEqual(9 * 60 + 5);
        expect(minutesOf(facts.paidAt)).toBeLessThanOrEqual(14 * 60 + 55);
        expect(Date.parse(facts.paidAt)).toBeLessThan(Date.parse(COVE_JUDGED_AT));
      }
      if (idOf(c) === 'scheduled') {
        expect(facts.status).toBe('scheduled');
        expect(facts.scheduledFor).toBe('2026-11-25');
      } else {
        expect(facts.status).toBe('done');
        expect(facts.scheduledFor).toBeUndefined();
      }
    }
  });

  it('prints a 32-character E2E id of the payer bank ISPB and the UTC minute of payment, unique per receipt', () => {
    const seen = new Set<string>();
    for (const c of cases) {
      const { facts } = coveLayoutReceipt(c.name);
      expect(c.endToEndId).toBe(facts.endToEndId);
      expect(c.endToEndId).toMatch(/^E\d{8}\d{12}[A-Za-z0-9]{11}$/);
      expect(c.endToEndId).toHaveLength(32);
      expect(c.endToEndId.slice(1, 9)).toBe(BANKS[c.layout]!.ispb);
      const u = utcOf(facts.paidAt).toISOString();
      expect(c.endToEndId.slice(9, 21)).toBe(u.slice(0, 16).replace(/\D/g, ''));
      if (idOf(c) !== 'reused-file') {
        expect(seen.has(c.endToEndId), c.name).toBe(false);
        seen.add(c.endToEndId);
      }
    }
    expect(seen.size).toBe(256);
  });
});

describe('cove layouts corpus: images', () => {
  it('lays out every receipt with no text off screen or overlapping, within its declared size', () => {
    for (const c of cases) {
      const r = coveLayoutReceipt(c.name);
      expect(r.textProblems, c.name).toEqual([]);
      expect(r.width).toBeGreaterThanOrEqual(720);
      expect(r.width).toBeLessThanOrEqual(1290);
      expect(r.height).toBeGreaterThan(r.width);
      expect(r.svg).not.toMatch(/undefined|NaN/);
    }
  });

  it('renders the reused file with the very same bytes as correct-1, after it, at the same price', async () => {
    for (const c of cases.filter((x) => idOf(x) === 'reused-file')) {
      const first = byName.get(`cove/${c.layout}/correct-1`)!;
      expect(c.after).toBe(first.name);
      expect(c.price).toBe(first.price);
      expect(c.endToEndId).toBe(first.endToEndId);
      const [a, b] = await Promise.all([c.content(), first.content()]);
      expect(a.equals(b)).toBe(true);
    }
    expect(cases.filter((c) => c.after !== undefined)).toHaveLength(16);
  });

  it('decodes a sample of two cases per layout (every case with COVE_RENDER_ALL=1) as JPEG at the declared size', async () => {
    const sample = process.env.COVE_RENDER_ALL
      ? cases
      : cases.filter((c) => {
          const i = CASE_IDS.indexOf(idOf(c) as (typeof CASE_IDS)[number]);
          const li = LAYOUTS.findIndex((l) => l.key === c.layout);
          return i === 0 || i === 1 + (li % 15);
        });
    await Promise.all(
      sample.map(async (c) => {
        const r = coveLayoutReceipt(c.name);
        const bytes = await c.content();
        expect(bytes.subarray(0, 3).toString('hex')).toBe('ffd8ff');
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.width, meta.height], c.name).toEqual(['jpeg', r.width, r.height]);
      }),
    );
  }, 60_000);
});

describe('cove layouts corpus: fonts', () => {
  it('accepts an fc-list that has both families', async () => {
    await expect(
      assertCoveLayoutFontsAvailable(() => ['DejaVu Sans', 'Karmilla', 'League Mono,League Mono Medium']),
    ).resolves.toBeUndefined();
  });

  it('throws naming the missing Debian package when a family is absent', async () => {
    await expect(assertCoveLayoutFontsAvailable(() => ['Karmilla'])).rejects.toThrow(/fonts-league-mono/);
    await expect(assertCoveLayoutFontsAvailable(() => [])).rejects.toThrow(/fonts-karmilla fonts-league-mono/);
  });

  it('finds both families on this machine', async () => {
    await expect(assertCoveLayoutFontsAvailable()).resolves.toBeUndefined();
  });
});
