import { lastDays } from './periods';

describe("the dashboard's days", () => {
  const lateEvening = new Date('2026-03-01T23:00:00Z');

  it("ends the period on the shop's day: 23:00 UTC is already the next day at +05:30", () => {
    expect(lastDays(7, 'Asia/Kolkata', lateEvening)).toEqual({
      from: '2026-02-24',
      to: '2026-03-02',
    });
    expect(lastDays(1, 'Asia/Kolkata', new Date('2026-03-01T18:29:59Z'))).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
    });
  });

  it('counts UTC days for a backend that names no zone', () => {
    expect(lastDays(30, undefined, lateEvening)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });
});
