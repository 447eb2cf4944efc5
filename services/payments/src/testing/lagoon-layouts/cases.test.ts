// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  assertLagoonLayoutFontsAvailable,
  LAGOON_FONT_PACKAGES,
  LAGOON_JUDGED_AT,
  LAGOON_ORDER_PLACED_AT,
  type LagoonLayoutCase,
  lagoonLayoutCases,
  lagoonLayoutReceipt,
} from './cases.js';
import { CASE_IDS, STORES } from './facts.js';
import { LAYOUTS } from './layouts.js';
import {
  editDistance,
  formatBrl,
  isValidCnpj,
  isValidCpf,
  OTHER_BUSINESSES,
  PEOPLE,
  plainUpper,
  truncateName,
  visibleDifferences,
  wordsOf,
} from './people.js';

/** A copy of the forbidden word list (names and messages must use none of these words). */
const FORBIDDEN_WORDS = new Set(
  [
    'ABREU ACCENTS ACCIOLY ACERTO ACESSORIOS ACIOLI ACIOLY ACOLHI ACOLHIMENTO ACONSELHAMENTO ACOPIARA',
    'ACOUGUE ADALBERTO ADALGISA ADAUTO ADEGA ADELAIDE ADELIA ADELINO ADELSON ADEMAR ADEMIR ADRIANA',
    'ADRIELE AGENOR AGIL AGNALDO AGREE AGROPECUARIA AGUIAR AGUILERA AGUIRRE AKASHA ALAGOANA ALAGOAS',
    'ALAMBIQUE ALBANO ALBERGARIA ALBERNAZ ALBERTINA ALBINO ALBOR ALBUQUERQUE ALCIDES ALCIONE ALDENORA',
    'ALECRIM ALENCAR ALENCASTRO ALENTO ALFAIATARIA ALFAZEMA ALICE ALICERCE ALIMENTOS ALINE ALMEIDA',
    'ALQUIMIA ALTAIR ALVARENGA ALVES ALVORADA ALZIRA AMADEU AMADO AMANCIO AMANHA AMANHECER AMARAL AMARO',
    'AMBAR AMBROSIO AMELIA AMETISTA AMILTON AMOEDO AMONG AMORIM AMULETOS ANA ANACLETO ANANHECER ANCHIETA',
    'ANCHIETTA AND ANDERSON ANDRADE ANDRIOLLI ANIVERSARIO ANJOS ANSELMO ANTONIAZZI ANTONIETA ANTONIO',
    'ANTUNES APARECIDA APIARIO APICULTORES APODI APODY AQUARISMO AQUINO ARAGAO ARAGON ARANHA ARANTES',
    'ARAPUA ARARANGUA ARAUCARIA ARAUJO ARCANJO ARCANO ARCOVERDE ARGILA ARIANE ARIRANHA ARISTEU ARISTIDES',
    'ARLETE ARLINDO ARMARINHO ARNALDO AROEIRA AROMAS AROMATERAPIA ARRAES ARRUDA ARTE ARTES ARTESANAIS',
    'ARTESANAL ARTESANATO ARTHUR ARTIGOS ARUANDA ASKS ASSESSORIA ASSIS ASSUNCAO ASTRAL ASTROLOGIA',
    'ASTRONOMICA ATACADO ATELIE ATENDIMENTOS AUDIOVISUAIS AUGUSTO AURELIO AURORA AUTO AUTOPECAS AVALON',
    'AVANCADA AVIAMENTOS AVILA AXE AZEVEDO AZUL BACCARO BACELAR BACKES BAIANA BAIANO BALCAO BALTAZAR',
    'BAMBU BANDEIRA BANHOS BANK BARALHO BARAUNA BARBALHO BARBEARIA BARBOSA BARCELOS BARONI BARREIROS',
    'BARRETO BARROS BARROSO BARTOLOMEU BASSO BASTOS BATISTA BATURITE BAUER BAZAR BEATRIZ BELARMINO',
    'BELLINCANTA BELMIRO BELO BELTRAO BEM BENEDETTI BENEDITA BENEDITO BENEVIDE BENEVIDES BENICIO BENJOIM',
    'BENJOIN BENTO BENVINDA BENZEDURA BENZEDURAS BENZIMENTOS BERENICE BERNADETE BERNARDO BERTOLDI',
    'BERTOLDO BERTOLINI BESSA BETINA BEZERRA BEZERRIL BIANCA BIASUS BIAZUS BICALHO BICICLETARIA BIGORNA',
    'BIGUATINGA BISELADOS BISTRO BITTAR BITTENCOURT BIVAR BOA BOAVENTURA BOECHAT BOFF BOLDRINI BOLHA',
    'BOLSAS BOM BOMBONIERE BONAVENTURA BONETTI BONFIM BONIFACIO BOOLEAN BORBA BORBOLETA BORBOREMA',
    'BORDADOS BORDARIA BORGES BORRACHARIA BORTOLINI BORTOLOTTO BORTOLUZZI BOTELHO BRADESCO BRAGA BRAGANCA',
    'BRAGATTO BRANCA BRANCH BRANDAO BRANDINI BRASILEIRO BRAVO BRAZ BRB BRECHO BRENDA BRESAN BRESSAN',
    'BRESSANI BRINDES BRINQUEDOS BRISA BRITO BRONZE BRUM BRUNA BRUNO BRUSTOLIN BUCHA BUDA BUENO BUFFET',
    'BUGIO BULCAO BULHAO BULHOES BUQUES BURITI BURITIS BUSSOLA BUZIOS CABALA CABANA CABOCLO CABRAL',
    'CABROBO CACHACARIA CACILDA CAETANO CAFETERIA CAFEZAIS CAFEZAL CAIO CAIXA CAJAZEIRA CAJUEIRO CALADO',
    'CALCADOS CALDAS CALDEIRA CALDEIRAO CALENDULA CALENDULAS CALHEIROS CALIXTO CAMAFEU CAMARA CAMARGO',
    'CAMBARA CAMBOIM CAMBUCI CAMBUQUIRA CAMBUQUY CAMELO CAMILA CAMILO CAMINHA CAMINHOS CAMOCIM CAMOMILA',
    'CAMPANA CAMPELO CAMPING CAMPO CAMPOLINA CAMPOS CAMURCA CANDEEIRO CANDEIA CANDEIASOLAR CANDELARIA',
    'CANDIDA CANDIDATE CANDIDO CANELA CANFORA CANFORAEBENJOIM CANINDE CANOA CANTANHEDE CANTINA CANTUARIA',
    'CAPELLI CAPIVARA CARAMURU CARAUBAS CARAVELA CARCARA CARDOSO CARIRI CARLA CARLOS CARMEM CARMONA',
    'CARNEIRO CARNIEL CARRARO CARRETEL CARROS CARTA CARTO CARTOMANCIA CARTOMANTE CARVALH CARVALHAL',
    'CARVALHO CARVALHOSA CASA CASAGRANDE CASCALHO CASE CASEIROS CASSIA CASSOL CASTANHAS CASTELO CASTILHO',
    'CASTRO CATARINA CATARINENSE CAUMO CAVACO CAVALCANTE CAVALCANTI CAVALHEIRO CAVALLARO CAXAMBU CEARENSE',
    'CECILIA CEDRO CELESTE CELESTIAL CELIA CELINA CELSO CELULARES CENTELHA CENTRAL CERA CERAMICA CEREAIS',
    'CERIMONI CERIMONIAIS CERQUEIRA CERRADO CERTO CERVEIRA CERVEJARIA CESCON CESTARIA CESTOS CHAGAS CHAMA',
    'CHARACTER CHARUTARIA CHAS CHAVEIRO CHAVES CHECKDIGIT CHEIA CHIMANGO CHOCOLATES CHOPERIA CIBELE',
    'CICERO CIGANA CINARA CINTIA CIRANDA CIRANDAS CIRCULO CIRINO CIRO CITRINO CITRONELA CLARAO CLAREIRA',
    'CLAREIRO CLAREZA CLARICE CLARO CLAUDIA CLAUDIONOR CLEBER CLEIDE CLEITOM CLEITON CLEMENTE CLEMENTINO',
    'CLEOMAR CLEONICE CLEUSA CLIMATIZACAO CLODOALDO CLOTILDE CLOVIS CNPJ CNPJWITHCHECKDIGITS COBERTURA',
    'COBRE COELHO COIMBRA COLACO COLAR COLCHOES COLOMBO COM COMBINADO COMERCIAL COMERCIO COMPRA CONCEICAO',
    'CONFECCOES CONFEITARIA CONFEITOS CONRADO CONST CONSTANCA CONSTELACAO CONSTRUCAO CONSTRUTORA',
    'CONSULTAS CONSULTORIA CONTAB CONTABIL CONTABILIDADE COOPERATIVA COPAIBA CORA CORALINA CORDAO',
    'CORDEIRO CORDOARIA CORDOVIL CORINA CORPORAIS CORREA CORREIA CORSI CORTES CORTEZ CORTINAS CORUJA',
    'COSME COSMETICOS COSMO COSTA COTRIM COTRIN COUCEIRO COUTINHO COUTO COXILHA COXILHAS CPF',
    'CPFWITHCHECKDIGITS CRATO CREPERIA CREUSA CRISTAIS CRISTAL CRISTALOTERAPEUTAS CRISTALOTERAPIA',
    'CRISTIANE CRISTIANO CRISTINA CROMOTERAPIA CULINARIA CUNHA CURA CURRAIS CURRAL CURSOS CUSTODIO',
    'CUTELARIA DAGMAR DAIANE DALILA DALLABRIDA DALLAGNOL DALMOLIN DALPRA DALTON DALVA DAMARIS DAMASCENO',
    'DAMETTO DAMIAO DANIELA DANILO DANTAS DARCI DASPERTAR DAVI DAYANE DEBORA DECOR DECORACOES DEFUMACAO',
    'DEFUMACOES DEFUMADORES DEFUMECOES DEIVID DELATORRE DELFINO DELGADO DEMARCHI DENILSON DENISE',
    'DEOCLECIO DEOLINDO DESPERTAR DEUSDETE DEVECHI DEVOCIONAIS DIAS DIEGO DIFFER DIFUSOR DIGIT DIGITS',
    'DIMAS DINIZ DINORA DINORAH DIOGENES DIONISIO DIRCE DIRLENE DISTRIBUIDORA DIVA DIVINA DJALMA DOC',
    'DOCERIA DOCES DOCKIND DOCUMENT DOIS DOMINGOS DOMINGUES DONADIO DONATIO DORALICE DORGIVAL DORIA',
    'DORIGON DORIVAL DORNELAS DORNELES DOROTEIA DOUGLAS DOURADO DRESCH DROGARIA DRUMMOND DUARTE DULCE',
    'DULCINEIA DULTRA DUTRA EACH ECLIPSE EDGAR EDICO EDICOES EDILEUSA EDILEUZA EDILSON EDINALDO EDITORA',
    'EDIVALDO EDNA EDNALDO EDSON EDUARDA EDUARDO EDVALDO EDWIGES EFI EGLANTINA EIGHT ELAINE ELEMENTAL',
    'ELENICE ELETRICA ELETRONICA ELETRONICOS ELIANE ELIETE ELIEZER ELIOMAR ELISA ELISABETE ELISANGELA',
    'ELISEU ELOA ELOI ELPIDIO ELSEWHERE ELTON ELVIRA ELZIRA EMA EMAIL EMANUEL EMBALAGENS EMERSON EMILIA',
    'EMILIO EMPADARIA EMPORIO EMPREENDIMENTOS ENCADERNACAO ENCANTADA ENCANTADO ENCANTADOR ENCOMENDA',
    'ENEIDA ENERGETICOS ENERGIA ENGENHARIA ENTREGA ENZO EQUILIBRIO EQUILIBRIUM ERICA ERMELINDA ERNESTO',
    'ERONILDES ERROR ERVANARIO ERVAS ESCOBAR ESCOLA ESCOREL ESCRITORIO ESCUDERO ESMERALDA ESMERALDO',
    'ESOTERICOS ESPACO ESPELHOS ESPERANCA ESPINDOLA ESPINOLA ESPIRITA ESPIRITUAL ESPORTES ESPOSITO',
    'ESSENCIAS ESTAMPARIA ESTAR ESTELA ESTER ESTETICA ESTEVAM ESTEVAO ESTEVES ESTOFADOS ESTRADA ESTRELA',
    'ESTUDIO EUCLIDES EUFRASIO EULALIA EULINA EUNICE EURIDES EVALDO EVANDRO EVANGELISTA EVARISTO EVELYN',
    'EVENTOS EVERALDO EVERTON EVILASIA EVILASIO EVP EXPORT EXPRESS FABIANA FABIANO FABIO FABRICIA',
    'FABRICIO FACANHA FACCHINI FACHINI FADAS FAGNANI FAGULHA FAGUNDES FALCAO FALCHI FALCONE FALCONI',
    'FALEIROS FALQUETO FARIAS FAROL FATIMA FAUSTO FEIJO FEITOSA FELICIANO FELIPE FELIS FELISBERTO FELIZ',
    'FENIX FERNANDES FERNANDO FERRAGENS FERRAMENTARIA FERRANTE FERRARESI FERRAZ FERREIRA FERRO FIALHO',
    'FIBRAS FIGUEIRA FIGUEIREDO FIGUEIRO FIGUEIROA FILH FILHA FILHAS FILHO FILHOS FILIPE FILOMENA FILTER',
    'FINAL FINANCEIRO FINOS FIORAVANTE FIOS FIRMINA FIRMINO FIRST FLATMAP FLAVIA FLAVIO FLECHAS FLOOR',
    'FLORA FLORENTINO FLORIANO FLORICULTURA FLORISVALDO FLORIVALDO FOCINHO FOGACA FOLADOR FONSECA FONTANA',
    'FONTENELE FONTENELLE FONTES FONTOURA FOR FORMATCNPJ FORMATCPF FORMIGHIERI FORNO FRAGA FRAGOSO',
    'FRAGRANCIAS FRANCIELE FRANCIELLE FRANCISCA FRANCISCO FRANCO FRAZAO FREIRE FREITAS FRETE FRETES',
    'FRIGOMAIS FRIGOMAX FROES FROM FROTA FUJITA FULL FUMACINHA FUNCTION FUNILARIA FURLAN FURQUIM FURQUIN',
    'FURTADO GABRIEL GABRIELA GADELHA GAIVOTA GALDINO GALHARDI GALHARDO GALINDO GALVANI GALVAO GAMA',
    'GARANHUNS GARBIN GARCIA GARRIDO GASPAR GASPARETTO GAUCHA GAUCHO GAUDENCIO GEISA GELATERIA GEMAS',
    'GENECI GENESIO GENIVAL GENIVALDO GENOVEVA GEOVANE GERALDINA GERALDO GERCINA GERMANO GERSON GERUSA',
    'GERUZA GERVASIO GHISLENI GIACOMETTI GIACOMINI GILBERTO GILDA GILDASIO GILDAZIO GILDETE GILMAR GILSON',
    'GILVANIA GIOVANA GIOVANNA GIRANDOLA GIRAO GIRARDI GIRASSOL GIROTTO GISELE GISLAINE GIVANILDO GLAUBER',
    'GLAUCIA GLEICIANE GLEICIENE GLORIA GMAIL GODINHO GODOY GOIANESIA GOIANESIANA GOMES GONCALVES GONDIM',
    'GONZAGA GOULART GOUVEA GOUVEIA GRACAS GRACIETE GRACINDA GRAFICA GRANIT GRANITOS GRAO GRAOS GRATIDAO',
    'GRAUNA GRAZIELA GREICE GRUTA GUAJUVIRA GUAPURUVU GUARACIABA GUARNIERI GUEDES GUERRA GUERREIRO GUIA',
    'GUILHERME GUIMARAES GUINE GUIOMAR GUMERCINDO GUSMAO GUSTAVO HAAS HADDAD HAMBURGUERIA HAMES HAMMES',
    'HARMONIZACAO HARTMANN HASEGAWA HECK HEITOR HELDER HELENA HELENO HELIO HELOA HELOISA HEMATITA',
    'HENRIQUE HERACLITO HERALDO HERBARIO HERCILIO HERCULES HERMENEGILDO HERMES HERMINIA HERMINIO',
    'HERMOGENES HIDALGO HIDRAULICA HIDRICOS HILARIO HILDA HILDEBRANDO HIPOLITO HOFFMANN HOLANDA HOLDER',
    'HOLISTICAS HONORATO HONORIO HORACIO HORARIO HORTA HORTALICAS HORTENCIA HORTIFRUTI HORUS HOSANA',
    'HOSPEDAGEM HOW HUGO HUMBERTO IANELLI IANNI IARA IBIAPINA IBIUNA ICARO ICHIKAWA IDALINA IDIOMAS',
    'IENELLI IGLESIAS IGOR ILHEUS ILUSTRADO IMOBILIARIOS IMOVEIS IMPLEMENTOS IMPORTACAO IMPRESSAO INACIO',
    'INCENSARIA INCENSARIO INCENSO INCENSOS INCLUSO INDUSTRIA INDUSTRIAIS INES INFINITEPAY INFORMACAO',
    'INFORMATICA INGRID INSTITUTO INSTRUMENTOS INSUMOS INTEGRADA INTEGRATIVAS INTER INTERCAMBIO INTERFACE',
    'INTERIOR INTERNA INTUITIVAS IOLANDA IOLE IPE IPIRANGA IRACEMA IRACI IRACY IRAN IRANI IRENEU IRINEU',
    'IRIS IRMAOS IRRIGACAO ISADORA ISALTINA ISAURA ISIDORO ISMAEL ISOLDA ISVALIDCNPJ ISVALIDCPF ITABAIANA',
    'ITACARE ITALO ITAMAR ITAPEMA ITAPOA ITAU IVANETE IVANILDA IVANILDE IVANILSON IVANIR IVONE IVONETE',
    'IWASAKI IZIDORO JABUTI JABUTICABA JACARANDA JACINTO JACIRA JACQUELINE JADE JAGUARIBE JAGUARIBENSE',
    'JAGUARUMA JAGUARUNA JAIR JAIRO JAMILE JANAINA JANDAIA JANDIR JANDIRA JANETE JANICE JANSEN JAQUELINE',
    'JARAGUA JARDIM JARDINAGEM JASMIM JASPE JATAHY JATOBA JEFERSON JEQUITIBA JERONIMO JESSE JESSICA',
    'JOALHERIA JOANA JOAO JOAQUIM JOAQUINA JOCELI JOCELINO JOCIANE JOCIMAR JOCIMARA JOEL JOELMA JOIN',
    'JONAS JONATAS JORDANA JORDAO JOSE JOSEFA JOSELMA JOSIANE JOSUE JOSUEL JOVELINO JOVINO JOYCE JUCA',
    'JUCELINO JUDITE JULIANA JULIO JUNIOR JUNQUEIRA JURACI JURANDIR JURANDYR JUREMA JUSSARA JUSTINO JUSTO',
    'JUVENAL JUVENCIO KABALA KARINA KASPER KATIA KAUAN KEEP KEEPS KELEN KELLY KELVIN KENIA KEY KEYKIND',
    'KIND KIT KLABUNDE KLEBER KLEIN KOBAYASHI KOERICH KOMBUCHA KOWALSKI KRAUSE KUHN KUNZ LACERDA LAERCIO',
    'LAGES LAIS LAMEGO LAMPARINA LAMPARINAS LAMPERT LANCHONETE LANDIM LANDIN LAPIDACAO LAR LARANJEIRA',
    'LARISSA LAST LATICINIOS LAUDELINA LAUDELINO LAUDICEIA LAURA LAURIANO LAURINDA LAURO LAVACAO LAVANDA',
    'LAVANDERIA LAVINIA LAVOR LAYOUT LEAL LEANDRO LEAO LEAST LEDA LEILA LEITAO LEITE LEITURA LEITURAS',
    'LEME LEMES LEMOS LENA LENGTH LENHA LENIRA LEOCADIA LEOCIR LEONARDO LEONEL LEONICE LEONIDAS LEONOR',
    'LEONTINA LEONTINO LEOPOLDINO LEOPOLDO LESTE LET LETICIA LIDIANE LILAS LIMA LIMPA LIMPE LIMPEZA',
    'LINDALVA LINDAURA LINDEMANN LINDENBERG LINDNER LINDOLFO LINDOMAR LINHARES LINHAS LINS LIRIO LISBOA',
    'LIVIA LIVRARIA LIVRO LIVROS LOBAO LOBATO LOBO LOCACAO LOGISTICA LOIOLA LOJA LOMBARDI LOOKALIKE LOPES',
    'LOPRETE LORENA LORENZI LOTERICA LOURDES LOUREDO LOUREIRO LOUSADA LOUZADA LOYOLA LUA LUANA LUCAS',
    'LUCCHESI LUCELIA LUCENA LUCIANA LUCIENE LUCIMAR LUCIMARA LUCIMEIRE LUCINDA LUCIO LUDMILA LUIZ LUIZA',
    'LUME LUMINAR LUSTOSA LUZ LUZIA MACAMBIRA MACARIO MACEDO MACEIRA MACHADO MACIEIRA MACIEL MACRAME',
    'MADEIREIRA MADREPEROLA MAFRA MAGALHAES MAGAZINE MAGELA MAGESTE MAGNANI MAGNO MAGRI MAIA MAICON',
    'MAJESTE MALAQUIAS MALHARIA MALLMANN MALTA MALVINA MANDACARU MANDALA MANGABA MANGABEIRA MANGUEIRA',
    'MANOEL MANOELA MANSA MANTRA MANUELA MAP MAPA MAPAS MARACUJA MARAJO MARANHAO MARCELA MARCELO',
    'MARCENARIA MARCIA MARCILIO MARCIO MARCOLINO MARCON MARCONDES MARCOS MARE MARESIA MARIA MARIANA',
    'MARILDA MARILENE MARINA MARINALDA MARINALVA MARINEIDE MARINEIDES MARINHO MARINS MARIOTTO MARISA',
    'MARISTELA MARIVALDA MARLENE MARLI MARLUCE MARLUCIA MARMORES MARQUES MARQUEZINI MARREIRO MARTA',
    'MARTINS MASCARELLO MASCARENHAS MASK MASKDOCUMENT MASKED MASKS MASKSTYLE MATERIAIS MATH MATHEUS',
    'MATILDE MATOS MATTOS MAURO MAXIMILIANO MAYARA MAZZUCO MECANICA MEDEIROS MEDINA MEDITACAO MEDRADO',
    'MEIRA MEIRELES MEIRELLES MEL MELO MENDANHA MENDES MENDONCA MENEGAT MENEGATTI MENEGAZ MENEZES',
    'MENTORIA MERCEARIA MERCIA MESQUITA MEU MID MIGUEL MINERACAO MINERAIS MIRELA MIRIAM MIRIAN MIRRA',
    'MIRTES MISTICA MISTICOS MIUDEZAS MIYAZAKI MOACIR MODAS MODESTO MOINHO MOISES MOLDURARIA MONFORTE',
    'MONIZ MONTALVAN MONTALVAO MONTEIRO MONTENEGRO MORADA MORAES MORE MOREIRA MORENO MORORO MOSCHETTA',
    'MOSCOSO MOSER MOSQUERA MOSSORO MOTA MOTTA MOURA MOURAO MOURISCO MOVEIS MUCURIPE MUDANCAS MUDAS MUNIZ',
    'MURICI MURILO MUSICAIS NADIA NADIR NAGAI NAIARA NAILDE NAIR NAKAMURA NAKASHIMA NAME NARDEL NARDELLI',
    'NASCENTE NASCIF NASCIMENTO NASSAR NASSIF NATAL NATALIA NATANAEL NATHALIA NATIVA NATIVO NATURAIS',
    'NAUTICO NAVARRO NAYARA NAZARENO NAZARIO NEGRA NEGRAO NEGREIROS NEIDE NEIVA NELSON NEON NEPOMUCENO',
    'NERY NESTOR NETO NETUNO NEUSA NEVES NEW NICANOR NICODEMOS NICOLAS NICOLE NICOLETTI NILTON NILZA NINE',
    'NISHIMURA NIVALDO NOAH NOBRE NOBREGA NOELI NOELIA NOEMIA NOGUEIRA NOLASCO NOLETO NONATO NORMA NOROES',
    'NORONHA NORTEX NOTA NOTURNA NOVA NOVAIS NOVELLI NOVEMBRO NUBANK NUBIA NUCLEO NUCLEOAKASHA NULL',
    'NUMBER NUMEROLOGIA NUNES OASIS OBJETOS OBJETUS OBRIGADO OBSERVACAO OBSERVATORIO OBSIDIANA ODAIR',
    'ODALEIA ODETE ODILIA ODILON OESTE OFELIA OFERENDAS OFICINA OKADA OLARIA OLAVO OLEGARIO OLEO OLGA',
    'OLHO OLIBANO OLIMPIA OLINDA OLIVA OLIVEIRA ONESIMO ONIX ONLINE ONLY ONOFRE OPALA OPALAS OPTICA',
    'ORACAO ORACULO ORACULOS ORESTES ORGANICOS ORIENTACAO ORIENTE ORLANDO ORLINDO ORNELAS ORQUIDARIO',
    'ORQUIDEA ORRICO ORSINI ORVALHO ORVALHOS OSANA OSMAR OSMARINA OSMUNDO OSORIO OSTETTO OSTROWSKI',
    'OSTRUWSKI OSVALDINA OSVALDO OTACILIO OTAVIO OTHERDOCUMENT OTICA OTILIA OTONIEL OTTO OURICURI OURIQUE',
    'OURIVES OURIVESARIA OURO OUTLOOK OXALA OZIEL PACHECO PACIFECO PACIFICO PADARIA PADILHA PAES',
    'PAGAMENTO PAGLIARINI PAIM PAINEIRA PAISAGISMO PAIVA PAIXAO PALESTRAS PALHANA PALHANO PALHARES',
    'PALMIRA PALOMA PAMELA PAMONHARIA PAMPA PAMPLONA PAMPONET PAN PAOLA PAPEIS PAPELARIA PARA PARAFINA',
    'PARAGUASSU PARAISO PARANAGUA PARANHOS PARENTE PARREIRAL PARTY PASQUALOTTO PASSARINHO PASSO',
    'PASTELARIA PASTOR PATRICIA PATRICIO PATUA PATUADOAMANHECER PAULISTANA PAULO PAVAN PAVANI PAVIO PAYER',
    'PAZ PAZINI PECANHA PECAS PEDAIS PEDAL PEDIDO PEDIDOS PEDRA PEDREIRA PEDRINI PEDROSA PEGORARO',
    'PEIXARIA PEIXOTO PELLEGRINI PELLEGRINO PELO PENDULOS PENEDO PENHASCO PENTEADO PENUMBRA PERCIVAL',
    'PEREIRA PERES PERFUMARIA PERFUMES PERGAMINHO PERIN PEROBA PERPETUA PERSIANAS PERSIO PERUZSO PERUZZ',
    'PERUZZO PESCA PESCADOS PESSOA PESTANA PESTANO PET PETISCARIA PETROLINA PETRUCIO PGTO PHONE PIACABUCU',
    'PICCININI PICCOLI PICCOLO PICPAY PIETRO PILATES PIMENTA PIMENTEL PINHEIRO PINHO PINTO PINTURA',
    'PIOVESAN PIPOCA PIPOKA PIRES PISOS PISTAO PITANGA PITANGUI PITANGUY PIZZARIA PLANTAS PLEIADES PLENUS',
    'PLEYADES PLINIO PNEUS POLICARPO POLIGLOTA PONTE PONTEIRO PONTEIROS PONTES PONTO PONTUAL PORTAL',
    'PORTELA PORTELLA PORTINARI PORTO PORTUGAL POSITION POSITIONS POTIGUAR POUSADA PRADO PRANA PRATES',
    'PRAXEDES PRESENTE PRESENTES PRESTES PRETA PRISCILA PROCOPIO PRODUCOES PRODUTOS PROPER PROTECAO',
    'PRUDENCIA PRUDENCIO PULSEIRA PUSH QUADROS QUARESMA QUARESMINI QUARTZO QUEBRADA QUEIJARIA QUEIROGA',
    'QUEIROZ QUENTAL QUEVEDO QUEZADO QUEZIA QUINDERE QUINDIM QUINDINS QUINTANILHA QUINTAO QUINTAS',
    'QUINTELA QUINTILIANO QUINTINO QUINZENAL QUIRINO QUIROLOGIA QUIROMANCIA QUIROROGIA QUITANDA QUITERIA',
    'QUIXABA QUIXADA RABELO RACOES RADIESTES RADIESTESIA RADIEZTESIA RAFAEL RAFAELA RAFFAINI RAILSON',
    'RAIMUNDA RAIMUNDO RAISSA RAIZ RAIZDEGUINE RAMALHETE RAMALHO RAMAO RAMON RAMOS RANDOMCNPJ RANDOMCPF',
    'RANGEL RAPOSO RAQUEL RAYANE REBECA REBELO REBOUCAS RECANTO RECH REF REFERENTE REFRIGERACAO',
    'REFRIGERACOES REGIANE REGINA REGINALDO REGISTERED REGO REIKI REINALDO REIS REJANE RELIGIOSOS',
    'RELOJOARIA RENAN RENATA RENATO REPLACE RESENDE RESERVA RESPLANDES RESTANTE RESTAURANTE RETIRADA',
    'RETURN REZENDE RIBAMAR RIBAS RIBEIRO RICARDO RIGHETTO RIGO RIO RIOS RISSO RITOS RIVALDO RND ROBERTO',
    'ROBSON ROCHA ROCHEDO RODINEI RODOVALHO RODOVIA RODRIGO RODRIGUES ROGERIA ROGERIO ROLIM ROMERO ROMEU',
    'ROMILDA ROMUALDO RONILDO ROSA ROSADO ROSALIA ROSALIO ROSALVO ROSANA ROSANGELA ROSARIO ROSAURA ROSELI',
    'ROSEMEIRE ROSENDO ROSILDA ROSIMAR ROSINEIDE ROSINELDE ROSIVALDA ROSIVALDO ROSSATO ROSSETTI ROSSI',
    'ROTA ROTISSERIA ROTTA ROXO RUBEM RUBENS RUFINO RUNAS RURAI RURAIS RUSCHEL RUSSAS RUTE RUTH SABADO',
    'SABIA SABINO SABOARIA SABOES SABORES SABRINA SABUGUEIRO SACCHETTI SACRA SACRAS SAGRADA SAKAI SALAZAR',
    'SALDANHA SALES SALETE SALGADERIA SALGADO SALGUEIRO SALLES SALOMAO SALVADOR SALVATERRA SALVIA',
    'SAMAMBAIA SAMARA SAME SAMPAIO SAMUEL SANDALO SANDRO SANTA SANTANA SANTANDER SANTIAGO SANTOS',
    'SANTUARIO SAPATARIA SAPATOS SAPUCAIA SARAIVA SARDENBERG SARDINHA SARMENTO SARTORI SATURNINO SAULO',
    'SCARPELLI SCHEFFER SCHMITT SCHROEDER SCHWARZ SEABRA SEBASTIANA SEBASTIAO SEGADAS SEGREDO SEIDEL',
    'SEIXAS SELARIA SELECIONADO SELECIONADOS SELENE SELENITA SEMANA SEMENTE SEMIJOIAS SENA SERAFIM',
    'SERAFINI SERAPIAO SERENA SERGIO SERIGRAFIA SERPA SERRA SERRALHERIA SERRANO SERTANEJO SERTAO SERTORIO',
    'SERVICOS SESSAO SETE SEVERINA SEVERINO SEXTA SGANZERLA SGARBI SHOP SHOWN SIBIPIRUNA SICOOB SIDERAIS',
    'SIDERAL SIDNEI SIDNEIA SIDONIO SILAS SILVA SILVANO SILVEIRA SILVESTRE SILVINO SILVIO SIMARA SIMOES',
    'SIMONE SINAL SINESIO SINFRONIO SINO SINVAL SIQUEIRA SIRIEMA SIRLEI SIRLENE SISAL SISTEMA SISTEMAS',
    'SITE SLICE SOARES SOBRAL SOBREIRA SOBRINHO SOCORRO SODRE SOFIA SOLANGE SOLANO SOLAR SOLSTICIA',
    'SOLSTICIO SONIA SONOTERAPIA SORRIDENTE SORTE SORVETERIA SORVETES SOTERO SOTO SOUSA SOUZA STANGHERLIN',
    'STEIN STELLA STONE STORE STOREBANK STORESEED STRAPASSON STRING STYLE SUAVES SUELEN SUELI SULAMITA',
    'SUPRIMENTO SUPRIMENTOS SUSTENIDO SUTIS TABACARIA TABAJARA TABATINGA TABOSA TADEU TAINA TAINARA TAIPA',
    'TAKESHI TALISMAS TALITA TAMANDARE TAMBORES TANCREDI TANIA TAPAJOS TAPECARIA TAPETES TAPIOCARIA',
    'TAQUARAL TAQUES TARAPEUTICO TARCILA TARCISIO TARO TAROT TARSILA TATIANE TATUAGENS TAVARES TAVEIRA',
    'TAVOLA TAVOLARO TAVORA TAVULARO TEBALDI TECELAGEM TECIDOS TECNOLOGIA TEIXEIRA TELEFONIA TELES TELMA',
    'TELMO TEMOTEO TENDA TENORIO TEOBALDO TEODORA TEODORO TEODOSIO TEOFILO TEOTONIO TERAPEUTICA',
    'TERAPEUTICO TERAPIAS TEREZA TEREZINHA TERREIRO TERTULIANA TERTULIANO TESSARO TESSMANN TEST THAIS',
    'THAT THE THEM THIAGO THROW TIAGO TIBERIO TIBETANA TIBURCIO TIETE TIGELA TIMBAUBA TIMBO TINOCO TINTAS',
    'TINTURARIA TIPOGRAFIA TIRADENTES TOBIAS TOCA TOLEDA TOLEDO TOLENTINO TOLOMEI TOMAS TOMASI TOMAZ',
    'TOMAZI TOME TONET TONIAL TONIN TONIOLO TORNEARIA TORQUATO TORREFACAO TORRES TORRESAN TOSCANO TOSTES',
    'TRADENAME TRAJANO TRAMELA TRANCOSO TRANSLUCIDA TRANSLUCIDO TRANSPORTADORA TRANSPORTES TRAVASSOS',
    'TRENTIN TRENTINI TRES TREVISAN TREVISOL TREVIZAN TREVO TRIADE TRIES TRIGO TRINDADE TUCANO TUCUNARE',
    'TUIUIU TUPI TUPIN TUPINAMBA TUPINIQUIM TURISMO TURMALINA TWELVE TYPE UBALDO UBIRACI UBIRAJARA',
    'UBIRATAN UCHIDA UCHOA UHLMANN UHRMANN ULISSES UMBANDA UMBELINA UMBERTO UNICRED URBANEK URBANI URBANO',
    'URBINA URIAS URQUIZA URSULA URUACU USADOS UTENSILIOS UTILIDADES VAGNER VALADAO VALADARES VALDECI',
    'VALDEMAR VALDEMIRO VALDETE VALDIR VALDIRENE VALDOMIRO VALDUGA VALE VALENCA VALENTE VALENTIM',
    'VALENTINA VALENTINI VALERIA VALEU VALFREDO VALID VALLIM VALMIR VALQUIRIA VALTER VALVERDE VANDA',
    'VANDERLEI VANDERLEIA VANESSA VANZ VANZELLA VARANDA VARAO VARELA VARGAS VARIEDADES VARJAO VASCONCELOS',
    'VASQUES VEGETAL VEICU VEICULO VEICULOS VELA VELAME VELAMES VELARIA VELAS VELOSO VENCESLAU VENDRAMIN',
    'VENDRAMINI VENTANIA VENTOS VENTURA VERA VERAS VERDE VERDURAS VERGUEIRO VERISSIMO VERNIZ VERNIZE',
    'VERNIZES VERONICA VIANA VICENTE VIDAL VIDIGAL VIDOTTI VIDRACARIA VIDROS VIEGAS VIEIRA VIGANO VILACA',
    'VILAR VILELA VILHENA VILMA VINHERIA VINHOS VINICIUS VIOLACEA VIOLETA VIRGILIO VISIBLE VISIBLEDIGITS',
    'VISIBLEPOSITIONS VISTA VITOR VIULACEA VIVA VIVEIRO VIVENCIAS VIVIANE VOLKMANN VOLPATO WAGNER WALDIR',
    'WALMIR WANDA WANDERLEI WANDERLEY WANDERSON WATANABE WEBER WELLINGTON WENDLING WERNECK WESLEY WHEN',
    'WHERE WHOSE WIGGERS WILLIAN WILMA WILSON WITH WLADIMIR WOLFF WOLTER XAMANICA XAROPE XAVIER XENIA',
    'XEREZ XIMENES XISTO XXX YAMAMOTO YARA YASMIN YOGA YOLANDA YOSHIDA YURI ZACARIAS ZAGO ZAMBONI',
    'ZAMBRAMO ZAMBRANO ZAMPIERI ZAMPROGNA ZANCHETTA ZANELLA ZANETTI ZANINI ZANON ZANOTTO ZARDO ZELIA',
    'ZENAIDE ZENILDA ZENOBIO ZILDA ZILIO ZILLI ZIMMER ZIMMERMANN ZOCCOLI ZODIACAL ZODIACO ZORAIDE ZORZI',
    'ZUANAZZI ZUCCHI ZULEICA ZULEIDE ZULMIRA ZUZARTE',
  ]
    .join(' ')
    .split(' '),
);
const ALLOWED_PARTICLES = new Set(['DA', 'DE', 'DO', 'DAS', 'DOS', 'E', 'LTDA', 'ME', 'EIRELI', 'EPP', 'S/A', 'SA']);
const PARTICLES = ALLOWED_PARTICLES;

