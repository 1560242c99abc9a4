/**
 * The activity trail (docs/api.md#activity-trail), read only: the Activity screen and the
 * History tab of the notification and banner dialogs. A backend without it answers 404, which
 * both show as a quiet note rather than an error.
 */
import type { Action, ActivityAdmin, ActivityEntry, Entity } from '../../contract/activity';
import { baseApi } from './baseApi';
import { API_PATHS } from './endpoints';
import { pageQuery, readPage, type PageOf } from './pagedList';

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

export const activityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getActivity: build.query<PageOf<ActivityEntry>, ActivityArgs>({
      query: (args) => `${API_PATHS.activity}?${pageQuery(args)}`,
      transformResponse: (response: unknown) => readPage<ActivityEntry>(response, 'activity'),
    }),
    getActivityAdmins: build.query<ActivityAdmin[], void>({
      query: () => API_PATHS.activityAdmins,
      transformResponse: (response: { admins?: ActivityAdmin[] } | null) => response?.admins ?? [],
    }),
  }),
});

export const { useGetActivityQuery, useGetActivityAdminsQuery } = activityApi;
