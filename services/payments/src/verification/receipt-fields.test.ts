import { describe, expect, it } from 'vitest';
import { fieldsFromText, namesWithDocuments, parseAmount } from './receipt-fields.js';

describe('parseAmount', () => {
  it.each([
    ['R$ 1.234,56', '1234.56'],
    ['R$1.234,56', '1234.56'],
    ['R$ 49,90', '49.90'],
    ['RS 49,90', '49.90'],
    ['R$ 1.000.000,00', '1000000.00'],
    ['R$ 0,10', '0.10'],
    ['R$ 49.90', '49.90'],
    ['R$ 150, 00', '150.00'],
    ['R$.27,50', '27.50'],
    ['Valor R$.1.234,56', '1234.56'],
    ['r$ 441,49', '441.49'],
    ['ns 842,26', '842.26'],
    ['rs 297,00', '297.00'],
    ['R$ 1,423,00', '1423.00'],
    ['R$ 12,345.678,90', '12345678.90'],
  ])('reads %s as %s', (printed, amount) => {
    expect(parseAmount(printed, true)).toBe(amount);
  });

  it('needs the currency when asked to, and no amount is no amount', () => {
    expect(parseAmount('Agência 1234,56', true)).toBeNull();
    expect(parseAmount('Parcelas 12,00', true)).toBeNull();
    expect(parseAmount('1.234,56', false)).toBe('1234.56');
    expect(parseAmount('sem valor', false)).toBeNull();
    expect(parseAmount('.27,50', false)).toBeNull();
  });
});

