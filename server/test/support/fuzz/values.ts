/**
 * The values the fuzzer puts in a field: valid ones, read from the field's JSON Schema, and
 * hostile ones: wrong types, numbers as strings and at every integer boundary, huge, deep,
 * wide, any Unicode (lone surrogates, NUL and invisible characters too), links a browser would
 * run, and data URLs whose bytes are not the image they claim.
 */
import fc from 'fast-check';

import type { PropertySchema } from './routeTable';
import { BOUNDARIES, deep, wide } from './shapes';

const b64 = (text: string | Uint8Array) => Buffer.from(text).toString('base64');

// A 1×1 PNG and a 1×1 GIF, which the server takes as images.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const GIF = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const IMAGES = [`data:image/png;base64,${PNG}`, `data:image/gif;base64,${GIF}`] as const;

const LINKS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https://',
  'http://exa mple.com',
  '//example.com',
];

const TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202eevil',
  '1 OR 1=1',
  "'; DROP TABLE admins; --",
  '../../etc/passwd',
  '%00',
  '__proto__',
  '<script>alert(1)</script>',
  '{"$gt":""}',
  'NaN',
  '-0',
  '1e400',
  // Lone surrogates of both halves, and one cut off after a letter.
  '\udc00',
  'a\ud83d',
  // Invisible: a title of these is blank.
  '\u200b',
  '\u200b\u200b\u200b',
  '\ufeff',
  '\u200d\u00ad',
  '\u3164',
  '\u00a0',
  '\u2028',
  ' =1+1',
  '\u200b@SUM(1)',
];

/** Data URLs that claim an image but are not one, or not the one they claim. */
const fakeImage = fc.oneof(
  fc.constantFrom(
    `data:image/svg+xml;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')}`,
    `data:image/png;base64,${GIF}`,
    `data:image/jpeg;base64,${b64('<html><script>alert(1)</script></html>')}`,
    'data:image/png;base64,!!!!',
    'data:image/png;base64,iVBORw0KGgo',
    `DATA:IMAGE/PNG;BASE64,${PNG}`,
    `data:image/png,${PNG}`,
    '/media/../../etc/passwd',
  ),
  fc
    .tuple(
      fc.constantFrom('png', 'jpeg', 'gif', 'webp', 'svg+xml'),
      fc.uint8Array({ maxLength: 48 }),
    )
    .map(([type, bytes]) => `data:image/${type};base64,${b64(bytes)}`),
);

/** Longer than every length limit (now and then 100,000), in characters of one to four bytes. */
const huge = fc
  .tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 201, max: 5_000 }) },
      { weight: 1, arbitrary: fc.constant(100_000) },
    ),
    fc.constantFrom('x', 'é', '😀', '\u0000', ' '),
  )
  .map(([length, char]) => char.repeat(length));

const shortHostile = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TEXTS, ...LINKS) },
  { weight: 2, arbitrary: fc.integer().map(String) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fakeImage },
);

/** For a path or a query string: past the router's limits at times, never 100,000 long. */
export const hostileUrlText: fc.Arbitrary<string> = fc.oneof(
  { weight: 10, arbitrary: shortHostile },
  { weight: 1, arbitrary: fc.integer({ min: 101, max: 2_000 }).map((n) => 'x'.repeat(n)) },
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 10, arbitrary: shortHostile },
  { weight: 1, arbitrary: huge },
);

export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.constantFrom(...BOUNDARIES),
  deep,
  wide,
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

/** Anything at all: for extra properties and bodies that are not objects. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(hostileString, wrongType);

const MAX_INT = 2_147_483_647;

const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** A value the field's schema accepts (the server may still refuse it, e.g. a lone surrogate). */
export function validValue(name: string, schema: PropertySchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.type === 'integer') {
    const min = schema.minimum ?? -MAX_INT;
    const max = schema.maximum ?? MAX_INT;
    // Its own edges, where an off-by-one would show.
    return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
  }
  if (schema.type === 'number') {
    const min = schema.minimum ?? -1e9;
    const max = schema.maximum ?? 1e9;
    return fc.oneof(fc.double({ min, max, noNaN: true }), fc.constantFrom(min, max));
  }
  if (schema.type === 'boolean') return fc.boolean();
  // Image fields take data URLs; their schema says only "a string".
  if (/image|screenshot/i.test(name)) return fc.constantFrom(...IMAGES);
  // A day: mostly one of the calendar, which the pattern alone would seldom make.
  if (schema.pattern === DAY_PATTERN) {
    const days = fc.date({
      min: new Date('0001-01-01'),
      max: new Date('9999-12-31'),
      noInvalidDate: true,
    });
    return fc.oneof(
      { weight: 3, arbitrary: days.map((day) => day.toISOString().slice(0, 10)) },
      { weight: 1, arbitrary: fc.stringMatching(new RegExp(DAY_PATTERN)) },
    );
  }
  if (schema.format === 'email') return fc.emailAddress().filter((email) => email.length <= 254);
  if (schema.format === 'http-url') return fc.oneof(fc.constant(''), fc.webUrl());
  // A whole-text pattern ('^\\d{4}-\\d{2}-\\d{2}$', a day) is generated from; random text would
  // almost never match it.
  if (schema.pattern?.startsWith('^')) return fc.stringMatching(new RegExp(schema.pattern));
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern, 'u');
  return fc
    .string({
      unit: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...'abc XYZ09-_.,!?'.split('')) },
        { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
      ),
      minLength: Math.max(schema.minLength ?? 0, 1),
      maxLength: Math.min(schema.maxLength ?? 60, 60),
    })
    .filter((text) => pattern?.test(text) ?? true);
}

/** A valid value mostly, sometimes a hostile one or one of the wrong type. */
export function fieldValue(name: string, schema: PropertySchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 7, arbitrary: validValue(name, schema) },
    { weight: 2, arbitrary: hostileString },
    { weight: 1, arbitrary: wrongType },
  );
}
