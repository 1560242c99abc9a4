/**
 * Sums of the shop's amounts in rupees (docs/api.md#paid-orders), one table both languages run: a
 * customer's total spent as the browser counts it from the whole lists (sumOfRupees,
 * contract/orderRules.ts), and as the server answers it beside the dashboard's revenue of the
 * same orders (server/test/rupeeSums.test.ts). Each case's amounts are paid orders of one
 * customer on one day; `total` is what both must answer. Plain data, importing nothing.
 */
export type RupeeSumCase = readonly [
  rule: string,
  { amounts: readonly (number | string)[]; total: number },
];

// One case a line, a table to read across.
// prettier-ignore
export const RUPEE_SUM_CASES: readonly RupeeSumCase[] = [
  ['tenths that binary fractions miss', { amounts: [0.1, 0.2], total: 0.3 }],
  ['ten tenths', { amounts: Array.from({ length: 10 }, () => 0.1), total: 1 }],
  ['numbers and text with paise', { amounts: ['1499.00', 0.1, '0.20', 250.5], total: 1749.8 }],
  ['large amounts and a paisa', { amounts: [12345678.91, '0.09', 0.01], total: 12345679.01 }],
  ['beyond the paisa, rounded half away from zero', { amounts: ['1.005'], total: 1.01 }],
  ['beyond the paisa, summed before rounding', { amounts: ['1.004', 0.001], total: 1.01 }],
  ['thirds that make a whole', { amounts: ['33.333', '33.333', 33.334], total: 100 }],
  ['eighths', { amounts: [0.125, 0.125, 0.125], total: 0.38 }],
];
