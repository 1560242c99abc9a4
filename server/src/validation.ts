/**
 * Request validation: which AJV checks which part of a request, and how its complaint is
 * worded for an administrator ("email is required."). Where the requirements have their own
 * text for a field ('Title is required.', docs/requirements.md#5-validation), the field's schema
 * carries it under `x-messages`.
 */
import Ajv from 'ajv';
import type {
  FastifySchemaCompiler,
  FastifySchemaValidationError,
  FastifyServerOptions,
} from 'fastify';

type SchemaErrorFormatter = NonNullable<FastifyServerOptions['schemaErrorFormatter']>;
type SchemaErrorDataVar = Parameters<SchemaErrorFormatter>[1];

/** Something@something.tld: what a person would call an e-mail address, no more. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An absolute http: or https: link, nothing a browser would run (javascript:, data:). */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value) && URL.canParse(value);
}

/** A field's own wording for its failures, in place of the generated one. */
export interface FieldMessages {
  /** When the field is missing, or a string that is empty or blank. */
  required?: string;
  /** For any other failure. */
  invalid?: string;
}

const MESSAGES_KEYWORD = 'x-messages';

/** Attaches the requirements' texts to a property's schema: `{ type: 'string', ...messages({ ... }) }`. */
export function messages(texts: FieldMessages): { [MESSAGES_KEYWORD]: FieldMessages } {
  return { [MESSAGES_KEYWORD]: texts };
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
  ajv.addFormat('email', EMAIL_PATTERN);
  // Empty means "no link" wherever this format is used.
  ajv.addFormat('http-url', (value: string) => value === '' || isHttpUrl(value));
  ajv.addKeyword({
    keyword: MESSAGES_KEYWORD,
    metaSchema: {
      type: 'object',
      properties: { required: { type: 'string' }, invalid: { type: 'string' } },
      additionalProperties: false,
    },
  });
  return ajv;
}

// A JSON body carries real types, so `"password": 123` is an error rather than "123". Query
// strings, path parameters and headers are all text and need coercing (`?page=2` → 2).
const bodyAjv = createAjv(false);
const textAjv = createAjv('array');

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : textAjv).compile(schema);

const PART_NAMES: Record<SchemaErrorDataVar, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The path',
  headers: 'The headers',
};

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

const FORMAT_NAMES: Readonly<Record<string, string>> = {
  email: 'a valid email address',
  'http-url': 'an http or https URL',
};

/** "/items/0/name" → "items[0].name": the field as the client wrote it. */
function fieldName(instancePath: string, child?: unknown): string {
  const segments = instancePath.split('/').slice(1);
  if (typeof child === 'string') segments.push(child);
  return segments.reduce(
    (name, segment) =>
      /^\d+$/.test(segment) ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment,
    '',
  );
}

function messagesOf(schema: unknown): FieldMessages | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  return (schema as { [MESSAGES_KEYWORD]?: FieldMessages })[MESSAGES_KEYWORD];
}

/** The requirements' text for this failure, when the field's schema has one. */
function fieldMessage(error: FastifySchemaValidationError): string | undefined {
  // Present because the validators are compiled with `verbose`.
  const { parentSchema, data } = error as { parentSchema?: unknown; data?: unknown };
  if (error.keyword === 'required') {
    const properties = (parentSchema as { properties?: Record<string, unknown> } | undefined)
      ?.properties;
    return messagesOf(properties?.[String(error.params.missingProperty)])?.required;
  }
  const texts = messagesOf(parentSchema);
  if (typeof data === 'string' && data.trim() === '' && texts?.required) return texts.required;
  return texts?.invalid;
}

function describe(error: FastifySchemaValidationError, dataVar: SchemaErrorDataVar): string {
  const own = fieldMessage(error);
  if (own !== undefined) return own;

  const { keyword, params } = error;
  if (keyword === 'required') {
    return `${fieldName(error.instancePath, params.missingProperty)} is required.`;
  }
  if (keyword === 'additionalProperties') {
    return `${fieldName(error.instancePath, params.additionalProperty)} is not allowed.`;
  }

  const field = fieldName(error.instancePath) || PART_NAMES[dataVar];
  const limit = Number(params.limit);
  switch (keyword) {
    case 'type': {
      const types = String(params.type).split(',');
      return `${field} must be ${types.map((type) => TYPE_NAMES[type] ?? type).join(' or ')}.`;
    }
    case 'format':
      return `${field} must be ${FORMAT_NAMES[String(params.format)] ?? `in ${String(params.format)} format`}.`;
    case 'minLength':
      return limit === 1
        ? `${field} must not be empty.`
        : `${field} must be at least ${limit} characters long.`;
    case 'maxLength':
      return `${field} must be at most ${limit} characters long.`;
    case 'minimum':
      return `${field} must be at least ${limit}.`;
    case 'maximum':
      return `${field} must be at most ${limit}.`;
    case 'enum': {
      const allowed: unknown[] = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      return allowed.length === 2
        ? `${field} must be ${allowed.join(' or ')}.`
        : `${field} must be one of ${allowed.join(', ')}.`;
    }
    case 'pattern':
      return `${field} is not in the expected format.`;
    default:
      return `${field} ${error.message ?? 'is not valid'}.`;
  }
}

/** Fastify's schemaErrorFormatter: AJV stops at the first error, so this is one sentence. */
export const schemaErrorFormatter: SchemaErrorFormatter = (errors, dataVar) => {
  const [first] = errors;
  return new Error(first ? describe(first, dataVar) : `${PART_NAMES[dataVar]} is not valid.`);
};
