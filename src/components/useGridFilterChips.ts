import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import {
  gridFilterModelSelector,
  type GridApi,
  type GridColDef,
  type GridFilterItem,
  type GridFilterModel,
  type GridLocaleText,
} from '@mui/x-data-grid';
import type { ActiveFilter } from './FilterChips';

/** An item filters once it has a value, or needs none ('is empty'). */
const isOn = ({ value, operator }: GridFilterItem) =>
  operator === 'isEmpty' ||
  operator === 'isNotEmpty' ||
  (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '');

type ValueOption = string | number | { value: unknown; label?: string; hint?: string };

/** A value as the filter panel offers it: a choice by its label, with its hint if it has one. */
function valueText(api: GridApi, { field, value }: GridFilterItem) {
  const column = api.getColumn(field) as GridColDef | undefined;
  const options = column && 'valueOptions' in column ? column.valueOptions : undefined;
  const offered = Array.isArray(options) ? (options as ValueOption[]) : [];
  const named = (one: unknown) =>
    offered.find((option) => typeof option === 'object' && option.value === one) as
      Exclude<ValueOption, string | number> | undefined;
  const values: unknown[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return {
    text: values.map((one) => named(one)?.label ?? String(one)).join(', '),
    hint: values.map((one) => named(one)?.hint).find(Boolean),
  };
}

function chipOf(api: GridApi, item: GridFilterItem): ActiveFilter {
  const header = api.getColumn(item.field)?.headerName ?? item.field;
  const operatorKey = `filterOperator${item.operator.charAt(0).toUpperCase()}${item.operator.slice(1)}`;
  const operator = api.getLocaleText(operatorKey as keyof GridLocaleText);
  const { text, hint } = valueText(api, item);
  return {
    key: `grid-${item.id ?? item.field}`,
    label: [header, operator, text].filter(Boolean).join(' '),
    hint,
    onRemove: () => api.deleteFilterItem(item),
  };
}

/**
 * The filters a grid has on (its filter panel's, or a link's that the grid opened with), each
 * as a chip that deletes its item from the grid's filter model; a paged grid then writes the
 * change to the URL as the panel does.
 *
 * The toolbar renders before its grid, and a list shows a skeleton before the grid mounts: the
 * grid is looked for after each render, and its state followed once found.
 *
 * @example
 * const chips = useGridFilterChips(gridApi); // [{ label: 'Status is pending', ... }]
 */
export function useGridFilterChips(gridApi: RefObject<GridApi | null> | undefined): ActiveFilter[] {
  const [grid, setGrid] = useState<{ api: GridApi; model: GridFilterModel } | null>(null);
  const stopFollowing = useRef<{ api: GridApi; stop: () => void } | null>(null);
  useEffect(() => {
    const api = gridApi?.current ?? null;
    if (!api || stopFollowing.current?.api === api) return;
    stopFollowing.current?.stop();
    // The grid's state changes at each scroll and page: only a new filter model is news.
    let shown: GridFilterModel | undefined;
    const read = () => {
      const model = gridFilterModelSelector(gridApi as RefObject<GridApi>);
      if (model === shown) return;
      shown = model;
      setGrid({ api, model });
    };
    read();
    stopFollowing.current = { api, stop: api.subscribeEvent('stateChange', read) };
  });
  useEffect(() => () => stopFollowing.current?.stop(), []);
  return useMemo(
    () => (grid ? grid.model.items.filter(isOn).map((item) => chipOf(grid.api, item)) : []),
    [grid],
  );
}
