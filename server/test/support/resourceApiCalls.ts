/**
 * The representative calls of a managed resource's routes (server/src/routes/resource.ts), for
 * apiCalls.ts: create, list, read, update, switch where it has a status, delete, and in bulk.
 */
import { call, type ApiCall, type Made } from './apiCall';

/**
 * A managed resource's calls under `prefix`; `afterCreate` while its first item still exists,
 * `beforeDelete` just before it is deleted.
 */
export function resourceCalls(
  prefix: string,
  key: string,
  valid: (made: Made) => object,
  afterCreate: ApiCall[] = [],
  { hasStatus = true, beforeDelete = [] }: { hasStatus?: boolean; beforeDelete?: ApiCall[] } = {},
): ApiCall[] {
  const id = (made: Made) => made[`${key}Id`] ?? '';
  const statusCalls: ApiCall[] = [
    call(`GET ${prefix}/active`, 200, `${prefix}/active`),
    call(`PUT ${prefix}/status/{id}`, 200, (m) => ({
      url: `${prefix}/status/${id(m)}`,
      payload: { status: 'inactive' },
    })),
  ];
  // At a version the item has left by then: named in the answer as skipped, 200 all the same.
  const bulkItems = (m: Made) => [{ id: Number(id(m)), version: 1 }];
  const bulkCalls: ApiCall[] = [
    ...(hasStatus
      ? [
          call(`PUT ${prefix}/bulk/status`, 200, (m) => ({
            url: `${prefix}/bulk/status`,
            payload: { status: 'active', items: bulkItems(m) },
          })),
        ]
      : []),
    call(`POST ${prefix}/bulk/delete`, 400, {
      url: `${prefix}/bulk/delete`,
      payload: { items: [] },
    }),
  ];
  return [
    call(`POST ${prefix}/create`, 201, (m) => ({ url: `${prefix}/create`, payload: valid(m) }), {
      keep: (body, made) => {
        const item = body[key] as { id: number; image?: string };
        made[`${key}Id`] = String(item.id);
        if (item.image) made.image = item.image;
      },
    }),
    ...afterCreate,
    ...bulkCalls,
    call(`GET ${prefix}/all`, 200, `${prefix}/all`),
    call(`GET ${prefix}/list/paginated`, 200, `${prefix}/list/paginated?page=1&limit=5`),
    call(`GET ${prefix}/list/paginated`, 400, `${prefix}/list/paginated?limit=500`),
    call(`GET ${prefix}/{id}`, 200, (m) => ({ url: `${prefix}/${id(m)}` })),
    call(`PUT ${prefix}/update/{id}`, 200, (m) => ({
      url: `${prefix}/update/${id(m)}`,
      payload: valid(m),
    })),
    ...(hasStatus ? statusCalls : []),
    ...beforeDelete,
    call(`DELETE ${prefix}/delete/{id}`, 200, (m) => ({ url: `${prefix}/delete/${id(m)}` })),
    call(`POST ${prefix}/bulk/delete`, 200, (m) => ({
      url: `${prefix}/bulk/delete`,
      payload: { items: bulkItems(m) },
    })),
    call(`GET ${prefix}/{id}`, 404, (m) => ({ url: `${prefix}/${id(m)}` })),
  ];
}
