/**
 * PostgreSQL's text cannot hold the NUL character (U+0000): a field with one failed in SQL and
 * was answered 500 (found by the fuzzer). The parts of a request that its route validates (its
 * path, query string, body) are searched before validation, and the first string that holds
 * one is refused with a 400 that names its field. Parts a route ignores are left alone.
 */
import type { FastifyInstance } from 'fastify';

import { badRequest } from './errors';
import { PART_NAMES, type SchemaErrorDataVar } from './validationMessages';

/** The name of the first string value holding a NUL ("title", "items[0].name"), or undefined. */
function fieldWithNul(value: unknown, name = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? name : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childName = Array.isArray(value) ? `${name}[${key}]` : name ? `${name}.${key}` : key;
    const found = fieldWithNul(child, childName);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema ?? {};
    const parts: Array<[SchemaErrorDataVar, unknown]> = [
      ['params', schema.params && request.params],
      ['querystring', schema.querystring && request.query],
      ['body', schema.body && request.body],
    ];
    for (const [part, value] of parts) {
      const field = fieldWithNul(value);
      if (field !== undefined) {
        throw badRequest(`${field || PART_NAMES[part]} must not contain a NUL character.`);
      }
    }
  });
}
