/**
 * The routes the fuzzer drives, read from the app itself (routeTable.ts), so a route added later
 * is fuzzed without being listed here: every POST, PUT, PATCH and DELETE, and every GET that
 * takes query parameters, with the JSON Schemas its body, path and query are validated with.
 */
import type { HTTPMethods } from 'fastify';

import type { Db } from '../../../src/db/types';
import { SIGN_IN_MESSAGES } from '../../../../contract/accountRules';
import { SCHEDULE_MESSAGES } from '../../../../contract/banner';
import { NOTIFICATION_MESSAGES } from '../../../../contract/formRules';
import { PASSKEY_MESSAGES } from '../../../../contract/passkeys';
import { TWO_FACTOR_MESSAGES } from '../../../../contract/twoFactor';
import { isGuarded, registeredRoutes } from '../routeTable';
import { ROW_MAKERS } from './rowMakers';

/** The parts of a JSON Schema property the generators read. */
export interface PropertySchema {
  type?: string;
  enum?: readonly unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  'x-messages'?: { required?: string; invalid?: string };
}

export interface ObjectSchema {
  properties?: Record<string, PropertySchema>;
  required?: readonly string[];
}

export interface FuzzRoute {
  method: HTTPMethods;
  url: string;
  body?: ObjectSchema;
  params?: ObjectSchema;
  query?: ObjectSchema;
  /** Whether it needs an administrator's token (all of /admin but the sign-in). */
  guarded: boolean;
  /** Whether its attempts are counted by design, refused or not (auth/attemptLimits.ts). */
  limited: boolean;
}

const MUTATING: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

const takesQueryParameters = (schema: unknown) =>
  Object.keys((schema as ObjectSchema | undefined)?.properties ?? {}).length > 0;

export async function fuzzedRoutes(db: Db): Promise<FuzzRoute[]> {
  return (await registeredRoutes(db))
    .filter(
      ({ method, schema }) =>
        MUTATING.includes(method) ||
        (method === 'GET' && takesQueryParameters(schema?.querystring)),
    )
    .map(({ method, url, schema, limited }) => ({
      method,
      url,
      body: schema?.body as ObjectSchema | undefined,
      params: schema?.params as ObjectSchema | undefined,
      query: schema?.querystring as ObjectSchema | undefined,
      guarded: isGuarded(url),
      limited,
    }));
}

/** The tables whose name is not the singular and an s, by resource or by a route's own path. */
const TABLES: Readonly<Record<string, string>> = {
  category: 'categories',
  'wallet-payment': 'wallet_payments',
  '/admin/profile/passkeys/:id': 'admin_passkeys',
};

/**
 * The table a resource's route writes: /admin/notification/... → notifications,
 * /admin/category/... → categories, /admin/admins/... → admins.
 */
export const tableOf = (route: FuzzRoute): string => {
  const resource = route.url.split('/')[2] ?? '';
  return (
    TABLES[route.url] ?? TABLES[resource] ?? (resource.endsWith('s') ? resource : `${resource}s`)
  );
};

/**
 * The route that creates rows of the same resource, to refill what the deletes empty: its
 * /create, or a POST to the resource itself (POST /admin/admins).
 */
export function createRouteOf(route: FuzzRoute, routes: readonly FuzzRoute[]): FuzzRoute {
  const prefix = route.url.split('/').slice(0, 3).join('/');
  const create = routes.find(
    ({ method, url }) => url === `${prefix}/create` || (method === 'POST' && url === prefix),
  );
  if (!create) throw new Error(`${route.url} has an :id but no route that creates its rows`);
  return create;
}

/**
 * The routes whose well-formed requests hash a password (scrypt: a tenth of a second each, by
 * design), or whose fuzzing makes accounts that do: fuzzed at most this many times each, so that
 * they do not outlast all the others together.
 */
const HASHING_ROUTES: ReadonlySet<string> = new Set([
  'PUT /admin/profile/password',
  'POST /admin/profile/passkeys/options',
  'POST /admin/admins',
  'DELETE /admin/admins/:id',
  'POST /admin/admins/:id/reset-password',
]);
const HASHING_RUNS = 150;

/** How many requests to make of `route`, of `runs` asked. */
export const runsOf = (route: FuzzRoute, runs: number) =>
  HASHING_ROUTES.has(`${route.method} ${route.url}`) ? Math.min(runs, HASHING_RUNS) : runs;

