import { changeLines } from './activityText';

describe('the activity trail in the screens’ words', () => {
  it('says stored values and fields as the screens do', () => {
    const entry = {
      entity: 'notification' as const,
      before: { type: 'info', noticeTo: 'all', status: 'active' },
      after: { type: 'promotional', noticeTo: 'specific_users', status: 'inactive' },
    };
    expect(changeLines(entry)).toEqual([
      'Type: Info → Promotional',
      'Notice To: All → Specific Users',
      'Status: Active → Inactive',
    ]);
  });

  it('says a value no screen has a word for as it is stored', () => {
    const entry = { entity: 'product' as const, before: null, after: { status: 'archived' } };
    expect(changeLines(entry)).toEqual(['Status: archived']);
  });
});
