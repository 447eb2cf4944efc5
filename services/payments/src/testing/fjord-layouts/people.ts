// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { type DocKind, makeDoc, Rng, uuidV4 } from './text.js';

// ---------------------------------------------------------------- banks

export interface Bank {
  key: string;
  /** What people call it. */
  short: string;
  /** The registered name. */
  official: string;
  /** The compact name of the payment-system participant lists. */
  compact: string;
  /** COMPE code. */
  code: string;
  ispb: string;
}

const bank = (key: string, short: string, official: string, compact: string, code: string, ispb: string): Bank => ({
  key,
  short,
  official,
  compact,
  code,
  ispb,
});

export const BANKS = {
  nubank: bank(
    'nubank',
    'Nubank',
    'Nu Pagamentos S.A. - Instituição de Pagamento',
    'NU PAGAMENTOS - IP',
    '260',
    '18236120',
  ),
  itau: bank('itau', 'Itaú', 'Itaú Unibanco S.A.', 'ITAÚ UNIBANCO S.A.', '341', '60701190'),
  bradesco: bank('bradesco', 'Bradesco', 'Banco Bradesco S.A.', 'BCO BRADESCO S.A.', '237', '60746948'),
  bb: bank('bb', 'Banco do Brasil', 'Banco do Brasil S.A.', 'BCO DO BRASIL S.A.', '001', '00000000'),
  caixa: bank('caixa', 'Caixa', 'Caixa Econômica Federal', 'CAIXA ECONOMICA FEDERAL', '104', '00360305'),
  santander: bank(
    'santander',
    'Santander',
    'Banco Santander (Brasil) S.A.',
    'BCO SANTANDER (BRASIL) S.A.',
    '033',
    '90400888',
  ),
  inter: bank('inter', 'Inter', 'Banco Inter S.A.', 'BANCO INTER', '077', '00416968'),
  picpay: bank('picpay', 'PicPay', 'PicPay Instituição de Pagamento S.A.', 'PICPAY', '380', '22896431'),
  mercadopago: bank(
    'mercadopago',
    'Mercado Pago',
    'Mercado Pago Instituição de Pagamento Ltda.',
    'MERCADO PAGO IP LTDA.',
    '323',
    '10573521',
  ),
  c6: bank('c6', 'C6 Bank', 'Banco C6 S.A.', 'BCO C6 S.A.', '336', '31872495'),
  pagbank: bank(
    'pagbank',
    'PagBank',
    'PagSeguro Internet Instituição de Pagamento S.A.',
    'PAGSEGURO INTERNET IP S.A.',
    '290',
    '08561701',
  ),
  sicredi: bank(
    'sicredi',
    'Sicredi',
    'Banco Cooperativo Sicredi S.A.',
    'BCO COOPERATIVO SICREDI S.A.',
    '748',
    '01181521',
  ),
  sicoob: bank('sicoob', 'Sicoob', 'Banco Cooperativo Sicoob S.A.', 'BANCO SICOOB S.A.', '756', '02038232'),
  banrisul: bank(
    'banrisul',
    'Banrisul',
    'Banco do Estado do Rio Grande do Sul S.A.',
    'BCO DO ESTADO DO RS S.A.',
    '041',
    '92702067',
  ),
  neon: bank(
    'neon',
    'Neon',
    'Neon Pagamentos S.A. - Instituição de Pagamento',
    'NEON PAGAMENTOS S.A. IP',
    '536',
    '20855875',
  ),
  btg: bank('btg', 'BTG Pactual', 'Banco BTG Pactual S.A.', 'BCO BTG PACTUAL S.A.', '208', '30306294'),
  stone: bank('stone', 'Stone', 'Stone Instituição de Pagamento S.A.', 'STONE IP S.A.', '197', '16501555'),
  cora: bank('cora', 'Cora', 'Cora Sociedade de Crédito Direto S.A.', 'CORA SCD S.A.', '403', '37880206'),
  infinitepay: bank(
    'infinitepay',
    'InfinitePay',
    'CloudWalk Instituição de Pagamento e Serviços Ltda.',
    'CLOUDWALK IP LTDA',
    '542',
    '18189547',
  ),
} as const satisfies Record<string, Bank>;

export type BankKey = keyof typeof BANKS;