function forbiddenWordsIn(text: string): string[] {
  return wordsOf(text)
    .flatMap((w) => w.split('/'))
    .filter((w) => w && !ALLOWED_PARTICLES.has(w) && FORBIDDEN_WORDS.has(w));
}

const cases = lagoonLayoutCases();
const byName = new Map(cases.map((c) => [c.name, c]));
const receipt = (c: LagoonLayoutCase) => lagoonLayoutReceipt(c.name);
const caseId = (c: LagoonLayoutCase) => c.name.split('/')[2] as string;
const of = (id: string) => cases.filter((c) => caseId(c) === id);
const validDocument = (d: string) => (d.length === 14 ? isValidCnpj(d) : isValidCpf(d));
const significantWords = (name: string) => wordsOf(name).filter((w) => !PARTICLES.has(w));

describe('lagoon-layouts corpus', () => {
  it('has 16 layouts x 17 cases = 272 uniquely named cases, in case order', () => {
    expect(cases).toHaveLength(272);
    expect(new Set(cases.map((c) => c.name)).size).toBe(272);
    expect(LAYOUTS.map((l) => l.key)).toEqual([
      'bb',
      'mercadopago',
      'c6',
      'pagbank',
      'banrisul',
      'sicredi',
      'btg',
      'xp',
      'original',
      'next',
      'will',
      'safra',
      'nubank',
      'itau',
      'bradesco',
      'inter',
    ]);
    LAYOUTS.forEach((layout, i) => {
      expect(cases.slice(i * 17, i * 17 + 17).map((c) => c.name)).toEqual(
        CASE_IDS.map((id) => `lagoon/${layout.key}/${id}`),
      );
    });
  });

  it('gives each case id its group and truth', () => {
    for (const c of cases) {
      const id = caseId(c);
      const store = c.payee.recipientDocument.length === 14 ? 'name + masked CNPJ' : 'name + masked CPF';
      const group = /^correct-[1-4]$/.test(id)
        ? store
        : /^correct-[56]$/.test(id)
          ? 'truncated name'
          : id.startsWith('key-')
            ? 'key shown'
            : 'negative';
      expect(c.group, c.name).toBe(group);
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
      expect(c.truth, c.name).toBe(truth[id] ?? 'correct');
      expect(c.contentType).toBe('image/jpeg');
      expect(c.after, c.name).toBe(id === 'reused-file' ? `lagoon/${c.layout}/correct-1` : undefined);
    }
  });

  it('spreads the layouts over families, themes, fonts, widths, qualities and forwarding as planned', () => {
    const count = (f: (l: (typeof LAYOUTS)[number]) => boolean) => LAYOUTS.filter(f).length;
    expect(count((l) => l.family === 'label beside')).toBe(6);
    expect(count((l) => l.family === 'label above')).toBe(6);
    expect(count((l) => l.family === 'no label')).toBe(4);
    expect(count((l) => l.theme === 'dark')).toBe(6);
    expect(count((l) => l.font === 'monoid')).toBe(4);
    expect(count((l) => l.forwardedScale !== undefined)).toBe(3);
    expect(count((l) => !l.recipientFirst)).toBeGreaterThanOrEqual(3);
    for (const l of LAYOUTS) {
      expect(l.width).toBeGreaterThanOrEqual(720);
      expect(l.width).toBeLessThanOrEqual(1290);
      expect(l.quality).toBeGreaterThanOrEqual(70);
      expect(l.quality).toBeLessThanOrEqual(92);
      if (l.forwardedScale) expect(l.forwardedScale).toBeGreaterThanOrEqual(0.6);
      if (l.forwardedScale) expect(l.forwardedScale).toBeLessThanOrEqual(0.75);
      expect(l.truncation.at).toBeGreaterThanOrEqual(24);
      expect(l.truncation.at).toBeLessThanOrEqual(32);
    }
    for (const c of cases) {
      const l = LAYOUTS.find((x) => x.key === c.layout)!;
      expect(c.family).toBe(l.family);
      expect(c.theme).toBe(l.theme);
      expect(c.font).toBe(l.font === 'monoid' ? 'Monoid' : 'Tiresias Infofont');
    }
  });

  it('gives every layout its own store, half companies with a CNPJ and half people with a CPF', () => {
    expect(STORES).toHaveLength(16);
    expect(STORES.filter((s) => s.document.length === 14)).toHaveLength(8);
    expect(STORES.filter((s) => s.document.length === 11)).toHaveLength(8);
    expect(new Set(STORES.map((s) => s.holder)).size).toBe(16);
    for (const s of STORES) {
      expect(validDocument(s.document), s.holder).toBe(true);
      expect(s.holder.length).toBeGreaterThanOrEqual(18);
      expect(s.holder.length).toBeLessThanOrEqual(45);
    }
    expect(STORES.filter((s) => s.holder.length > 30).length).toBeGreaterThanOrEqual(6);
    expect(new Set(STORES.map((s) => s.keyKind))).toEqual(new Set(['email', 'phone', 'evp', 'document']));
    for (const c of cases) {
      const s = STORES[LAYOUTS.findIndex((l) => l.key === c.layout)]!;
      expect(c.payee).toEqual({ pixKey: s.pixKey, recipientName: s.holder, recipientDocument: s.document });
    }
  });

  it('prints only CPFs and CNPJs with valid check digits', () => {
    for (const c of cases) {
      const { facts } = receipt(c);
      expect(validDocument(facts.payer.document), c.name).toBe(true);
      expect(validDocument(facts.recipient.document), c.name).toBe(true);
    }
  });

  it('shows the store as recipient on positives, with the masked document agreeing at every visible digit', () => {
    for (const c of cases.filter((x) => x.truth === 'correct')) {
      const { facts, layout, texts } = receipt(c);
      const r = facts.recipient;
      expect(r.fullName, c.name).toBe(c.payee.recipientName);
      expect(r.document).toBe(c.payee.recipientDocument);
      const cased = layout.nameCase === 'upper' ? plainUpper(r.fullName) : r.fullName;
      const id = caseId(c);
      if (id === 'key-2' && layout.number % 2 === 1) expect(r.printedName, c.name).toBeUndefined();
      else if (id === 'correct-5' || id === 'correct-6')
        expect(r.printedName).toBe(truncateName(cased, layout.truncation));
      else expect(r.printedName).toBe(cased);
      if (id === 'key-2') expect(r.printedDocument, c.name).toBeUndefined();
      else {
        const { visible, differing } = visibleDifferences(r.printedDocument!, c.payee.recipientDocument);
        expect(visible, c.name).toBeGreaterThanOrEqual(6);
        expect(differing, c.name).toBe(0);
        expect(
          texts.some((t) => t.includes(r.printedDocument!)),
          c.name,
        ).toBe(true);
      }
      if (id.startsWith('key-'))
        expect(
          texts.some((t) => t.includes(r.printedKey!)),
          c.name,
        ).toBe(true);
      else expect(r.printedKey).toBeUndefined();
      if (r.printedName) expect(texts.join('\n').replace(/\n/g, ' '), c.name).toContain(r.printedName.split(' ')[0]);
    }
  });

  it('cuts long holder names on the truncated-name cases the way each layout does, and only there', () => {
    let cut = 0;
    for (const c of cases.filter((x) => x.group === 'truncated name')) {
      const { facts, layout } = receipt(c);
      const printed = facts.recipient.printedName!;
      const cased = layout.nameCase === 'upper' ? plainUpper(c.payee.recipientName) : c.payee.recipientName;
      expect(printed.length).toBeLessThanOrEqual(
        Math.max(layout.truncation.at, cased.length <= layout.truncation.at ? cased.length : 0),
      );
      if (printed !== cased) {
        cut++;
        const marker = layout.truncation.marker === 'cut' ? '' : layout.truncation.marker;
        expect(printed.endsWith(marker)).toBe(true);
        expect(cased.startsWith(printed.slice(0, printed.length - marker.length).trimEnd())).toBe(true);
      }
    }
    expect(cut).toBeGreaterThanOrEqual(12);
  });

  it('shows a look-alike holder sharing a word with the store, with at least half the visible digits different', () => {
    for (const c of of('lookalike-holder')) {
      const r = receipt(c).facts.recipient;
      const shared = significantWords(r.fullName).filter((w) => significantWords(c.payee.recipientName).includes(w));
      expect(shared.length, c.name).toBeGreaterThanOrEqual(1);
      expect(plainUpper(r.fullName)).not.toBe(plainUpper(c.payee.recipientName));
      const { visible, differing } = visibleDifferences(r.printedDocument!, c.payee.recipientDocument);
      expect(differing * 2, c.name).toBeGreaterThanOrEqual(visible);
    }
  });

  it('shows the exact store name with other visible digits on same-name-other-digits (many on half the layouts, 2-3 on the rest)', () => {
    const few: string[] = [];
    for (const c of of('same-name-other-digits')) {
      const { facts, layout } = receipt(c);
      expect(facts.recipient.fullName).toBe(c.payee.recipientName);
      const { visible, differing } = visibleDifferences(facts.recipient.printedDocument!, c.payee.recipientDocument);
      if (layout.manyDigitsDiffer) expect(differing * 4, c.name).toBeGreaterThanOrEqual(visible * 3);
      else {
        expect(differing, c.name).toBeGreaterThanOrEqual(2);
        expect(differing, c.name).toBeLessThanOrEqual(3);
        few.push(c.layout);
      }
    }
    expect(few).toHaveLength(8);
  });

  it('shows a near-namesake one letter off the store holder, with other visible digits', () => {
    for (const c of of('near-namesake')) {
      const r = receipt(c).facts.recipient;
      expect(editDistance(plainUpper(r.fullName), plainUpper(c.payee.recipientName)), c.name).toBe(1);
      const { visible, differing } = visibleDifferences(r.printedDocument!, c.payee.recipientDocument);
      expect(differing * 2, c.name).toBeGreaterThanOrEqual(visible);
    }
  });

  it('puts the store in the payer section and someone else as recipient on store-as-payer', () => {
    for (const c of of('store-as-payer')) {
      const { facts } = receipt(c);
      expect(facts.payer.fullName).toBe(c.payee.recipientName);
      expect(facts.payer.document).toBe(c.payee.recipientDocument);
      expect(visibleDifferences(facts.payer.printedDocument!, c.payee.recipientDocument).differing).toBe(0);
      expect(facts.recipient.fullName).not.toBe(c.payee.recipientName);
      expect(facts.recipient.document).not.toBe(c.payee.recipientDocument);
    }
  });

  it("names the store in the payer's message while someone else receives, on description-names-store", () => {
    for (const c of of('description-names-store')) {
      const { facts, texts } = receipt(c);
      const store = STORES.find((s) => s.holder === c.payee.recipientName)!;
      expect(facts.message!.includes(store.holder) || facts.message!.includes(store.tradeName), c.name).toBe(true);
      expect(texts.join(' ')).toContain(facts.message!.split(' ')[0]);
      expect(facts.recipient.fullName).not.toBe(store.holder);
      const others = significantWords(facts.recipient.fullName).filter((w) =>
        significantWords(store.holder).includes(w),
      );
      expect(others).toEqual([]);
    }
  });

  it('pays the price everywhere but wrong-amount, prints it, and keeps prices between 9.90 and 14999.00', () => {
    for (const c of cases) {
      const { facts, texts } = receipt(c);
      expect(facts.price).toBe(c.price);
      expect(c.price).toMatch(/^\d+\.\d{2}$/);
      expect(Number(c.price)).toBeGreaterThanOrEqual(9.9);
      expect(Number(c.price)).toBeLessThanOrEqual(14999);
      if (caseId(c) === 'wrong-amount') expect(facts.amount, c.name).not.toBe(c.price);
      else expect(facts.amount, c.name).toBe(c.price);
      expect(texts, c.name).toContain(formatBrl(facts.amount));
    }
    expect(cases.filter((c) => Number(c.price) >= 1000).length).toBeGreaterThanOrEqual(10);
  });

  it('dates every correct payment after the order and before the judging, paid-before-order before the order, and schedules for 2026-11-25', () => {
    const placed = Date.parse(LAGOON_ORDER_PLACED_AT);
    const judged = Date.parse(LAGOON_JUDGED_AT);
    for (const c of cases) {
      const { facts } = receipt(c);
      const at = Date.parse(facts.at);
      if (
        c.truth === 'correct' ||
        c.truth === 'reused' ||
        c.truth === 'wrong recipient' ||
        c.truth === 'wrong amount'
      ) {
        expect(at, c.name).toBeGreaterThanOrEqual(placed + 5 * 60_000);
        expect(at, c.name).toBeLessThanOrEqual(judged - 5 * 60_000);
        expect(facts.kind).toBe('paid');
      }
      if (c.truth === 'paid before the order') expect(at, c.name).toBeLessThan(placed);
      if (c.truth === 'scheduled') {
        expect(facts.kind).toBe('scheduled');
        expect(facts.scheduledFor).toBe('2026-11-25');
        expect(receipt(c).texts.join(' ')).toMatch(/25\/11\/2026|25 de novembro|25 nov|25 NOV|25\.11\.2026/);
      } else expect(facts.scheduledFor).toBeUndefined();
    }
  });

  it('gives every receipt a 32-character end-to-end id of its bank, minute and a unique tail', () => {
    const seen = new Set<string>();
    for (const c of cases) {
      const { facts, layout, texts } = receipt(c);
      expect(c.endToEndId).toBe(facts.endToEndId);
      expect(c.endToEndId).toMatch(/^E\d{8}\d{12}[A-Za-z0-9]{11}$/);
      expect(c.endToEndId).toHaveLength(32);
      expect(c.endToEndId.slice(1, 9)).toBe(layout.ispb);
      const instant = facts.scheduledFor ? `${facts.scheduledFor}T11:00:00Z` : facts.at;
      expect(c.endToEndId.slice(9, 21)).toBe(instant.slice(0, 16).replace(/[-T:]/g, ''));
      expect(texts.join('').replace(/\s/g, '')).toContain(c.endToEndId);
      if (caseId(c) !== 'reused-file') {
        expect(seen.has(c.endToEndId), c.name).toBe(false);
        seen.add(c.endToEndId);
      }
    }
    expect(seen.size).toBe(256);
  });

  it('draws no text off screen or overlapping on any receipt', () => {
    for (const c of cases) expect(receipt(c).textProblems, c.name).toEqual([]);
  });

  it('uses none of the forbidden words in any invented name or message', () => {
    const invented = new Set<string>([...PEOPLE, ...OTHER_BUSINESSES]);
    for (const s of STORES) for (const n of [s.holder, s.tradeName, s.lookalike]) invented.add(n);
    for (const c of cases) {
      const { facts } = receipt(c);
      invented.add(facts.payer.fullName);
      invented.add(facts.recipient.fullName);
      if (facts.message) invented.add(facts.message);
    }
    const found = [...invented].flatMap((n) => forbiddenWordsIn(n).map((w) => `${w} in "${n}"`));
    expect(found).toEqual([]);
    expect(forbiddenWordsIn('Atelie da Lua Ltda')).toEqual(['ATELIE', 'LUA']);
  });

  it('renders reused-file as the very bytes of correct-1, as a fresh copy on each call', async () => {
    for (const key of ['original', 'will']) {
      const first = await byName.get(`lagoon/${key}/correct-1`)!.content();
      const reused = await byName.get(`lagoon/${key}/reused-file`)!.content();
      expect(reused.equals(first)).toBe(true);
      expect(reused).not.toBe(first);
      reused[0] = 0;
      expect((await byName.get(`lagoon/${key}/correct-1`)!.content())[0]).toBe(0xff);
    }
  });

  it('renders a sample of receipts as JPEGs of the declared size', async () => {
    for (const name of ['lagoon/original/scheduled', 'lagoon/will/key-2', 'lagoon/sicredi/near-namesake']) {
      const c = byName.get(name)!;
      const bytes = await c.content();
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      const meta = await sharp(bytes).metadata();
      const r = receipt(c);
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([r.delivered.width, r.delivered.height]);
    }
  });

  describe('assertLagoonLayoutFontsAvailable', () => {
    it('accepts an fc-list naming both families', async () => {
      await expect(
        assertLagoonLayoutFontsAvailable(async () => 'Tiresias Infofont\nMonoid,Monoid Retina\n'),
      ).resolves.toBeUndefined();
    });

    it('throws naming the Debian package of a missing family', async () => {
      await expect(assertLagoonLayoutFontsAvailable(async () => 'Tiresias Infofont\nDejaVu Sans\n')).rejects.toThrow(
        /fonts-monoid/,
      );
      await expect(assertLagoonLayoutFontsAvailable(async () => 'Monoid\nTiresias Infofont Z\n')).rejects.toThrow(
        /fonts-tiresias/,
      );
      const both = assertLagoonLayoutFontsAvailable(async () => 'DejaVu Sans\n');
      await expect(both).rejects.toThrow(/fonts-tiresias.*fonts-monoid/);
      expect(LAGOON_FONT_PACKAGES).toEqual(['fonts-tiresias', 'fonts-monoid']);
    });

    it('finds both families on this machine', async () => {
      await expect(assertLagoonLayoutFontsAvailable()).resolves.toBeUndefined();
    });
  });
});
