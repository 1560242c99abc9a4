/**
 * The table of resources (contract/resources.ts, docs/architecture.md#one-table-of-resources)
 * against the server itself: every declared resource has routes, each guarded route a
 * resource; each resource's OpenAPI group holds its routes; each activity entity is one the
 * database takes; each live entity is an activity entity of its own resource. A resource added to
 * the table without the rest, or a route without its resource, fails here.
 */
import { permissionOf } from '../src/auth/permissions';
import {
  ACTIVITY_ENTITY_RESOURCES,
  ENTITIES,
  LIVE_ENTITIES,
  LIVE_ENTITY_CACHE_TAGS,
  LIVE_ENTITY_RESOURCES,
  RESOURCE_TABLE,
  RESOURCES,
} from '../../contract/resources';
import { useTestDb } from './support/lifecycle';
import { isGuarded, registeredRoutes, type RegisteredRoute } from './support/routeTable';
import { buildTestApp } from './support/testApp';

const store = useTestDb();

let guarded: RegisteredRoute[] = [];
beforeAll(async () => {
  guarded = (await registeredRoutes(store.db)).filter(({ url }) => isGuarded(url));
});

it('gives every guarded route a declared resource, and every resource routes', () => {
  const resourceOf = ({ method, url }: RegisteredRoute) => permissionOf(method, url).resource;
  const routed = new Set(guarded.map(resourceOf));
  expect(RESOURCES.filter((resource) => !routed.has(resource))).toEqual([]);
});

it("groups each resource's routes under its OpenAPI tag, which the document describes", async () => {
  const app = buildTestApp(store.db);
  const response = await app.inject({ method: 'GET', url: '/openapi.json' });
  await app.close();
  const { paths, tags } = response.json<{
    paths: Record<string, Record<string, { tags?: string[] }>>;
    tags: { name: string; description?: string }[];
  }>();
  const described = tags.filter(({ description }) => description).map(({ name }) => name);
  const undescribed = RESOURCES.map((resource) => RESOURCE_TABLE[resource].openApiTag).filter(
    (tag) => !described.includes(tag),
  );
  expect(undescribed).toEqual([]);
  const tagsOf = (url: string) =>
    Object.values(paths[url.replace(/:(\w+)/g, '{$1}')] ?? {}).flatMap(({ tags }) => tags ?? []);
  const misplaced = guarded
    .filter(({ url }) => url !== '/admin/events')
    .filter(({ method, url }) => {
      const { openApiTag } = RESOURCE_TABLE[permissionOf(method, url).resource];
      return !tagsOf(url).includes(openApiTag);
    })
    .map(({ method, url }) => `${method} ${url}`);
  expect(misplaced).toEqual([]);
});

it('declares only the activity entities the database takes', async () => {
  const [check] = await store.db.query<{ definition: string }>(
    `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
      WHERE conname = 'activity_entity_check'`,
  );
  const taken = [...(check?.definition ?? '').matchAll(/'([A-Za-z]+)'/g)].map(([, name]) => name);
  expect([...ENTITIES].sort()).toEqual([...taken].sort());
});

it('streams the changes of a resource as one of its own activity entities, to its cache tag', () => {
  for (const entity of LIVE_ENTITIES) {
    expect(ACTIVITY_ENTITY_RESOURCES[entity]).toBe(LIVE_ENTITY_RESOURCES[entity]);
    expect(LIVE_ENTITY_CACHE_TAGS[entity]).toBeDefined();
  }
});

it('names, as the views that show a resource, only resources the web app keeps under a tag', () => {
  const table: Readonly<
    Partial<Record<string, { named: string; cacheTag?: string; shownIn?: readonly string[] }>>
  > = RESOURCE_TABLE;
  const unkept = Object.values(table)
    .flatMap((entry) => entry?.shownIn ?? [])
    .filter((shows) => table[shows]?.cacheTag === undefined);
  expect(unkept).toEqual([]);
});
