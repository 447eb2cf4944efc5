// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

/** A bank or wallet as receipts name it; ispb is the 8-digit code that opens its End-to-End ids. */
export interface Institution {
  key: string;
  name: string;
  ispb: string;
  code: string;
}

export const INSTITUTIONS: readonly Institution[] = [
  { key: 'nubank', name: 'Nu Pagamentos S.A. - Instituição de Pagamento', ispb: '18236120', code: '260' },
  { key: 'itau', name: 'Itaú Unibanco S.A.', ispb: '60701190', code: '341' },
  { key: 'bradesco', name: 'Banco Bradesco S.A.', ispb: '60746948', code: '237' },
  { key: 'bb', name: 'Banco do Brasil S.A.', ispb: '00000000', code: '001' },
  { key: 'caixa', name: 'Caixa Econômica Federal', ispb: '00360305', code: '104' },
  { key: 'santander', name: 'Banco Santander (Brasil) S.A.', ispb: '90400888', code: '033' },
  { key: 'inter', name: 'Banco Inter S.A.', ispb: '00416968', code: '077' },
  { key: 'picpay', name: 'PicPay Instituição de Pagamento S.A.', ispb: '22896431', code: '380' },
  { key: 'mercadopago', name: 'Mercado Pago Instituição de Pagamento Ltda.', ispb: '10573521', code: '323' },
  { key: 'c6', name: 'Banco C6 S.A.', ispb: '31872495', code: '336' },
  { key: 'pagbank', name: 'PagSeguro Internet Instituição de Pagamento S.A.', ispb: '08561701', code: '290' },
  { key: 'sicredi', name: 'Banco Cooperativo Sicredi S.A.', ispb: '01181521', code: '748' },
  { key: 'neon', name: 'Neon Pagamentos S.A. - Instituição de Pagamento', ispb: '20855875', code: '536' },
  { key: 'btg', name: 'Banco BTG Pactual S.A.', ispb: '30306294', code: '208' },
  { key: 'pan', name: 'Banco Pan S.A.', ispb: '59285411', code: '623' },
  { key: 'original', name: 'Banco Original S.A.', ispb: '92894922', code: '212' },
];

export function institution(key: string): Institution {
  const found = INSTITUTIONS.find((item) => item.key === key);
  if (!found) throw new Error(`unknown institution ${key}`);
  return found;
}

export type DocKind = 'cpf' | 'cnpj';
export type KeyKind = 'email' | 'phone' | 'evp' | 'cnpj';

/** A store of the corpus: one per layout, in layout order. nearNamesake differs by one word or surname. */
export interface StoreSeed {
  name: string;
  kind: DocKind;
  keyKind: KeyKind;
  email: string;
  bank: string;
  nearNamesake: string;
}

export const STORES: readonly StoreSeed[] = [
  {
    name: 'Aventurina Velário e Cachimbos LTDA',
    kind: 'cnpj',
    keyKind: 'email',
    email: 'aventurina.velario@cachimbos.com.br',
    bank: 'itau',
    nearNamesake: 'Aventurina Velário e Sinetas LTDA',
  },
  {
    name: 'Florisbela Marizete Abrantes Hungria',
    kind: 'cpf',
    keyKind: 'phone',
    email: 'florisbela.hungria@zohomail.com',
    bank: 'nubank',
    nearNamesake: 'Florisbela Marizete Abrantes Gandra',
  },
  {
    name: 'Crisocola Artefatos Ritualísticos ME',
    kind: 'cnpj',
    keyKind: 'evp',
    email: 'crisocola.artefatos@mail.com',
    bank: 'bradesco',
    nearNamesake: 'Crisocola Artefatos Votivos ME',
  },
  {
    name: 'Lucídio Francelino Bettega Zanardo',
    kind: 'cpf',
    keyKind: 'email',
    email: 'lucidio.zanardo@fastmail.com',
    bank: 'inter',
    nearNamesake: 'Lucídio Francelino Bettega Nogara',
  },
  {
    name: 'Cianita Quiosque de Patchouli LTDA',
    kind: 'cnpj',
    keyKind: 'cnpj',
    email: 'cianita.quiosque@patchouli.com.br',
    bank: 'santander',
    nearNamesake: 'Cianita Quiosque de Cambuí LTDA',
  },
  {
    name: 'Gervásia Iolete Lamounier Carvajal',
    kind: 'cpf',
    keyKind: 'evp',
    email: 'gervasia.carvajal@zohomail.com',
    bank: 'caixa',
    nearNamesake: 'Gervásia Iolete Lamounier Inojosa',
  },
  {
    name: 'Larimar Galeria de Drusas e Geodos EIRELI',
    kind: 'cnpj',
    keyKind: 'phone',
    email: 'larimar.galeria@drusas.com.br',
    bank: 'bb',
    nearNamesake: 'Larimar Galeria de Drusas e Cuias EIRELI',
  },
  {
    name: 'Ubiratã Wilmar Dalbosco Franzoni',
    kind: 'cpf',
    keyKind: 'email',
    email: 'ubirata.franzoni@fastmail.com',
    bank: 'picpay',
    nearNamesake: 'Ubiratã Wilmar Dalbosco Tedeschi',
  },
  {
    name: 'Rodonita Refúgio do Copal e Murta LTDA',
    kind: 'cnpj',
    keyKind: 'cnpj',
    email: 'rodonita.refugio@copal.com.br',
    bank: 'c6',
    nearNamesake: 'Rodonita Refúgio do Copal e Cambucá LTDA',
  },
  {
    name: 'Hildegarda Rosimeri Kuster Olivetti',
    kind: 'cpf',
    keyKind: 'phone',
    email: 'hildegarda.olivetti@zohomail.com',
    bank: 'mercadopago',
    nearNamesake: 'Hildegarda Rosimeri Kuster Padovani',
  },
  {
    name: 'Moldavita Sobrado das Brumas LTDA',
    kind: 'cnpj',
    keyKind: 'evp',
    email: 'moldavita.sobrado@brumas.com.br',
    bank: 'pagbank',
    nearNamesake: 'Moldavita Sobrado das Sinetas LTDA',
  },
  {
    name: 'Zaqueu Adonias Marinelli Negromonte',
    kind: 'cpf',
    keyKind: 'evp',
    email: 'zaqueu.negromonte@fastmail.com',
    bank: 'sicredi',
    nearNamesake: 'Zaqueu Adonias Marinelli Lunardi',
  },
  {
    name: 'Calcedônia Fiandeira de Palha e Vime ME',
    kind: 'cnpj',
    keyKind: 'email',
    email: 'calcedonia.fiandeira@palhaevime.com.br',
    bank: 'nubank',
    nearNamesake: 'Calcedônia Fiandeira de Palha e Junco ME',
  },
  {
    name: 'Anatália Jucilene Orsolin Vanderlinde',
    kind: 'cpf',
    keyKind: 'phone',
    email: 'anatalia.vanderlinde@zohomail.com',
    bank: 'neon',
    nearNamesake: 'Anatália Jucilene Orsolin Mattioli',
  },
  {
    name: 'Angelita Celeiro de Cipó e Junco LTDA',
    kind: 'cnpj',
    keyKind: 'phone',
    email: 'angelita.celeiro@cipoejunco.com.br',
    bank: 'btg',
    nearNamesake: 'Angelita Celeiro de Cipó e Balaios LTDA',
  },
  {
    name: 'Belquior Rubião Heringer Zambelli',
    kind: 'cpf',
    keyKind: 'email',
    email: 'belquior.zambelli@fastmail.com',
    bank: 'original',
    nearNamesake: 'Belquior Rubião Heringer Stocco',
  },
];

