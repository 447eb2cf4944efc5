// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { Canvas, checkIcon, chevronLeft, clockIcon, closeIcon, pixIcon, shareIcon, statusBar } from './draw.js';
import type { CaseFacts, Party } from './facts.js';
import type { LayoutSpec } from './specs.js';
import { formatBRL, formatDate, formatDateTime, formatTime, rngFrom } from './text.js';

/** A line of a receipt: in 'no label' sections the label is left out. */
export interface Row {
  label: string;
  value: string;
  bold?: boolean;
}

export interface Section {
  heading?: string;
  rows: Row[];
  /** In a 'no label' layout, a section whose rows keep their labels (the transaction details). */
  labelled?: boolean;
}

/** What one receipt says, in the order the app shows it. */
export interface ReceiptDoc {
  appTitle: string;
  /** Top-right of the app bar. */
  topAction: 'close' | 'share' | 'brand' | 'none';
  heroIcon: 'check' | 'clock' | 'pix' | 'none';
  heroTitle: string;
  amountLabel?: string;
  amount: string;
  heroLines: string[];
  badge?: string;
  headingStyle: 'bold' | 'muted caps' | 'accent';
  sections: Section[];
  footer: string[];
  button?: string;
}

// ---------------------------------------------------------------- shared content

const docLabel = (p: Party, style: 'plain' | 'both' = 'plain'): string => {
  if (style === 'both') return 'CPF/CNPJ';
  return p.kind === 'cpf' ? 'CPF' : 'CNPJ';
};

function when(f: CaseFacts, spec: LayoutSpec): string {
  return formatDateTime(f.instant, spec.dateStyle);
}

/** Title, date lines and badge: a payment, or an agendamento not yet paid. */
function hero(
  f: CaseFacts,
  spec: LayoutSpec,
  paidTitle: string,
  scheduledTitle = 'Pix agendado',
): { heroTitle: string; heroLines: string[]; badge?: string; heroIcon: ReceiptDoc['heroIcon'] } {
  if (f.scheduled && f.scheduledFor) {
    return {
      heroTitle: scheduledTitle,
      heroLines: [`Agendado em ${when(f, spec)}`],
      badge: `Agendado para ${formatDate(f.scheduledFor)}`,
      heroIcon: 'clock',
    };
  }
  return { heroTitle: paidTitle, heroLines: [when(f, spec)], heroIcon: 'check' };
}

function optional(label: string, value: string | undefined): Row[] {
  return value === undefined ? [] : [{ label, value }];
}

function docRow(p: Party, label: string): Row[] {
  return p.shownDocument === null ? [] : [{ label, value: p.shownDocument }];
}

function keyRow(f: CaseFacts, label: string): Row[] {
  return f.key ? [{ label, value: f.key.shown }] : [];
}

// ---------------------------------------------------------------- the 16 apps

type Builder = (f: CaseFacts, spec: LayoutSpec) => ReceiptDoc;

const nubank: Builder = (f, spec) => {
  const h = hero(f, spec, 'Comprovante de transferência', 'Transferência agendada');
  const r = f.recipient;
  const p = f.payer;
  return {
    appTitle: '',
    topAction: 'close',
    ...h,
    heroIcon: 'none',
    amount: formatBRL(f.amountCents),
    headingStyle: 'bold',
    sections: [
      {
        rows: [
          { label: 'Valor', value: formatBRL(f.amountCents) },
          { label: 'Tipo de transferência', value: 'Pix' },
          ...optional('Descrição', f.description),
        ],
      },
      {
        heading: 'Destino',
        rows: [
          { label: 'Nome', value: r.shownName },
          ...docRow(r, docLabel(r)),
          { label: 'Instituição', value: r.bank.name },
          { label: 'Agência', value: r.agency },
          { label: 'Conta', value: r.account },
          ...keyRow(f, 'Chave Pix'),
        ],
      },
      {
        heading: 'Origem',
        rows: [
          { label: 'Nome', value: p.shownName },
          { label: 'Instituição', value: p.bank.name },
          { label: 'Agência', value: p.agency },
          { label: 'Conta', value: p.account },
          ...docRow(p, docLabel(p)),
        ],
      },
      { rows: [{ label: 'ID da transação:', value: f.endToEndId }] },
    ],
    footer: ['Nu Pagamentos S.A. - Instituição de Pagamento', 'Ouvidoria: 0800 608 3142 (dias úteis, 8h às 18h)'],
  };
};

