import { invalidArgument } from '@ritual/runtime';

export interface PrivacyNoticeInput {
  text: string;
  controller_name: string;
  controller_document: string;
  dpo_name: string;
  dpo_contact: string;
}

export interface PrivacyNotice extends PrivacyNoticeInput {
  version: string;
  updated_at: string;
}

/** What a fresh store shows until the operator saves its own notice: version 1. */
export const DEFAULT_PRIVACY_NOTICE: PrivacyNotice = {
  version: '1',
  updated_at: '',
  controller_name: '',
  controller_document: '',
  dpo_name: '',
  dpo_contact: '',
  text: [
    'Quais dados coletamos: para preparar o seu ritual pedimos o seu nome completo e o seu WhatsApp e, conforme o ' +
      'ritual, data de nascimento, o nome de uma pessoa amada, um texto sobre a sua situação e uma foto. Para ' +
      'confirmar o pagamento guardamos o comprovante PIX que você envia.',
    'Por que coletamos: para realizar o ritual que você pediu, falar com você pelo WhatsApp e confirmar o ' +
      'pagamento. Como a compra de um ritual revela convicção religiosa (dado pessoal sensível, art. 11 da LGPD), ' +
      'só tratamos esses dados com o seu consentimento específico, dado na caixa do formulário.',
    'Mensagens pelo WhatsApp: a confirmação do seu pedido, os lembretes de pagamento do PIX e o vídeo do seu ' +
      'ritual chegam pelo WhatsApp, enviados pela loja por meio da Plataforma WhatsApp Business (Meta), ao número ' +
      'que você informou e somente sobre esse pedido; não enviamos propaganda. Para não receber mais os lembretes, ' +
      'responda SAIR.',
    'Com quem compartilhamos: a loja, a empresa que hospeda o site e guarda os arquivos, o WhatsApp (Meta), por ' +
      'onde falamos com você, e o seu banco e o nosso, que processam o PIX. Não vendemos seus dados.',
    'Por quanto tempo guardamos: os dados do ritual são anonimizados alguns meses depois de o pedido ser pago ou ' +
      'cancelado; as fotos são apagadas em até 24 horas se não forem usadas. O valor, a data, o ritual e a ' +
      'identificação do pagamento ficam guardados pelo prazo fiscal (5 anos), sem dados pessoais.',
    'Seus direitos (art. 18 da LGPD): confirmar se tratamos seus dados, acessá-los, corrigi-los, pedir a ' +
      'anonimização ou eliminação, saber com quem foram compartilhados e revogar o consentimento. Use o formulário ' +
      'desta página: você recebe um número de protocolo e a resposta em até 15 dias. Confirmaremos pelo WhatsApp ' +
      'que o pedido é seu antes de agir.',
  ].join('\n\n'),
};

const TEXT_MAX = 20_000;
const SHORT_MAX = 200;
const REQUIRED: Array<[keyof PrivacyNoticeInput, string]> = [
  ['text', 'O texto do aviso de privacidade é obrigatório'],
  ['controller_name', 'O nome do controlador é obrigatório'],
  ['controller_document', 'O CNPJ ou CPF do controlador é obrigatório'],
  ['dpo_name', 'O nome do encarregado é obrigatório'],
  ['dpo_contact', 'O contato do encarregado é obrigatório'],
];

/** Trims every field; all are required, the document is a CPF (11 digits) or a CNPJ (14). */
export function validatePrivacyNotice(input: PrivacyNoticeInput): PrivacyNoticeInput {
  const notice = Object.fromEntries(
    REQUIRED.map(([field]) => [field, String(input[field] ?? '').trim()]),
  ) as unknown as PrivacyNoticeInput;
  for (const [field, message] of REQUIRED) {
    if (!notice[field]) throw invalidArgument(message);
    const max = field === 'text' ? TEXT_MAX : SHORT_MAX;
    if (notice[field].length > max) throw invalidArgument(`O campo ${field} aceita no máximo ${max} caracteres`);
  }
  const digits = notice.controller_document.replace(/\D/g, '');
  if (digits.length !== 11 && digits.length !== 14) {
    throw invalidArgument('O documento do controlador deve ser um CPF (11 dígitos) ou um CNPJ (14 dígitos)');
  }
  return notice;
}
