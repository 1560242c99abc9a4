import { normaliseList } from './normalise';

describe('normaliseList', () => {
  const rows = [{ id: 1 }, { id: 2 }];
  it.each([
    ['a plain array', rows],
    ['{ users: [...] }', { success: true, users: rows }],
    ['{ data: [...] }', { data: rows }],
  ])('accepts %s', (_shape, response) => expect(normaliseList(response, 'users')).toEqual(rows));

  it('reads anything else as an empty list', () => {
    expect(normaliseList({ success: true }, 'users')).toEqual([]);
    expect(normaliseList(null, 'users')).toEqual([]);
    expect(normaliseList({ users: 'nope' }, 'users')).toEqual([]);
  });

  it('gives the list frozen, so the cache takes it without walking every row to freeze it', () => {
    const list = normaliseList({ users: rows.map((row) => ({ ...row })) }, 'users');
    expect(Object.isFrozen(list)).toBe(true);
    expect(Object.isFrozen(list[0])).toBe(false);
  });
});