const itau: Builder = (f, spec) => {
  const h = hero(f, spec, 'Pix enviado', 'Pix agendado');
  const r = f.recipient;
  const p = f.payer;
  return {
    appTitle: 'comprovante',
    topAction: 'share',
    ...h,
    amountLabel: 'valor',
    amount: formatBRL(f.amountCents),
    headingStyle: 'accent',
    sections: [
      {
        heading: 'dados do recebedor',
        rows: [
          { label: 'nome do recebedor', value: r.shownName, bold: true },
          ...docRow(r, docLabel(r, 'both')),
          ...keyRow(f, 'chave'),
          { label: 'instituição', value: r.bank.name },
          { label: 'agência / conta', value: `${r.agency} / ${r.account}` },
        ],
      },
      {
        heading: 'dados do pagador',
        rows: [
          { label: 'nome do pagador', value: p.shownName, bold: true },
          ...docRow(p, 'CPF'),
          { label: 'agência / conta', value: `${p.agency} / ${p.account}` },
        ],
      },
      {
        heading: 'dados da transação',
        rows: [
          ...optional('descrição', f.description),
          { label: 'ID da transação', value: f.endToEndId },
          { label: 'autenticação', value: f.authCode.slice(0, 24) },
        ],
      },
    ],
    footer: ['dúvidas: SAC 0800 770 4128', 'ouvidoria 0800 570 0316'],
  };
};

const bradesco: Builder = (f, spec) => {
  const h = hero(f, spec, 'Transferência realizada', 'Transferência agendada');
  const r = f.recipient;
  const p = f.payer;
  return {
    appTitle: 'Comprovante',
    topAction: 'share',
    ...h,
    heroLines: f.scheduled ? h.heroLines : ['Pix'],
    amount: formatBRL(f.amountCents),
    headingStyle: 'bold',
    sections: [
      {
        heading: 'Dados de quem pagou',
        rows: [
          { label: 'Nome', value: p.shownName },
          ...docRow(p, 'CPF'),
          { label: 'Instituição', value: p.bank.name },
          { label: 'Agência', value: p.agency },
          { label: 'Conta', value: p.account },
        ],
      },
      {
        heading: 'Dados de quem recebeu',
        rows: [
          { label: 'Nome', value: r.shownName },
          ...docRow(r, 'CPF/CNPJ'),
          ...keyRow(f, 'Chave'),
          { label: 'Instituição', value: r.bank.name },
          { label: 'Agência', value: r.agency },
          { label: 'Conta', value: r.account },
        ],
      },
      {
        heading: 'Dados da transação',
        rows: [
          { label: 'Data', value: formatDate(f.instant) },
          { label: 'Horário', value: formatTime(f.instant) },
          ...(f.scheduled && f.scheduledFor ? [{ label: 'Data do débito', value: formatDate(f.scheduledFor) }] : []),
          { label: 'Valor', value: formatBRL(f.amountCents) },
          ...optional('Descrição', f.description),
          { label: 'ID da transação', value: f.endToEndId },
          { label: 'Autenticação', value: f.authCode.slice(0, 20) },
        ],
      },
    ],
    footer: ['Alô Bradesco SAC 0800 704 8383', 'Ouvidoria 0800 727 9931'],
  };
};

