/**
 * Each operation's operationId and summary in the OpenAPI document, derived from what its route
 * declares: its method, the shape of its path and the resource the path names in the table of
 * resources (contract/resources.ts): its key for the id (walletPayments: listWalletPayments,
 * getWalletPayment), its name for the summary ('wallet payments'). A generated client names its
 * functions after the ids, so they stay as stable as the paths they come from.
 *
 * A route whose path has none of the resources' shapes, or whose derived name would be wrong
 * (DELETE /admin/invoice/:id voids, it does not delete), declares its own in its schema with
 * named(), which wins. server/test/openapiOperations.test.ts checks that every operation has
 * both and that no two ids are the same.
 */
import { RESOURCE_TABLE, resourceOfRoute, type Resource } from '../../../contract/resources';

export interface OperationName {
  operationId: string;
  summary: string;
}

/** A resource's names: its key and its name in words, each plural and singular. */
interface Nouns {
  many: string;
  one: string;
  manyWords: string;
  oneWords: string;
}

/** The singular of a resource's key or name: the table holds regular English plurals. */
const singular = (plural: string) => plural.replace(/ies$/, 'y').replace(/s$/, '');
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const article = (words: string) => (/^[aeiou]/.test(words) ? `an ${words}` : `a ${words}`);

function nounsOf(resource: Resource): Nouns {
  const { named } = RESOURCE_TABLE[resource];
  return { many: resource, one: singular(resource), manyWords: named, oneWords: singular(named) };
}

/**
 * The shapes of the resources' routes: a method and what follows /admin/<first part> in the
 * path (':id' for any parameter); the first to fit names the operation. A whole list's first
 * part may say so itself (/admin/all-users).
 */
const SHAPES: readonly {
  method: string;
  rest: readonly string[];
  part?: RegExp;
  name: (nouns: Nouns) => [operationId: string, summary: string];
}[] = [
  {
    method: 'GET',
    rest: [''],
    part: /^all-/,
    name: (n) => [`listAll${capital(n.many)}`, `List all ${n.manyWords}`],
  },
  {
    method: 'GET',
    rest: [''],
    name: (n) => [`list${capital(n.many)}`, `List a page of ${n.manyWords}`],
  },
  {
    method: 'GET',
    rest: ['/all'],
    name: (n) => [`listAll${capital(n.many)}`, `List all ${n.manyWords}`],
  },
  {
    method: 'GET',
    rest: ['.csv'],
    name: (n) => [`export${capital(n.many)}Csv`, `Export ${n.manyWords} as CSV`],
  },
  {
    method: 'GET',
    rest: ['/list/paginated'],
    name: (n) => [
      `list${capital(n.many)}Paginated`,
      `List a page of ${n.manyWords} by page and limit`,
    ],
  },
  {
    method: 'GET',
    rest: ['/active'],
    name: (n) => [`listActive${capital(n.many)}`, `List the active ${n.manyWords}`],
  },
  {
    method: 'GET',
    rest: ['/:id'],
    name: (n) => [`get${capital(n.one)}`, `Get ${article(n.oneWords)}`],
  },
  {
    method: 'GET',
    rest: ['/:id/pdf'],
    name: (n) => [`get${capital(n.one)}Pdf`, `Get ${article(n.oneWords)} as a PDF`],
  },
  {
    method: 'POST',
    rest: ['', '/create'],
    name: (n) => [`create${capital(n.one)}`, `Create ${article(n.oneWords)}`],
  },
  {
    method: 'PUT',
    rest: ['/:id', '/update/:id'],
    name: (n) => [`update${capital(n.one)}`, `Update ${article(n.oneWords)}`],
  },
  {
    method: 'PUT',
    rest: ['/status/:id'],
    name: (n) => [`set${capital(n.one)}Status`, `Switch ${article(n.oneWords)} active or inactive`],
  },
  {
    method: 'DELETE',
    rest: ['/:id', '/delete/:id'],
    name: (n) => [`delete${capital(n.one)}`, `Delete ${article(n.oneWords)}`],
  },
];

/**
 * POST /admin/<part>/:id/<verb>-<object>, an action on one item: resetAdminPassword, 'Reset an
 * admin account's password'.
 */
function actionOnOne(method: string, rest: string, nouns: Nouns): OperationName | undefined {
  const [, verb = '', object = ''] = /^\/:id\/([a-z]+)-([a-z-]+)$/.exec(rest) ?? [];
  if (method !== 'POST' || !verb) return undefined;
  const words = object.split('-');
  return {
    operationId: `${verb}${capital(nouns.one)}${words.map(capital).join('')}`,
    summary: `${capital(verb)} ${article(nouns.oneWords)}'s ${words.join(' ')}`,
  };
}

/**
 * The derived name of a route of a resource, or undefined where its path has none of the
 * shapes (or names no resource): such a route declares its own.
 */
export function operationNameOf(method: string, url: string): OperationName | undefined {
  const resource = resourceOfRoute(url);
  const [, part = '', path = ''] = /^\/admin\/([a-z-]+)(.*)$/.exec(url) ?? [];
  if (!resource) return undefined;
  const rest = path.replace(/:\w+/g, ':id');
  const nouns = nounsOf(resource);
  const shape = SHAPES.find(
    (one) => one.method === method && one.rest.includes(rest) && (one.part?.test(part) ?? true),
  );
  if (!shape) return actionOnOne(method, rest, nouns);
  const [operationId, summary] = shape.name(nouns);
  return { operationId, summary };
}

/** A route's own name, where its path has none of the shapes or the derived one is wrong. */
export const named = (operationId: string, summary: string): OperationName => ({
  operationId,
  summary,
});
