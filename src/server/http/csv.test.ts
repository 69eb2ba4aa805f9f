import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes cells holding quotes, commas or line breaks', () => {
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('Smith, Jones & Co')).toBe('"Smith, Jones & Co"');
    expect(csvCell('the "best" bid')).toBe('"the ""best"" bid"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('')).toBe('');
  });

  it('keeps a cell a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('1200.00')).toBe('1200.00');
  });

  it('writes rows with CRLF after a byte order mark', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2,3'],
      ]),
    ).toBe('\uFEFFa,b\r\n1,"2,3"\r\n');
  });
});