const bb: Builder = (f, spec) => {
  const h = hero(f, spec, 'Comprovante Pix', 'Comprovante de agendamento');
  const r = f.recipient;
  const p = f.payer;
  return {
    appTitle: 'Comprovante',
    topAction: 'brand',
    ...h,
    heroIcon: 'pix',
    amountLabel: 'VALOR',
    amount: formatBRL(f.amountCents),
    headingStyle: 'bold',
    sections: [
      {
        heading: f.scheduled ? 'A PAGAR PARA' : 'PAGO PARA',
        rows: [
          { label: 'NOME:', value: r.shownName },
          ...docRow(r, `${docLabel(r)}:`),
          ...keyRow(f, 'CHAVE PIX:'),
          { label: 'INSTITUIÇÃO:', value: r.bank.name },
          { label: 'AGÊNCIA:', value: r.agency },
          { label: 'CONTA:', value: r.account },
        ],
      },
      {
        heading: 'PAGADOR',
        rows: [
          { label: 'NOME:', value: p.shownName },
          ...docRow(p, 'CPF:'),
          { label: 'AGÊNCIA:', value: p.agency },
          { label: 'CONTA:', value: p.account },
        ],
      },
      {
        rows: [
          { label: 'DATA:', value: formatDate(f.instant) },
          { label: 'HORA:', value: formatTime(f.instant) },
          ...optional('DESCRIÇÃO:', f.description),
          { label: 'DOCUMENTO:', value: f.transactionNumber },
          { label: 'ID:', value: f.endToEndId },
        ],
      },
    ],
    footer: ['SAC 0800 729 0722', 'Ouvidoria BB 0800 729 5678'],
  };
};

const caixa: Builder = (f, spec) => {
  const h = hero(f, spec, 'Comprovante de Pix', 'Comprovante de agendamento de Pix');
  const r = f.recipient;
  const p = f.payer;
  return {
    appTitle: 'Comprovante',
    topAction: 'share',
    ...h,
    heroIcon: 'none',
    amountLabel: 'Valor',
    amount: formatBRL(f.amountCents),
    headingStyle: 'accent',
    sections: [
      {
        heading: 'Dados do recebedor',
        rows: [
          { label: 'Nome', value: r.shownName, bold: true },
          ...docRow(r, docLabel(r)),
          ...keyRow(f, 'Chave Pix'),
          { label: 'Instituição', value: r.bank.name },
          { label: 'Agência / Conta', value: `${r.agency} / ${r.account}` },
        ],
      },
      {
        heading: 'Dados do pagador',
        rows: [
          { label: 'Nome', value: p.shownName, bold: true },
          ...docRow(p, 'CPF'),
          { label: 'Agência / Conta', value: `${p.agency} / ${p.account}` },
        ],
      },
      {
        heading: 'Dados da transação',
        rows: [
          ...optional('Descrição', f.description),
          { label: 'Código da operação', value: f.transactionNumber },
          { label: 'Chave de segurança', value: f.authCode.slice(0, 16).replace(/(.{4})(?=.)/g, '$1 ') },
          { label: 'Identificador', value: f.endToEndId },
        ],
      },
    ],
    footer: ['SAC CAIXA 0800 726 0104', 'Ouvidoria 0800 725 7474'],
  };
};

const santander: Builder = (f, spec) => {
  const h = hero(f, spec, 'Pix realizado com sucesso', 'Pix agendado com sucesso');
  const r = f.recipient;
  const p = f.payer;
  return {
    appTitle: 'Comprovante do Pix',
    topAction: 'close',
    ...h,
    amount: formatBRL(f.amountCents),
    headingStyle: 'bold',
    sections: [
      {
        heading: 'Pagador',
        rows: [{ label: 'Nome', value: p.shownName }, ...docRow(p, 'CPF'), { label: 'Banco', value: p.bank.name }],
      },
      {
        heading: 'Recebedor',
        rows: [
          { label: 'Nome', value: r.shownName },
          ...docRow(r, docLabel(r)),
          ...keyRow(f, 'Chave Pix'),
          { label: 'Banco', value: r.bank.name },
          { label: 'Agência | Conta', value: `${r.agency} | ${r.account}` },
        ],
      },
      {
        heading: 'Detalhes',
        rows: [
          { label: f.scheduled ? 'Data do agendamento' : 'Data da transferência', value: when(f, spec) },
          ...(f.scheduled && f.scheduledFor ? [{ label: 'Data do débito', value: formatDate(f.scheduledFor) }] : []),
          ...optional('Descrição', f.description),
          { label: 'ID/E2E', value: f.endToEndId },
        ],
      },
    ],
    footer: ['Central de Atendimento 4004 2719', 'SAC 0800 762 7845 · Ouvidoria 0800 726 0312'],
    button: 'Compartilhar comprovante',
  };
};

