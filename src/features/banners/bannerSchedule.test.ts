import { nextChange, scheduleDraft, scheduleState } from './bannerSchedule';

const START = '2026-12-01T03:30:00.000Z';
const END = '2026-12-02T03:30:00.000Z';
const at = (moment: string) => Date.parse(moment);

describe("a banner's schedule", () => {
  it('is Scheduled before its start, Live from it, Ended from its end', () => {
    const schedule = { startsAt: START, endsAt: END };
    expect(scheduleState(schedule, at(START) - 1)).toBe('scheduled');
    expect(scheduleState(schedule, at(START))).toBe('live');
    expect(scheduleState(schedule, at(END) - 1)).toBe('live');
    expect(scheduleState(schedule, at(END))).toBe('ended');
  });

  it('is Live with no schedule, or with a start alone once it has come', () => {
    expect(scheduleState({}, at(START))).toBe('live');
    expect(scheduleState({ startsAt: null, endsAt: null }, at(START))).toBe('live');
    expect(scheduleState({ startsAt: START }, at(END))).toBe('live');
    expect(scheduleState({ endsAt: END }, at(START))).toBe('live');
  });

  it('changes next at the first start or end to come', () => {
    const banners = [{ startsAt: START, endsAt: END }, { endsAt: '2026-12-01T04:00:00Z' }, {}];
    expect(nextChange(banners, at(START) - 1)).toBe(at(START));
    expect(nextChange(banners, at(START))).toBe(at('2026-12-01T04:00:00Z'));
    expect(nextChange(banners, at(END))).toBeUndefined();
  });

  it('writes only what changed: a moment with its offset, null for one cleared', () => {
    const banner = { id: 1, position: 1, title: 'T', description: 'D', status: 'active' as const };
    const zone = 'Asia/Kolkata';
    expect(scheduleDraft({ startsAt: '', endsAt: '' }, null, zone)).toEqual({});
    expect(scheduleDraft({ startsAt: '2026-12-01T09:00', endsAt: '' }, null, zone)).toEqual({
      startsAt: '2026-12-01T09:00:00+05:30',
    });
    const stored = { ...banner, startsAt: START, endsAt: END };
    expect(scheduleDraft({ startsAt: '2026-12-01T09:00', endsAt: '' }, stored, zone)).toEqual({
      endsAt: null,
    });
  });
});
