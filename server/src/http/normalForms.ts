/**
 * The body's text fields whose schema names a normal form (contract/fields.ts, `x-normal-form`)
 * are put in it before the route validates them, so that the format check, the uniqueness check
 * and the row all see one spelling (docs/api.md#conventions): `ALICE@shop.test.` is the account
 * of `alice@shop.test`, `ＴＸＮ‐１` the transaction ID `TXN-1`. What the normal form cannot hide
 * (invisible characters, an address mixing scripts) is refused with a 400 naming the field.
 *
 * Every other text is stored as it was sent, or refused (textFields.ts).
 */
import type { FastifyInstance } from 'fastify';

import { NORMAL_FORM_KEYWORD, type NormalForm } from '../../../contract/fields';
import {
  emailFault,
  identifierFault,
  isBlank,
  normalEmail,
  normalIdentifier,
} from '../../../contract/text';
import { badRequest } from '../lib/httpError';

const FORMS = {
  email: { normal: normalEmail, fault: emailFault },
  identifier: { normal: normalIdentifier, fault: identifierFault },
} satisfies Record<NormalForm, unknown>;

interface FieldSchema {
  maxLength?: number;
  [NORMAL_FORM_KEYWORD]?: NormalForm;
}

/** The fields of a body schema that have a normal form. */
function normalisedFields(schema: unknown): Array<[string, NormalForm, number]> {
  const properties = (schema as { properties?: Record<string, FieldSchema> } | undefined)
    ?.properties;
  return Object.entries(properties ?? {}).flatMap(([name, field]) => {
    const form = field[NORMAL_FORM_KEYWORD];
    return form ? [[name, form, field.maxLength ?? Infinity] as [string, NormalForm, number]] : [];
  });
}

export function normaliseTextFields(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields = normalisedFields(request.routeOptions.schema?.body);
    const body = request.body;
    if (fields.length === 0 || typeof body !== 'object' || body === null) return;
    const values = body as Record<string, unknown>;
    for (const [name, form, maxLength] of fields) {
      const value = values[name];
      // Left to the schema, in its words: not text, blank ("Email is required."), or far too
      // long (validation.ts refuses it before counting it; NFKC would have read it all).
      if (typeof value !== 'string' || isBlank(value) || value.length > 2 * maxLength) continue;
      const normal = FORMS[form].normal(value);
      const fault = FORMS[form].fault(normal);
      if (fault) throw badRequest(`${name} ${fault}`, name);
      values[name] = normal;
    }
  });
}
