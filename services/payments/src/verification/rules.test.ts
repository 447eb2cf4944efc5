import { getPixKeyInfo } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { NO_FIELDS, type ReceiptFields } from './receipt-fields.js';
import {
  APPROVED_REASON,
  type Checks,
  combine,
  compareKey,
  decide,
  endToEndIdAgreesOnTime,
  evaluate,
  NOT_A_RECEIPT,
  RECIPIENT_DIFFERS,
  type ReceiptContext,
  review,
  SCHEDULED_RECEIPT,
} from './rules.js';

const context: ReceiptContext = {
  orderPrice: '49.90',
  orderCreatedAt: new Date('2026-03-10T15:00:00Z'), // 12:00 in São Paulo
  pixKey: 'loja@exemplo.com.br',
  siteName: 'Templo dos Rituais',
  recipientName: '',
  recipientDocument: '',
  timeZone: 'America/Sao_Paulo',
  now: new Date('2026-03-10T18:00:00Z'),
};

const good: ReceiptFields = {
  ...NO_FIELDS,
  mentionsPix: true,
  amount: '49.90',
  paidAt: '2026-03-10T12:05:33',
  recipientName: 'TEMPLO DOS RITUAIS LTDA',
  recipientKey: 'loja@exemplo.com.br',
  endToEndId: 'E18236120202603101505a1B2c3D4e5F',
};

/** The store with its account holder configured. */
const holder: Partial<ReceiptContext> = {
  recipientName: 'TEMPLO DOS RITUAIS LTDA',
  recipientDocument: '11222333000181',
};
const outcomes = (checks: Checks) => Object.fromEntries(Object.entries(checks).map(([name, c]) => [name, c.outcome]));
const judge = (fields: Partial<ReceiptFields>, overrides: Partial<ReceiptContext> = {}) =>
  decide(evaluate({ ...good, ...fields }, { ...context, ...overrides }));

