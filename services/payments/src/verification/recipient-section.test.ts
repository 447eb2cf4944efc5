import { describe, expect, it } from 'vitest';
import { fieldsFromText, namesWithDocuments } from './receipt-fields.js';
import { evaluate, type ReceiptContext } from './rules.js';

const COMPANY = { name: 'LUZ DO AMANHECER ARTIGOS LTDA', document: '11222333000181' };
const PERSON = { name: 'MARIA APARECIDA DOS SANTOS OLIVEIRA', document: '52998224725' };

const context = (holder: { name: string; document: string }): ReceiptContext => ({
  orderPrice: '59.90',
  orderCreatedAt: new Date('2026-11-23T12:00:00Z'),
  // A per-order Copia e Cola: the key is not on the receipt.
  pixKey: 'financeiro@luzdoamanhecer.com.br',
  siteName: 'Loja Luz do Amanhecer',
  recipientName: holder.name,
  recipientDocument: holder.document,
  timeZone: 'America/Sao_Paulo',
  now: new Date('2026-11-23T18:00:00Z'),
});

const recipientOf = (lines: string[], holder = COMPANY) =>
  evaluate(fieldsFromText(['Comprovante de Pix', 'Valor R$ 59,90', ...lines].join('\n')), context(holder)).recipient
    .outcome;

const PAYER = ['RENATA GOMES PRADO', '***.813.472-**'];

describe('the holder found in the recipient section, labels beside their values', () => {
  it('confirms the holder’s name with the masked CNPJ or CPF on the next line', () => {
    expect(recipientOf(['Destino', 'Nome LUZ DO AMANHECER ARTIGOS LTDA', 'CPF/CNPJ 11.***.***/0001-**'])).toBe('pass');
    expect(recipientOf(['Para', 'Nome Maria Aparecida Dos Santos', 'CPF ***.982.247-**'], PERSON)).toBe('pass');
  });

  it('doubts the holder’s name beside other digits, and never confirms another name beside the holder’s digits', () => {
    expect(recipientOf(['Destino', 'Nome LUZ DO AMANHECER ARTIGOS LTDA', 'CNPJ 22.***.***/0002-**'])).toBe('unknown');
    expect(recipientOf(['Destino', 'Nome CASA DAS VELAS LTDA', 'CNPJ 11.***.***/0001-**'])).not.toBe('pass');
  });
});

describe('a holder’s name read a letter off beside the holder’s digits', () => {
  const checkOf = (name: string, holder = PERSON) =>
    evaluate(
      fieldsFromText(['Comprovante de Pix', 'Valor R$ 59,90', 'Para', name, '***.982.247-**'].join('\n')),
      context(holder),
    ).recipient;

  it('confirms nothing and asks for the name’s line to be read again (another person as likely as an OCR slip)', () => {
    expect(checkOf('MARIA APARECIDA DOS SANTOS OLIVEIRA')).toMatchObject({ outcome: 'pass' });
    expect(checkOf('MARIA APARECIDA DOS SANTOS OLIVERA')).toMatchObject({
      outcome: 'unknown',
      holderNameInDoubt: true,
    });
    expect(checkOf('MARIA APARECIDA DOS SANTAS OLIVEIRA')).toMatchObject({
      outcome: 'unknown',
      holderNameInDoubt: true,
    });
  });

  it('confirms a name cut anywhere in its last word, and one whose company suffix OCR misread', () => {
    expect(checkOf('MARIA APARECIDA DOS SANTOS OLI', PERSON).outcome).toBe('pass');
    const company = { name: 'TEMPLO ESTRELA DO MAR LTDA EPP', document: '52998224725' };
    expect(checkOf('TEMPLO ESTRELA DO MAR LIDA', company).outcome).toBe('pass');
    expect(checkOf('TEMPLO ESTRELA DO MAR LTDA EPF', company).outcome).toBe('pass');
    const honey = { name: 'CASA DO MEL', document: '52998224725' };
    expect(checkOf('CASA DO MEU', honey)).toMatchObject({ outcome: 'unknown', holderNameInDoubt: true });
  });
});

