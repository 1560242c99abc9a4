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
import { capital } from '../../../contract/resources';

export interface OperationName {
  operationId: string;
  summary: string;
}

/** The singular of a resource's key or name: the table holds regular English plurals. */
export const singular = (plural: string) => plural.replace(/ies$/, 'y').replace(/s$/, '');
const article = (words: string) => (/^[aeiou]/.test(words) ? `an ${words}` : `a ${words}`);

/**
 * A resource's names: its key, capitalised, plural and singular, and its name in words, plural
 * and singular with its article ('an admin account').
 */
function nounsOf(resource: Resource) {
  const { named } = RESOURCE_TABLE[resource];
  const [Many, One] = [capital(resource), capital(singular(resource))];
  return { Many, One, manyWords: named, aOne: article(singular(named)) };
}
type Nouns = ReturnType<typeof nounsOf>;

type Shape = [
  method: string,
  rest: readonly string[],
  name: (nouns: Nouns) => [operationId: string, summary: string],
  part?: RegExp,
];

/**
 * The shapes of the resources' routes: a method and what follows /admin/<first part> in the
 * path (':id' for any parameter); the first to fit names the operation. A whole list's first
 * part may say so itself (/admin/all-users).
 */
const SHAPES: readonly Shape[] = [
  ['GET', [''], (n) => [`listAll${n.Many}`, `List all ${n.manyWords}`], /^all-/],
  ['GET', [''], (n) => [`list${n.Many}`, `List a page of ${n.manyWords}`]],
  ['GET', ['/all'], (n) => [`listAll${n.Many}`, `List all ${n.manyWords}`]],
  ['GET', ['.csv'], (n) => [`export${n.Many}Csv`, `Export ${n.manyWords} as CSV`]],
  [
    'GET',
    ['/list/paginated'],
    (n) => [`list${n.Many}Paginated`, `List a page of ${n.manyWords} by page and limit`],
  ],
  ['GET', ['/active'], (n) => [`listActive${n.Many}`, `List the active ${n.manyWords}`]],
  ['GET', ['/:id'], (n) => [`get${n.One}`, `Get ${n.aOne}`]],
  ['GET', ['/:id/pdf'], (n) => [`get${n.One}Pdf`, `Get ${n.aOne} as a PDF`]],
  ['POST', ['', '/create'], (n) => [`create${n.One}`, `Create ${n.aOne}`]],
  ['PUT', ['/:id', '/update/:id'], (n) => [`update${n.One}`, `Update ${n.aOne}`]],
  ['PUT', ['/status/:id'], (n) => [`set${n.One}Status`, `Switch ${n.aOne} active or inactive`]],
  ['DELETE', ['/:id', '/delete/:id'], (n) => [`delete${n.One}`, `Delete ${n.aOne}`]],
  ['POST', ['/bulk/delete'], (n) => [`delete${n.Many}InBulk`, `Delete several ${n.manyWords}`]],
  [
    'PUT',
    ['/bulk/status'],
    (n) => [`set${n.Many}StatusInBulk`, `Switch several ${n.manyWords} active or inactive`],
  ],
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
    operationId: `${verb}${nouns.One}${words.map(capital).join('')}`,
    summary: `${capital(verb)} ${nouns.aOne}'s ${words.join(' ')}`,
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
    ([shapeMethod, rests, , shapePart]) =>
      shapeMethod === method && rests.includes(rest) && (shapePart?.test(part) ?? true),
  );
  if (!shape) return actionOnOne(method, rest, nouns);
  const [operationId, summary] = shape[2](nouns);
  return { operationId, summary };
}

/**
 * A route's own name, where its path has none of the shapes or the derived one is wrong; with
 * `ok`, its answer's schema, as its response's 200.
 */
export const named = (operationId: string, summary: string, ok?: object) => ({
  operationId,
  summary,
  ...(ok && { response: { 200: ok } }),
});
