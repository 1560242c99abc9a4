import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { TAB_RESOURCES, type TabResource } from '../../contract/resources';

/** A row the tab keeps, in the shape the reference server answers it. */
export interface TabRow {
  id: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

export type TabListsState = Readonly<Record<TabResource, readonly TabRow[]>>;

/** Noon UTC: the 20th in every time zone a shop's admins work in. */
const SAMPLE_DAY = '2026-11-20T12:00:00.000Z';

/**
 * What the tab starts with: the specification's one hard-coded sample invoice, amount $100
 * (docs/requirements.md#payment-management); every other list empty.
 */
const STARTING_ROWS: Partial<Record<TabResource, readonly TabRow[]>> = {
  invoices: [
    {
      id: 1,
      number: 'INV-2026-0001',
      giftCardName: 'Amazon Gift Card',
      date: SAMPLE_DAY,
      amount: 100,
      currency: 'USD',
      status: 'Paid',
      version: 1,
      createdAt: SAMPLE_DAY,
      updatedAt: SAMPLE_DAY,
    },
  ],
};

const initialState = Object.fromEntries(
  Object.keys(TAB_RESOURCES).map((resource) => [
    resource,
    STARTING_ROWS[resource as TabResource] ?? [],
  ]),
) as unknown as TabListsState;

/**
 * The lists the tab keeps when the backend has only the specification's calls
 * (docs/architecture.md#where-the-data-comes-from): one slice, in memory only, so a reload or a
 * sign-out empties it, and every write is an action to read in Redux DevTools.
 */
export const tabLists = createSlice({
  name: 'tabLists',
  initialState,
  reducers: {
    /** Adds the row, or replaces the one with its id. */
    saved(state, { payload }: PayloadAction<{ resource: TabResource; row: TabRow }>) {
      const rows = state[payload.resource] as TabRow[];
      const index = rows.findIndex(({ id }) => id === payload.row.id);
      if (index >= 0) rows[index] = payload.row;
      else rows.push(payload.row);
    },
    removed(state, { payload }: PayloadAction<{ resource: TabResource; id: number }>) {
      state[payload.resource] = state[payload.resource].filter(({ id }) => id !== payload.id);
    },
    /** A bulk request's rows changed, in one action as the server's one transaction. */
    bulkSaved(state, { payload }: PayloadAction<{ resource: TabResource; rows: TabRow[] }>) {
      const next = new Map(payload.rows.map((row) => [row.id, row]));
      state[payload.resource] = state[payload.resource].map((row) => next.get(row.id) ?? row);
    },
    bulkRemoved(state, { payload }: PayloadAction<{ resource: TabResource; ids: number[] }>) {
      const gone = new Set(payload.ids);
      state[payload.resource] = state[payload.resource].filter(({ id }) => !gone.has(id));
    },
  },
});

export const { saved, removed, bulkSaved, bulkRemoved } = tabLists.actions;