describe('the holder found in the recipient section, labels on the line above their values', () => {
  const above = (name: string, document: string) => [
    'Dados do recebedor',
    'Nome',
    name,
    'CPF/CNPJ',
    document,
    'Instituição',
    'BANCO DO BRASIL S.A.',
    'Dados do pagador',
    'Nome',
    PAYER[0]!,
    'CPF',
    PAYER[1]!,
  ];

  it('confirms the holder under a name label and the masked document under its own', () => {
    expect(recipientOf(above('Luz do Amanhecer Artigos Ltda', '11.***.***/0001-**'))).toBe('pass');
    expect(recipientOf(above('MARIA APARECIDA DOS SANTOS', '***.982.247-**'), PERSON)).toBe('pass');
  });

  it('passes over a key and its label between the name and the document', () => {
    const lines = ['Quem recebeu', 'Nome', 'Luz do Amanhecer Artigos Ltda', 'Chave Pix', '7c9e6679-7425-40de-944b'];
    expect(recipientOf([...lines, 'CNPJ', '11.***.***/0001-**'])).toBe('pass');
  });

  it('takes the document under a label OCR garbled past recognition, and nothing past another value', () => {
    const garbled = (label: string, document = '***982247**') => {
      const lines = above('MARIA APARECIDA DOS SANTOS', document);
      lines[3] = label;
      return recipientOf(lines, PERSON);
    };

    expect(garbled('cp')).toBe('pass');
    expect(garbled('CPFICNP)')).toBe('pass');
    expect(garbled('cp', '***215570**')).not.toBe('pass');
    expect(garbled('NUBANK')).not.toBe('pass');
    expect(namesWithDocuments(['Nome', PERSON.name, 'cp', '***982247**'])).toEqual([
      { name: PERSON.name, document: '***982247**' },
    ]);
    expect(recipientOf(['Dados do recebedor', 'Nome', PERSON.name, 'cp', ...PAYER], PERSON)).not.toBe('pass');
  });

  it('never takes the payer’s document for the recipient’s, nor another holder’s name for the store’s', () => {
    const storePays = [
      'Dados do pagador',
      'Nome',
      COMPANY.name,
      'CNPJ',
      '11.***.***/0001-**',
      ...above('CASA DAS VELAS LTDA', '45.***.***/0001-**').slice(0, 7),
    ];
    expect(recipientOf(storePays)).not.toBe('pass');
    expect(recipientOf(above('CASA DAS VELAS LTDA', '11.***.***/0001-**'))).not.toBe('pass');
    expect(recipientOf(above('LUZ DO AMANHECER ARTIGOS LTDA', '22.***.***/0002-**'))).toBe('unknown');
  });
});

