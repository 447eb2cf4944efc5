import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { order } from '../../test/admin-screens';
import { csvLine } from '../admin-common/csv';
import { birthDate, loveName, REPORT_COLUMNS, reportRow, reportWhatsApp } from './report-rows';
import { reportSheetData, reportXlsxBlob } from './xlsx-export';

describe('report lookups (spec §3, first match wins, fallback "Não informado")', () => {
  it.each([
    [{ nome_do_amor: 'Pedro', nome_amor: 'Paulo' }, 'Pedro'],
    [{ nome_amor: 'Paulo', amor: 'Ana' }, 'Paulo'],
    [{ amor: 'Ana' }, 'Ana'],
    [{ nome_da_pessoa: 'Bia' }, 'Bia'],
    [{ pessoa_amada: 'Caio' }, 'Caio'],
    [{ nome_dele: 'Davi' }, 'Davi'],
    [{ nome_dela: 'Eva' }, 'Eva'],
    [{ crush: 'Fábio' }, 'Fábio'],
    [{ paixao: 'Gil' }, 'Gil'],
    [{ nome_do_amor: '  ', crush: 'Hugo' }, 'Hugo'],
    [{ outro: 'x' }, 'Não informado'],
    [{}, 'Não informado'],
  ])('love name of %o is %s', (formData, expected) => {
    expect(loveName({ form_data: formData, whatsapp: '' })).toBe(expected);
  });

  it.each([
    [{ data_nascimento: '1990-03-15', data_nasc: 'x' }, '15/03/1990'],
    [{ data_nasc: '15/03/1990' }, '15/03/1990'],
    [{ nascimento: '1985-12-01' }, '01/12/1985'],
    [{ aniversario: '25 de dezembro' }, '25 de dezembro'],
    [{ data_de_nascimento: '2000-01-02' }, '02/01/2000'],
    [{ data_aniversario: '2001-02-03' }, '03/02/2001'],
    [{ outro: '1990-03-15' }, 'Não informado'],
  ])('birth date of %o is %s', (formData, expected) => {
    expect(birthDate({ form_data: formData, whatsapp: '' })).toBe(expected);
  });

  it.each([
    [{ whatsapp_contato: '(11) 1', whatsapp: '(11) 2' }, '', '(11) 1'],
    [{ whatsapp: '(11) 2', telefone: '(11) 3' }, '', '(11) 2'],
    [{ telefone: '(11) 3', celular: '(11) 4' }, '', '(11) 3'],
    [{ celular: '(11) 4' }, '(11) 5', '(11) 4'],
    [{}, '(11) 5', '(11) 5'],
    [{ whatsapp_contato: '' }, '', 'Não informado'],
  ])('WhatsApp of %o with order whatsapp %j is %s', (formData, own, expected) => {
    expect(reportWhatsApp({ form_data: formData, whatsapp: own })).toBe(expected);
  });
});

describe('report rows and exports', () => {
  const row = reportRow(
    order({
      form_data: {
        nome_completo_fixo: 'Maria',
        nome_amor: 'João',
        data_nascimento: '1990-03-15',
        whatsapp_contato: '(11) 98765-4321',
      },
      payment_status: 'paid',
      created_at: '2025-06-06T02:30:00Z',
    }),
    'Amarração do Amor',
  );

  it('has the eight §9 columns in order, dates and times in São Paulo', () => {
    expect(REPORT_COLUMNS).toEqual([
      'Nome do Cliente',
      'Nome do Amor',
      'Data de Nascimento',
      'WhatsApp',
      'Status',
      'Data da Compra',
      'Hora da Compra',
      'Ritual',
    ]);
    expect(row).toEqual([
      'Maria',
      'João',
      '15/03/1990',
      '(11) 98765-4321',
      'Pago',
      '05/06/2025',
      '23:30',
      'Amarração do Amor',
    ]);
  });

  it('writes CSV lines with the header and neutralized cells', () => {
    const hostile = reportRow(
      order({ form_data: { nome_completo_fixo: '=cmd|calc', whatsapp_contato: '+5511987654321' } }),
    );
    const lines = [REPORT_COLUMNS, row, hostile].map(csvLine).join('').split('\r\n');
    expect(lines[0]).toBe(REPORT_COLUMNS.join(';'));
    expect(lines[2]?.startsWith("'=cmd|calc;Não informado;Não informado;'+5511987654321;Pendente")).toBe(true);
  });

  it('builds the sheet with a bold header and text cells', () => {
    const data = reportSheetData([row]);
    expect(data[0]?.[0]).toEqual({ value: 'Nome do Cliente', fontWeight: 'bold' });
    expect(data[1]?.[3]).toEqual({ value: '(11) 98765-4321', type: String });
  });

  it('produces a real .xlsx (a zip with the sheet and the shared strings)', async () => {
    const blob = await reportXlsxBlob([row]);
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml']));
    const text = Object.entries(files)
      .filter(([name]) => name.startsWith('xl/'))
      .map(([, content]) => new TextDecoder().decode(content))
      .join('\n');
    expect(text).toContain('Nome do Cliente');
    expect(text).toContain('Amarração do Amor');
    expect(text).toContain('Relatório');
  });
});