/** An agency and an account number as the bank writes them. */
export function makeAccount(bankKey: BankKey, rng: Rng): { agency: string; account: string } {
  switch (bankKey) {
    case 'nubank':
    case 'picpay':
    case 'mercadopago':
    case 'neon':
    case 'pagbank':
    case 'stone':
    case 'cora':
    case 'infinitepay':
      return { agency: '0001', account: `${rng.int(1, 9)}${rng.digits(rng.int(6, 8))}-${rng.digits(1)}` };
    case 'caixa':
      return {
        agency: `${rng.int(1, 4)}${rng.digits(3)}`,
        account: `${rng.pick(['1288', '3701'])}${rng.digits(8)}-${rng.digits(1)}`,
      };
    case 'itau':
      return {
        agency: `${rng.int(0, 9)}${rng.digits(3)}`,
        account: `${rng.int(1, 9)}${rng.digits(4)}-${rng.digits(1)}`,
      };
    case 'bb':
      return {
        agency: `${rng.int(1, 6)}${rng.digits(3)}-${rng.digits(1)}`,
        account: `${rng.int(1, 9)}${rng.digits(4)}-${rng.pick(['X', rng.digits(1)])}`,
      };
    default:
      return {
        agency: `${rng.int(0, 3)}${rng.digits(3)}`,
        account: `${rng.int(1, 9)}${rng.digits(rng.int(5, 7))}-${rng.digits(1)}`,
      };
  }
}

// ---------------------------------------------------------------- the stores (the payees)

export type KeyKind = 'email' | 'phone' | 'evp' | 'cpf' | 'cnpj';

export interface Store {
  layout: string;
  kind: DocKind;
  /** Registered name, as typed when the store was set up. */
  name: string;
  /** Digits only. */
  doc: string;
  keyKind: KeyKind;
  /** Raw main key: e-mail lower-case, phone `+55…`, uuid, or document digits. */
  key: string;
  /** A key that is not a document: the second key of a store whose main key is its document, else the main key. */
  key2Kind: 'email' | 'phone' | 'evp';
  key2: string;
  /** Decimal with a dot. */
  price: string;
  bank: BankKey;
  agency: string;
  account: string;
  /** Another holder sharing a word or two with the store. */
  lookalike: string;
  /** A name one or two letters (or one word) away from the store's. */
  nearNamesake: string;
}

interface StoreSeed {
  layout: string;
  kind: DocKind;
  name: string;
  keyKind: KeyKind;
  /** For e-mail and phone keys: the key; for document/EVP keys: the second key when one is needed. */
  keyText?: string;
  key2Kind?: 'email' | 'phone' | 'evp';
  key2Text?: string;
  price: string;
  bank: BankKey;
  lookalike: string;
  nearNamesake: string;
}

