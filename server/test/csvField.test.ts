/** The CSV writer: numbers as numbers, formula-like text neutralised, quoting as RFC 4180. */
import { csvField } from '../src/http/csv';

describe('csvField', () => {
  it('writes numbers as numbers, negative ones too, and empty for nothing', () => {
    expect([-12.5, 0, null, undefined, Number.NaN].map(csvField)).toEqual([
      '-12.5',
      '0',
      '',
      '',
      '',
    ]);
  });

  it('starts text that a spreadsheet reads as a formula with a quote', () => {
    expect(['=1+1', '+1', '-1', '@A1', '\t=1', '\r=1', 'a=1'].map(csvField)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@A1",
      "'\t=1",
      `"'\r=1"`,
      'a=1',
    ]);
  });

  it('quotes a formula behind leading white space or invisible characters, which importers trim', () => {
    expect(
      [
        ' =1+1',
        '\n=1+1',
        '\u00a0=1+1',
        '\u200b=1+1',
        '\ufeff=1+1',
        '  @SUM(1)',
        '\u2028-1',
        '\u200d\u00ad+1',
        '\u0001=1',
      ].map(csvField),
    ).toEqual([
      "' =1+1",
      `"'\n=1+1"`,
      "'\u00a0=1+1",
      "'\u200b=1+1",
      "'\ufeff=1+1",
      "'  @SUM(1)",
      "'\u2028-1",
      "'\u200d\u00ad+1",
      "'\u0001=1",
    ]);
  });

  it('leaves text alone whose first visible character does not start a formula', () => {
    expect([' hello', '\u00a0a=1', '\u200b', '  ', 'a -1'].map(csvField)).toEqual([
      ' hello',
      '\u00a0a=1',
      '\u200b',
      '  ',
      'a -1',
    ]);
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(['a,b', 'say "hi"', 'two\nlines'].map(csvField)).toEqual([
      '"a,b"',
      '"say ""hi"""',
      '"two\nlines"',
    ]);
  });
});