const inter: Builder = (f, spec) => {
  const h = hero(f, spec, 'Pix enviado', 'Pix agendado');
  const r = f.recipient;
  const p = f.payer;
  return {
    appTitle: 'Comprovante',
    topAction: 'share',
    ...h,
    heroIcon: 'pix',
    amount: formatBRL(f.amountCents),
    headingStyle: 'bold',
    sections: [
      {
        heading: 'Quem recebeu',
        rows: [
          { label: 'Nome', value: r.shownName },
          ...docRow(r, docLabel(r)),
          ...keyRow(f, 'Chave Pix'),
          { label: 'Instituição', value: r.bank.name },
          { label: 'Agência', value: r.agency },
          { label: 'Conta', value: r.account },
        ],
      },
      {
        heading: 'Quem pagou',
        rows: [
          { label: 'Nome', value: p.shownName },
          ...docRow(p, 'CPF'),
          { label: 'Instituição', value: p.bank.name },
        ],
      },
      {
        heading: 'Mais informações',
        rows: [
          ...optional('Descrição', f.description),
          { label: 'ID da transação', value: f.endToEndId },
          { label: 'Código de autenticação', value: f.authCode.slice(0, 20).toLowerCase() },
        ],
      },
    ],
    footer: ['SAC 0800 940 9311 · Ouvidoria 0800 940 7833'],
  };
};

const picpay: Builder = (f, spec) => {
  const h = hero(f, spec, 'Pix enviado', 'Pix agendado');
  const r = f.recipient;
  const p = f.payer;
  return {
    appTitle: 'Comprovante',
    topAction: 'close',
    ...h,
    amount: formatBRL(f.amountCents),
    headingStyle: 'muted caps',
    sections: [
      {
        heading: 'Para',
        rows: [
          { label: '', value: r.shownName, bold: true },
          ...docRow(r, ''),
          ...(f.key ? [{ label: '', value: `Chave: ${f.key.shown}` }] : []),
          { label: '', value: r.bank.name },
          { label: '', value: `Agência ${r.agency} • Conta ${r.account}` },
        ],
      },
      {
        heading: 'De',
        rows: [{ label: '', value: p.shownName, bold: true }, ...docRow(p, ''), { label: '', value: p.bank.name }],
      },
      {
        labelled: true,
        rows: [...optional('Mensagem', f.description), { label: 'Código da transação', value: f.endToEndId }],
      },
    ],
    footer: ['Precisa de ajuda? Acesse a Central no app.', 'Ouvidoria 0800 025 8813'],
    button: 'Compartilhar',
  };
};

const mercadopago: Builder = (f, spec) => {
  const h = hero(f, spec, 'Comprovante de transferência', 'Transferência agendada');
  const r = f.recipient;
  const p = f.payer;
  return {
    appTitle: 'Comprovante',
    topAction: 'share',
    ...h,
    heroIcon: 'none',
    amountLabel: 'Você transferiu',
    amount: formatBRL(f.amountCents),
    headingStyle: 'bold',
    sections: [
      {
        heading: 'De',
        rows: [
          { label: 'Nome', value: p.shownName },
          ...docRow(p, 'CPF'),
          { label: 'Instituição', value: p.bank.name },
        ],
      },
      {
        heading: 'Para',
        rows: [
          { label: 'Nome', value: r.shownName },
          ...docRow(r, docLabel(r)),
          ...keyRow(f, 'Chave Pix'),
          { label: 'Instituição', value: r.bank.name },
          { label: 'Agência e conta', value: `${r.agency} • ${r.account}` },
        ],
      },
      {
        rows: [
          ...optional('Mensagem', f.description),
          { label: 'Número da transação', value: f.transactionNumber },
          { label: 'ID de transação Pix', value: f.endToEndId },
        ],
      },
    ],
    footer: ['Mercado Pago — Ouvidoria 0800 637 7246'],
  };
};