describe('receipt rules', () => {
  it('approves a receipt whose every check passes', () => {
    expect(judge({})).toEqual({ status: 'approved', reason: APPROVED_REASON });
  });

  it('rejects a different amount, naming both amounts', () => {
    expect(judge({ amount: '39.90' })).toEqual({
      status: 'rejected',
      reason: 'Valor diferente do pedido: o comprovante mostra R$ 39,90 e o pedido é de R$ 49,90.',
    });
  });

  it('rejects a payment to another key', () => {
    expect(judge({ recipientKey: 'golpe@exemplo.com.br', recipientName: 'Fulano' })).toEqual({
      status: 'rejected',
      reason: RECIPIENT_DIFFERS,
    });
  });

  it('takes a line of the recipient’s section that is the whole e-mail key but its @, read as a letter, for the key, and no other line', () => {
    const section = (...lines: string[]) =>
      judge(
        { recipientKey: null, recipientName: 'Ervanaria Lua Cheia', recipientLines: ['Ervanaria Lua Cheia', ...lines] },
        {
          pixKey: 'ervanaria.luacheia@exemplo.com.br',
        },
      );

    expect(section('Agência 0001 - Conta 8812-0', 'ervanaria.luacheiaWexemplo.com.br').status).toBe('approved');
    expect(section('ervanaria.luacheia exemplo.com.br').status).toBe('approved');
    for (const other of ['ervanaria.luacheiaWexemplo.com', 'ervanaria.luachexaWexemplo.com.br', 'exemplo.com.br']) {
      expect([other, section(other).status]).toEqual([other, 'pending_review']);
    }
    expect(judge({ recipientKey: null, recipientLines: ['luWex.com'] }, { pixKey: 'lu@ex.com' }).status).toBe(
      'pending_review',
    );
  });

  it('rejects a payment made before the order, by the printed time or by the id’s timestamp', () => {
    expect(judge({ paidAt: '2026-03-10T11:40:00', endToEndId: null }).reason).toBe(
      'Pagamento anterior ao pedido: o comprovante é de 10/03/2026 às 11:40, antes de o pedido ser feito.',
    );
    expect(judge({ paidAt: '2026-03-09', endToEndId: null }).status).toBe('rejected');
    expect(judge({ endToEndId: 'E18236120202603091505a1B2c3D4e5F' }).reason).toMatch(/^Pagamento anterior ao pedido/);
  });

  it('doubts a printed date before the order beside an id stamped after it (a misread month), never rejects it', () => {
    expect(judge({ paidAt: '2026-01-10T12:05:33' }).status).toBe('pending_review');
    expect(judge({ paidAt: '2026-01-10' }).status).toBe('pending_review');
  });

  it('approves a receipt whose clock is seconds behind the store’s, or whose printed minute holds the order', () => {
    expect(judge({ paidAt: '2026-03-10T11:59:20', endToEndId: 'E18236120202603101459a1B2c3D4e5F' }).status).toBe(
      'approved',
    );
    expect(
      judge(
        { paidAt: '2026-03-10T12:00', endToEndId: 'E18236120202603101500a1B2c3D4e5F' },
        { orderCreatedAt: new Date('2026-03-10T15:00:50Z') },
      ).status,
    ).toBe('approved');
  });

  it('leaves to the operator a receipt minutes before the order, which no clock explains but a misread may', () => {
    const verdict = judge({ paidAt: '2026-03-10T11:55:00', endToEndId: 'E18236120202603101455a1B2c3D4e5F' });
    expect(verdict.status).toBe('pending_review');
    expect(verdict.reason).toContain('data e hora');
    expect(judge({ paidAt: '2026-03-10T11:58:30', endToEndId: 'E18236120202603101458a1B2c3D4e5F' }).status).toBe(
      'pending_review',
    );
    expect(
      judge(
        { paidAt: '2026-03-10T11:58', endToEndId: 'E18236120202603101458a1B2c3D4e5F' },
        { orderCreatedAt: new Date('2026-03-10T15:00:10Z') },
      ).status,
    ).toBe('pending_review');
  });

  it('rejects what is no PIX receipt, and a scheduled PIX', () => {
    expect(judge({ ...NO_FIELDS })).toEqual({ status: 'rejected', reason: NOT_A_RECEIPT });
    expect(judge({ scheduled: true })).toEqual({ status: 'rejected', reason: SCHEDULED_RECEIPT });
  });

  it.each([
    ['the amount', { amount: null }, 'valor'],
    ['the time', { paidAt: null }, 'data e hora'],
    ['the end-to-end id', { endToEndId: null }, 'ID da transação'],
    ['the recipient', { recipientKey: null, recipientName: null }, 'recebedor'],
  ])('leaves it to the operator when %s cannot be read', (_what, fields, named) => {
    const verdict = judge(fields);

    expect(verdict.status).toBe('pending_review');
    expect(verdict.reason).toContain(named);
  });

  it('doubts a time in the future, a same-day date without time and an id stamped at another time', () => {
    expect(judge({ paidAt: '2026-03-10T23:00:00', endToEndId: null }).status).toBe('pending_review');
    expect(judge({ paidAt: '2026-03-10', endToEndId: null }).status).toBe('pending_review');
    expect(judge({ endToEndId: 'E18236120202603101745a1B2c3D4e5F' }).status).toBe('pending_review');
  });

  it('never takes a name alone, without key or document, for the store', () => {
    expect(judge({ recipientKey: null }).status).toBe('pending_review');
    expect(judge({ recipientKey: null }, holder).status).toBe('pending_review');
    expect(judge({ recipientKey: null, recipientName: 'Fulano de Tal' }).status).toBe('pending_review');
  });

  it('takes a long e-mail key one OCR slip off, and one two or three off only beside the store’s name', () => {
    expect(judge({ recipientKey: 'loja@exempio.com.br', recipientName: 'Fulano' }).status).toBe('approved');
    expect(judge({ recipientKey: 'loja@exempio.corn.br', recipientName: 'Fulano' }).status).toBe('pending_review');
    expect(judge({ recipientKey: 'loja@exempio.corn.br' }).status).toBe('approved');
  });

  it('approves the holder’s name with a masked document that agrees with the holder’s on every visible digit', () => {
    for (const recipientDocument of ['11.***.***/0001-**', '**.222.333/0001-**', '11.222.333/0001-81']) {
      expect(judge({ recipientKey: null, recipientDocument }, holder).status).toBe('approved');
    }
    expect(
      judge(
        { recipientKey: null, recipientName: 'Templo dos Rituais', recipientDocument: '11.***.***/0001-**' },
        holder,
      ).status,
    ).toBe('approved');
    expect(
      judge(
        { recipientKey: null, recipientName: 'TEMPLO DOS RITUAIS L...', recipientDocument: '11.222.333/****-**' },
        holder,
      ).status,
    ).toBe('approved');
    expect(
      judge(
        { recipientKey: null, recipientName: 'TEMPL0 DOS RITUAIS LTDA', recipientDocument: '11.222.333/0001-**' },
        holder,
      ).status,
    ).toBe('approved');
  });

  it('doubts the holder’s name or document without the other, or with too few digits shown', () => {
    expect(
      judge(
        { recipientKey: null, recipientName: 'Outra Empresa Ltda', recipientDocument: '11.222.333/0001-81' },
        holder,
      ).status,
    ).toBe('pending_review');
    expect(judge({ recipientKey: null, recipientDocument: '11.***.***/****-**' }, holder).status).toBe(
      'pending_review',
    );
    expect(judge({ recipientKey: null, recipientDocument: '***.456.789-**' }, holder).status).toBe('pending_review');
  });

  it('rejects another name with another document, and doubts the store’s name with another document', () => {
    expect(
      judge(
        { recipientKey: null, recipientName: 'MISTICA ONLINE LTDA', recipientDocument: '45.987.654/0001-10' },
        holder,
      ),
    ).toEqual({ status: 'rejected', reason: RECIPIENT_DIFFERS });
    expect(
      judge(
        { recipientKey: null, recipientName: 'MISTICA ONLINE LTDA', recipientDocument: '45.***.***/0001-**' },
        holder,
      ).status,
    ).toBe('rejected');
    expect(judge({ recipientKey: null, recipientDocument: '45.987.654/0001-10' }, holder).status).toBe(
      'pending_review',
    );
  });

  it('never compares the recipient’s document with an e-mail key (a 0 in it is no "@")', () => {
    expect(
      judge(
        { recipientKey: null, recipientName: 'PEDRO HENRIQUE ALVES', recipientDocument: '+. 123.894-"' },
        { recipientName: 'PEDRO HENRIQUE ALVES', recipientDocument: '28012389452' },
      ).status,
    ).toBe('approved');
  });

  it('takes no bank document number, only a CPF’s or CNPJ’s shape, for the recipient’s document', () => {
    expect(judge({ recipientDocument: '112233' }, holder).status).toBe('approved');
    expect(judge({ recipientKey: null, recipientDocument: '112233' }, holder).status).toBe('pending_review');
  });

  const person: Partial<ReceiptContext> = {
    pixKey: '',
    recipientName: 'MARIA APARECIDA DOS SANTOS OLIVEIRA',
    recipientDocument: '52998224725',
  };
  const byName = (recipientName: string, recipientDocument: string) =>
    judge({ recipientKey: null, recipientName, recipientDocument }, person).status;

  it('approves a holder’s name the bank cut at 25 characters beside agreeing CPF digits, shown any way banks mask them', () => {
    expect(byName('MARIA APARECIDA DOS SANTO', '***.982.247-**')).toBe('approved');
    expect(byName('Maria Aparecida dos Santos Oliveira', '•••.982.247-••')).toBe('approved');
    expect(byName('MARIA APARECIDA DOS SANT...', '***.982.247-**')).toBe('approved');
  });

  it('approves the holder’s name, whole or cut, with a short word OCR ran into the one before it', () => {
    expect(byName('MARIA APARECIDADOS SANTOS OLIVEIRA', '***.982.247-**')).toBe('approved');
    expect(byName('Maria Aparecida Dos Santo...', '***.982.247-**')).toBe('approved');
    expect(byName('Maria Aparecidados Santo...', '***.982.247-**')).toBe('approved');
    expect(byName('MARIA APARECIDADOS REIS OLIVEIRA', '***.982.247-**')).not.toBe('approved');
    expect(byName('MARIA APARECIDADOS SANTOS OLIVEIRA', '***.215.570-**')).not.toBe('approved');
  });

  it('approves no name cut short of 20 characters without a cut mark, and no name beside digits of another document', () => {
    expect(byName('MARIA APARECIDA', '***.982.247-**')).toBe('pending_review');
    expect(byName('MARIA APARECIDA DOS SANTO', '***.215.570-**')).not.toBe('approved');
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '***.215.570-**')).not.toBe('approved');
    expect(byName('CARLOS EDUARDO MENDES', '***.982.247-**')).not.toBe('approved');
    expect(byName('MARIA APARECIDA DOS REIS', '***.982.247-**')).not.toBe('approved');
  });

  it('approves a name an app shortened to its first words and a cut mark, or to its first and last names, beside the CPF digits', () => {
    expect(byName('MARIA APARECIDA D...', '***.982.247-**')).toBe('approved');
    expect(byName('Maria Aparecida…', '***.982.247-**')).toBe('approved');
    expect(byName('MARIA APARECIDA DOS SANTOS OL...', '***.982.247-**')).toBe('approved');
    expect(byName('MARIA APARECIDA DLS...', '***.982.247-**')).toBe('approved');
    expect(byName('Maria Oliveira', '***.982.247-**')).toBe('approved');
    expect(byName('Maria A. S. Oliveira', '***.982.247-**')).toBe('approved');
    expect(byName('MARIA A. D. S. OLIVEIRA', '***.982.247-**')).toBe('approved');
  });

  it('approves no shortened name whose printed words are not the holder’s, too short to tell, or beside other digits', () => {
    expect(byName('MARIA APARECIDA X...', '***.982.247-**')).toBe('pending_review');
    expect(byName('MARIA...', '***.982.247-**')).toBe('pending_review');
    expect(byName('MARIA ROSA DOS S...', '***.982.247-**')).toBe('pending_review');
    expect(byName('Maria Santos', '***.982.247-**')).toBe('pending_review');
    expect(byName('Maria B. Oliveira', '***.982.247-**')).toBe('pending_review');
    expect(byName('MARIA A. D. X. OLIVEIRA', '***.982.247-**')).toBe('pending_review');
    expect(byName('Maria Oliveira', '***.215.570-**')).not.toBe('approved');
    expect(byName('MARIA APARECIDA D...', '***.215.570-**')).not.toBe('approved');
  });

  it('approves the holder’s name beside a CPF masked in the middle, its first three and check digits all the holder’s', () => {
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '529.***.***-25')).toBe('approved');
    expect(byName('MARIA APARECIDA DOS SANTO', '529.XXX.XXX-25')).toBe('approved');
    // A star read as a figure inside the mask is left out.
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '529,*5** ***-25')).toBe('approved');
  });

  it('approves no CPF masked in the middle with a digit off, fewer digits shown, or beside another name', () => {
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '529.***.***-24')).not.toBe('approved');
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '528.***.***-25')).not.toBe('approved');
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '529.***.***-**')).toBe('pending_review');
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '***.***.***-25')).toBe('pending_review');
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '529.***.***-2*')).toBe('pending_review');
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '529,*5** ***-24')).not.toBe('approved');
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '529,*55* ***-25')).not.toBe('approved');
    expect(byName('CARLOS EDUARDO MENDES', '529,*5** ***-25')).not.toBe('approved');
    expect(byName('CARLOS EDUARDO MENDES', '529.***.***-25')).not.toBe('approved');
  });

  it('takes the bullets of a masked CPF that OCR read as zeros, or as a star and one stray digit, for the mask', () => {
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '...982.247-00')).toBe('approved');
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '00.982.247-0e')).toBe('approved');
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '*4,982,247-**')).toBe('approved');
    expect(byName('MARIA APARECIDA DOS SANTO', 've 982.247-0')).toBe('approved');
  });

  it('takes small bullets OCR read as dots and dashes around a CPF’s middle digits for its mask', () => {
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '-.-.982.247---')).toBe('approved');
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '---.982.247---')).toBe('approved');
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '-.-.982.274---')).not.toBe('approved');
    expect(byName('CARLOS EDUARDO MENDES', '-.-.982.247---')).not.toBe('approved');
  });

  it('places the groups of a masked CPF whose dot OCR dropped, or whose mask ran into its first digits', () => {
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '+00 982247-00')).toBe('approved');
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '*+4982.247-++')).toBe('approved');
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '+00 982274-00')).not.toBe('approved');
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '*+4928.247-++')).not.toBe('approved');
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '*+49824.247-++')).not.toBe('approved');
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '*+%4,982,247%')).toBe('approved');
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '*+%4,982,274%')).not.toBe('approved');
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '*+%4,982,247%25')).not.toBe('approved');
  });

  it('never lets a mask read as zeros or strays stand for digits that differ, nor for another holder', () => {
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '...215.570-00')).not.toBe('approved');
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '*4,215,570-**')).not.toBe('approved');
    expect(byName('CARLOS EDUARDO MENDES', '00.982.247-00')).not.toBe('approved');
    // Digits shown where the mask goes are compared like any other: other check digits are another document.
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '529.982.247-31')).not.toBe('approved');
  });

  it('reads a CNPJ masked in the middle with its first digits run into the mask or a stray digit in it, and a suffix slip', () => {
    const company: Partial<ReceiptContext> = {
      pixKey: '',
      recipientName: 'TEMPLO ESTRELA DO MAR LTDA EPP',
      recipientDocument: '45723174000110',
    };
    const judged = (recipientName: string, recipientDocument: string) =>
      judge({ recipientKey: null, recipientName, recipientDocument }, company).status;

    expect(judged('TEMPLO ESTRELA DO MAR LTDA', '45*/0001-**')).toBe('approved');
    expect(judged('TEMPLO ESTRELA DO MAR LTDA', '45 ++ ++4*/0001-++')).toBe('approved');
    expect(judged('TEMPLO ESTRELA DO MAR LTDA EPF', '45.***.***/0001-**')).toBe('approved');
    expect(judged('TEMPLO ESTRELA DO MAR LTDA', '45.***.***/0001-**')).toBe('approved');
    expect(judged('TEMPLO ESTRELA DO MAR LTDA', '45.68 6+k/0001-**+')).toBe('approved');
    expect(judged('TEMPLO ESTRELA DO MAR LTDA', '45.687.654/0001-**')).not.toBe('approved');
    expect(judged('TEMPLO ESTRELA DO MAR LTDA', '46*/0001-**')).not.toBe('approved');
    expect(judged('TEMPLO ESTRELA DO MAR LTDA', '45.9+8.654/0001-10')).not.toBe('approved');
    expect(judged('RECANTO DAS BRUXAS LTDA', '45*/0001-**')).not.toBe('approved');
    expect(judged('TEMPLO ESTRELA DO MAR LTDA', '45.+++ ++*/0001**')).toBe('approved');
    expect(judged('TEMPLO ESTRELA DO MAR LTDA', '45.+++ ++*/0002**')).not.toBe('approved');
    expect(judged('TEMPLO ESTRELA DO MAR LTDA', '45 8/0001')).toBe('approved');
    expect(judged('TEMPLO ESTRELA DO MAR LTDA', '45 86/0001')).not.toBe('approved');
  });

  it('approves a name an app cut short of 20 letters only beside the whole document, every digit the holder’s', () => {
    const company: Partial<ReceiptContext> = {
      pixKey: '',
      recipientName: 'TEMPLO ESTRELA DO MAR LTDA EPP',
      recipientDocument: '45723174000110',
    };
    // As the recipient's section reads them: the name, then the document under its label.
    const judged = (recipientName: string, recipientDocument: string) =>
      judge(
        {
          recipientKey: null,
          recipientName,
          recipientDocument,
          recipientLines: [`Nome ${recipientName}`, `CNPJ ${recipientDocument}`],
        },
        company,
      ).status;

    expect(judged('TEMPLO ESTRELA DO', '45.723.174/0001-10')).toBe('approved');
    expect(judged('Templo Estrela D...', '45.723.174/0001-10')).toBe('approved');
    expect(judged('TEMPLO ESTRELA DO', '45.***.***/0001-**')).not.toBe('approved');
    expect(judged('TEMPLO ESTRELA DO', '45.723.174/0001-18')).not.toBe('approved');
    expect(judged('TEMPLO ESTRELO', '45.723.174/0001-10')).not.toBe('approved');
    expect(judged('TEMPLO ESTR', '45.723.174/0001-10')).not.toBe('approved');
  });

  it('leaves to a person a holder of the same name under another company suffix, never one the bank left out', () => {
    const company: Partial<ReceiptContext> = {
      pixKey: '',
      recipientName: 'TEMPLO ESTRELA DO MAR LTDA',
      recipientDocument: '45723174000110',
    };
    const judged = (recipientName: string) =>
      judge({ recipientKey: null, recipientName, recipientDocument: '45.***.***/0001-**' }, company).status;

    expect(judged('TEMPLO ESTRELA DO MAR ME')).toBe('pending_review');
    expect(judged('TEMPLO ESTRELA DO MAR EIRELI')).toBe('pending_review');
    expect(judged('TEMPLO ESTRELA DO MAR S.A.')).toBe('pending_review');
    expect(judged('TEMPLO ESTRELA DO MAR')).toBe('approved');
    expect(judged('TEMPLO ESTRELA DO MAR LTDA ME')).toBe('approved');
    expect(judged('Templo Estrela do Mar Lida')).toBe('approved');
  });

  it('takes a small l where the name’s case demands a capital for the I it looks like, never a capital L', () => {
    const iara = { pixKey: '', recipientName: 'IARA CONCEIÇÃO DA SILVA', recipientDocument: '52998224725' };
    const judged = (recipientName: string) =>
      judge({ recipientKey: null, recipientName, recipientDocument: '***.982.247-**' }, iara).status;

    expect(judged('lara Conceicao da Silva')).toBe('approved');
    expect(judged('lARA CONCEIÇÃO DA SILVA')).toBe('approved');
    expect(judged('Lara Conceicao da Silva')).toBe('pending_review');
    expect(judged('LARA CONCEIÇÃO DA SILVA')).toBe('pending_review');
    expect(byName('MARlA APARECIDA DOS SANTOS OLIVEIRA', '***.982.247-**')).toBe('approved');
    expect(byName('MARIA APARECIDA DOS SANTOS OLlVElRA', '***.982.247-**')).toBe('approved');
    expect(byName('MARIA APARECIDA DOS SANTOS OLIVEIRA', '***.982.247-**')).toBe('approved');
  });

  it('takes the small l of a last word the bank cut to two letters, in an upper-case name, for an I', () => {
    const reiki = { pixKey: '', recipientName: 'REIKI CAMINHO INTERIOR EIRELI', recipientDocument: '11396533000140' };
    const judged = (recipientName: string) =>
      judge({ recipientKey: null, recipientName, recipientDocument: '**.396.533/0001-**' }, reiki).status;

    expect(judged('REIKI CAMINHO INTERIOR El')).toBe('approved');
    expect(judged('REIKI CAMINHO INTERIOR EI')).toBe('approved');
    expect(judged('REIKI CAMINHO INTERIOR EL')).toBe('pending_review');
    expect(judged('Reiki Caminho Interior El')).toBe('pending_review');
  });

  it('leaves out a label OCR ran into the first word of the holder’s name, a few characters of it at most', () => {
    expect(byName('NonfMARIA APARECIDA DOS SANTOS OLIVEIRA', '***.982.247-**')).toBe('approved');
    // One letter more misread is doubt: another person's name as likely as an OCR slip.
    expect(byName('NonfBARIA APARECIDA DOS SANTOS OLIVEIRA', '***.982.247-**')).toBe('pending_review');
    expect(byName('ROSEMARIA APARECIDA DOS SANTOS OLIVEIRA', '***.215.570-**')).not.toBe('approved');
    expect(byName('NonfMARIA APARECIDA DOS SANTOS OLIVEIRA', '***.215.570-**')).not.toBe('approved');
    expect(byName('NOVA MARIA APARECIDA DOS SANTOS OLIVEIRA', '***.982.247-**')).not.toBe('approved');
  });

  it('records each check’s outcome and the value read for the reviewer', () => {
    const checks = evaluate({ ...good, amount: '39.90', paidAt: null }, context);

    expect(review(checks)).toEqual({
      amount: { outcome: 'fail', value: '39.90' },
      recipient: { outcome: 'pass', value: 'TEMPLO DOS RITUAIS LTDA · loja@exemplo.com.br' },
      paid_at: { outcome: 'unknown', value: null },
      end_to_end_id: { outcome: 'pass', value: 'E18236120202603101505a1B2c3D4e5F' },
    });
  });

  it('takes a CPF or CNPJ key shown masked for the store only beside the holder’s name, shown whole by itself', () => {
    const cnpjKey = { ...holder, pixKey: '11222333000181' };
    const masked = { recipientKey: null, recipientDocument: '11.***.***/0001-**' };

    expect(judge({ ...masked, recipientName: 'ELETRICA CAMPO BELO LTDA' }, cnpjKey).status).not.toBe('approved');
    expect(
      judge({ ...masked, recipientName: 'ELETRICA CAMPO BELO LTDA' }, { pixKey: '11222333000181' }).status,
    ).not.toBe('approved');
    expect(
      judge({ recipientKey: '***.456.789-**', recipientName: 'JOANA SILVA' }, { pixKey: '12345678909' }).status,
    ).not.toBe('approved');
    expect(judge(masked, cnpjKey).status).toBe('approved');
    expect(judge({ recipientKey: '11.222.333/0001-81', recipientName: 'OUTRO NOME LTDA' }, cnpjKey).status).toBe(
      'approved',
    );
  });

  it('places the groups of a masked CPF key whose first dot OCR read as a space and its bullets as zeros', () => {
    const cpfKey = { ...person, pixKey: '52998224725' };
    const shown = (recipientKey: string) =>
      judge({ recipientKey, recipientName: person.recipientName, recipientDocument: '***.982.247-**' }, cpfKey).status;

    expect(shown('00 982.247-00')).toBe('approved');
    expect(shown('00 982.274-00')).not.toBe('approved');
  });

  it('takes a masked CPF key alone beside the holder’s name when OCR read a dot as a colon or comma or dropped it, or its masks as one', () => {
    const cpfKey = { ...person, pixKey: '52998224725' };
    const keyOnly = (recipientKey: string) =>
      judge({ recipientKey, recipientName: person.recipientName, recipientDocument: null }, cpfKey).status;

    expect(keyOnly('www 982:247-wk')).toBe('approved');
    expect(keyOnly('www 982247-uw')).toBe('approved');
    expect(keyOnly('www 982:274-wk')).not.toBe('approved');
    expect(keyOnly('*4%,982.247-xx')).toBe('approved');
    expect(keyOnly('*4%,982.274-xx')).not.toBe('approved');
    expect(keyOnly('X.982.247-X')).toBe('approved');
    expect(keyOnly('X.982.274-X')).not.toBe('approved');
    expect(
      judge({ recipientKey: 'www 982:247-wk', recipientName: 'OUTRA PESSOA', recipientDocument: null }, cpfKey).status,
    ).not.toBe('approved');
  });

  it('never approves the holder’s name beside a whole CNPJ whose check digits are zeros and one other digit differs', () => {
    const cnpjKey = { recipientName: 'BAOBA RUMO COMERCIO DE CHINELOS LTDA', recipientDocument: '68453467000120' };
    const shown = (recipientDocument: string) =>
      judge(
        { recipientKey: null, recipientName: cnpjKey.recipientName, recipientDocument },
        { ...cnpjKey, pixKey: '68453467000120' },
      ).status;

    expect(shown('68.453.487/0001-00')).not.toBe('approved');
    expect(shown('68.453.467/0001-20')).toBe('approved');
    expect(shown('68.453.467/0001-**')).toBe('approved');
  });

  it('doubts a contradicting key when the name matches', () => {
    expect(judge({ recipientKey: 'outra.loja@exemplo.com.br' }).status).toBe('pending_review');
  });
});