describe('the holder found in the recipient section, no labels at all', () => {
  it('confirms the name with the masked document alone on the line under it, or after it on its line', () => {
    expect(recipientOf(['Para', COMPANY.name, '11.***.***/0001-**', 'BANCO DO BRASIL', 'De', ...PAYER])).toBe('pass');
    expect(recipientOf(['Para', 'MARIA APARECIDA DOS SANTOS', '•••.982.247-••', 'De', ...PAYER], PERSON)).toBe('pass');
    expect(recipientOf(['Recebedor', `${COMPANY.name} · 11.***.***/0001-**`, 'Pagador', ...PAYER])).toBe('pass');
    expect(recipientOf(['Para', `${COMPANY.name} + CNPJ 11.º**.***/0001-**`, 'BANCO X', 'De', ...PAYER])).toBe('pass');
  });

  it('ends the section at the transaction’s data, so the bank’s own CNPJ in the footer is no recipient’s', () => {
    const footer = [
      'Código da transação',
      'E10573521202611231656rVmBLIIB3hR',
      'Mercado Pago',
      'CNPJ 10.573.521/0001-91',
    ];
    expect(recipientOf(['De', ...PAYER, 'Para', 'Nome', `${COMPANY.name} CNPJ: 11.***.***/0001-**`, ...footer])).toBe(
      'pass',
    );
  });

  it('passes over the initials drawn before a labelled name, and reads a masked CPF with no dots', () => {
    const lines = ['Para', '= Nome Maria Aparecida Dos Santos', 'crr ***982247**', 'Banco BCO DO BRASIL S.A.'];
    expect(recipientOf(lines, PERSON)).toBe('pass');
    expect(recipientOf(['Para', '= Nome Maria Aparecida Dos Santos', 'crr ***982274**'], PERSON)).not.toBe('pass');
  });

  it('passes over the initials apps draw in a circle before the name, never a name’s own first word', () => {
    expect(recipientOf(['Para', 'LD Luz do Amanhecer Artigos Ltda', '11.***.***/0001-**', 'De', ...PAYER])).toBe(
      'pass',
    );
    expect(recipientOf(['Para', 'ANA MARIA APARECIDA DOS SANTOS', '***.982.247-**', 'De', ...PAYER], PERSON)).not.toBe(
      'pass',
    );
  });

  it('takes no document standing past another value, and none from the payer’s block, whichever comes first', () => {
    expect(recipientOf(['Para', COMPANY.name, 'BANCO DO BRASIL', '11.***.***/0001-**'])).toBe('unknown');
    expect(recipientOf(['De', COMPANY.name, '11.***.***/0001-**', 'Para', 'CASA DAS VELAS LTDA'])).not.toBe('pass');
    expect(recipientOf(['Para', COMPANY.name, 'De', 'RENATA GOMES PRADO', '11.***.***/0001-**'])).toBe('unknown');
    expect(recipientOf(['Pagador: LUZ DO AMANHECER ARTIGOS LTDA', '11.***.***/0001-**'])).toBe('unknown');
  });

  it('reads a heading with the icon apps draw before it, and takes only the section’s first holder', () => {
    expect(recipientOf(['Q Dados de quem recebeu', COMPANY.name, '11.***.***/0001-**', 'O de', ...PAYER])).toBe('pass');
    expect(
      recipientOf(['Q Para', 'CASA DAS VELAS LTDA', '45.***.***/0001-**', 'O ve', COMPANY.name, '11.***.***/0001-**']),
    ).not.toBe('pass');
  });

  it('never takes the next block’s holder when the first name’s document was misread past recognition', () => {
    expect(
      recipientOf(['Q Para', 'CASA DAS VELAS LTDA - CPF +', 'BCO C6 S.A.', 'O ve', COMPANY.name, '11.***.***/0001-**']),
    ).not.toBe('pass');
    expect(recipientOf(['Q Para', 'CASA DAS VELAS LTDA', 'O ve', COMPANY.name, '11.***.***/0001-**'])).not.toBe('pass');
  });

  it('tells no recipient from two blocks without headings', () => {
    expect(recipientOf([COMPANY.name, '11.***.***/0001-**', ...PAYER])).toBe('unknown');
  });

  it('takes the block between the payment’s amount or date and the payer’s heading for the recipient’s, unheaded', () => {
    const paid = '23 de novembro de 2026, 13:52';
    expect(recipientOf([paid, COMPANY.name, '11.***.***/0001-**', 'C6 Bank', 'enviado por', ...PAYER])).toBe('pass');
    expect(recipientOf([PERSON.name, '*** 982.247-**', 'Nu Pagamentos S.A.', 'De', ...PAYER], PERSON)).toBe('pass');
  });

  it('takes a whole phone under the holder’s name for the key it is, never for the holder’s document', () => {
    const withPhoneKey = (phone: string) =>
      evaluate(
        fieldsFromText(['Pix enviado', 'R$ 59,90', PERSON.name, phone, 'C6 Bank', 'enviado por', ...PAYER].join('\n')),
        { ...context(PERSON), pixKey: '+5547988120593' },
      ).recipient.outcome;
    expect(withPhoneKey('+55 (47) 98812-0593')).toBe('pass');
    expect(withPhoneKey('+55 (47) 98821-0539')).not.toBe('pass');
    expect(withPhoneKey('+55 (11) 91234-5678')).not.toBe('pass');
  });

  it('takes no unheaded block for the recipient’s but one right under the amount or date, before the first heading', () => {
    const paid = '23 de novembro de 2026, 13:52';
    const storePays = [
      paid,
      'CASA DAS VELAS LTDA',
      '45.***.***/0001-**',
      'enviado por',
      COMPANY.name,
      '11.***.***/0001-**',
    ];
    expect(recipientOf(storePays)).not.toBe('pass');
    expect(recipientOf(['Pix enviado', COMPANY.name, '11.***.***/0001-**', 'enviado por', ...PAYER])).toBe('unknown');
    const farBelow = [paid, 'Tarifa isenta', 'Agência 0001', 'Conta 12345-6', 'Tipo Transferência', 'Canal App'];
    expect(recipientOf([...farBelow, COMPANY.name, '11.***.***/0001-**', 'De', ...PAYER])).toBe('unknown');
    expect(recipientOf([paid, COMPANY.name, '11.***.***/0001-**', 'Detalhes', 'De', ...PAYER])).toBe('unknown');
  });

  it('doubts the store’s name beside another document, and rejects another holder beside another document', () => {
    expect(recipientOf(['Para', COMPANY.name, '99.***.***/0001-**', 'De', ...PAYER])).toBe('unknown');
    expect(recipientOf(['Para', 'CASA DAS VELAS LTDA', '11.***.***/0001-**', 'De', ...PAYER])).not.toBe('pass');
  });
});

