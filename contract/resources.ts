/** A word with its first letter a capital: 'wallet payment', 'Wallet payment'. */
export const capital = <T extends string>(word: T) =>
  (word.charAt(0).toUpperCase() + word.slice(1)) as Capitalize<T>;

/**
 * The usual entry of a resource with rows, from its rows' keys: the page's (`list`, 'blogs') names
 * it, its OpenAPI tag and its /admin/blogs paths; one row's (`one`, 'blog') its /admin/blog/...
 * paths, its live entity and its cache tag ('Blog'); its noun (else `one`) its activity entity's
 * label. `own` holds what differs.
 */
function withRows<
  const List extends string,
  const One extends string,
  const Own extends Partial<ResourceEntry> = Record<never, never>,
>({ list, one, noun = one }: { list: List; one: One; noun?: string }, own?: Own) {
  const usual = {
    named: list,
    rows: { list, one, noun },
    pathParts: [one, list],
    openApiTag: list,
    cacheTag: capital(one),
    activity: { [one]: capital(noun) } as Readonly<Record<One, string>>,
    live: one,
  };
  return { ...usual, ...own } as NoInfer<Omit<typeof usual, keyof Own> & Own>;
}

/**
 * Every resource of the back-office, declared once (docs/architecture.md#one-table-of-resources):
 * what a route reads or changes and how a refusal names it, the first parts of its /admin paths,
 * the activity trail's entities it answers for (with their labels), its live-change entity, the
 * web app's cache tag of its rows and its tag in the OpenAPI document. Plain data importing
 * nothing, so that the server and the web app derive their registries from it: the roles
 * (contract/roles.ts), the trail's entities (contract/activity.ts), the live changes
 * (contract/events.ts), the server's permissions and OpenAPI tags, the web app's cache tags,
 * live invalidation and activity labels. `server/test/resourceTable.test.ts` fails on a gap.
 *
 * In the order the trail's Item filter lists their entities.
 */
export const RESOURCE_TABLE = {
  /** The signed-in admin's own account, and the stream of live changes they may read. */
  session: {
    named: 'their own account',
    pathParts: ['profile', 'logout', 'events'],
    openApiTag: 'session',
    cacheTag: 'Profile',
  },
  users: {
    named: 'users',
    pathParts: ['all-users', 'users'],
    openApiTag: 'users',
    cacheTag: 'User',
  },
  orders: {
    named: 'orders',
    pathParts: ['orders'],
    routes: ['/admin/user/:id/orders-summary'],
    openApiTag: 'orders',
    cacheTag: 'Order',
  },
  /** The dashboard counts the active notices and banners. */
  notifications: withRows(
    { list: 'notifications', one: 'notification' },
    { pathParts: ['notification'], shownIn: ['stats'] },
  ),
  banners: withRows(
    { list: 'banners', one: 'banner' },
    { pathParts: ['banner'], shownIn: ['stats'] },
  ),
  /** The accounts, and everyone's sign-ins and sign-outs (an admin always reads their own). */
  admins: withRows(
    { list: 'admins', one: 'admin' },
    {
      named: 'admin accounts',
      pathParts: ['admins'],
      activity: { session: 'Session', admin: 'Admin account' },
      tab: { searchIn: ['name', 'email'] },
    },
  ),
  activity: {
    named: 'the activity trail',
    pathParts: ['activity'],
    openApiTag: 'activity',
  },
  stats: {
    named: 'the shop statistics',
    pathParts: ['stats'],
    openApiTag: 'stats',
    cacheTag: 'Stats',
  },
  /** A product shows its category's name, and a category counts its products. */
  categories: withRows(
    { list: 'categories', one: 'category' },
    { tab: { searchIn: ['name'] }, shownIn: ['products'] },
  ),
  products: withRows(
    { list: 'products', one: 'product' },
    { tab: { searchIn: ['name'] }, shownIn: ['categories'] },
  ),
  walletPayments: withRows(
    { list: 'walletPayments', one: 'walletPayment', noun: 'wallet payment' },
    {
      named: 'wallet payments',
      pathParts: ['wallet-payment', 'wallet-payments'],
      openApiTag: 'wallet',
      tab: { searchIn: ['receiver', 'note', 'txnId'] },
      privateImages: ['screenshot'],
    },
  ),
  blogs: withRows({ list: 'blogs', one: 'blog' }, { tab: { searchIn: ['title'] } }),
  invoices: withRows(
    { list: 'invoices', one: 'invoice' },
    { tab: { searchIn: ['number', 'giftCardName', 'buyerEmail'] } },
  ),
} as const satisfies Readonly<Record<string, ResourceEntry>>;

