import { normaliseProfile } from './profile';

describe('normaliseProfile', () => {
  const admin = { name: 'Asha', email: 'asha@example.com', role: 'Admin' };

  it("keeps the shop's time zone the reference server sends", () => {
    expect(normaliseProfile({ ...admin, timeZone: 'Europe/Berlin' }).timeZone).toBe(
      'Europe/Berlin',
    );
  });

  it("has none where the backend sends none, or one this browser doesn't know", () => {
    expect(normaliseProfile(admin)).toEqual(admin);
    expect(normaliseProfile({ ...admin, timeZone: 'Mars/Olympus' })).toEqual(admin);
  });
});
