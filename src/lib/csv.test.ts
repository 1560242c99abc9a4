import { csvField, csvFileName, toCsv } from './csv';

describe('csv', () => {
  it('writes numbers as numbers, negative ones too, and nothing as empty', () => {
    expect([-12.5, 0, null, undefined, Number.NaN].map(csvField)).toEqual([
      '-12.5',
      '0',
      '',
      '',
      '',
    ]);
  });

  it('starts text a spreadsheet would run with a quote, and quotes what needs it', () => {
    expect(
      ['=1+1', '+1', '-1', '@A1', '\t=1', 'a=1', 'a,b', 'say "hi"', 'two\nlines'].map(csvField),
    ).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@A1",
      "'\t=1",
      'a=1',
      '"a,b"',
      '"say ""hi"""',
      '"two\nlines"',
    ]);
  });

  it('quotes a formula behind leading white space or invisible characters, which importers trim', () => {
    const hidden = [' =1+1', '\u00a0=1+1', '\u200b=1+1', '\ufeff=1+1', '  @SUM(1)', '\u2028-1'];
    expect(hidden.map(csvField)).toEqual(hidden.map((text) => `'${text}`));
    expect(csvField('\n=1+1')).toBe('"\'\n=1+1"');
    expect([' hello', '\u00a0a=1'].map(csvField)).toEqual([' hello', '\u00a0a=1']);
  });

  it('writes a byte order mark, the headings, and a CRLF after every line', () => {
    const columns = [
      { heading: 'Name', value: (row: { name: string }) => row.name },
      { heading: 'Length', value: (row: { name: string }) => row.name.length },
    ];
    expect(toCsv(columns, [{ name: 'Asha' }, { name: '' }])).toBe(
      '\uFEFFName,Length\r\nAsha,4\r\n,0\r\n',
    );
  });

  it('names a file by its list and the day', () => {
    expect(csvFileName('orders', new Date('2026-11-25T23:59:00Z'))).toBe('orders-2026-11-25.csv');
  });
});