describe('endToEndIdAgreesOnTime', () => {
  const id = 'E18236120202611231500AbCdEfGhIjK'; // 15:00 UTC on 2026-11-23, 12:00 in São Paulo
  const agrees = (paidAt: string | null) =>
    endToEndIdAgreesOnTime({ ...NO_FIELDS, endToEndId: id, paidAt }, 'America/Sao_Paulo');

  it('holds for the id’s time of day on any date, within the usual tolerance', () => {
    expect(agrees('2026-01-23T12:00:00')).toBe(true);
    expect(agrees('2026-11-23T12:09:00')).toBe(true);
    expect(agrees('2026-11-22T11:55:00')).toBe(true);
  });

  it('fails for another time of day, and without a time', () => {
    expect(agrees('2026-01-23T14:40:00')).toBe(false);
    expect(agrees('2026-11-23')).toBe(false);
    expect(agrees(null)).toBe(false);
  });
});

describe('compareKey', () => {
  const key = (value: string) => getPixKeyInfo(value)!;

  it.each([
    ['CPF masked the usual way', '12345678909', '***.456.789-**', 'pass'],
    ['CPF masked with bullets', '12345678909', '•••.456.789-••', 'pass'],
    ['CPF whose masks OCR turned into other signs', '12345678909', '++..456.789-++', 'pass'],
    ['CPF with a mask read as a letter and a dot as a comma', '12345678909', '*F.456,789-*+', 'pass'],
    ['CNPJ masked in the middle, a mask dropped by OCR', '11222333000181', '11.***,**/0001-**', 'pass'],
    ['another CNPJ masked in the middle', '11222333000181', '45.***.***/0002-**', 'fail'],
    ['CNPJ masked in the middle, the masks run together by OCR', '11222333000181', '11. */0001-**', 'pass'],
    ['another CNPJ, the masks run together by OCR', '11222333000181', '45. */0002-**', 'fail'],
    ['CNPJ masked in the middle, its slash redrawn as a mask X', '11222333000181', '11.XXX.XXXX0001-XX', 'pass'],
    ['another CNPJ, its slash redrawn as a mask X', '11222333000181', '45.XXX.XXXX0001-XX', 'fail'],
    [
      'a branch a digit off, its slash redrawn as a mask star: in doubt',
      '11222333000181',
      '11.***.****0002-**',
      'unknown',
    ],
    ['CPF whose middle groups OCR ran together', '12345678909', '*** 456789', 'pass'],
    [
      'CNPJ whose masks OCR garbled into as many characters as a CNPJ has',
      '11222333000181',
      '11.**++ *PH/000 1."',
      'unknown',
    ],
    ['CPF whose bullet masks OCR read as dots', '28012389452', '...123.894-+-', 'pass'],
    ['another CPF whose bullet masks OCR read as dots', '28012389452', '...321.894-+-', 'fail'],
    ['CNPJ masked in the middle whose masks OCR dropped', '11222333000181', '11/0001', 'pass'],
    ['another CNPJ masked in the middle whose masks OCR dropped', '11222333000181', '45/0001', 'fail'],
    ['CPF whose masks OCR dropped', '12345678909', '.456.789-', 'pass'],
    ['CNPJ printed without separators', '11222333000181', '11222333000181', 'pass'],
    ['another CNPJ printed without separators', '11222333000181', '45987654000110', 'fail'],
    ['another CPF, masked', '12345678909', '***.987.654-**', 'fail'],
    ['a CNPJ against a CPF key', '12345678909', '11.222.333/0001-81', 'unknown'],
    ['CNPJ in full', '11222333000181', '11.222.333/0001-81', 'pass'],
    ['CNPJ masked with X', '11222333000181', 'XX.222.333/0001-XX', 'pass'],
    ['another CNPJ', '11222333000181', '45.987.654/0001-10', 'fail'],
    ['alphanumeric CNPJ', '12ABC34501DE35', '12.ABC.345/01DE-35', 'pass'],
    ['e-mail with "@" read as "&"', 'loja@exemplo.com.br', 'loja&exemplo.com.br', 'pass'],
    ['e-mail with "@" read as "O"', 'loja@exemplo.com.br', 'lojaOexemplo.com.br', 'pass'],
    ['e-mail with "@" read as "©"', 'loja@exemplo.com.br', 'loja©exemplo.com.br', 'pass'],
    [
      'e-mail with "@" read as "Q" and spaces around the dots',
      'loja@exemplo.com.br',
      'LojaQexemplo . com . br',
      'pass',
    ],
    ['e-mail with the "@" and one more letter misread', 'loja@exemplo.com.br', 'lojaOexempIo.com.br', 'pass'],
    ['e-mail with "@" read as "E"', 'loja@exemplo.com.br', 'lojaEexemplo.com.br', 'pass'],
    ['e-mail with neither "@" nor dots read', 'loja@exemplo.com.br', 'lojaexemplo com br', 'unknown'],
    ['another e-mail with "@" read as "O"', 'loja@exemplo.com.br', 'contatoOmistica.com.br', 'fail'],
    [
      'the store’s e-mail garbled by OCR past a near miss',
      'pagamentos@templodosrituais.com.br',
      'pagamentos etemplodosrituais-com.-pr',
      'unknown',
    ],
    ['masked e-mail', 'loja@exemplo.com.br', 'lo***@exemplo.com.br', 'pass'],
    ['masked e-mail whose stars OCR read partly as x', 'financeiro@ourives.com.br', 'fixx**@ourives.com.br', 'pass'],
    ['masked e-mail, stars read as x and "@" as "G"', 'financeiro@ourives.com.br', 'fixx**Gourives.com.br', 'pass'],
    ['masked e-mail of another mailbox, stars read as x', 'financeiro@ourives.com.br', 'coxx**@ourives.com.br', 'fail'],
    ['e-mail with o read as 0 and l as 1', 'contato.lojinha@exemplo.com.br', 'c0ntato.1ojinha@exemp1o.com.br', 'pass'],
    ['e-mail with s read as 5 and i as l', 'pix.sisi@luzdivina.com.br', 'pix.5lsi@luzdivina.com.br', 'pass'],
    [
      'e-mail with lookalikes, one stray mark and the "@" read as "E"',
      'pix-k4o4p1l0o2@luzdivina.com.br',
      'pix-k404p11/002Eluzdivina.com.br',
      'pass',
    ],
    [
      'e-mail whose "@" OCR read as a mask-like "*" and a letter',
      'pix-k30s4xocm@luzdivina.com.br',
      'pix-k30s4xocm*Eluzdivina.com.br',
      'pass',
    ],
    ['another e-mail, lookalikes aside', 'contato.lojinha@exemplo.com.br', 'c0ntato.vizinha@exemp1o.com.br', 'unknown'],
    ['another mailbox that only looks alike', 'loja@exemplo.com.br', 'loja.golpe1@exemplo.com.br', 'fail'],
    ['a masked e-mail at another domain', 'loja@exemplo.com.br', 'lo***@exemplo.com', 'fail'],
    ['another e-mail', 'loja@exemplo.com.br', 'fraude@golpe.com', 'fail'],
    ['a document against an e-mail key', 'loja@exemplo.com.br', '***.456.789-**', 'unknown'],
    ['phone in full', '+5511987654321', '+55 (11) 98765-4321', 'pass'],
    ['phone without country code', '+5511987654321', '(11) 98765-4321', 'pass'],
    ['masked phone', '+5511987654321', '(**) *****-4321', 'pass'],
    ['another phone', '+5511987654321', '(21) 91234-0000', 'fail'],
    ['random key', '123e4567-e89b-42d3-a456-426614174000', '123e4567-e89b-42d3-a456-426614174000', 'pass'],
    [
      'random key one character off',
      '123e4567-e89b-42d3-a456-426614174000',
      '123e4567-e89b-42d3-a456-426614174001',
      'pass',
    ],
    [
      'random key with OCR’s slips (0 as o, b as lh)',
      '3f1c9a2e-7b4d-4e8a-9c21-5d6f0a1b2c3d',
      '3f1c9a2e-7b4d-4e8a-9c21-5d6foa1lh2c3d',
      'pass',
    ],
    [
      'random key five characters off',
      '123e4567-e89b-42d3-a456-426614174000',
      '123e4567-e89b-42d3-a456-426614aaaaa0',
      'unknown',
    ],
    ['another random key', '123e4567-e89b-42d3-a456-426614174000', '9f1c0e2a-77b1-4c1e-9a0d-5b7c3e2f1a00', 'fail'],
    ['random key cut with "..."', '7c9e6679-7425-40de-944b-e07fc1f90ae7', '7c9e6679-7425-40de-9...', 'pass'],
    ['random key cut with "…"', '7c9e6679-7425-40de-944b-e07fc1f90ae7', '7c9e6679-7425-40…', 'pass'],
    ['another random key, cut', '7c9e6679-7425-40de-944b-e07fc1f90ae7', '9f1c0e2a-77b1-4c1e-9...', 'fail'],
    ['random key cut too short to tell', '7c9e6679-7425-40de-944b-e07fc1f90ae7', '7c9e6679-74...', 'unknown'],
    ['phone with spaces only', '+5511976543210', '11 97654 3210', 'pass'],
    ['phone with country code and no parentheses', '+5511976543210', '+55 11 97654-3210', 'pass'],
    ['phone as stored', '+5511976543210', '+5511976543210', 'pass'],
  ])('%s', (_case, stored, shown, outcome) => {
    expect(compareKey(key(stored), shown)).toBe(outcome);
  });
});

