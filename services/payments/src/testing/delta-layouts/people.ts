// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

/** Every person, company, key and description here is invented for this corpus. */

export interface Bank {
  key: string;
  /** The institution's name as receipts print it. */
  name: string;
  /** Public ISPB (8 digits), the first part of an End-to-End id. */
  ispb: string;
  /** COMPE code, 3 digits. */
  code: string;
}

/** The paying apps (one per layout) and the recipients' institutions. */
export const BANKS: Record<string, Bank> = {
  nubank: { key: 'nubank', name: 'NU PAGAMENTOS - IP', ispb: '18236120', code: '260' },
  itau: { key: 'itau', name: 'ITAÚ UNIBANCO S.A.', ispb: '60701190', code: '341' },
  bradesco: { key: 'bradesco', name: 'BANCO BRADESCO S.A.', ispb: '60746948', code: '237' },
  bb: { key: 'bb', name: 'BANCO DO BRASIL S.A.', ispb: '00000000', code: '001' },
  caixa: { key: 'caixa', name: 'CAIXA ECONÔMICA FEDERAL', ispb: '00360305', code: '104' },
  santander: { key: 'santander', name: 'BANCO SANTANDER (BRASIL) S.A.', ispb: '90400888', code: '033' },
  inter: { key: 'inter', name: 'BANCO INTER S.A.', ispb: '00416968', code: '077' },
  picpay: { key: 'picpay', name: 'PICPAY INSTITUIÇÃO DE PAGAMENTO S.A.', ispb: '22896431', code: '380' },
  mercadopago: { key: 'mercadopago', name: 'MERCADO PAGO IP LTDA.', ispb: '10573521', code: '323' },
  c6: { key: 'c6', name: 'BANCO C6 S.A.', ispb: '31872495', code: '336' },
  pagbank: { key: 'pagbank', name: 'PAGSEGURO INTERNET IP S.A.', ispb: '08561701', code: '290' },
  neon: { key: 'neon', name: 'NEON PAGAMENTOS S.A. IP', ispb: '20855875', code: '536' },
  banrisul: { key: 'banrisul', name: 'BANCO DO ESTADO DO RIO GRANDE DO SUL S.A.', ispb: '92702067', code: '041' },
  btg: { key: 'btg', name: 'BANCO BTG PACTUAL S.A.', ispb: '30306294', code: '208' },
  sicredi: { key: 'sicredi', name: 'BANCO COOPERATIVO SICREDI S.A.', ispb: '01181521', code: '748' },
  sicoob: { key: 'sicoob', name: 'BANCO COOPERATIVO SICOOB S.A.', ispb: '02038232', code: '756' },
  cora: { key: 'cora', name: 'CORA SCFI', ispb: '37880206', code: '403' },
  stone: { key: 'stone', name: 'STONE INSTITUIÇÃO DE PAGAMENTO S.A.', ispb: '16501555', code: '197' },
};

export function bank(key: string): Bank {
  const b = BANKS[key];
  if (!b) throw new Error(`unknown bank ${key}`);
  return b;
}

export type KeyKind = 'email' | 'phone' | 'evp' | 'cpf' | 'cnpj';

export interface StoreSeed {
  /** As the store typed it in its settings. */
  name: string;
  kind: 'cpf' | 'cnpj';
  /** The store's configured key: e-mail or phone raw, or 'evp' / 'document' to be drawn from the seed. */
  key: { kind: KeyKind; raw?: string };
  /** A second key that is not a document, for key-2 when the configured key is the document. */
  altKey?: { kind: 'email' | 'phone' | 'evp'; raw?: string };
  /** Looks like the store's name at a glance, but is another name. */
  lookalike: string;
  /** Differs from the store's name by one word or a few letters. */
  nearNamesake: string;
  priceCents: number;
  /** Where the store keeps its account. */
  bank: string;
}

