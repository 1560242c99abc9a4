import { dayInZone, formatInZone, fromWallClock, offsetMinutes, toWallClock } from './zonedTime';

describe('zoned time', () => {
  it('reads the offset of a half-hour zone and of a zone with summer time', () => {
    expect(offsetMinutes(Date.parse('2026-12-01T00:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(offsetMinutes(Date.parse('2026-01-15T12:00:00Z'), 'Europe/Berlin')).toBe(60);
    expect(offsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'Europe/Berlin')).toBe(120);
    expect(offsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'America/St_Johns')).toBe(-150);
  });

  it("gives a moment's day in the zone, from the zone's midnight", () => {
    expect(dayInZone(Date.parse('2026-03-01T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-03-01');
    expect(dayInZone(Date.parse('2026-03-01T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-03-02');
    expect(dayInZone(Date.parse('2026-03-01T23:00:00Z'), 'UTC')).toBe('2026-03-01');
    expect(dayInZone(Date.parse('2026-02-10T02:00:00Z'), 'America/St_Johns')).toBe('2026-02-09');
  });

  it('turns a wall clock into a moment with its offset', () => {
    expect(fromWallClock('2026-12-01T09:00', 'Asia/Kolkata')).toBe('2026-12-01T09:00:00+05:30');
    expect(fromWallClock('2026-12-01T00:15', 'Asia/Kolkata')).toBe('2026-12-01T00:15:00+05:30');
    expect(fromWallClock('2026-01-15T09:00', 'Europe/Berlin')).toBe('2026-01-15T09:00:00+01:00');
    expect(fromWallClock('2026-07-15T09:00', 'Europe/Berlin')).toBe('2026-07-15T09:00:00+02:00');
    expect(fromWallClock('2026-07-15T09:00', 'UTC')).toBe('2026-07-15T09:00:00+00:00');
  });

  it('takes a wall clock that comes twice as the first, and one skipped as after the change', () => {
    // Berlin's clocks go back from 03:00 to 02:00 on 2026-10-25, forward from 02:00 to 03:00 on 2026-03-29.
    expect(fromWallClock('2026-10-25T02:30', 'Europe/Berlin')).toBe('2026-10-25T02:30:00+02:00');
    expect(fromWallClock('2026-10-25T03:30', 'Europe/Berlin')).toBe('2026-10-25T03:30:00+01:00');
    expect(fromWallClock('2026-03-29T02:30', 'Europe/Berlin')).toBe('2026-03-29T03:30:00+02:00');
    expect(fromWallClock('2026-03-29T01:59', 'Europe/Berlin')).toBe('2026-03-29T01:59:00+01:00');
  });

  it('reads an empty or unreadable field as no moment', () => {
    expect(fromWallClock('', 'Asia/Kolkata')).toBeNull();
    expect(fromWallClock('2026-02-30T09:00', 'Asia/Kolkata')).toBeNull();
    expect(fromWallClock('tomorrow', 'Asia/Kolkata')).toBeNull();
  });

  it("shows a stored moment as the zone's wall clock, and back again", () => {
    expect(toWallClock('2026-12-01T03:30:00.000Z', 'Asia/Kolkata')).toBe('2026-12-01T09:00');
    expect(toWallClock('2026-07-15T07:00:00.000Z', 'Europe/Berlin')).toBe('2026-07-15T09:00');
    expect(toWallClock(null, 'Asia/Kolkata')).toBe('');
    expect(toWallClock('not a moment', 'Asia/Kolkata')).toBe('');
    for (const zone of ['Asia/Kolkata', 'Europe/Berlin', 'America/New_York']) {
      const moment = '2026-10-25T00:45:00.000Z';
      const back = fromWallClock(toWallClock(moment, zone), zone);
      expect(new Date(back ?? '').toISOString()).toBe(moment);
    }
  });

  it('formats a moment in the zone', () => {
    expect(formatInZone('2026-12-01T03:30:00.000Z', 'Asia/Kolkata')).toBe('Dec 1, 2026, 9:00 AM');
    expect(formatInZone('2026-12-01T03:30:00.000Z', 'Europe/Berlin')).toBe('Dec 1, 2026, 4:30 AM');
  });
});
