/**
 * Values whose hostility is their shape: whole numbers at and past every integer boundary, and
 * values deep or wide enough to cost a server its parse or a walk over them.
 */
import fc from 'fast-check';

/** Whole numbers at and past the edges of PostgreSQL's integer, JavaScript's safe ones and beyond. */
export const BOUNDARIES = [
  0,
  -1,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  -1e21,
  Number.MAX_VALUE,
] as const;

/** As query and path text too, where they need not fit a double: '9007199254740993'. */
export const boundaryText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...BOUNDARIES.map(String)),
  fc.constantFrom('9007199254740993', '99999999999999999999999', '-0', '00000000001', '1.0'),
);

// Deep and wide values are not shrunk: fast-check would try thousands of smaller ones, and the
// failure a large value causes lies in its size, which the failing run's report gives.

/** Nested lists or objects, up to a few thousand deep (a body's limit allows no more). */
export const deep: fc.Arbitrary<unknown> = fc.noShrink(
  fc.tuple(fc.integer({ min: 50, max: 3_000 }), fc.boolean()).map(([depth, lists]) => {
    let value: unknown = 1;
    for (let i = 0; i < depth; i += 1) value = lists ? [value] : { a: value };
    return value;
  }),
);

/** A list of many items, or an object of many keys. */
export const wide: fc.Arbitrary<unknown> = fc.noShrink(
  fc
    .tuple(fc.integer({ min: 500, max: 20_000 }), fc.boolean())
    .map(([size, list]) =>
      list
        ? Array.from({ length: size }, (_, i) => i)
        : Object.fromEntries(Array.from({ length: size }, (_, i) => [`k${i}`, i])),
    ),
);
