/**
 * Request validation: which AJV checks which part of a request. How its complaint is worded
 * for an administrator is validationMessages.ts. Where the requirements have their own text for
 * a field ('Title is required.', docs/requirements.md#5-validation), the field's schema carries
 * it under `x-messages`.
 */
import Ajv, { type ErrorObject } from 'ajv';

import { MESSAGES_KEYWORD, NORMAL_FORM_KEYWORD, NORMAL_FORMS } from '../../../contract/fields';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { isMoment } from '../lib/days';
import { isEmailAddress } from '../../../contract/emailRules';

type FastifyValidationResult = ReturnType<FastifySchemaCompiler<object>>;

/** An absolute http: or https: link, nothing a browser would run (javascript:, data:). */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value) && URL.canParse(value);
}

function createAjv(coerceTypes: boolean | 'array'): Ajv {
  // Fastify's own AJV removes unknown properties silently; here they are refused instead.
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    // Errors then carry the schema they failed, where the formatter finds x-messages.
    verbose: true,
  });
  ajv.addFormat('email', isEmailAddress);
  // Empty means "no link" wherever this format is used.
  ajv.addFormat('http-url', (value: string) => value === '' || isHttpUrl(value));
  ajv.addFormat('date-time', isMoment);
  ajv.addKeyword({
    keyword: MESSAGES_KEYWORD,
    metaSchema: {
      type: 'object',
      properties: {
        required: { type: 'string' },
        range: { type: 'string' },
        invalid: { type: 'string' },
      },
      additionalProperties: false,
    },
  });
  ajv.addKeyword({ keyword: NORMAL_FORM_KEYWORD, metaSchema: { enum: [...NORMAL_FORMS] } });
  return ajv;
}

// A JSON body carries real types, so `"password": 123` is an error rather than "123". Query
// strings, path parameters and headers are all text and need coercing (`?page=2` → 2).
const bodyAjv = createAjv(false);
const textAjv = createAjv('array');

/** What a first look reads of a field's schema. */
interface FieldSchema {
  type?: unknown;
  maxLength?: number;
}

/** A failure a first look finds, in AJV's terms. */
type FirstLook = (
  field: FieldSchema,
  value: unknown,
) => Pick<ErrorObject, 'keyword' | 'params' | 'message'> | undefined;

/**
 * AJV's validator, after a first look at each property of the schema: the first failure it finds
 * is answered as AJV would word it (with `verbose`, so the field's own message is found).
 */
function lookingFirst(validate: FastifyValidationResult, schema: object, look: FirstLook) {
  const fields = Object.entries(
    (schema as { properties?: Record<string, FieldSchema> }).properties ?? {},
  );
  const checked: FastifyValidationResult = (data: Record<string, unknown> | null) => {
    for (const [name, field] of fields) {
      const value = data?.[name];
      const failure = value === undefined ? undefined : look(field, value);
      if (failure) {
        checked.errors = [
          {
            ...failure,
            instancePath: `/${name}`,
            schemaPath: `#/properties/${name}/${failure.keyword}`,
            ...{ parentSchema: field, data: value },
          },
        ];
        return false;
      }
    }
    const valid = validate(data);
    checked.errors = validate.errors;
    return valid;
  };
  return checked;
}

/** Whole numbers as text: digits, with a minus sign at most. */
const INTEGER_TEXT = /^-?\d+$/;

/**
 * In a path or query, integers are held to digits: AJV's coercion takes "1e400" and "Infinity"
 * for an integer (Infinity, which then passes `maximum` and failed in SQL; found by the fuzzer),
 * and "0x10" or " 5" too. Such text fails as the wrong type, in the field's words.
 */
const integerText: FirstLook = (field, value) =>
  field.type === 'integer' && typeof value === 'string' && !INTEGER_TEXT.test(value)
    ? { keyword: 'type', params: { type: 'integer' }, message: 'must be integer' }
    : undefined;

/**
 * In a body, a text of more than twice its maxLength in UTF-16 units is too long (no character
 * takes more than two): known at once, where AJV counts every character of a 14 MB string on the
 * event loop.
 */
const farTooLong: FirstLook = ({ maxLength }, value) =>
  maxLength !== undefined && typeof value === 'string' && value.length > 2 * maxLength
    ? {
        keyword: 'maxLength',
        params: { limit: maxLength },
        message: `must NOT have more than ${maxLength} characters`,
      }
    : undefined;

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  httpPart === 'body'
    ? lookingFirst(bodyAjv.compile(schema), schema, farTooLong)
    : lookingFirst(textAjv.compile(schema), schema, integerText);

/**
 * Unknown query parameters are refused, as unknown body fields are: `?pageSize=` sent where the
 * route takes `limit` would otherwise answer the default page as if it had been read. This holds
 * for every route the API documents (those with a schema that is not hidden); a route without
 * a query string of its own takes none.
 */
export function refuseUnknownQueryParameters(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const { schema } = route;
    if (!schema || schema.hide) return;
    const querystring = (schema.querystring ?? { type: 'object', properties: {} }) as object;
    // A copy: one schema object serves several routes.
    route.schema = { ...schema, querystring: { ...querystring, additionalProperties: false } };
  });
}
