/**
 * Text is stored as it was sent, or refused; never changed on the way. PostgreSQL's text cannot
 * hold the NUL character (U+0000: it failed in SQL, a 500 found by the fuzzer), and a lone UTF-16
 * surrogate (`"\ud800"` in JSON) would be stored as U+FFFD. Both are refused with a 400 naming
 * the field, in the parts of a request its route validates (path, query string, body).
 *
 * The search runs after validation, so it only ever walks what the route's schema let through
 * (a few fields, not megabytes of `[0,0,...]`), and it is bounded in depth all the same.
 */
import type { FastifyInstance } from 'fastify';

import { badRequest } from '../lib/httpError';
import { PART_NAMES, type SchemaErrorDataVar } from './validationMessages';

/** Deeper than any schema's fields; a walk stops there rather than overflow the stack. */
const MAX_DEPTH = 8;

type Fault = 'a NUL character' | 'a lone surrogate';

function faultOf(text: string): Fault | undefined {
  if (text.includes('\u0000')) return 'a NUL character';
  if (!text.isWellFormed()) return 'a lone surrogate';
  return undefined;
}

/** The first string holding a fault, with its field's name ("title", "items[0].name"). */
function findFault(value: unknown, name: string, depth: number): [string, Fault] | undefined {
  if (typeof value === 'string') {
    const fault = faultOf(value);
    return fault && [name, fault];
  }
  if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childName = Array.isArray(value) ? `${name}[${key}]` : name ? `${name}.${key}` : key;
    const found = findFault(child, childName, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function refuseBrokenText(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const schema = request.routeOptions.schema ?? {};
    const parts: Array<[SchemaErrorDataVar, unknown]> = [
      ['params', schema.params && request.params],
      ['querystring', schema.querystring && request.query],
      ['body', schema.body && request.body],
    ];
    for (const [part, value] of parts) {
      const found = findFault(value, '', 0);
      if (found) {
        const [field, fault] = found;
        // A form's field is the body's top-level property the fault is in.
        const [top] = field.split(/[.[]/);
        const named = part === 'body' && top ? top : undefined;
        throw badRequest(`${field || PART_NAMES[part]} must not contain ${fault}.`, named);
      }
    }
  });
}
