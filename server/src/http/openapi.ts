/**
 * The API's OpenAPI 3 document, made by @fastify/swagger from the routes' own schemas (the same
 * TypeBox schemas that validate the requests and serialise the answers, so it cannot drift from
 * them), served at /openapi.json and browsable at /api-docs (@fastify/swagger-ui).
 * docs/api.md remains the contract in words; this document has the exact shapes.
 *
 * Registered before any route: @fastify/swagger collects the routes as they are declared.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';

import packageJson from '../../../package.json';
import { errorReplySchema } from '../../../contract/common';
import { RESOURCE_TABLE, resourceOfRoute, type Resource } from '../../../contract/resources';
import { serveApiDocument } from './openapiPages';
import { operationNameOf } from './operationNames';

/** The security scheme of the routes behind the admin guard. */
export const ADMIN_TOKEN = 'adminToken';

/**
 * The document's groups that are no resource's (contract/resources.ts gives each resource's
 * routes theirs): the public sign-in and service token, the stream, the images, the operations.
 */
const OTHER_TAGS = [
  {
    name: 'session',
    path: /^\/(airlo\/token|admin\/admin-login(\/second-factor|\/passkey(\/options)?)?)$/,
  },
  { name: 'events', path: /^\/admin\/events$/ },
  { name: 'images', path: /^\/media\// },
  { name: 'operations', path: /^\/(healthz|readyz|metrics)$/ },
] as const;

type Tag = (typeof RESOURCE_TABLE)[Resource]['openApiTag'] | (typeof OTHER_TAGS)[number]['name'];

/** A route's group: by its path, or by the resource it reads or changes. */
function tagOf(url: string): Tag | undefined {
  const other = OTHER_TAGS.find(({ path }) => path.test(url));
  if (other) return other.name;
  const resource = resourceOfRoute(url);
  return resource && RESOURCE_TABLE[resource].openApiTag;
}

const DESCRIPTIONS: Readonly<Record<Tag, string>> = {
  session:
    "Signing in and out (a password, then a code; or a passkey), the signed-in admin's own " +
    'account (password, other sessions, two-factor sign-in, passkeys), and the public-facing ' +
    'service token.',
  admins:
    'The admin accounts and their roles, for Super Admins: a page searched and sorted, one ' +
    'account, create with a one-time password, change, delete, reset the password.',
  users:
    "The shop's users, read only: the whole list, a page searched, sorted and filtered, or " +
    'every row of such a list as CSV.',
  orders:
    "The shop's orders, read only: the whole list, a page, every row as CSV, one order, or one " +
    "customer's orders in brief.",
  notifications: 'Notifications shown to customers; images travel as data URLs.',
  banners: 'Banners shown to customers, each with a desktop and a mobile image.',
  categories:
    "The catalogue's categories, each with an image: a page searched, sorted and filtered, every " +
    'row as CSV, the whole list, one, create, change, switch, delete (refused while in use).',
  products:
    'The products, each in a category: a page searched, sorted and filtered, every row as CSV, ' +
    'the whole list, one, create, change, delete.',
  activity:
    'Who changed which notification, banner, category, product, wallet payment, blog, invoice ' +
    'or admin account, and when, with the fields before and after; and every sign-in and ' +
    'sign-out. Read only.',
  stats:
    "The shop's numbers for the dashboard: orders and revenue over recent periods against the " +
    'periods before, and over a chosen range by status and per day; new users; active items.',
  events:
    'Live changes: a stream of Server-Sent Events, one for each change to a list that stays ' +
    'current (notifications, banners, categories, products, wallet payments, blogs, invoices, ' +
    'admin accounts), resumable with Last-Event-ID.',
  images: 'The uploaded images, public and cached for a year.',
  operations: 'Health, readiness and metrics, for load balancers and monitoring.',
  blogs:
    'Blogs, each Draft or Published with an optional image: a page searched, sorted and ' +
    'filtered, every row as CSV, the whole list, one, create, change, delete.',
  wallet:
    'Payments made from the wallet, each with its screenshot: a page searched and sorted, every ' +
    'row as CSV, the whole list, one, create, change, delete (a transaction ID is recorded once).',
  invoices:
    "The invoices of the shop's paid gift-card orders, made by the server and numbered without " +
    'gaps: a page searched, sorted and filtered by status, every row as CSV, one with its taxes, ' +
    'its PDF, and its void (kept, marked Void).',
};

const REFUSED = {
  ...errorReplySchema,
  description:
    'Refused, the message says why: 400 a bad body, query or path (naming the field), 401 no ' +
    "valid admin token, 403 the admin's role does not allow it (or a one-time password is still " +
    'to be replaced), 404 not found, 413 a body too large, 415 not JSON, 429 too many ' +
    'sign-in attempts, or guesses of the current password.',
};
const FAILED = {
  ...errorReplySchema,
  description:
    'Failed: 500 unexpected (logged under requestId), 503 the database not ready, the server ' +
    'shutting down, or a list too long to send whole.',
};

/**
 * Every failure of every route answers the API's error body (errors.ts): declared on each route
 * as it is added, so that the document says so and the body is serialised by its schema.
 */
export function declareErrorReplies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.schema?.hide) return;
    const declared = route.schema?.response as Record<string, unknown> | undefined;
    route.schema = { ...route.schema, response: { '4xx': REFUSED, '5xx': FAILED, ...declared } };
  });
}