const c6: Builder = (f, spec) => {
  const h = hero(f, spec, 'Transferência realizada', 'Transferência agendada');
  const r = f.recipient;
  const p = f.payer;
  return {
    appTitle: 'Comprovante',
    topAction: 'close',
    ...h,
    heroIcon: 'none',
    amountLabel: 'Valor do Pix',
    amount: formatBRL(f.amountCents),
    headingStyle: 'muted caps',
    sections: [
      {
        heading: 'Para',
        rows: [
          { label: 'Nome', value: r.shownName, bold: true },
          ...docRow(r, docLabel(r)),
          ...keyRow(f, 'Chave Pix'),
          { label: 'Instituição', value: r.bank.name },
          { label: 'Agência', value: r.agency },
          { label: 'Conta', value: r.account },
        ],
      },
      {
        heading: 'De',
        rows: [
          { label: 'Nome', value: p.shownName, bold: true },
          ...docRow(p, 'CPF'),
          { label: 'Instituição', value: p.bank.name },
          { label: 'Conta', value: p.account },
        ],
      },
      {
        heading: 'Transação',
        rows: [...optional('Descrição', f.description), { label: 'ID da transação', value: f.endToEndId }],
      },
    ],
    footer: ['SAC 0800 660 1336 · Ouvidoria 0800 770 9450'],
  };
};

const pagbank: Builder = (f, spec) => {
  const h = hero(f, spec, 'Pix enviado', 'Pix agendado');
  const r = f.recipient;
  const p = f.payer;
  return {
    appTitle: 'Comprovante de Pix',
    topAction: 'close',
    ...h,
    amount: formatBRL(f.amountCents),
    headingStyle: 'muted caps',
    sections: [
      {
        heading: 'Destino',
        rows: [
          { label: 'Nome', value: r.shownName, bold: true },
          ...docRow(r, docLabel(r, 'both')),
          { label: 'Instituição', value: r.bank.name },
          ...keyRow(f, 'Chave Pix'),
        ],
      },
      {
        heading: 'Origem',
        rows: [
          { label: 'Nome', value: p.shownName, bold: true },
          ...docRow(p, 'CPF'),
          { label: 'Instituição', value: p.bank.name },
        ],
      },
      {
        heading: 'Detalhes',
        rows: [
          { label: 'Data e hora', value: when(f, spec) },
          ...optional('Descrição', f.description),
          { label: 'Código da transação', value: f.endToEndId },
        ],
      },
    ],
    footer: ['PagBank - Ouvidoria 0800 703 1174'],
    button: 'Compartilhar',
  };
};

const neon: Builder = (f, spec) => {
  const h = hero(f, spec, 'Transferência Pix enviada', 'Transferência Pix agendada');
  const r = f.recipient;
  const p = f.payer;
  return {
    appTitle: 'Comprovante',
    topAction: 'share',
    ...h,
    amount: formatBRL(f.amountCents),
    headingStyle: 'accent',
    sections: [
      {
        heading: 'Destino',
        rows: [
          { label: '', value: r.shownName, bold: true },
          ...docRow(r, ''),
          { label: '', value: `${r.bank.code} - ${r.bank.name}` },
          { label: '', value: `Ag. ${r.agency} | Cc. ${r.account}` },
          ...(f.key ? [{ label: '', value: f.key.shown }] : []),
        ],
      },
      {
        heading: 'Origem',
        rows: [
          { label: '', value: p.shownName, bold: true },
          ...docRow(p, ''),
          { label: '', value: `${p.bank.code} - ${p.bank.name}` },
        ],
      },
      {
        labelled: true,
        rows: [...optional('Descrição', f.description), { label: 'Identificador', value: f.endToEndId }],
      },
    ],
    footer: ['Dúvidas? Fale com a gente pelo app.', 'Ouvidoria 0800 942 0516'],
  };
};

const banrisul: Builder = (f, spec) => {
  const h = hero(f, spec, 'COMPROVANTE DE PIX', 'AGENDAMENTO DE PIX');
  const r = f.recipient;
  const p = f.payer;
  return {
    appTitle: 'Comprovante',
    topAction: 'share',
    ...h,
    heroIcon: 'none',
    amount: formatBRL(f.amountCents),
    headingStyle: 'bold',
    sections: [
      {
        heading: 'PAGADOR',
        rows: [
          { label: '', value: p.shownName, bold: true },
          ...docRow(p, ''),
          { label: '', value: `AG ${p.agency} CC ${p.account}` },
        ],
      },
      {
        heading: 'RECEBEDOR',
        rows: [
          { label: '', value: r.shownName, bold: true },
          ...docRow(r, ''),
          ...(f.key ? [{ label: '', value: f.key.shown }] : []),
          { label: '', value: r.bank.name },
          { label: '', value: `AG ${r.agency} CC ${r.account}` },
        ],
      },
      {
        labelled: true,
        rows: [
          ...optional('DESCRIÇÃO', f.description?.toLocaleUpperCase('pt-BR')),
          { label: 'ID', value: f.endToEndId },
          { label: 'AUTENTICAÇÃO', value: f.authCode.slice(0, 18) },
        ],
      },
    ],
    footer: ['SAC 0800 646 1515', 'OUVIDORIA 0800 644 2200'],
  };
};

