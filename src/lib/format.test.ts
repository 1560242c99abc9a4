import { formatDateTime, formatRupees, formatShortDate, fromDateInput } from './format';

describe('formatRupees', () => {
  it.each([
    [1499, '₹1,499.00'],
    ['249.5', '₹249.50'],
    [0, '₹0.00'],
    [undefined, '₹0'],
    [null, '₹0'],
    ['', '₹0'],
    ['abc', '₹0'],
  ])('%p → %p', (amount, shown) => expect(formatRupees(amount)).toBe(shown));
});

describe('dates (en-US, UTC in tests)', () => {
  const iso = '2026-03-05T14:07:00.000Z';
  it('short dates: month, day and year', () => {
    expect(formatShortDate(iso)).toBe('Mar 5, 2026');
    expect(formatShortDate({ seconds: Date.parse(iso) / 1000, nanoseconds: 0 })).toBe(
      'Mar 5, 2026',
    );
    expect(formatShortDate(Date.parse(iso))).toBe('Mar 5, 2026');
  });
  it('long date-times: long month with hours and minutes', () => {
    expect(formatDateTime(iso)).toBe('March 5, 2026 at 02:07 PM');
  });
  it("'N/A' when missing, 'Invalid Date' when unreadable", () => {
    expect(formatShortDate(undefined)).toBe('N/A');
    expect(formatShortDate(null)).toBe('N/A');
    expect(formatDateTime('')).toBe('N/A');
    expect(formatShortDate('not a date')).toBe('Invalid Date');
    expect(formatDateTime('2026-13-45')).toBe('Invalid Date');
  });
});

describe('fromDateInput', () => {
  it('reads a date input value as that local calendar day', () => {
    const date = fromDateInput('2026-03-05');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([
      2026, 2, 5, 0,
    ]);
    expect(formatShortDate(fromDateInput('2026-03-05'))).toBe('Mar 5, 2026');
  });
  it('null when empty', () => {
    expect(fromDateInput('')).toBeNull();
    expect(formatShortDate(fromDateInput(undefined))).toBe('N/A');
  });
});
