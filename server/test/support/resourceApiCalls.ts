/**
 * The representative calls of a managed resource's routes (server/src/routes/resource.ts), for
 * apiCalls.ts: create, list, read, update, switch where it has a status, delete.
 */
import type { ApiCall, Made } from './apiCall';

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
    {
      operation: `GET ${prefix}/active`,
      status: 200,
      request: () => ({ url: `${prefix}/active` }),
    },
    {
      operation: `PUT ${prefix}/status/{id}`,
      status: 200,
      request: (m) => ({ url: `${prefix}/status/${id(m)}`, payload: { status: 'inactive' } }),
    },
  ];
  return [
    {
      operation: `POST ${prefix}/create`,
      status: 201,
      request: (m) => ({ url: `${prefix}/create`, payload: valid(m) }),
      keep: (body, made) => {
        const item = body[key] as { id: number; image?: string };
        made[`${key}Id`] = String(item.id);
        if (item.image) made.image = item.image;
      },
    },
    ...afterCreate,
    { operation: `GET ${prefix}/all`, status: 200, request: () => ({ url: `${prefix}/all` }) },
    {
      operation: `GET ${prefix}/list/paginated`,
      status: 200,
      request: () => ({ url: `${prefix}/list/paginated?page=1&limit=5` }),
    },
    {
      operation: `GET ${prefix}/list/paginated`,
      status: 400,
      request: () => ({ url: `${prefix}/list/paginated?limit=500` }),
    },
    {
      operation: `GET ${prefix}/{id}`,
      status: 200,
      request: (m) => ({ url: `${prefix}/${id(m)}` }),
    },
    {
      operation: `PUT ${prefix}/update/{id}`,
      status: 200,
      request: (m) => ({ url: `${prefix}/update/${id(m)}`, payload: valid(m) }),
    },
    ...(hasStatus ? statusCalls : []),
    ...beforeDelete,
    {
      operation: `DELETE ${prefix}/delete/{id}`,
      status: 200,
      request: (m) => ({ url: `${prefix}/delete/${id(m)}` }),
    },
    {
      operation: `GET ${prefix}/{id}`,
      status: 404,
      request: (m) => ({ url: `${prefix}/${id(m)}` }),
    },
  ];
}
