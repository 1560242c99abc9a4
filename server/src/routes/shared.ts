/** Schemas and helpers that the notification and banner routes have in common. */
import { STATUSES, type Status } from '../repositories/status';
import { messages } from '../validation';

// The ids are PostgreSQL integers; a larger number could never match.
const MAX_ID = 2_147_483_647;

export interface IdParams {
  id: number;
}

export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: {
    id: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_ID,
      ...messages({ invalid: 'id must be a positive integer.' }),
    },
  },
};

export interface PageQuery {
  page: number;
  limit: number;
}

export const pageQuerySchema = {
  type: 'object',
  properties: {
    // Bounded so that (page - 1) * limit stays a number PostgreSQL takes for OFFSET.
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
};

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export function pagination({ page, limit }: PageQuery, total: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

export interface StatusBody {
  status: Status;
}

export const statusBodySchema = {
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: { status: { type: 'string', enum: STATUSES } },
};

/** A text field that must hold more than white space, with the spec's text when it does not. */
export function requiredText(maxLength: number, required: string) {
  return { type: 'string', pattern: '\\S', maxLength, ...messages({ required }) };
}

/**
 * The response schemas of a resource: one item under `itemKey`, a list or a page of them under
 * `listKey`, or only the message.
 */
export function replySchemas(itemKey: string, listKey: string, item: object) {
  const envelope = { success: { type: 'boolean' }, message: { type: 'string' } };
  const envelopeOf = (properties: object) => ({
    type: 'object',
    properties: { ...envelope, ...properties },
  });
  return {
    one: envelopeOf({ [itemKey]: item }),
    list: envelopeOf({ [listKey]: { type: 'array', items: item } }),
    page: envelopeOf({
      [listKey]: { type: 'array', items: item },
      pagination: {
        type: 'object',
        properties: {
          page: { type: 'integer' },
          limit: { type: 'integer' },
          total: { type: 'integer' },
          totalPages: { type: 'integer' },
        },
      },
    }),
    message: envelopeOf({}),
  };
}