interface ResourceEntry {
  /** How a refusal names it: 'An Admin may not view admin accounts.' */
  named: string;
  /** The first parts of its /admin paths: /admin/banner/... and /admin/blogs.csv. */
  pathParts: readonly string[];
  /** Its routes whose first part names another noun: a user's orders. */
  routes?: readonly string[];
  /** Its tag in the OpenAPI document. */
  openApiTag: string;
  /** The web app's cache tag of its rows, where the web app keeps them. */
  cacheTag?: string;
  /**
   * The other resources whose lists or figures show its data (its key in this table), so that
   * each of its changes makes them stale too: a product in its category's count.
   */
  shownIn?: readonly string[];
  /**
   * Its image fields that only the admins who may read it may see: a wallet payment's screenshot,
   * a proof of payment with the payer's details. Every other image is one customers see too.
   */
  privateImages?: readonly string[];
  /** The activity trail's entities it answers for, each with its label on the screen. */
  activity?: Readonly<Record<string, string>>;
  /** The entity of its live changes, where its lists stay current. */
  live?: string;
  /**
   * Where it has rows: the key of a page's rows and of one row in the API's answers, and how a
   * message names one ('wallet payment').
   */
  rows?: { list: string; one: string; noun: string };
  /**
   * Kept in the browser tab when the backend has only the specification's calls
   * (docs/architecture.md#where-the-data-comes-from): the fields a search looks in.
   */
  tab?: { searchIn: readonly string[] };
}

type Table = typeof RESOURCE_TABLE;
export type Resource = keyof Table;
type ValueOf<T, K extends PropertyKey> = {
  [R in keyof T]: T[R] extends Readonly<Record<K, infer V>> ? V : never;
}[keyof T];
/** The keys of each member of a union, where `keyof` would give only those all of them have. */
type KeysOfEach<U> = U extends unknown ? keyof U : never;
export type Entity = KeysOfEach<ValueOf<Table, 'activity'>> & string;
export type LiveEntity = ValueOf<Table, 'live'>;
export type CacheTag = ValueOf<Table, 'cacheTag'>;
/** The resources that have rows: the web app makes their calls from their entries. */
export type RowsResource = {
  [R in Resource]: Table[R] extends { rows: object } ? R : never;
}[Resource];
/** The resources the tab keeps when the backend has only the specification's calls. */
export type TabResource = {
  [R in Resource]: Table[R] extends { tab: object } ? R : never;
}[Resource];

const entries = Object.entries(RESOURCE_TABLE) as [Resource, ResourceEntry][];
const ENTRY_OF: Readonly<Partial<Record<string, ResourceEntry & { cacheTag?: CacheTag }>>> =
  RESOURCE_TABLE;

/** How a message names one row of a resource: 'Category not found.', 'Wallet payment deleted …'. */
export const oneOf = (resource: RowsResource) => capital(RESOURCE_TABLE[resource].rows.noun);

/** Every resource, in the table's order. */
export const RESOURCES = entries.map(([resource]) => resource);

/** What reading each activity entity's entries needs: the resource that answers for it. */
export const ACTIVITY_ENTITY_RESOURCES = Object.fromEntries(
  entries.flatMap(([resource, { activity }]) =>
    Object.keys(activity ?? {}).map((entity) => [entity, resource]),
  ),
) as Readonly<Record<Entity, Resource>>;

