/**
 * The shop's days, as the suite's server counts them (docs/api.md#days): it runs with
 * SHOP_TIME_ZONE unset, so its days run from midnight in Asia/Kolkata.
 */
const SHOP_TIME_ZONE = 'Asia/Kolkata';
const DAY_MS = 86_400_000;

/** The shop's day of a moment (an ISO text or ms since 1970), YYYY-MM-DD; '' for none. */
export function shopDay(moment: string | number | undefined): string {
  if (moment === undefined || moment === '') return '';
  return new Date(moment).toLocaleDateString('en-CA', { timeZone: SHOP_TIME_ZONE });
}

/** The first of the `days` shop's days that end today. */
export const firstOfLast = (days: number) =>
  new Date(Date.parse(`${shopDay(Date.now())}T00:00:00Z`) - (days - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
