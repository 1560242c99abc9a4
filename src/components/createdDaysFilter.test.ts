import { createdDaysLabel } from './createdDaysFilter';

/** Intl as a browser in `zone` makes it: a format given no zone is in that one. */
function browserIn(zone: string) {
  const { DateTimeFormat } = Intl;
  return jest
    .spyOn(Intl, 'DateTimeFormat')
    .mockImplementation(
      (locales, options) =>
        new DateTimeFormat(locales, { ...options, timeZone: options?.timeZone ?? zone }),
    );
}

describe('createdDaysLabel', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each(['Pacific/Kiritimati', 'Pacific/Auckland', 'Pacific/Pago_Pago'])(
    "names the URL's days as they are, in a browser in %s",
    (zone) => {
      browserIn(zone);
      expect(createdDaysLabel('2026-11-25', '2026-11-25')).toBe('Created on Nov 25, 2026');
      expect(createdDaysLabel('2026-03-08', '2026-11-01')).toBe(
        'Created Mar 8, 2026 – Nov 1, 2026',
      );
    },
  );
});