/** Every activity entity, in the table's order. */
export const ENTITIES = Object.keys(ACTIVITY_ENTITY_RESOURCES) as Entity[];

/** Each activity entity as the screens name it. */
export const ENTITY_LABELS = Object.fromEntries(
  entries.flatMap(([, { activity }]) => Object.entries(activity ?? {})),
) as Readonly<Record<Entity, string>>;

/** The resource of each live entity: reading its list is what its changes need. */
export const LIVE_ENTITY_RESOURCES = Object.fromEntries(
  entries.flatMap(([resource, { live }]) => (live ? [[live, resource]] : [])),
) as Readonly<Record<LiveEntity, Resource>>;

/** Every live entity, in the table's order. */
export const LIVE_ENTITIES = Object.keys(LIVE_ENTITY_RESOURCES) as LiveEntity[];

type Rows = NonNullable<ResourceEntry['rows']>;

/** How the tab keeps each resource it keeps, with its rows' keys. */
export const TAB_RESOURCES = Object.fromEntries(
  entries.flatMap(([resource, { tab, rows }]) =>
    tab && rows ? [[resource, { ...tab, ...rows }]] : [],
  ),
) as Readonly<Record<TabResource, NonNullable<ResourceEntry['tab']> & Rows>>;

/** An image field of a resource: a wallet payment's screenshot. */
export interface ImageOf {
  resource: Resource;
  field: string;
}

/** Every image field only the admins who may read its resource may see (`privateImages`). */
export const PRIVATE_IMAGES: readonly ImageOf[] = entries.flatMap(([resource, entry]) =>
  (entry.privateImages ?? []).map((field) => ({ resource, field })),
);

export const isPrivateImage = ({ resource, field }: ImageOf) =>
  PRIVATE_IMAGES.some((image) => image.resource === resource && image.field === field);

/** The web app's cache tag of each resource's rows, where it keeps them. */
export const CACHE_TAGS = entries.flatMap(([, { cacheTag }]) =>
  cacheTag ? [cacheTag] : [],
) as CacheTag[];

/**
 * The cache tags of the views that show each tag's data besides its own list (`shownIn`): every
 * change of it, the admin's own or told live, makes them stale.
 */
export const SHOWN_IN_TAGS = Object.fromEntries(
  entries.flatMap(([, { cacheTag, shownIn = [] }]) =>
    cacheTag ? [[cacheTag, shownIn.flatMap((shows) => ENTRY_OF[shows]?.cacheTag ?? [])]] : [],
  ),
) as Readonly<Partial<Record<CacheTag, readonly CacheTag[]>>>;

/** The cache tag each live entity's changes make stale: its resource's. */
export const LIVE_ENTITY_CACHE_TAGS = Object.fromEntries(
  entries.flatMap(([, { live, cacheTag }]) => (live && cacheTag ? [[live, cacheTag]] : [])),
) as Readonly<Record<LiveEntity, CacheTag>>;

const RESOURCE_OF_PATH_PART: Readonly<Record<string, Resource>> = Object.fromEntries(
  entries.flatMap(([resource, { pathParts }]) => pathParts.map((part) => [part, resource])),
);
const RESOURCE_OF_ROUTE: Readonly<Record<string, Resource>> = Object.fromEntries(
  entries.flatMap(([resource, { routes }]) => (routes ?? []).map((route) => [route, resource])),
);

/**
 * The resource an /admin route reads or changes, by its path pattern: a route of its own, else
 * its first part (/admin/banner/update/:id → banners); undefined for one the table does not map.
 */
export function resourceOfRoute(url: string): Resource | undefined {
  return (
    RESOURCE_OF_ROUTE[url] ?? RESOURCE_OF_PATH_PART[/^\/admin\/([a-z-]+)/.exec(url)?.[1] ?? '']
  );
}