describe('fieldsFromText', () => {
  it('reads a receipt with labels and values on the same line', () => {
    const fields = fieldsFromText(
      [
        'Comprovante de transferência',
        '10 MAR 2026 - 12:05:33',
        'Valor R$ 1.249,90',
        'Tipo de transferência Pix',
        'Destino',
        'Nome TEMPLO DOS RITUAIS LTDA',
        'CNPJ 11.222.333/0001-81',
        'Instituição BCO DO BRASIL S.A.',
        'Origem',
        'Nome MARIA SOUZA',
        'CPF •••.456.789-••',
        'ID da transação:',
        'E18236120202603101505a1B2c3D4e5F',
      ].join('\n'),
    );

    expect(fields).toEqual({
      mentionsPix: true,
      scheduled: false,
      amount: '1249.90',
      paidAt: '2026-03-10T12:05:33',
      recipientName: 'TEMPLO DOS RITUAIS LTDA',
      recipientKey: null,
      recipientDocument: '11.222.333/0001-81',
      recipientLines: ['Nome TEMPLO DOS RITUAIS LTDA', 'CNPJ 11.222.333/0001-81', 'Instituição BCO DO BRASIL S.A.'],
      institution: 'BCO DO BRASIL S.A.',
      endToEndId: 'E18236120202603101505a1B2c3D4e5F',
    });
  });

  it('reads a receipt with each value under its label, and the payer’s data stays the payer’s', () => {
    const fields = fieldsFromText(
      [
        'Pix enviado',
        'valor',
        'R$ 49,90',
        'data e hora',
        '10/03/2026 às 12:05:33',
        'Dados de quem pagou',
        'nome',
        'Maria Souza',
        'CPF',
        '***.456.789-**',
        'Dados de quem recebeu',
        'nome',
        'Templo dos Rituais',
        'chave Pix',
        'loja@exemplo.com.br',
        'instituição',
        'BANCO DO BRASIL S.A.',
      ].join('\n'),
    );

    expect(fields).toMatchObject({
      amount: '49.90',
      paidAt: '2026-03-10T12:05:33',
      recipientName: 'Templo dos Rituais',
      recipientKey: 'loja@exemplo.com.br',
      recipientDocument: null,
      institution: 'BANCO DO BRASIL S.A.',
    });
  });

  it('takes the time from its own label and the name from an inline recipient heading', () => {
    const fields = fieldsFromText(
      [
        'Comprovante de Pix',
        'Data: 10/03/2026',
        'Hora: 12:05',
        'Recebedor: Templo dos Rituais',
        'Valor: R$ 97,00',
      ].join('\n'),
    );

    expect(fields).toMatchObject({
      paidAt: '2026-03-10T12:05:00',
      recipientName: 'Templo dos Rituais',
      amount: '97.00',
    });
  });

  it('takes the time printed beside the same date elsewhere when the labelled date has none', () => {
    expect(fieldsFromText('Pix\n10/03/2026 - 12:05:33\nData do pagamento 10/03/2026').paidAt).toBe(
      '2026-03-10T12:05:33',
    );
    expect(fieldsFromText('Pix\n09/03/2026 - 12:05:33\nData do pagamento 10/03/2026').paidAt).toBe('2026-03-10');
  });

  it('reads a time whose seconds’ colon OCR lost, and no time from digits run into the hour', () => {
    expect(fieldsFromText('Pix\n23/11/2026 - 12:0017').paidAt).toBe('2026-11-23T12:00:17');
    expect(fieldsFromText('Pix\n23/11/2026 - 1414:20').paidAt).toBe('2026-11-23');
  });

  it('reads the time under a date alone on its line whose label and colons OCR lost, and no time out of another number', () => {
    expect(fieldsFromText('Pix\nData 23/11/2026\nMars 140839').paidAt).toBe('2026-11-23T14:08:39');
    expect(fieldsFromText('Pix\nData 23/11/2026\nHótã 13:51:35').paidAt).toBe('2026-11-23T13:51:35');
    expect(fieldsFromText('Pix\nData 23/11/2026\nAgência 4495').paidAt).toBe('2026-11-23');
    expect(fieldsFromText('Pix\nData 23/11/2026\nConta 123456').paidAt).toBe('2026-11-23');
    expect(fieldsFromText('Pix\nData 23/11/2026\nValor\nMars 140839').paidAt).toBe('2026-11-23');
  });

  it('reads a date written with dots or dashes, but no date out of an amount, a document or a phone', () => {
    expect(fieldsFromText('Pix\nData e hora 23.11.2026 às 11:06:58').paidAt).toBe('2026-11-23T11:06:58');
    expect(fieldsFromText('Pix\nData 23-11-2026 11:06').paidAt).toBe('2026-11-23T11:06:00');
    expect(fieldsFromText('Pix\nValor R$ 1.234.56\nCPF 123.11.2026-00\nTelefone 11-12-20261').paidAt).toBeNull();
  });

  it('reads a time a code reading ran into the year or its dash, and no year out of a longer number', () => {
    expect(fieldsFromText('Pix\nh 23.11.202611:06:58').paidAt).toBe('2026-11-23T11:06:58');
    expect(fieldsFromText('Pix\n23/11/202612:00:17').paidAt).toBe('2026-11-23T12:00:17');
    expect(fieldsFromText('Pix\n23.11.2026-10:43').paidAt).toBe('2026-11-23T10:43:00');
    expect(fieldsFromText('Pix\nProtocolo 23.11.202611').paidAt).toBeNull();
  });

  it('reads a key label whose space a code reading dropped', () => {
    expect(fieldsFromText('Pix\nPara\nFULANO DE TAL\nChavePix (31)98740-2219').recipientKey).toBe('(31)98740-2219');
  });

  it('reads a time after an h whose minutes OCR read as letters, and no time out of a word', () => {
    expect(fieldsFromText('Pix\nData do pagamento\n23/11/2026\nHorário\n10ho8').paidAt).toBe('2026-11-23T10:08:00');
    expect(fieldsFromText('Pix\n23/11/2026 - 13hlImin').paidAt).toBe('2026-11-23T13:11:00');
    expect(fieldsFromText('Pix\n23/11/2026 em 2 holerites').paidAt).toBe('2026-11-23');
  });

  it('finds an id OCR ran into its label, its E read in lower case, and none without its 20 digits', () => {
    const id = 'E31872495202611231648kwcb2ddeo4m';
    expect(fieldsFromText(`Pix\nID da transaçãe${id.slice(1)}`).endToEndId).toBe(id);
    expect(fieldsFromText(`Pix\nID da transacaoE${id.slice(1)}`).endToEndId).toBe(id);
    expect(fieldsFromText('Pix\nID da transaçãe318724952026112316kwcb2ddeo4m').endToEndId).toBeNull();
  });

  it('reads a named month OCR ran into the day or the year, its o read as a zero', () => {
    expect(fieldsFromText('Pix\n23nov 2026, 13:58:21').paidAt).toBe('2026-11-23T13:58:21');
    expect(fieldsFromText('Pix enviado!\n— 23 n0v2026- 12:12 |').paidAt).toBe('2026-11-23T12:12:00');
    expect(fieldsFromText('Pix\n1 0ut2026 08:10').paidAt).toBe('2026-10-01T08:10:00');
  });

  it('takes no code of letters and digits before the date for a date', () => {
    const text = 'Pix\nAutenticação 9k3AbCd2026x\n23 nov 2026 - 12:12';
    expect(fieldsFromText(text).paidAt).toBe('2026-11-23T12:12:00');
  });

  it('reads a date whose time a narrow screen wrapped onto the next line, and no number under a date as its time', () => {
    const wrapped = 'Pix\nSegunda-feira, 23 de novembro de 2026, às\n10:05:02\nDe';
    expect(fieldsFromText(wrapped).paidAt).toBe('2026-11-23T10:05:02');
    expect(fieldsFromText('Pix\nData 23/11/2026\nAgência 1005').paidAt).toBe('2026-11-23');
    const withAs = 'Pix\nData da operação\nSegunda-feira, 23 de novembro de 2026\nàs 11:21\nValor';
    expect(fieldsFromText(withAs).paidAt).toBe('2026-11-23T11:21:00');
    expect(fieldsFromText('Pix\n23/11/2026\nas 11h21').paidAt).toBe('2026-11-23T11:21:00');
  });

  it('reads a month whose letter a thin font lost to a lookalike, and no word that is no month', () => {
    expect(fieldsFromText('Pix\n23 de nou. de 2026 - 12:28').paidAt).toBe('2026-11-23T12:28:00');
    expect(fieldsFromText('Pix\n23 dcz 2026 às 12:28').paidAt).toBe('2026-12-23T12:28:00');
    expect(fieldsFromText('Pix\n23 de jui. de 2026 - 12:28').paidAt).toBe('2026-07-23T12:28:00');
    expect(fieldsFromText('Pix\n23 de bom de 2026 - 12:28').paidAt).toBeNull();
  });

  it('reads "10 de março de 2026" and a date without time', () => {
    expect(fieldsFromText('Pix realizado em 10 de março de 2026').paidAt).toBe('2026-03-10');
  });

  it('leaves the amount unknown when several amounts stand without a label', () => {
    expect(fieldsFromText('Pix\nR$ 49,90\nR$ 59,90').amount).toBeNull();
  });

  it('takes the labelled amount over a fee line and over other amounts', () => {
    expect(fieldsFromText('Pix\nValor da tarifa R$ 0,00\nValor R$ 49,90\nSaldo R$ 1.000,00').amount).toBe('49.90');
  });

  it('notices a scheduled PIX and a text that never mentions PIX', () => {
    expect(fieldsFromText('Pix agendado para 12/03/2026').scheduled).toBe(true);
    expect(fieldsFromText('Lista de compras\narroz R$ 27,90')).toMatchObject({ mentionsPix: false, scheduled: false });
  });

  it('undoes OCR reading the J of CNPJ as a parenthesis', () => {
    expect(fieldsFromText('Recebedor\nNome Templo\nCNP) 11.222.333/0001-81').recipientDocument).toBe(
      '11.222.333/0001-81',
    );
    expect(fieldsFromText('Recebedor\nnome\nTemplo\nCPF/CNPJ)\n11.222.333/0001-81').recipientDocument).toBe(
      '11.222.333/0001-81',
    );
  });

  describe('on a page that names neither party', () => {
    const page = (payer: string[], recipient: string[]) =>
      fieldsFromText(
        [
          'neon',
          'Transferência concluída',
          'R$ 27,90',
          '23/11/2026 às 13:03',
          ...payer,
          ...recipient,
          'Ouvidoria Neon 0800 591 1282',
        ].join('\n'),
      );
    const client = ['Cornélio Tavolari', '***.411.499-**', 'Neon Pagamentos S.A. - Instituição de Pagamento'];
    const store = ['Calcedônia Fiandeira ME', '51.***.***/0001-**', 'Nu Pagamentos S.A. - Instituição de Pagamento'];
    const holder = (fields: ReturnType<typeof fieldsFromText>) => namesWithDocuments(fields.recipientLines ?? [])[0];

    it('takes the party after the one banking with the app named at the top as the recipient', () => {
      expect(holder(page(client, store))).toEqual({ name: 'Calcedônia Fiandeira ME', document: '51.***.***/0001-**' });
    });

    it('never takes the app’s own customer, the payer, for the recipient', () => {
      const storeAsPayer = ['Calcedônia Fiandeira ME', '51.***.***/0001-**', 'Neon Pagamentos S.A.'];
      const other = ['Cornélio Tavolari', '***.411.499-**', 'Banco Inter S.A.'];

      expect(holder(page(storeAsPayer, other))).toEqual({ name: 'Cornélio Tavolari', document: '***.411.499-**' });
    });

    it('tells no recipient when both parties bank with the app, or the one after shows no bank', () => {
      const bothAtTheApp = [...store.slice(0, 2), 'Neon Pagamentos S.A.'];

      expect(page(client, bothAtTheApp).recipientLines).toBeUndefined();
      expect(page(client, store.slice(0, 2)).recipientLines).toBeUndefined();
    });
  });

  it('takes "CPF/CNPJ" read with its slash as an I and its F as an E as a label, the document under it as the holder’s', () => {
    const fields = fieldsFromText(
      'Quem recebeu\nNome\nGERVASIA LAMOUNIER\nCPEICNPI\n168.***.***-80\nQuem pagou\nNome\nFULANO',
    );

    expect(namesWithDocuments(fields.recipientLines ?? [])[0]).toEqual({
      name: 'GERVASIA LAMOUNIER',
      document: '168.***.***-80',
    });
  });

  it('takes a CNPJ label whose J OCR dropped as a label, the document under it as the holder’s', () => {
    const fields = fieldsFromText('Destino\nNome\nQUITANDA LTDA\nCNP\n31.824.056/0001-**\nOrigem\nNome\nFULANO');

    expect(fields.recipientDocument).toBe('31.824.056/0001-**');
    expect(namesWithDocuments(fields.recipientLines ?? [])[0]).toEqual({
      name: 'QUITANDA LTDA',
      document: '31.824.056/0001-**',
    });
  });

  it('takes the line under a label that OCR read with specks after it as the label’s value', () => {
    for (const label of ['Nome do favorecido. .', 'Nome do favorecido .']) {
      const fields = fieldsFromText(
        `Dados do favorecido\n${label}\nPÊNDULO DOURADO EPP\nCPF/CNPJ\n40.210.631/0001-50\nDados do pagador\nNome\nFULANO`,
      );

      expect(fields.recipientName).toBe('PÊNDULO DOURADO EPP');
      expect(namesWithDocuments(fields.recipientLines ?? [])[0]).toEqual({
        name: 'PÊNDULO DOURADO EPP',
        document: '40.210.631/0001-50',
      });
    }
  });

  it('reads "Para quem" as the recipient’s heading after "De quem", the payer’s', () => {
    const fields = fieldsFromText('De quem\nNome\nFULANO\nPara quem\nNome\nQUITANDA LTDA\nCNPJ\n31.***.***/0001-**');

    expect(namesWithDocuments(fields.recipientLines ?? [])[0]).toEqual({
      name: 'QUITANDA LTDA',
      document: '31.***.***/0001-**',
    });
  });

  it('takes a holder’s name a narrow screen wrapped onto the next line whole, its document the one under it', () => {
    const wrapped = (rest: string) =>
      namesWithDocuments(
        fieldsFromText(`PAGO PARA\nNOME: JAQUELINE SOARES\n${rest}\nCPF: *** 449.420**\nPAGADOR\nNOME: FULANO`)
          .recipientLines ?? [],
      );

    expect(wrapped('MACHADO')).toEqual([{ name: 'JAQUELINE SOARES MACHADO', document: '*** 449.420**' }]);
    expect(wrapped('INSTITUIÇÃO: NU PAGAMENTOS - IP')[0]).toEqual({
      name: 'JAQUELINE SOARES',
      document: '*** 449.420**',
    });
  });

  it('takes a random key, an e-mail (its @ maybe read as Q, a space beside it) or a whole phone printed with no label in the recipient’s section as its key, and nothing else', () => {
    const section = (line: string) =>
      fieldsFromText(
        ['Destinatário', 'Leticia Gomes', '*** 392.415-**', line, 'CAIXA', 'Remetente', 'Fulano'].join('\n'),
      );

    expect(section('a7cl4e90-3b58-4d2f-9e61-05d8f2b3c7ae').recipientKey).toBe('a7cl4e90-3b58-4d2f-9e61-05d8f2b3c7ae');
    expect(section('loja@exemplo.com.br').recipientKey).toBe('loja@exemplo.com.br');
    expect(section('lojaQexemplo.com.br').recipientKey).toBe('lojaQexemplo.com.br');
    expect(section('loja(yexemplo.com').recipientKey).toBe('loja(yexemplo.com');
    expect(section('lojaqexemplo.com.br').recipientKey).toBeNull();
    expect(section('lojaQ exemplo.com.br').recipientKey).toBe('lojaQ exemplo.com.br');
    expect(section('loja exemplo.com.br').recipientKey).toBeNull();
    expect(section('+55 (47) 98812-0593').recipientKey).toBe('+55 (47) 98812-0593');
    expect(section('+55 71 97900 5649').recipientKey).toBe('+55 71 97900 5649');
    const phoneWithADigitLost = section('+55 (51) 98441-092');
    expect(phoneWithADigitLost.recipientKey).toBe('+55 (51) 98441-092');
    expect(phoneWithADigitLost.recipientDocument).toBe('*** 392.415-**');
    expect(section('+55 (47) *****-0593').recipientKey).toBeNull();
    expect(section('(47) 3322-0593').recipientKey).toBeNull();
    expect(section('Agência 0001 - Conta 88120455-0').recipientKey).toBeNull();
    expect(section('0001-2 / 3321-0').recipientKey).toBeNull();
    const payerOnly = fieldsFromText(['Remetente', 'Fulano', 'a7c14e90-3b58-4d2f-9e61-05d8f2b3c7ae'].join('\n'));
    expect(payerOnly.recipientKey).toBeNull();
  });

  it('takes no account label alone on its line ("Agência e conta") for the holder’s name, but a name that starts like one', () => {
    const section = (...lines: string[]) =>
      fieldsFromText(
        ['Quem recebeu', 'Chave Pix', 'loja@exemplo.com.br', ...lines, 'Quem pagou', 'Nome', 'FULANO'].join('\n'),
      );

    for (const label of ['Agência e conta', 'Agência/Conta', 'Conta', 'Instituição']) {
      const fields = section(label, '5776 / 446355-7');
      expect(fields.recipientName).toBeNull();
      expect(fields.recipientKey).toBe('loja@exemplo.com.br');
    }
    expect(section('Nome', 'CONTA SIMPLES LTDA').recipientName).toBe('CONTA SIMPLES LTDA');
    expect(section('CONTA SIMPLES LTDA', '12.***.***/0001-**').recipientName).toBe('CONTA SIMPLES LTDA');
  });

  it('puts back together a key a narrow screen wrapped, but takes no value of the next label for its end', () => {
    const receipt = (...keyLines: string[]) =>
      fieldsFromText(
        ['Dados de quem recebeu', 'nome', 'Templo', 'chave Pix', ...keyLines, 'instituição', 'BB'].join('\n'),
      );

    expect(receipt('pix-a22px1tq@luzdivina.com.b', 'r').recipientKey).toBe('pix-a22px1tq@luzdivina.com.br');
    expect(receipt('pix-a276q6ug@luzdivina.com.', 'br').recipientKey).toBe('pix-a276q6ug@luzdivina.com.br');
    expect(receipt('loja@exemplo.com.br').recipientKey).toBe('loja@exemplo.com.br');
    const stacked = fieldsFromText(
      ['Para', 'Nome', 'Templo', 'Chave', 'loja@exemplo.com.br', 'Banco', 'Banco do Brasil'].join('\n'),
    );
    expect(stacked.recipientKey).toBe('loja@exemplo.com.br');
  });
});
