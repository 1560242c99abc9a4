/**
 * The pieces of schema that every managed resource shares, written once in TypeBox: AJV checks
 * requests with them (validation.ts), Fastify serialises replies with them, and Static<> gives
 * the TypeScript types, so no interface repeats a schema by hand.
 */
import {
  Type,
  type SchemaOptions,
  type Static,
  type TProperties,
  type TSchema,
} from '@sinclair/typebox';

import { messages } from './fields';
import { changedBySchema } from './versions';
import { VISIBLE_CHARACTER } from './text';
import { IMAGE_TOO_LARGE, MAX_INT, MAX_LENGTHS, STATUSES, TITLE_MESSAGES } from './formRules';

export { IMAGE_TOO_LARGE, MAX_INT, STATUSES };
export type Status = (typeof STATUSES)[number];

/**
 * One of a const array's strings, as a JSON Schema `enum`: its failure then reads "type must be
 * one of info, warning, ...", where TypeBox's union of literals would report an anyOf.
 */
export function stringEnum<const T extends readonly string[]>(values: T, options?: SchemaOptions) {
  return Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] });
}

export const statusSchema = stringEnum(STATUSES);

/**
 * A text field that must hold a visible character (contract/text.ts), with the requirements' text
 * when not; `options` add to its schema (a normal form).
 */
export function requiredText(maxLength: number, required: string, options: SchemaOptions = {}) {
  return Type.String({
    ...options,
    pattern: VISIBLE_CHARACTER,
    maxLength,
    ...messages({ required }),
  });
}

/** The title and description of both resources' bodies, with the requirements' texts. */
export const titleFields = {
  title: requiredText(MAX_LENGTHS.title, TITLE_MESSAGES.title),
  description: requiredText(MAX_LENGTHS.description, TITLE_MESSAGES.description),
};

/**
 * An image of a create body: a data URL, with the requirements' text when it is missing or
 * empty. "Not empty" rather than `minLength: 1`, which would count every character of a 7 MB
 * data URL on the event loop.
 */
export function newImage(required: string) {
  return Type.String({ not: { const: '' }, ...messages({ required }) });
}

/** An image of an update body: left out or empty, the stored one is kept. */
export const changedImage = () => Type.Optional(Type.String());

/** A request body: these fields, and no other. */
export function bodySchema<T extends TProperties>(fields: T) {
  return Type.Object(fields, { additionalProperties: false });
}

/**
 * A kept item as the API answers it: its id, its own fields, then its version (1 when made, one
 * more on each write: versions.ts) and its dates (ISO 8601).
 */
export const keptItemSchema = <T extends TProperties>(fields: T) =>
  Type.Object({
    id: Type.Integer(),
    ...fields,
    version: Type.Integer({ minimum: 1 }),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  });

/** A managed item: a kept item whose status is the shared switch. */
export const itemSchema = <T extends TProperties>(fields: T) =>
  keptItemSchema({ ...fields, status: statusSchema });

export const idParamsSchema = Type.Object({
  id: Type.Integer({
    minimum: 1,
    // A larger id could never match.
    maximum: MAX_INT,
    ...messages({ invalid: 'id must be a positive integer.' }),
  }),
});
export type IdParams = Static<typeof idParamsSchema>;

// Both are required, yet a request may leave them out: AJV (useDefaults) fills in a missing one
// before it checks `required`, so the handler always has both.
export const pageQuerySchema = Type.Object({
  // Bounded so that (page - 1) * limit stays a number PostgreSQL takes for OFFSET.
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});
export type PageQuery = Static<typeof pageQuerySchema>;

export const statusBodySchema = bodySchema({ status: statusSchema });
export type StatusBody = Static<typeof statusBodySchema>;

const paginationSchema = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});
export type Pagination = Static<typeof paginationSchema>;

/** What every reply holds: `{ success, message }`. */
export const envelope = { success: Type.Boolean(), message: Type.String() };

/**
 * Every error answer (errors.ts): `success: false` (and `status: false` where the client reads
 * that flag, as on the login), the message, the body field it is about if any, and the request's
 * id, which its log lines carry.
 */
export const errorReplySchema = Type.Object({
  success: Type.Optional(Type.Literal(false)),
  status: Type.Optional(Type.Literal(false)),
  message: Type.String(),
  field: Type.Optional(
    Type.String({
      description:
        'The body field the refusal is about, when it is about one: the form shows the message under it.',
    }),
  ),
  deletedBy: Type.Optional(Type.Union([changedBySchema, Type.Null()])),
  deletedAt: Type.Optional(
    Type.String({ description: 'When a write finds its item deleted: when it was (ISO 8601).' }),
  ),
  requestId: Type.String(),
});

/** A reply with only its message: `{ success, message }`. */
export const messageReplySchema = Type.Object(envelope);

/**
 * The replies of a resource: one item under `itemKey`, a list or a page of them under
 * `listKey`, or only the message.
 */
export function replySchemas(itemKey: string, listKey: string, item: TSchema) {
  return {
    one: Type.Object({ ...envelope, [itemKey]: item }),
    list: Type.Object({ ...envelope, [listKey]: Type.Array(item) }),
    page: Type.Object({
      ...envelope,
      [listKey]: Type.Array(item),
      pagination: paginationSchema,
    }),
    message: messageReplySchema,
  };
}
