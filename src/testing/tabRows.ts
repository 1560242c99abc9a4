/** Rows the tab keeps, put there as earlier writes would leave them (docs/architecture.md#where-the-data-comes-from). */
import { act } from '@testing-library/react';
import { baseApi } from '@/api/baseApi';
import { listTag } from '@/api/tags';
import { saved, type TabRow } from '@/api/tabLists';
import type { AppStore } from '@/app/store';
import { RESOURCE_TABLE, type TabResource } from '../../contract/resources';

const AT = '2026-03-01T09:00:00.000Z';

/** Adds each draft to the tab's list of `resource`, numbered after its rows, and reloads its list. */
export function seedTab(store: AppStore, resource: TabResource, ...drafts: object[]) {
  act(() => {
    for (const draft of drafts) {
      const rows = store.getState().tabLists[resource];
      const id = rows.reduce((last, row) => Math.max(last, row.id), 0) + 1;
      const row: TabRow = { ...draft, id, version: 1, createdAt: AT, updatedAt: AT };
      store.dispatch(saved({ resource, row }));
    }
    store.dispatch(baseApi.util.invalidateTags([listTag(RESOURCE_TABLE[resource].cacheTag)]));
  });
}