const STORE_SEEDS: StoreSeed[] = [
  {
    layout: 'nubank',
    kind: 'cpf',
    name: 'Ana Paula Ribeiro de Albuquerque Santos',
    keyKind: 'email',
    keyText: 'anapaula.albuquerque.atelie@gmail.com',
    price: '147.90',
    bank: 'itau',
    lookalike: 'Paula Ribeiro Mendonça',
    nearNamesake: 'Ana Paula Ribeira de Albuquerque Santos',
  },
  {
    layout: 'itau',
    kind: 'cnpj',
    name: 'Ervanaria Lua Crescente Comércio de Artigos LTDA',
    keyKind: 'cnpj',
    key2Kind: 'email',
    key2Text: 'pix@ervanarialuacrescente.com.br',
    price: '89.90',
    bank: 'stone',
    lookalike: 'Lua Crescente Turismo e Eventos LTDA',
    nearNamesake: 'Ervanaria Lua Crescenti Comércio de Artigos LTDA',
  },
  {
    layout: 'bradesco',
    kind: 'cpf',
    name: 'José Antônio Conceição Fagundes Filho',
    keyKind: 'cpf',
    key2Kind: 'phone',
    key2Text: '+5531991427730',
    price: '312.50',
    bank: 'nubank',
    lookalike: 'Antônio Fagundes Moreira',
    nearNamesake: 'José Antônio Conceição Fagundes Neto',
  },
  {
    layout: 'bb',
    kind: 'cnpj',
    name: 'Velas e Incensos Caminho da Aurora ME',
    keyKind: 'email',
    keyText: 'financeiro@caminhodaaurora.com.br',
    price: '59.90',
    bank: 'cora',
    lookalike: 'Caminho da Aurora Pousada e Eventos ME',
    nearNamesake: 'Velas e Incensos Caminho da Auroro ME',
  },
  {
    layout: 'caixa',
    kind: 'cpf',
    name: 'Maria Clara Vasconcelos de Araújo Lima',
    keyKind: 'phone',
    keyText: '+5571987206413',
    price: '497.00',
    bank: 'mercadopago',
    lookalike: 'Clara Vasconcelos Prado',
    nearNamesake: 'Maria Clara Vasconcellos de Araújo Lima',
  },
  {
    layout: 'santander',
    kind: 'cnpj',
    name: 'Atelier Sete Chaves Artesanato Místico EIRELI',
    keyKind: 'evp',
    price: '33.75',
    bank: 'infinitepay',
    lookalike: 'Sete Chaves Serralheria e Chaveiro EIRELI',
    nearNamesake: 'Ateliê Sete Chaves Artesanato Místico EIRELI',
  },
  {
    layout: 'inter',
    kind: 'cpf',
    name: 'Luiz Fernando Guimarães Siqueira Neto',
    keyKind: 'evp',
    price: '189.90',
    bank: 'bradesco',
    lookalike: 'Fernando Siqueira Brandão',
    nearNamesake: 'Luis Fernando Guimarães Siqueira Neto',
  },
  {
    layout: 'picpay',
    kind: 'cnpj',
    name: 'Cristais do Cerrado Pedras Naturais LTDA',
    keyKind: 'phone',
    keyText: '+5561996630158',
    price: '74.40',
    bank: 'pagbank',
    lookalike: 'Cerrado Pedras e Revestimentos LTDA',
    nearNamesake: 'Cristais do Serrado Pedras Naturais LTDA',
  },
  {
    layout: 'mercadopago',
    kind: 'cpf',
    name: 'Raquel Aparecida Nogueira dos Santos Prado',
    keyKind: 'cpf',
    key2Kind: 'email',
    key2Text: 'raquel.nogueira.prado@hotmail.com',
    price: '629.90',
    bank: 'nubank',
    lookalike: 'Raquel Nogueira Bastos',
    nearNamesake: 'Raquel Aparecida Nogueira dos Santos Prada',
  },
  {
    layout: 'c6',
    kind: 'cnpj',
    name: 'Botica Flor de Lótus Aromaterapia LTDA ME',
    keyKind: 'cnpj',
    key2Kind: 'evp',
    price: '129.00',
    bank: 'inter',
    lookalike: 'Flor de Lótus Estética e Spa LTDA ME',
    nearNamesake: 'Botica Flor de Lotos Aromaterapia LTDA ME',
  },
  {
    layout: 'pagbank',
    kind: 'cpf',
    name: 'Thiago Henrique Barbosa Cavalcanti Rocha',
    keyKind: 'email',
    keyText: 'thiagohbcrocha@outlook.com',
    price: '44.90',
    bank: 'c6',
    lookalike: 'Henrique Cavalcanti Souto',
    nearNamesake: 'Tiago Henrique Barbosa Cavalcanti Rocha',
  },
  {
    layout: 'sicredi',
    kind: 'cnpj',
    name: 'Armazém Raízes da Terra Produtos Naturais EIRELI',
    keyKind: 'email',
    keyText: 'vendas@raizesdaterra.com.br',
    price: '238.80',
    bank: 'sicredi',
    lookalike: 'Raízes da Terra Transportes EIRELI',
    nearNamesake: 'Armazém Raízes da Serra Produtos Naturais EIRELI',
  },
  {
    layout: 'sicoob',
    kind: 'cpf',
    name: 'Francisca Iolanda Magalhães Brandão Teixeira',
    keyKind: 'phone',
    keyText: '+5585988154902',
    price: '897.00',
    bank: 'bb',
    lookalike: 'Iolanda Teixeira Campos',
    nearNamesake: 'Francisca Yolanda Magalhães Brandão Teixeira',
  },
  {
    layout: 'banrisul',
    kind: 'cnpj',
    name: 'Oficina do Tarô Estrela Polar Edições LTDA',
    keyKind: 'cnpj',
    key2Kind: 'phone',
    key2Text: '+5551984470326',
    price: '29.90',
    bank: 'santander',
    lookalike: 'Estrela Polar Auto Peças LTDA',
    nearNamesake: 'Oficina do Tarô Estrela Solar Edições LTDA',
  },
  {
    layout: 'neon',
    kind: 'cpf',
    name: 'Bruna Letícia Conceição Vieira de Moraes',
    keyKind: 'cpf',
    key2Kind: 'evp',
    price: '356.60',
    bank: 'picpay',
    lookalike: 'Letícia Moraes Duarte',
    nearNamesake: 'Bruna Letícia Conceição Vieira de Morais',
  },
  {
    layout: 'btg',
    kind: 'cnpj',
    name: 'Casa Sândalo & Mirra Comércio Varejista LTDA',
    keyKind: 'evp',
    price: '162.35',
    bank: 'itau',
    lookalike: 'Mirra Consultoria Empresarial LTDA',
    nearNamesake: 'Casa Sândalo & Myrra Comércio Varejista LTDA',
  },
];

