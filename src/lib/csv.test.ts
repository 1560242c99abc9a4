import { CSV_FIELD_CASES } from '@/testing/csvFieldCases';
import { csvField, csvFileName, isoDate, toCsv } from './csv';

describe('csv', () => {
  it.each(CSV_FIELD_CASES)('$rule', ({ cases }) => {
    expect(cases.map(([value]) => csvField(value))).toEqual(cases.map(([, field]) => field));
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

  it('writes a moment in ISO 8601, and nothing for none or an unreadable one, never failing', () => {
    expect(isoDate(new Date('2026-03-04T08:00:00.750Z'))).toBe('2026-03-04T08:00:00.750Z');
    expect(isoDate(null)).toBeNull();
    expect(isoDate(new Date('not a date'))).toBeNull();
  });
});
