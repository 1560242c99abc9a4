/** GET /admin/all-users: the shop's users, read-only. */
import { useShop } from './support/shop';

const { clearShop, orders, seedFrom, users } = useShop();

describe('GET /admin/all-users', () => {
  beforeEach(clearShop);

  it('answers every user, newest first, with a Firestore-style createdAt', async () => {
    await seedFrom({ SEED_USERS: '60', SEED_ORDERS: '0' });
    const list = await users();

    expect(list).toHaveLength(60);
    for (const user of list) {
      expect(user).toEqual({
        id: expect.stringMatching(/^[A-Za-z0-9]{28}$/),
        fullName: expect.stringMatching(/^\S+ \S+$/),
        email: expect.stringMatching(/^[^\s@]+@[^\s@]+\.[a-z.]+$/),
        isAdmin: expect.any(Boolean),
        ...(user.role === undefined ? {} : { role: expect.any(String) }),
        createdAt: { seconds: expect.any(Number), nanoseconds: expect.any(Number) },
      });
      expect(Number.isInteger(user.createdAt.seconds)).toBe(true);
      expect(user.createdAt.nanoseconds).toBeGreaterThanOrEqual(0);
      expect(user.createdAt.nanoseconds).toBeLessThan(1e9);
    }
    const times = list.map(({ createdAt }) => createdAt.seconds + createdAt.nanoseconds / 1e9);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(list.map((user) => user.email)).size).toBe(60);
    expect(list.filter((user) => user.isAdmin).length).toBeGreaterThan(0);
    expect(list.filter((user) => !user.isAdmin).length).toBeGreaterThan(0);
    expect(list.some((user) => user.role === undefined)).toBe(true);
  });

  it('answers an empty list before anything is seeded', async () => {
    expect(await users()).toEqual([]);
    expect(await orders()).toEqual([]);
  });
});