describe('the holder found in the recipient section, headings and labels as apps word them', () => {
  it('reads headings in a bracketed icon or asked as questions, and ends the recipient’s at the payer’s', () => {
    const payer = ['O Quem enviou', 'Nome', PAYER[0]!, 'CPF', PAYER[1]!];
    expect(recipientOf(['(2) Enviado para', COMPANY.name, '11.***.***/0001-**', 'O Enviado por', ...PAYER])).toBe(
      'pass',
    );
    expect(recipientOf(['Quem vai receber', 'Nome', COMPANY.name, 'CNPJ', '11.***.***/0001-**', ...payer])).toBe(
      'pass',
    );
    expect(recipientOf(['O Pra quem', 'Nome', COMPANY.name, 'CNPJ', '11.***.***/0001-**', 'O De quem'])).toBe('pass');
    expect(recipientOf(['O De quem', 'Nome', COMPANY.name, 'CNPJ', '11.***.***/0001-**', 'O Pra quem'])).not.toBe(
      'pass',
    );
  });

  it('takes "Nome completo", "Razão social / Nome" and "Recebedor" for name labels', () => {
    expect(
      recipientOf(
        ['Dados de quem recebeu', 'Nome completo', 'Maria Aparecida Dos Santos', 'CPF', '***.982.247-**'],
        PERSON,
      ),
    ).toBe('pass');
    expect(recipientOf(['Destino', `Razão social / Nome ${COMPANY.name}`, 'CNPJ 11.*++.*+*/0001-**', 'Origem'])).toBe(
      'pass',
    );
    expect(recipientOf(['PAGO PARA', `Recebedor ${COMPANY.name}`, 'CPF/CNPJ 11.***.***/0001-**'])).toBe('pass');
  });

  it('reads a mask OCR made quotes of beside the name, and never a document that is only a name’s neighbour', () => {
    expect(recipientOf(['Para', `Maria Aparecida Dos Santos - **'982247**`, 'Banco X', 'De', ...PAYER], PERSON)).toBe(
      'pass',
    );
    expect(recipientOf(['Para', `${COMPANY.name} *+.222.333/0001-"*`, 'Banco X', 'De', ...PAYER])).toBe('pass');
    expect(recipientOf(['Para', `Maria Aparecida Dos Santos - **'982274**`, 'De', ...PAYER], PERSON)).not.toBe('pass');
  });

  it('reads a heading printed beside its party’s name with no colon, and ends the recipient’s at the payer’s', () => {
    expect(recipientOf([`Para ${COMPANY.name}`, 'CNPJ .222.333/0001-', 'Instituição Banco X', 'De RENATA'])).toBe(
      'pass',
    );
    expect(recipientOf([`Recebedor ${COMPANY.name}`, 'CNPJ 11.222.333/0001-81', `Pagador ${PAYER[0]}`])).toBe('pass');
    const noDocument = [`Para ${COMPANY.name}`, 'Instituição Banco X', `De ${PAYER[0]}`, 'CNPJ 11.***.***/0001-**'];
    expect(recipientOf(noDocument)).not.toBe('pass');
    expect(recipientOf([`De ${COMPANY.name}`, 'CNPJ 11.***.***/0001-**', `Para ${PAYER[0]}`, PAYER[1]!])).not.toBe(
      'pass',
    );
  });

  it('never takes a recipient word beside the payer’s name, under the payer’s heading, for the recipient’s heading', () => {
    const payerFirst = (payer: string, recipient: string, document: string) => [
      'PAGO POR',
      `Recebedor ${payer}`,
      'CPF/CNPJ 11.***.***/0001-**',
      'PAGO PARA',
      `Recebedor ${recipient}`,
      `CPF/CNPJ ${document}`,
    ];

    expect(recipientOf(payerFirst(COMPANY.name, PAYER[0]!, PAYER[1]!))).not.toBe('pass');
    expect(recipientOf(payerFirst(PAYER[0]!, COMPANY.name, '11.***.***/0001-**'))).toBe('pass');
  });

  it('ends the section at the transaction’s details', () => {
    const details = ['Detalhes', 'Tipo Pix', 'Documento', '11.222.333/0001-81'];
    expect(recipientOf(['Para', COMPANY.name, 'Banco X', ...details])).toBe('unknown');
  });

  it('ends a key at a "Transação" heading, never running the heading into the key as its wrapped end', () => {
    const fields = fieldsFromText(
      ['Pix', 'RECEBEDOR', 'Nome MARIA SOUZA', 'Chave mariasouza@provedor.net', 'TRANSAÇÃO', 'Valor R$ 59,90'].join(
        '\n',
      ),
    );
    expect(fields.recipientKey).toBe('mariasouza@provedor.net');
    expect(fields.recipientLines).toEqual(['Nome MARIA SOUZA', 'Chave mariasouza@provedor.net']);
  });
});

