/**
 * A managed resource (notifications, banners) as its tests see it: what each declares of its
 * own (ResourceCase), and a small client that talks to its routes.
 */
import type { Managed } from '../../src/repositories/resourceTable';
import type { Pagination } from '../../../contract/common';
import type { LightMyRequestResponse as Response } from 'fastify';

import type { SignedInApp } from './lifecycle';
import { badRequest, failure } from './testApp';
import { rowCount } from './testDb';

/** Both resources have a title, by which the tests tell their items apart. */
export type Titled = Managed & { title: string };

/** A body the server refuses: what it is, what the valid body is given, the 400's message. */
export type Refusal = readonly [label: string, overrides: object, message: string];

/**
 * A required field's two refusals, each answered `message`: left out ('no title'), and sent as
 * `blank` ('a blank title'; 'an empty title' when `blank` is '').
 */
export const required = (
  field: string,
  message: string,
  blank: string,
  { noun = field, article = blank === '' ? 'an empty' : 'a blank' } = {},
): Refusal[] => [
  [`no ${noun}`, { [field]: undefined }, message],
  [`${article} ${noun}`, { [field]: blank }, message],
];

export interface ResourceCase<Item extends Titled> {
  /** Where its routes are: '/admin/banner'. */
  prefix: string;
  /** The keys of one item and of a list in the replies: 'banner', 'banners'. */
  itemKey: string;
  listKey: string;
  texts: {
    created: string;
    listed: string;
    listedActive: string;
    found: string;
    deleted: string;
    activated: string;
    deactivated: string;
    notFound: string;
  };
  /** The fields that hold images. */
  images: readonly (keyof Item & string)[];
  /** A valid create body; an override of undefined leaves the field out. */
  valid: (overrides?: object) => Record<string, unknown>;
  /** The fields of valid() but the images, as the item answers them. */
  stored: Partial<Item>;
  /** Creates items; answers what /all and /active list, in their order, and one to find by id. */
  seedLists: (api: ResourceApi<Item>) => Promise<{ all: unknown[]; active: unknown[]; one: Item }>;
  /** Creates the items that `pages` expects, titled as its titles. */
  seedPages: (api: ResourceApi<Item>) => Promise<void>;
  pages: ReadonlyArray<readonly [query: string, titles: string[], pagination: Pagination]>;
  createRefusals: readonly Refusal[];
  updateRefusals: readonly Refusal[];
}

export type ResourceApi<Item extends Titled> = ReturnType<typeof resourceApi<Item>>;

export function resourceApi<Item extends Titled>(
  server: SignedInApp,
  resource: ResourceCase<Item>,
) {
  const { prefix, itemKey, listKey } = resource;
  return {
    call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
      server.call(method, `${prefix}${path}`, payload),

    async create(overrides: object = {}): Promise<Item> {
      const response = await server.call('POST', `${prefix}/create`, resource.valid(overrides));
      if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
      return response.json<Record<string, Item>>()[itemKey];
    },

    /** A reply with one item, as the server words it. */
    reply: (message: string, item: unknown) => ({ success: true, message, [itemKey]: item }),
    /** The item of a reply. */
    item: (response: Response) => response.json<Record<string, Item>>()[itemKey],
    /** The items of a list reply. */
    items: (response: Response) => response.json<Record<string, Item[]>>()[listKey],

    expectNotFound(response: Response): void {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(
        failure({ success: false, message: resource.texts.notFound }),
      );
    },
    expectRefused(response: Response, message: string, field?: string): void {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(badRequest(message, field));
    },

    /** GET an image's URL, as anyone can. */
    media: (url: string) => server.app.inject({ method: 'GET', url }),
    mediaCount: () => rowCount(server.db, 'media'),
  };
}
