/**
 * How a request's failed check is worded for an administrator: one sentence that starts with
 * the field ("email is required.", "title must be at most 200 characters long."), or the
 * requirements' own text where the field's schema carries one under `x-messages`.
 */
import type { FastifyError, FastifySchemaValidationError, FastifyServerOptions } from 'fastify';

import { MESSAGES_KEYWORD, type FieldMessages } from '../../../contract/fields';
import { LIMIT_MESSAGES } from '../../../contract/formRules';
import { isBlank } from '../../../contract/text';

type SchemaErrorFormatter = NonNullable<FastifyServerOptions['schemaErrorFormatter']>;
export type SchemaErrorDataVar = Parameters<SchemaErrorFormatter>[1];

export const PART_NAMES: Record<SchemaErrorDataVar, string> = {
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

/**
 * "/items/0/name" → "items[0].name": the field as the client wrote it. A property named by
 * `child` is one even when it is all digits (a body's "0" is not an index).
 */
export function fieldName(instancePath: string, child?: unknown): string {
  const segments = instancePath.split('/').slice(1);
  const path = segments.reduce(
    (name, segment) =>
      /^\d+$/.test(segment) ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment,
    '',
  );
  if (typeof child !== 'string') return path;
  return path ? `${path}.${child}` : child;
}

const RANGE_KEYWORDS = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']);

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
  if (typeof data === 'string' && isBlank(data) && texts?.required) return texts.required;
  if (RANGE_KEYWORDS.has(error.keyword) && texts?.range) return texts.range;
  // Too long is said with the limit, as the forms say it, whatever else the field is told.
  return error.keyword === 'maxLength' ? undefined : texts?.invalid;
}

function describe(error: FastifySchemaValidationError, dataVar: SchemaErrorDataVar): string {
  const own = fieldMessage(error);
  if (own !== undefined) return own;

  const { keyword, params } = error;
  if (keyword === 'required') {
    return `${fieldName(error.instancePath, params.missingProperty)} is required.`;
  }
  if (keyword === 'additionalProperties') {
    // Found by the fuzzer: a property named "" made the sentence start with " is".
    if (params.additionalProperty === '') {
      return `${PART_NAMES[dataVar]} has a property with an empty name, which is not allowed.`;
    }
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
      return LIMIT_MESSAGES.tooLong(field, limit);
    case 'minimum':
      return LIMIT_MESSAGES.atLeast(field, limit);
    case 'maximum':
      return LIMIT_MESSAGES.atMost(field, limit);
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

/**
 * The body field a schema failure is about: the top-level property it failed in or found
 * missing (a form's field), none for a part of the request other than the body or a property
 * the body may not have.
 */
export function refusedBodyField(error: FastifyError): string | undefined {
  const [first] = error.validation ?? [];
  if (error.validationContext !== 'body' || !first || first.keyword === 'additionalProperties') {
    return undefined;
  }
  const [, top] = first.instancePath.split('/');
  const field = top ?? (first.keyword === 'required' ? first.params.missingProperty : undefined);
  return typeof field === 'string' && field !== '' ? field : undefined;
}

/** Fastify's schemaErrorFormatter: AJV stops at the first error, so this is one sentence. */
export const schemaErrorFormatter: SchemaErrorFormatter = (errors, dataVar) => {
  const [first] = errors;
  return new Error(first ? describe(first, dataVar) : `${PART_NAMES[dataVar]} is not valid.`);
};