/** One store per layout, by layout key. */
export const STORES: Record<string, StoreSeed> = {
  nubank: {
    name: 'Conceição Araújo Guimarães Bittencourt',
    kind: 'cpf',
    key: { kind: 'email', raw: 'conceicao.bittencourt.velas@gmail.com' },
    lookalike: 'Conceição Araújo Guimarães Bitencourt',
    nearNamesake: 'Conceição Aparecida Guimarães Bittencourt',
    priceCents: 14790,
    bank: 'inter',
  },
  itau: {
    name: 'Empório das Ervas do Cariri LTDA',
    kind: 'cnpj',
    key: { kind: 'cnpj' },
    altKey: { kind: 'email', raw: 'vendas@ervasdocariri.com.br' },
    lookalike: 'Empório das Ervas do Cariry LTDA',
    nearNamesake: 'Empório das Ervas do Crato LTDA',
    priceCents: 8950,
    bank: 'sicoob',
  },
  bradesco: {
    name: 'Joaquim Tibúrcio Magalhães Nóbrega',
    kind: 'cpf',
    key: { kind: 'phone', raw: '+5583998174406' },
    lookalike: 'Joaquim Tiburtino Magalhães Nóbrega',
    nearNamesake: 'Joaquim Tibúrcio Magalhães Neto',
    priceCents: 23400,
    bank: 'nubank',
  },
  bb: {
    name: 'CRISTAIS DO VALE DO JEQUITINHONHA EIRELI',
    kind: 'cnpj',
    key: { kind: 'evp' },
    lookalike: 'CRISTAIS DO VALE DO JEQUITINHONA EIRELI',
    nearNamesake: 'CRISTAIS DO VALE DO MUCURI EIRELI',
    priceCents: 1990,
    bank: 'cora',
  },
  caixa: {
    name: 'Iracema Sampaio de Albuquerque Falcão',
    kind: 'cpf',
    key: { kind: 'cpf' },
    altKey: { kind: 'phone', raw: '+5581991237750' },
    lookalike: 'Iracema Sampaio de Alburquerque Falcão',
    nearNamesake: 'Iraci Sampaio de Albuquerque Falcão',
    priceCents: 39700,
    bank: 'caixa',
  },
  santander: {
    name: 'Velas e Incensos Serra da Canastra ME',
    kind: 'cnpj',
    key: { kind: 'email', raw: 'pedidos@velasdacanastra.com.br' },
    lookalike: 'Velas e Incensos Serra da Canasta ME',
    nearNamesake: 'Velas e Incensos Serra da Mantiqueira ME',
    priceCents: 6480,
    bank: 'itau',
  },
  inter: {
    name: 'Livraria Esotérica Boitatá Comércio LTDA',
    kind: 'cnpj',
    key: { kind: 'evp' },
    lookalike: 'Livraria Esotérica Boitata Comercial LTDA',
    nearNamesake: 'Livraria Esotérica Curupira Comércio LTDA',
    priceCents: 125000,
    bank: 'stone',
  },
  picpay: {
    name: 'Raimundo Nonato Cavalcanti Brandão',
    kind: 'cpf',
    key: { kind: 'phone', raw: '+5586994402317' },
    lookalike: 'Raimundo Nonato Cavalcante Brandão',
    nearNamesake: 'Raimundo Nonato Cavalcanti Brandão Filho',
    priceCents: 4590,
    bank: 'picpay',
  },
  mercadopago: {
    name: 'Aromas do Capim Dourado Indústria S.A.',
    kind: 'cnpj',
    key: { kind: 'cnpj' },
    altKey: { kind: 'evp' },
    lookalike: 'Aromas do Capim Dorado Indústria S.A.',
    nearNamesake: 'Aromas do Cerrado Dourado Indústria S.A.',
    priceCents: 240000,
    bank: 'bradesco',
  },
  c6: {
    name: 'Lucélia Damasceno Queiroz Wanderley',
    kind: 'cpf',
    key: { kind: 'evp' },
    lookalike: 'Lucélia Damaceno Queiroz Wanderlei',
    nearNamesake: 'Luciana Damasceno Queiroz Wanderley',
    priceCents: 18725,
    bank: 'c6',
  },
  pagbank: {
    name: 'ORÁCULO IPÊ-ROXO ARTIGOS RELIGIOSOS LTDA',
    kind: 'cnpj',
    key: { kind: 'email', raw: 'atendimento@oraculoiperoxo.com.br' },
    lookalike: 'ORACULO IPÊ-ROXO ARTIGOS RELIGIOZOS LTDA',
    nearNamesake: 'ORÁCULO IPÊ-AMARELO ARTIGOS RELIGIOSOS LTDA',
    priceCents: 9990,
    bank: 'pagbank',
  },
  neon: {
    name: 'Heitor Gonçalves do Rosário Vasconcelos',
    kind: 'cpf',
    key: { kind: 'cpf' },
    altKey: { kind: 'email', raw: 'heitor.rosario.vasc@outlook.com' },
    lookalike: 'Heitor Gonçalvez do Rosário Vasconcellos',
    nearNamesake: 'Hélio Gonçalves do Rosário Vasconcelos',
    priceCents: 31260,
    bank: 'santander',
  },
  banrisul: {
    name: 'Tabacaria e Defumadores Guaíba LTDA ME',
    kind: 'cnpj',
    key: { kind: 'phone', raw: '+5551984410962' },
    lookalike: 'Tabacaria e Defumadores Guaípa LTDA ME',
    nearNamesake: 'Tabacaria e Defumadores Gravataí LTDA ME',
    priceCents: 2750,
    bank: 'banrisul',
  },
  btg: {
    name: 'Antônia Creusa Figueiredo Barbalho',
    kind: 'cpf',
    key: { kind: 'email', raw: 'antonia.barbalho.atelie@yahoo.com.br' },
    lookalike: 'Antônia Creuza Figueiredo Barbalho',
    nearNamesake: 'Antônia Creusa Figueiredo Carvalho',
    priceCents: 76800,
    bank: 'mercadopago',
  },
  sicredi: {
    name: 'Essências da Chapada Diamantina EIRELI',
    kind: 'cnpj',
    key: { kind: 'cnpj' },
    altKey: { kind: 'phone', raw: '+5575988126043' },
    lookalike: 'Essências da Chapada Diamantino EIRELI',
    nearNamesake: 'Essências da Chapada dos Veadeiros EIRELI',
    priceCents: 15300,
    bank: 'sicredi',
  },
  sicoob: {
    name: 'Clóvis Ataíde Mendonça Sobral Júnior',
    kind: 'cpf',
    key: { kind: 'evp' },
    lookalike: 'Clóvis Athayde Mendonça Sobral Júnior',
    nearNamesake: 'Clóvis Ataíde Mendonça Sobral Neto',
    priceCents: 54990,
    bank: 'bb',
  },
};

