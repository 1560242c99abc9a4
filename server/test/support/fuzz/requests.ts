/**
 * A generated request for one route: its body (an object of valid and hostile fields, some
 * missing, some extra; now and then not an object, not JSON, or none), how the body is encoded
 * (UTF-8, after a byte order mark, or as Latin-1, under a declared charset or none), its path
 * parameters (a row that exists, or any text) and its query string (the route's own parameters,
 * valid or not, and stray ones).
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

import { adminToken } from '../eventStreams';
import { pathParameter, queryOf, type PathParameter } from './parameters';
import type { FuzzRoute, ObjectSchema } from './routeTable';
import { anyValue, fieldValue, hostileString, validValue, wrongType } from './values';

export type FuzzBody = { json: unknown } | { raw: string } | undefined;

export interface FuzzRequest {
  body: FuzzBody;
  /**
   * Each path parameter: an existing row's id (by its index among them), any text (escaped), or
   * a broken escape sent as it is.
   */
  params: Record<string, PathParameter>;
  query: ReadonlyArray<readonly [string, string]>;
  /** How a body's text becomes bytes: UTF-8, UTF-8 after a byte order mark, or Latin-1. */
  encoding: 'utf-8' | 'bom' | 'latin1';
  /** The charset its Content-Type declares, if any. */
  charset: string | undefined;
}

const ENCODINGS = fc.oneof(
  { weight: 8, arbitrary: fc.constant('utf-8' as const) },
  { weight: 1, arbitrary: fc.constant('bom' as const) },
  { weight: 1, arbitrary: fc.constant('latin1' as const) },
);

const CHARSETS = fc.oneof(
  { weight: 8, arbitrary: fc.constant(undefined) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('utf-8', 'UTF-8', 'utf8', 'iso-8859-1', 'utf-16', 'us-ascii', ''),
  },
);

const MISSING = Symbol('missing');

const NOT_JSON = fc.oneof(
  fc.constantFrom('{', '{"title":', 'nul', '[1,]', "{'a':1}", '\u0000', '{"a":1}{"b":2}'),
  fc.string({ maxLength: 20 }),
);

/** Every property of the schema, each one present and valid mostly, plus extra ones at times. */
function objectBody(schema: ObjectSchema): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fc
      .oneof(
        { weight: 1, arbitrary: fc.constant(MISSING) },
        { weight: 9, arbitrary: fieldValue(name, property) },
      )
      .map((value) => [name, value] as const),
  );
  const extraName = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('__proto__', 'constructor', 'id', 'createdAt', 'status'),
  );
  const extras = fc.oneof(
    { weight: 9, arbitrary: fc.constant([]) },
    {
      weight: 1,
      arbitrary: fc.array(fc.tuple(extraName, anyValue), { minLength: 1, maxLength: 2 }),
    },
  );
  return fc
    .tuple(fc.tuple(...fields), extras)
    .map(([given, extra]) =>
      Object.fromEntries([...given.filter(([, value]) => value !== MISSING), ...extra]),
    );
}

/** A body every field of which the schema accepts: to make rows for the routes that need some. */
export function validBody(schema: ObjectSchema): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {}).map(([name, property]) =>
    validValue(name, property).map((value) => [name, value] as const),
  );
  return fc.tuple(...fields).map((entries) => Object.fromEntries(entries));
}

function bodyOf(route: FuzzRoute): fc.Arbitrary<FuzzBody> {
  const none = fc.constant(undefined);
  const json = (value: fc.Arbitrary<unknown>) => value.map((body) => ({ json: body }));
  const raw = NOT_JSON.map((text) => ({ raw: text }));
  if (!route.body) {
    return fc.oneof(
      { weight: 6, arbitrary: none },
      { weight: 1, arbitrary: json(anyValue) },
      { weight: 1, arbitrary: raw },
    );
  }
  return fc.oneof(
    { weight: 27, arbitrary: json(objectBody(route.body)) },
    { weight: 1, arbitrary: json(fc.oneof(hostileString, wrongType)) },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: none },
  );
}

export function requestOf(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  const names = Object.keys(route.params?.properties ?? {});
  return fc.record({
    body: bodyOf(route),
    params: fc
      .tuple(...names.map(() => pathParameter))
      .map((values) => Object.fromEntries(values.map((value, i) => [names[i], value]))),
    query: queryOf(route.query),
    encoding: ENCODINGS,
    charset: CHARSETS,
  });
}

/** The body's bytes as the request encodes them. */
function payloadOf(body: Exclude<FuzzBody, undefined>, encoding: FuzzRequest['encoding']) {
  const text = 'raw' in body ? body.raw : JSON.stringify(body.json);
  if (encoding === 'latin1') return Buffer.from(text, 'latin1');
  return encoding === 'bom' ? `\uFEFF${text}` : text;
}

/** Text as it can travel in a URL: a lone surrogate becomes U+FFFD, as a browser sends it. */
export const wellFormed = (text: string) => Buffer.from(text).toString();

/** The request as the app is given it, with `ids` the rows an `existing` parameter picks from. */
export function injectOptions(
  route: FuzzRoute,
  request: FuzzRequest,
  ids: readonly number[],
  adminId: number,
): InjectOptions {
  const url = route.url.replace(/:(\w+)/g, (_, name: string) => {
    const param = request.params[name];
    if (!param) return '';
    if ('raw' in param) return encodeURIComponent(wellFormed(param.raw));
    if ('verbatim' in param) return param.verbatim;
    return String(ids.length > 0 ? ids[param.existing % ids.length] : 999_999);
  });
  const query = new URLSearchParams(
    request.query.map(([k, v]): [string, string] => [wellFormed(k), wellFormed(v)]),
  );
  const headers: Record<string, string> = {};
  if (route.guarded) headers.authorization = `Bearer ${adminToken(adminId, { dated: true })}`;
  const { body, charset } = request;
  if (body !== undefined) {
    headers['content-type'] =
      charset === undefined ? 'application/json' : `application/json; charset=${charset}`;
  }
  return {
    method: route.method,
    url: request.query.length > 0 ? `${url}?${query.toString()}` : url,
    headers,
    ...(body !== undefined && { payload: payloadOf(body, request.encoding) }),
  };
}
