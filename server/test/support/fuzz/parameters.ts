/**
 * A request's path and query parameters: a path parameter names a row that exists, or is any
 * text, or a broken escape; a query holds the route's own parameters, valid mostly, and now and
 * then stray ones, which the server refuses naming them.
 */
import fc from 'fast-check';

import type { ObjectSchema, PropertySchema } from './routeTable';
import { boundaryText } from './shapes';
import { hostileUrlText, validValue } from './values';

/** Each path parameter: an existing row's id (by its index among them), any text, or a broken escape. */
export type PathParameter = { existing: number } | { raw: string } | { verbatim: string };

export const pathParameter: fc.Arbitrary<PathParameter> = fc.oneof(
  { weight: 3, arbitrary: fc.nat().map((existing) => ({ existing })) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(fc.integer({ min: -5, max: 3_000_000_000 }).map(String), hostileUrlText, boundaryText)
      .map((raw) => ({ raw })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('%E0%A4%A', '%', '%zz', '%00', '..', '.', '%2e%2e%2f', '1;2', '1%20')
      .map((verbatim) => ({ verbatim })),
  },
);

/** A query parameter's text: valid mostly, else hostile or a number past its edges. */
function parameterText(name: string, schema: PropertySchema): fc.Arbitrary<string> {
  // Valid mostly: a route takes several, and one bad one refuses the whole request.
  return fc.oneof(
    { weight: 18, arbitrary: validValue(name, schema).map(String) },
    { weight: 1, arbitrary: hostileUrlText },
    { weight: 1, arbitrary: boundaryText },
  );
}

/** The route's own query parameters, each present at times, and now and then stray ones. */
export function queryOf(schema: ObjectSchema | undefined): fc.Arbitrary<Array<[string, string]>> {
  const own = Object.entries(schema?.properties ?? {}).map(([name, property]) =>
    fc.option(
      parameterText(name, property).map((value): [string, string] => [name, value]),
      {
        freq: 2,
      },
    ),
  );
  const stray = fc.oneof(
    { weight: 4, arbitrary: fc.constant<Array<[string, string]>>([]) },
    {
      weight: 1,
      arbitrary: fc.array(fc.tuple(fc.string({ maxLength: 8 }), hostileUrlText), {
        minLength: 1,
        maxLength: 2,
      }),
    },
  );
  return fc
    .tuple(fc.tuple(...own), stray)
    .map(([given, extra]) => [...given.filter((pair) => pair !== null), ...extra]);
}
