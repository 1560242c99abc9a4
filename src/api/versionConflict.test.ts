import { conflictMessage, versionConflictOf, worded } from './versionConflict';

const NOW = new Date(2026, 10, 26, 15, 0);
const local = (options: Intl.DateTimeFormatOptions, date: Date) =>
  new Intl.DateTimeFormat(undefined, options).format(date);

describe('conflictMessage', () => {
  it('names the admin by e-mail, and the time alone for a change made today', () => {
    const at = new Date(2026, 10, 26, 10, 42);
    const changedBy = { id: 2, email: 'meera@shop.example', name: 'Meera' };
    expect(conflictMessage('banner', { changedBy, changedAt: at.toISOString() }, 'UTC', NOW)).toBe(
      `This banner was changed by meera@shop.example at ${local({ timeStyle: 'short' }, at)} after you opened it.`,
    );
  });

  it('names the admin by name when there is no e-mail, with the date of an earlier day', () => {
    const at = new Date(2026, 10, 24, 9, 5);
    const changedBy = { id: 2, email: null, name: 'Meera' };
    const when = local({ dateStyle: 'medium', timeStyle: 'short' }, at);
    expect(
      conflictMessage('notification', { changedBy, changedAt: at.toISOString() }, 'UTC', NOW),
    ).toBe(`This notification was changed by Meera at ${when} after you opened it.`);
  });

  it("tells the time in the day zone, and today as the shop's day, not the browser's", () => {
    // 01:30 on Nov 27 in Kolkata, still Nov 26 in the browser's UTC; the shop's day began at 18:30.
    const changedAt = '2026-11-26T20:00:00.000Z';
    const now = new Date('2026-11-27T02:00:00.000Z');
    const changedBy = { id: 2, email: 'meera@shop.example', name: 'Meera' };
    expect(conflictMessage('banner', { changedBy, changedAt }, 'Asia/Kolkata', now)).toBe(
      `This banner was changed by meera@shop.example at ${local({ timeStyle: 'short' }, new Date(Date.UTC(2026, 10, 27, 1, 30)))} after you opened it.`,
    );
  });

  it('says "another admin" and no time when the trail has neither', () => {
    expect(conflictMessage('banner', { changedBy: null, changedAt: null }, 'UTC', NOW)).toBe(
      'This banner was changed by another admin after you opened it.',
    );
  });
});

describe('worded and versionConflictOf', () => {
  const reply = {
    success: false,
    message: 'x',
    current: { id: 1 },
    changedBy: null,
    changedAt: null,
  };

  it('words a 409 with its current item, shaped as the list shapes items', () => {
    const error = worded('banner', (item: { id: number }) => ({ ...item, shaped: true }))({
      status: 409,
      message: 'x',
      fromServer: true,
      data: reply,
    });
    expect(versionConflictOf(error)).toEqual({
      current: { id: 1, shaped: true },
      message: 'This banner was changed by another admin after you opened it.',
    });
  });

  it('leaves any other failure as it is, which then carries no conflict', () => {
    const notFound = { status: 404, message: 'Banner not found.', fromServer: true, data: reply };
    const conflictWithoutItem = { status: 409, message: 'Busy.', fromServer: true, data: {} };
    for (const error of [notFound, conflictWithoutItem]) {
      expect(worded('banner', (item) => item)(error)).toBe(error);
      expect(versionConflictOf(error)).toBeUndefined();
    }
  });
});