function buildStore(seed: StoreSeed): Store {
  const rng = new Rng(`fjord/store/${seed.layout}`);
  const doc = makeDoc(seed.kind, rng);
  let key: string;
  if (seed.keyKind === 'cpf' || seed.keyKind === 'cnpj') key = doc;
  else if (seed.keyKind === 'evp') key = uuidV4(rng);
  else key = seed.keyText as string;
  let key2Kind: Store['key2Kind'];
  let key2: string;
  if (seed.keyKind === 'cpf' || seed.keyKind === 'cnpj') {
    key2Kind = seed.key2Kind as Store['key2Kind'];
    key2 = key2Kind === 'evp' ? uuidV4(rng) : (seed.key2Text as string);
  } else {
    key2Kind = seed.keyKind as Store['key2Kind'];
    key2 = key;
  }
  const { agency, account } = makeAccount(seed.bank, rng);
  return {
    layout: seed.layout,
    kind: seed.kind,
    name: seed.name,
    doc,
    keyKind: seed.keyKind,
    key,
    key2Kind,
    key2,
    price: seed.price,
    bank: seed.bank,
    agency,
    account,
    lookalike: seed.lookalike,
    nearNamesake: seed.nearNamesake,
  };
}

let storesMemo: Map<string, Store> | undefined;

export function storeFor(layout: string): Store {
  storesMemo ??= new Map(STORE_SEEDS.map((s) => [s.layout, buildStore(s)]));
  const store = storesMemo.get(layout);
  if (!store) throw new Error(`no store for layout ${layout}`);
  return store;
}

// ---------------------------------------------------------------- payers and other people

export interface Person {
  name: string;
  kind: DocKind;
  doc: string;
}

const PAYER_NAMES = [
  'Camila Rodrigues Peixoto',
  'Eduardo Tavares Lins',
  'Patrícia Gomes de Andrade',
  'Rafael Monteiro Cunha',
  'Juliana Freitas Barros',
  'Marcos Vinícius Lopes Amaral',
  'Aline Cristina Duarte',
  'Gustavo Henrique Pires',
  'Vanessa Moura Castro',
  'Felipe Augusto Ramos',
  'Sônia Regina Batista',
  'Leandro Assunção Melo',
  'Débora Lúcia Fontes',
  'Otávio Cardoso Nunes',
  'Priscila Antunes Viana',
  'Wellington Souto Maia',
];

/** Somebody else a buyer might pay (for the cases whose recipient is not the store). */
const OTHER_HOLDERS: Array<{ name: string; kind: DocKind }> = [
  { name: 'Renata Oliveira Sampaio', kind: 'cpf' },
  { name: 'Distribuidora Boa Safra Alimentos LTDA', kind: 'cnpj' },
  { name: 'Carlos Eduardo Figueira', kind: 'cpf' },
  { name: 'Papelaria Ponto Certo ME', kind: 'cnpj' },
  { name: 'Auto Posto Serra Azul LTDA', kind: 'cnpj' },
  { name: 'Ivone Batista Quaresma', kind: 'cpf' },
  { name: 'Gilberto Nascimento Paiva', kind: 'cpf' },
  { name: 'Farmácia Santa Luzia do Vale LTDA', kind: 'cnpj' },
  { name: 'Tânia Mara Rezende', kind: 'cpf' },
  { name: 'Mercadinho Bom Preço Express ME', kind: 'cnpj' },
  { name: 'Roberto Luís Coutinho', kind: 'cpf' },
  { name: 'Lanchonete Sabor da Praça EIRELI', kind: 'cnpj' },
];

function withDoc(name: string, kind: DocKind, seed: string): Person {
  return { name, kind, doc: makeDoc(kind, new Rng(seed)) };
}

export const PAYERS: readonly Person[] = PAYER_NAMES.map((name) => withDoc(name, 'cpf', `fjord/payer/${name}`));
export const OTHERS: readonly Person[] = OTHER_HOLDERS.map((o) => withDoc(o.name, o.kind, `fjord/other/${o.name}`));
export const OTHER_BANKS: readonly BankKey[] = [
  'itau',
  'caixa',
  'nubank',
  'bb',
  'bradesco',
  'mercadopago',
  'inter',
  'santander',
];