/** Private people who pay (a masked CPF each). */
export const PAYERS: readonly string[] = [
  'Wanderléia Pires Tavares',
  'Otávio Magalhães Curvelo',
  'Jussara Lemos Ribamar',
  'Benedito Aragão Pimentel',
  'Graça Maria Siqueira Ponte',
  'Ubiratan Coelho Matias',
  'Francisca Edinalva de Sousa',
  'Ítalo Brum Kieling',
  'Rosângela Tenório Maciel',
  'Edvaldo Lins Pessoa',
  'Marluce Hoffmann Schmitt',
  'Aldenora Veloso Cardim',
  'Gilvan Roque Parente',
  'Thaís Yamamoto Guedes',
  'Severino Ramos Bezerra',
  'Kátia Regina Vilela Bastos',
  'Anderson Kauê Tupinambá',
  'Zuleide Pacheco Monteiro',
];

/** Other recipients, unrelated to any store. */
export const OTHERS: readonly { name: string; kind: 'cpf' | 'cnpj' }[] = [
  { name: 'Genésio Barros Furtado', kind: 'cpf' },
  { name: 'Padaria Pão de Mel do Bixiga LTDA', kind: 'cnpj' },
  { name: 'Marlene Coutinho Abreu', kind: 'cpf' },
  { name: 'Auto Peças Vale do Itajaí LTDA', kind: 'cnpj' },
  { name: 'Ivonete Santana Lobato', kind: 'cpf' },
  { name: 'Estúdio de Tatuagem Lua Nova ME', kind: 'cnpj' },
  { name: 'Dirceu Pimenta Aguiar', kind: 'cpf' },
  { name: 'Farmácia Boa Saúde de Caruaru LTDA', kind: 'cnpj' },
  { name: 'Jurema Faria Toledo', kind: 'cpf' },
  { name: 'Hortifruti Sítio Açaí EIRELI', kind: 'cnpj' },
];

/** Descriptions payers type on an ordinary order. */
export const DESCRIPTIONS: readonly string[] = [
  'Pedido 4821',
  'Kit velas 7 dias',
  'Encomenda incensos',
  'Ref. pedido #10937',
  'Obrigada!',
  'Cristais e sálvia',
  'Pagamento do pedido',
  'Banho de ervas x3',
];
