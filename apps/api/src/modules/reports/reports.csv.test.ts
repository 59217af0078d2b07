import { describe, expect, it } from 'vitest';
import { csvField, csvPounds, toCsv } from './reports.csv';

describe('report CSV', () => {
  it('quotes fields with commas, quotes, line breaks or edge spaces, doubling the quotes', () => {
    expect(csvField('Fish and chips')).toBe('Fish and chips');
    expect(csvField('Burger, large')).toBe('"Burger, large"');
    expect(csvField('The "Big" one')).toBe('"The ""Big"" one"');
    expect(csvField('Two\nlines')).toBe('"Two\nlines"');
    expect(csvField(' padded ')).toBe('" padded "');
    expect(csvField(42)).toBe('42');
  });

  it('turns text a spreadsheet would run as a formula into plain text', () => {
    expect(csvField('=HYPERLINK("http://evil.test","x")')).toBe(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(csvField('+44 7700')).toBe("'+44 7700");
    expect(csvField('-1+2')).toBe("'-1+2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
    // Our own numbers are not text: a negative number stays a number.
    expect(csvField(-5)).toBe('-5');
  });

  it('writes a BOM, a header and CRLF lines', () => {
    expect(
      toCsv(
        ['A', 'B'],
        [
          ['x', 1],
          ['y, z', 2],
        ],
      ),
    ).toBe('\uFEFFA,B\r\nx,1\r\n"y, z",2\r\n');
    expect(toCsv(['A'], [])).toBe('\uFEFFA\r\n');
  });

  it('writes pence as pounds with two decimals', () => {
    expect(csvPounds(0)).toBe('0.00');
    expect(csvPounds(5)).toBe('0.05');
    expect(csvPounds(1250)).toBe('12.50');
    expect(csvPounds(123456789)).toBe('1234567.89');
  });
});