const btg: Builder = (f, spec) => {
  const h = hero(f, spec, 'Pix enviado', 'Pix agendado');
  const r = f.recipient;
  const p = f.payer;
  return {
    appTitle: 'Comprovante',
    topAction: 'close',
    ...h,
    heroIcon: 'pix',
    amountLabel: 'Valor enviado',
    amount: formatBRL(f.amountCents),
    headingStyle: 'muted caps',
    sections: [
      {
        heading: 'Dados do recebedor',
        rows: [
          { label: 'Nome', value: r.shownName },
          ...docRow(r, docLabel(r)),
          ...keyRow(f, 'Chave'),
          { label: 'Instituição', value: r.bank.name },
        ],
      },
      {
        heading: 'Dados do pagador',
        rows: [
          { label: 'Nome', value: p.shownName },
          ...docRow(p, 'CPF'),
          { label: 'Instituição', value: p.bank.name },
        ],
      },
      {
        heading: 'Informações adicionais',
        rows: [...optional('Descrição', f.description), { label: 'ID E2E', value: f.endToEndId }],
      },
    ],
    footer: ['Ouvidoria 0800 722 0048'],
  };
};

const sicredi: Builder = (f, spec) => {
  const h = hero(f, spec, 'Comprovante de Pix', 'Comprovante de agendamento');
  const r = f.recipient;
  const p = f.payer;
  return {
    appTitle: 'Comprovante',
    topAction: 'share',
    ...h,
    heroIcon: 'check',
    amount: formatBRL(f.amountCents),
    headingStyle: 'accent',
    sections: [
      {
        heading: 'Dados do pagador',
        rows: [
          { label: 'Nome', value: p.shownName },
          ...docRow(p, 'CPF'),
          { label: 'Cooperativa', value: p.agency },
          { label: 'Conta', value: p.account },
        ],
      },
      {
        heading: 'Dados do recebedor',
        rows: [
          { label: 'Nome', value: r.shownName },
          ...docRow(r, docLabel(r)),
          ...keyRow(f, 'Chave'),
          { label: 'Instituição', value: r.bank.name },
          { label: 'Agência', value: r.agency },
          { label: 'Conta', value: r.account },
        ],
      },
      {
        heading: 'Dados da transação',
        rows: [
          { label: 'Valor', value: formatBRL(f.amountCents) },
          ...optional('Descrição', f.description),
          { label: 'ID da transação', value: f.endToEndId },
        ],
      },
    ],
    footer: ['SAC 0800 724 7220', 'Ouvidoria 0800 646 2519'],
  };
};

const sicoob: Builder = (f, spec) => {
  const h = hero(f, spec, 'Comprovante Pix', 'Pix agendado');
  const r = f.recipient;
  const p = f.payer;
  return {
    appTitle: 'Comprovante',
    topAction: 'share',
    ...h,
    heroIcon: 'pix',
    amount: formatBRL(f.amountCents),
    headingStyle: 'accent',
    sections: [
      {
        heading: 'Quem recebeu',
        rows: [
          { label: '', value: r.shownName, bold: true },
          ...docRow(r, ''),
          ...(f.key ? [{ label: '', value: `Chave ${f.key.shown}` }] : []),
          { label: '', value: r.bank.name },
          { label: '', value: `Agência ${r.agency} Conta ${r.account}` },
        ],
      },
      {
        heading: 'Quem pagou',
        rows: [
          { label: '', value: p.shownName, bold: true },
          ...docRow(p, ''),
          { label: '', value: `Conta ${p.account}` },
        ],
      },
      {
        labelled: true,
        rows: [
          ...optional('Descrição', f.description),
          { label: 'Identificação', value: f.endToEndId },
          { label: 'Autenticação', value: f.authCode.slice(0, 24) },
        ],
      },
    ],
    footer: ['SAC 0800 724 4420 · Ouvidoria 0800 725 0996'],
  };
};

