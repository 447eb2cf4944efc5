/** Spec §3: the client's name is the first non-empty of these form fields (orders' search and the panel agree). */
export const CLIENT_NAME_KEYS = ['nome_completo_fixo', 'nome', 'nome_cliente', 'nome_completo', 'name'] as const;

/**
 * Spec §3: the form field keys a ritual may give the loved one's name and the birth date; reports read the first
 * that is filled in, and a correction (LGPD art. 18 III) may change any of them.
 */
export const LOVED_ONE_NAME_KEYS = [
  'nome_do_amor',
  'nome_amor',
  'amor',
  'nome_da_pessoa',
  'pessoa_amada',
  'nome_dele',
  'nome_dela',
  'crush',
  'paixao',
] as const;

export const BIRTH_DATE_KEYS = [
  'data_nascimento',
  'data_nasc',
  'nascimento',
  'aniversario',
  'data_de_nascimento',
  'data_aniversario',
] as const;

/** The form fields a correction may change (LGPD art. 18 III); the WhatsApp is corrected as the field "whatsapp". */
export const CORRECTABLE_FIELD_KEYS: readonly string[] = [
  ...CLIENT_NAME_KEYS,
  ...LOVED_ONE_NAME_KEYS,
  ...BIRTH_DATE_KEYS,
];
