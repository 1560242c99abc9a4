import { normaliseProfile } from './profile';

describe('normaliseProfile', () => {
  const admin = { name: 'Asha', email: 'asha@example.com', role: 'Admin' };

  it("keeps the shop's time zone the reference server sends", () => {
    expect(normaliseProfile({ ...admin, timeZone: 'Europe/Berlin' }).timeZone).toBe(
      'Europe/Berlin',
    );
  });

  it('keeps whether the sign-in asks for a code, which only the reference server says', () => {
    expect(normaliseProfile({ ...admin, twoFactor: true }).twoFactor).toBe(true);
    expect(normaliseProfile(admin)).not.toHaveProperty('twoFactor');
  });

  it("has none where the backend sends none, or one this browser doesn't know", () => {
    expect(normaliseProfile(admin)).toEqual(admin);
    expect(normaliseProfile({ ...admin, timeZone: 'Mars/Olympus' })).toEqual(admin);
  });
});
