import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine, neutralizeFormula } from './csv';
import { exportBaseName } from './export-files';

describe('csvCell: escaping and formula injection', () => {
  it.each([
    ['plain', 'plain'],
    ['Maria da Silva', 'Maria da Silva'],
    ['a;b', '"a;b"'],
    ['diz "oi"', '"diz ""oi"""'],
    ['linha 1\nlinha 2', '"linha 1\nlinha 2"'],
    ['com\r\nCRLF', '"com\r\nCRLF"'],
    ['vírgula, ok', 'vírgula, ok'],
    ['=1+1', "'=1+1"],
    ['+5511987654321', "'+5511987654321"],
    ['-10', "'-10"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', `"'\rCR"`],
    ['=HYPERLINK("http://x";"clique")', `"'=HYPERLINK(""http://x"";""clique"")"`],
    ['a=b', 'a=b'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [-3, "'-3"],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('only the first character decides', () => {
    expect(neutralizeFormula(' =1')).toBe(' =1');
  });
});

describe('csvLine', () => {
  it('joins the cells with ";" and ends the line with CRLF', () => {
    expect(csvLine(['João', '(11) 98765-4321', null])).toBe('João;(11) 98765-4321;\r\n');
  });

  it('keeps the UTF-8 BOM as EF BB BF once encoded', () => {
    const bytes = new TextEncoder().encode(CSV_BOM + csvLine(['Ação']));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('exportBaseName (spec §9)', () => {
  const now = new Date('2025-06-06T15:00:00Z');
  it.each([
    ['Amarração do Amor', 'Amarra__o_do_Amor_2025-06-06'],
    ['Prosperidade', 'Prosperidade_2025-06-06'],
    ['Ritual #1 / Lua-Cheia', 'Ritual__1___Lua_Cheia_2025-06-06'],
    ['', 'ritual_2025-06-06'],
  ])('%s → %s', (name, expected) => {
    expect(exportBaseName(name, now)).toBe(expected);
  });
});