/**
 * The 400s a route gives a well-formed body by a rule of its own, each naming its field in
 * words (docs/api.md#admin-accounts, #your-own-account, #notification-recipients,
 * #banner-positions, #two-factor-sign-in, #passkeys).
 */
const { recipientsRequired, recipientsNotTaken } = NOTIFICATION_MESSAGES;
const RECIPIENT_RULES = [recipientsRequired, recipientsNotTaken, /^No user has the id “.*”\.$/s];
const BANNER_RULES = ['A banner at the last position cannot move down.', SCHEDULE_MESSAGES.order];
const RULE_MESSAGES: Readonly<Record<string, readonly (string | RegExp)[]>> = {
  'POST /admin/admins': ['An admin with this email already exists.'],
  'PUT /admin/admins/:id': ['An admin with this email already exists.'],
  'PUT /admin/profile/password': [
    'Current password is incorrect.',
    'New password must differ from the current one.',
  ],
  'POST /admin/notification/create': RECIPIENT_RULES,
  'PUT /admin/notification/update/:id': RECIPIENT_RULES,
  'PUT /admin/profile/two-factor': [TWO_FACTOR_MESSAGES.noSetup, TWO_FACTOR_MESSAGES.wrongCode],
  'DELETE /admin/profile/two-factor': [TWO_FACTOR_MESSAGES.wrongCode],
  'PUT /admin/admins/two-factor': [TWO_FACTOR_MESSAGES.ownFirst],
  'POST /admin/profile/passkeys/options': [SIGN_IN_MESSAGES.currentPasswordIncorrect],
  'POST /admin/profile/passkeys': [PASSKEY_MESSAGES.notAdded],
  'POST /admin/banner/create': BANNER_RULES,
  'PUT /admin/banner/update/:id': BANNER_RULES,
};

/** Whether a 400 is one of the route's rules (RULE_MESSAGES), which depend on other rows. */
export const isRuleMessage = (route: FuzzRoute, message: unknown) =>
  typeof message === 'string' &&
  (RULE_MESSAGES[`${route.method} ${route.url}`] ?? []).some((rule) =>
    typeof rule === 'string' ? rule === message : rule.test(message),
  );

/**
 * Whether a 400's message names the field at fault: it starts with the name of a property of
 * the schema, a path parameter or a key the body sent ("title must be at most 200 characters
 * long.", "foo is not allowed."), or with the part as a whole ("The request body is not valid
 * JSON."), or it is one of the requirements' own texts for a field ("Title is required.").
 */
export function namesAField(
  message: string,
  route: FuzzRoute,
  sent: unknown,
  sentQuery: readonly string[] = [],
): boolean {
  const properties = {
    ...route.body?.properties,
    ...route.params?.properties,
    ...route.query?.properties,
  };
  const ownTexts = [
    ...Object.values(properties).flatMap((schema) => Object.values(schema['x-messages'] ?? {})),
  ];
  if (ownTexts.includes(message) || isRuleMessage(route, message)) return true;
  const sentKeys = sent && typeof sent === 'object' ? Object.keys(sent) : [];
  const names = [...Object.keys(properties), ...sentKeys, ...sentQuery].filter(
    (name) => name !== '',
  );
  const parts = ['The request body', 'The path', 'The query string'];
  return [...names, ...parts].some((name) => new RegExp(`^${escape(name)}[ .[]`).test(message));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How the rows of a route's table are made, where no route creates them (rowMakers.ts). */
export const rowMakerOf = (route: FuzzRoute) => ROW_MAKERS[tableOf(route)];

/**
 * The refusals besides the usual ones, by a route's rule on other rows: a wallet payment's
 * transaction ID taken (docs/api.md#wallet-payments), a void or a two-factor turn-off done already.
 */
const OTHER_REFUSALS: Readonly<Record<string, readonly number[]>> = {
  'POST /admin/wallet-payment/create': [409],
  'PUT /admin/wallet-payment/update/:id': [409],
  'DELETE /admin/invoice/:id': [409],
  'DELETE /admin/profile/two-factor': [409],
};

export const otherRefusalsOf = (route: FuzzRoute): readonly number[] =>
  OTHER_REFUSALS[`${route.method} ${route.url}`] ?? [];
