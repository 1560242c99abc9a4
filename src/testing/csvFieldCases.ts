/**
 * What a CSV field holds for a value, as the server's export and the browser's both write it
 * (RFC 4180 quoting, widened to every separator a spreadsheet may split on; text a spreadsheet
 * would run as a formula neutralised by a leading quote):
 * one table both test suites run. Plain data, importing nothing, so that both can read it.
 */
type CsvValue = string | number | null | undefined;

export const CSV_FIELD_CASES: readonly { rule: string; cases: readonly [CsvValue, string][] }[] = [
  {
    rule: 'writes numbers as numbers, negative ones too, and nothing as empty',
    cases: [
      [-12.5, '-12.5'],
      [0, '0'],
      [null, ''],
      [undefined, ''],
      [Number.NaN, ''],
    ],
  },
  {
    rule: 'starts text that a spreadsheet reads as a formula with a quote',
    cases: [
      ['=1+1', "'=1+1"],
      ['+1', "'+1"],
      ['-1', "'-1"],
      ['@A1', "'@A1"],
      ['\t=1', `"'\t=1"`],
      ['\r=1', `"'\r=1"`],
      ['a=1', 'a=1'],
    ],
  },
  {
    rule: 'quotes a formula behind leading white space or invisible characters, which importers trim',
    cases: [
      [' =1+1', "' =1+1"],
      ['\n=1+1', `"'\n=1+1"`],
      ['\u00a0=1+1', "'\u00a0=1+1"],
      ['\u200b=1+1', "'\u200b=1+1"],
      ['\ufeff=1+1', "'\ufeff=1+1"],
      ['  @SUM(1)', "'  @SUM(1)"],
      ['\u2028-1', "'\u2028-1"],
      ['\u200d\u00ad+1', "'\u200d\u00ad+1"],
      ['\u0001=1', "'\u0001=1"],
    ],
  },
  {
    rule: 'leaves text alone whose first visible character does not start a formula',
    cases: [
      [' hello', ' hello'],
      ['\u00a0a=1', '\u00a0a=1'],
      ['\u200b', '\u200b'],
      ['  ', '  '],
      ['a -1', 'a -1'],
    ],
  },
  {
    rule: 'quotes commas, quotes and line breaks, doubling the quotes',
    cases: [
      ['a,b', '"a,b"'],
      ['say "hi"', '"say ""hi"""'],
      ['two\nlines', '"two\nlines"'],
      ['two\r\nlines', '"two\r\nlines"'],
    ],
  },
  {
    // A spreadsheet set to another separator would split the field there, and a formula could
    // start the piece after it: quoted, the field stays whole (docs/api.md#csv-export).
    rule: 'quotes the separators spreadsheets split on: semicolons, tabs and vertical bars',
    cases: [
      ['semi;@SUM(1+1)', '"semi;@SUM(1+1)"'],
      ['a;b', '"a;b"'],
      ['tab\t=1+1', '"tab\t=1+1"'],
      ['pipe|-1', '"pipe|-1"'],
      ['x;"y"', '"x;""y"""'],
      ['=1;2', `"'=1;2"`],
    ],
  },
  {
    rule: 'leaves spaces and other punctuation unquoted',
    cases: [
      ['a b', 'a b'],
      ['a.b:c/d', 'a.b:c/d'],
      ["it's", "it's"],
    ],
  },
];
