/**
 * The activity trail (docs/api.md#activity-trail), read only: the Activity screen and the
 * History tab of the notification and banner dialogs. A backend without it answers 404, which
 * both show as a quiet note rather than an error.
 */
import type { Action, ActivityAdmin, ActivityEntry, Entity } from '../../contract/activity';
import { baseApi } from './baseApi';
import { API_PATHS } from './endpoints';
import { isMediaPath } from '@/lib/images';
import { pageQuery, readPage, type PageOf } from './pagedList';
import { mediaUrl } from './source';

/** The trail's actions and entities; their labels (lib/activityText.ts) list every one. */
export type ActivityAction = Action;
export type ActivityEntity = Entity;

export type { ActivityAdmin, ActivityEntry } from '../../contract/activity';

/** A page of entries; each filter left empty is not sent. */
export interface ActivityArgs {
  page: number;
  pageSize: number;
  adminId?: string;
  entity?: string;
  entityId?: string;
  action?: string;
  from?: string;
  to?: string;
}

type Fields = ActivityEntry['before'];

/** Recorded fields with their stored images as addresses the browser loads. */
const withMediaUrls = (fields: Fields): Fields =>
  fields &&
  Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [
      field,
      typeof value === 'string' && isMediaPath(value) ? mediaUrl(value) : value,
    ]),
  );

export const activityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getActivity: build.query<PageOf<ActivityEntry>, ActivityArgs>({
      query: (args) => `${API_PATHS.activity}?${pageQuery(args)}`,
      transformResponse: (response: unknown) => {
        const page = readPage<ActivityEntry>(response, 'activity');
        const items = page.items.map((entry) => ({
          ...entry,
          before: withMediaUrls(entry.before),
          after: withMediaUrls(entry.after),
        }));
        return { ...page, items };
      },
    }),
    getActivityAdmins: build.query<ActivityAdmin[], void>({
      query: () => API_PATHS.activityAdmins,
      transformResponse: (response: { admins?: ActivityAdmin[] } | null) => response?.admins ?? [],
    }),
  }),
});

export const { useGetActivityQuery, useGetActivityAdminsQuery } = activityApi;
