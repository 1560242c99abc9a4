/** The CSV writer: numbers as numbers, formula-like text neutralised, quoting as RFC 4180. */
import { csvField } from '../src/csv';

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

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(['a,b', 'say "hi"', 'two\nlines'].map(csvField)).toEqual([
      '"a,b"',
      '"say ""hi"""',
      '"two\nlines"',
    ]);
  });
});