/** An onRoute hook for the routes behind the admin guard: documented as needing the token. */
export function requiresAdminToken(route: RouteOptions): void {
  route.schema = { ...route.schema, security: [{ [ADMIN_TOKEN]: [] }] };
}

interface ObjectSchema {
  properties?: Readonly<Record<string, { default?: unknown }>>;
  required?: readonly string[];
}

/**
 * The schema as a caller reads it: a field the server fills with its default when left out
 * (validation.ts's useDefaults) is the caller's to leave out, though validation requires it.
 * Otherwise a generated client would demand every paging and sorting parameter.
 */
function defaultsOptional(schema: unknown): unknown {
  const { properties, required } = (schema ?? {}) as ObjectSchema;
  if (!properties || !required) return schema;
  return {
    ...(schema as object),
    required: required.filter((key) => properties[key]?.default === undefined),
  };
}

export function documentApi(app: FastifyInstance, atStart: boolean): void {
  app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Shop back-office API',
        version: packageJson.version,
        description:
          'The reference server of the shop back-office. Every error answers ' +
          '`{ success: false, message, requestId }` (the login: `status: false`); `requestId` ' +
          'is also in the X-Request-Id header and in the server log.',
        // package.json's UNLICENSED: no licence is granted. No licence text exists to point
        // to, so the url is npm's definition of the word.
        license: {
          name: packageJson.license,
          url: 'https://docs.npmjs.com/cli/configuring-npm/package-json#license',
        },
      },
      // The origin the document is read from: the same server answers the API.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          [ADMIN_TOKEN]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The token that POST /admin/admin-login answers.',
          },
        },
      },
      tags: Object.entries(DESCRIPTIONS).map(([name, description]) => ({ name, description })),
    },
    transform: ({ schema, url, route }) => {
      const tag = tagOf(url);
      return {
        schema: {
          ...operationNameOf(String(route.method), url),
          // A route's own security and name win: the admin scope declares the token
          // (requiresAdminToken); a route outside it has no guard, and is open to anyone.
          security: [],
          ...schema,
          ...(schema.querystring !== undefined && {
            querystring: defaultsOptional(schema.querystring),
          }),
          ...(schema.body !== undefined && { body: defaultsOptional(schema.body) }),
          ...(tag && { tags: [tag] }),
        },
        url,
      };
    },
  });
  serveApiDocument(app, atStart);
}