describe('combine', () => {
  const checks = (outcome: 'pass' | 'fail' | 'unknown', amount = outcome): Checks => ({
    receipt: { outcome },
    recipient: { outcome },
    amount: { outcome: amount, reason: amount === 'fail' ? 'Valor diferente do pedido' : undefined },
    paid_after_order: { outcome },
    transaction_id: { outcome },
  });

  it('passes what one reading confirms and the other cannot read', () => {
    expect(outcomes(combine(checks('pass'), checks('unknown')))).toMatchObject({ amount: 'pass', recipient: 'pass' });
    expect(outcomes(combine(checks('unknown'), checks('pass')))).toMatchObject({ amount: 'pass' });
  });

  it('turns a contradiction into doubt, never into approval', () => {
    const combined = combine(checks('pass', 'pass'), checks('pass', 'fail'));

    expect(combined.amount.outcome).toBe('unknown');
    expect(decide(combined).status).toBe('pending_review');
  });

  it('lets a reading that saw a receipt stand over one that read nothing at all', () => {
    const nothingRead = evaluate(NO_FIELDS, context);

    expect(decide(combine(evaluate(good, context), nothingRead)).status).toBe('approved');
    expect(decide(combine(nothingRead, nothingRead))).toEqual({ status: 'rejected', reason: NOT_A_RECEIPT });
  });

  it('keeps a failure the other reading cannot contradict', () => {
    expect(decide(combine(checks('pass', 'fail'), checks('unknown'))).reason).toBe('Valor diferente do pedido');
  });
});