describe('namesWithDocuments', () => {
  it('pairs each name with the document nearest under it, through labels, and stops at another value', () => {
    expect(
      namesWithDocuments(['Nome', 'LUZ DO AMANHECER', 'Agência 0001', 'CPF/CNPJ', '11.***.***/0001-**', 'BANCO X']),
    ).toEqual([
      { name: 'LUZ DO AMANHECER', document: '11.***.***/0001-**' },
      { name: 'BANCO X', document: null },
    ]);
    expect(namesWithDocuments(['Francisco de Assis Nogueira... - .s..222.552-+»', 'BANCO X'])[0]).toEqual({
      name: 'Francisco de Assis Nogueira... - .s..222.552-+»',
      document: null,
    });
    expect(namesWithDocuments(['LUZ DO AMANHECER', 'BANCO X S.A.', '11.***.***/0001-**'])[0]).toEqual({
      name: 'LUZ DO AMANHECER',
      document: null,
    });
  });

  it('joins a name with no label to the words a narrow screen wrapped onto the next line, when a document follows', () => {
    expect(namesWithDocuments(['LUZ DO AMANHECER', 'ARTIGOS LTDA', '11.***.***/0001-**', 'BANCO X S.A.'])).toEqual([
      { name: 'LUZ DO AMANHECER ARTIGOS LTDA', document: '11.***.***/0001-**' },
      { name: 'BANCO X S.A.', document: null },
    ]);
    expect(namesWithDocuments(['LUZ DO AMANHECER', 'ARTIGOS LTDA', 'BANCO X S.A.'])[0]).toEqual({
      name: 'LUZ DO AMANHECER',
      document: null,
    });
  });

  it('reads "Dados do destino" and "Dados da origem" as headings, and never the origin’s holder as the recipient', () => {
    const origin = ['Dados da origem', `Nome ${PERSON.name}`, 'CPF ***.982.247-**'];
    const destination = ['Dados do destino', 'Nome LUZ DO AMANHECER ARTIGOS LTDA', 'CNPJ 11.***.***/0001-**'];
    expect(recipientOf([...origin, ...destination])).toBe('pass');
    expect(
      recipientOf(
        [...destination.slice(0, 1), 'Nome CASA DAS VELAS LTDA', 'CNPJ 45.***.***/0001-**', ...origin],
        PERSON,
      ),
    ).not.toBe('pass');
  });

  it('joins a group OCR split into two lone digits, and still takes no other document so split', () => {
    expect(recipientOf(['Destinatário', COMPANY.name, '1 1.*** *** /0001-**'])).toBe('pass');
    expect(recipientOf(['Destinatário', COMPANY.name, '4 5.*** *** /0002-**'])).not.toBe('pass');
  });

  it('confirms a masked CPF whose dots OCR read as spaces and its mask as zeros, never another CPF so spaced', () => {
    expect(recipientOf(['Destinatário', PERSON.name, '000 982 247-º'], PERSON)).toBe('pass');
    expect(recipientOf(['Destinatário', PERSON.name, '000 123 456-º'], PERSON)).not.toBe('pass');
    expect(recipientOf(['Destinatário', PERSON.name, '111 982 247 00'], PERSON)).not.toBe('pass');
  });
});