export const FIRST_NAMES: readonly string[] = [
  'Almerinda',
  'Deolinda',
  'Etelvina',
  'Georgina',
  'Honorina',
  'Jovita',
  'Leopoldina',
  'Mafalda',
  'Rosalina',
  'Teodolinda',
  'Ursulina',
  'Veridiana',
  'Abelardo',
  'Heródoto',
  'Isidro',
  'Joviano',
  'Leôncio',
  'Natálio',
  'Pancrácio',
  'Rogaciano',
  'Salviano',
  'Valério',
  'Wolney',
  'Arnóbio',
  'Cornélio',
  'Diomedes',
  'Eleutério',
  'Fulgêncio',
  'Hermano',
  'Laurentino',
  'Melquíades',
  'Onório',
  'Sisenando',
  'Tancredo',
  'Ulpiano',
];

export const SURNAMES: readonly string[] = [
  'Abrunhosa',
  'Cerdeira',
  'Jaques',
  'Lampreia',
  'Nápoles',
  'Ortega',
  'Paradela',
  'Zamith',
  'Drumond',
  'Falleiros',
  'Galante',
  'Meneghini',
  'Nunciato',
  'Pilar',
  'Rosseto',
  'Saboya',
  'Tavolari',
  'Vaccari',
  'Zucolotto',
  'Aguilar',
  'Bertazzo',
  'Dellatorre',
  'Gazzoni',
  'Iório',
  'Lazarini',
  'Mancuso',
  'Soleiro',
  'Zacarelli',
  'Bortoletto',
  'Colombini',
  'Farinazzo',
  'Guidolin',
  'Righi',
  'Tomazelli',
];

/** Other small businesses that receive payments in the negatives (recipients that are not the store). */
export const OTHER_COMPANIES: readonly string[] = [
  'Sineta e Lampião Quinquilharias LTDA',
  'Castiçal Relicário Miudinhos ME',
  'Gamela e Moringa Caipiras LTDA',
  'Samburá Urupema Cestinhas ME',
  'Balaio Arandela Candelabros LTDA',
  'Talismã Amuleto Cofrinhos ME',
  'Candelabro Gamela Miniaturas LTDA',
  'Urupema Balaio Fibrarias ME',
];

/** Free texts people type in the message field of a Pix. */
export const DESCRIPTIONS: readonly string[] = [
  'Faxina do mês',
  'Bolo de fubá da vizinha',
  'Uniforme do futsal',
  'Passagem de ônibus',
  'Remédio da tia',
  'Mesada',
  'Bainha da calça',
  'Vestido da formatura',
  'Amigo secreto do trabalho',
  'Almoço da turma',
  'Reforma do telhado',
  'Muro dos fundos',
  'Cota da quermesse',
  'Devolvendo o emprestado',
  'Sorvete das crianças',
  'Ajuda pro gás',
];

/** Message templates that name the store while the money goes to someone else. */
export const STORE_MENTIONS: readonly string[] = [
  'Igual ao da {store}',
  'Mesmo fornecedor da {store}',
  'Indicado pela {store}',
  'Lembrança da {store}',
];

/** The store's name without its company suffix, as people write it in a message. */
export function shortStoreName(name: string): string {
  return name.replace(/\s+(LTDA|ME|EIRELI)$/u, '');
}