const BUILDERS: Record<string, Builder> = {
  nubank,
  itau,
  bradesco,
  bb,
  caixa,
  santander,
  inter,
  picpay,
  mercadopago,
  c6,
  pagbank,
  neon,
  banrisul,
  btg,
  sicredi,
  sicoob,
};

export function receiptDoc(spec: LayoutSpec, f: CaseFacts): ReceiptDoc {
  const build = BUILDERS[spec.key];
  if (!build) throw new Error(`no drawer for layout ${spec.key}`);
  return build(f, spec);
}

// ---------------------------------------------------------------- drawing

/** The receipt as an SVG phone screenshot of the layout's size; throws when it does not fit. */
export function drawReceipt(spec: LayoutSpec, f: CaseFacts): string {
  const doc = receiptDoc(spec, f);
  const pal = spec.palette;
  const c = new Canvas(spec.width, spec.height, spec.font, pal.bg);
  const m = spec.margin;
  const b = spec.body;
  const rng = rngFrom(`delta:${spec.key}:${f.caseId}:chrome`);
  const contentRight = spec.width - m;
  const center = spec.width / 2;

  // Status bar and app bar, on an accent band for some apps.
  const appBarBottom = b * 5.2;
  if (spec.band) c.rect(0, 0, spec.width, appBarBottom, pal.accent);
  const chrome = spec.band ? pal.onAccent : pal.fg;
  statusBar(c, formatTime(f.screenshotAt, false), chrome, b * 0.8, m * 0.7, rng.int(22, 95) / 100);
  const barY = b * 3.8;
  chevronLeft(c, m, barY - b * 0.35, b * 0.8, chrome);
  if (doc.appTitle) c.text(center, barY, doc.appTitle, { size: b * 1.05, fill: chrome, bold: true, anchor: 'middle' });
  if (doc.topAction === 'close') closeIcon(c, contentRight - b * 0.4, barY - b * 0.35, b * 0.7, chrome);
  if (doc.topAction === 'share') shareIcon(c, contentRight - b * 0.4, barY - b * 0.4, b * 0.8, chrome);
  if (doc.topAction === 'brand') {
    c.rect(contentRight - b * 2.2, barY - b * 1.1, b * 2.2, b * 1.4, pal.accent, { rx: b * 0.25 });
    c.text(contentRight - b * 1.1, barY - b * 0.05, spec.brand, {
      size: b * 0.8,
      fill: pal.onAccent,
      bold: true,
      anchor: 'middle',
    });
  }
  let y = appBarBottom + b * 1.2;

  // Brand line (drawn as text in the accent colour).
  const align = spec.heroAlign;
  const hx = align === 'center' ? center : m;
  const anchor = align === 'center' ? 'middle' : 'start';
  if (doc.topAction !== 'brand') {
    c.text(hx, y + b * 0.6, spec.brand, { size: b * 1.1, fill: pal.accent, bold: true, anchor });
    y += b * 1.6;
  }

  // Hero: icon, title, amount, date, badge.
  if (doc.heroIcon !== 'none') {
    const r = b * 1.25;
    const cx = align === 'center' ? center : m + r;
    const cy = y + r;
    if (doc.heroIcon === 'check') checkIcon(c, cx, cy, r, pal.accent, pal.onAccent);
    if (doc.heroIcon === 'clock') clockIcon(c, cx, cy, r, pal.accent);
    if (doc.heroIcon === 'pix') pixIcon(c, cx, cy, r, pal.accent);
    y += 2 * r + b * 0.6;
  }
  for (const line of c.wrap(doc.heroTitle, b * 1.3, spec.width - 2 * m)) {
    y += b * 1.6;
    c.text(hx, y, line, { size: b * 1.3, fill: pal.fg, bold: true, anchor });
  }
  if (doc.amountLabel) {
    y += b * 1.5;
    c.text(hx, y, doc.amountLabel, { size: b * 0.85, fill: pal.muted, anchor });
  }
  y += b * 2.3;
  c.text(hx, y, doc.amount, { size: b * 1.8, fill: pal.fg, bold: true, anchor });
  for (const line of doc.heroLines) {
    for (const part of c.wrap(line, b * 0.85, spec.width - 2 * m)) {
      y += b * 1.25;
      c.text(hx, y, part, { size: b * 0.85, fill: pal.muted, anchor });
    }
  }
  if (doc.badge) {
    const size = b * 0.85;
    const w = c.textWidth(doc.badge, size) + b * 1.4;
    const x = align === 'center' ? center - w / 2 : m;
    y += b * 0.7;
    c.rect(x, y, w, b * 1.6, pal.accent, { rx: b * 0.8 });
    c.text(x + w / 2, y + b * 1.1, doc.badge, { size, fill: pal.onAccent, bold: true, anchor: 'middle' });
    y += b * 1.6;
  }
  y += b * 1.1;

  // Sections.
  const pad = spec.cards ? b * 0.9 : 0;
  const left = m + pad;
  const right = contentRight - pad;
  const inner = right - left;
  const labelSize = spec.family === 'label above' ? b * 0.78 : b * 0.9;
  const lineH = b * 1.32;
  doc.sections.forEach((section, k) => {
    const top = y;
    const behind = c.mark();
    y += pad;
    if (section.heading) {
      const heading = doc.headingStyle === 'muted caps' ? section.heading.toLocaleUpperCase('pt-BR') : section.heading;
      y += b * 1.25;
      c.text(left, y, heading, {
        size: doc.headingStyle === 'muted caps' ? b * 0.8 : b * 1.05,
        fill: doc.headingStyle === 'accent' ? pal.accent : doc.headingStyle === 'muted caps' ? pal.muted : pal.fg,
        bold: true,
        letterSpacing: doc.headingStyle === 'muted caps' ? b * 0.06 : 0,
      });
      y += b * 0.45;
    }
    const noLabel = spec.family === 'no label' && !section.labelled;
    const above = spec.family === 'label above' || (spec.family === 'no label' && section.labelled);
    for (const row of section.rows) {
      if (noLabel) {
        for (const line of c.wrap(row.value, b, inner)) {
          y += lineH;
          c.text(left, y, line, { size: b, fill: row.bold ? pal.fg : pal.muted, bold: row.bold });
        }
        y += b * 0.12;
      } else if (above) {
        y += b * 1.35;
        c.text(left, y, row.label, { size: labelSize, fill: pal.muted });
        for (const line of c.wrap(row.value, b, inner)) {
          y += lineH;
          c.text(left, y, line, { size: b, fill: pal.fg, bold: row.bold });
        }
        y += b * 0.3;
      } else {
        const labelW = c.textWidth(row.label, labelSize);
        const avail = Math.max(inner - labelW - b * 0.9, inner * 0.45);
        let lines = c.wrap(row.value, b, avail);
        // A key or an id too long to stand beside its label goes whole on the line below, as apps do.
        if (lines.length > 1 && !row.value.includes(' ')) lines = ['', ...c.wrap(row.value, b, inner)];
        y += b * 1.45;
        c.text(left, y, row.label, { size: labelSize, fill: pal.muted });
        lines.forEach((line, i) => {
          if (i > 0) y += lineH;
          if (line) c.text(right, y, line, { size: b, fill: pal.fg, bold: row.bold, anchor: 'end' });
        });
        y += b * 0.2;
      }
    }
    y += pad + b * 0.5;
    if (spec.cards) {
      c.rect(m, top, spec.width - 2 * m, y - top, pal.card ?? pal.bg, { rx: b * 0.7, at: behind });
      y += b * 0.7;
    } else if (k < doc.sections.length - 1) {
      c.line(m, y, contentRight, y, pal.divider, Math.max(2, b / 14));
      y += b * 0.3;
    }
  });

  // Footer and button.
  for (const line of doc.footer) {
    for (const part of c.wrap(line, b * 0.72, spec.width - 2 * m)) {
      y += b * 1.05;
      c.text(center, y, part, { size: b * 0.72, fill: pal.muted, anchor: 'middle' });
    }
  }
  if (doc.button) {
    const bh = b * 2.2;
    const by = Math.max(y + b, spec.height - m - bh);
    c.rect(m, by, spec.width - 2 * m, bh, pal.accent, { rx: bh / 2 });
    c.text(center, by + bh * 0.64, doc.button, { size: b * 0.95, fill: pal.onAccent, bold: true, anchor: 'middle' });
  }
  return c.svg();
}
