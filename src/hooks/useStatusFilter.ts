import { useMemo } from 'react';
import type { GridFilterModel } from '@mui/x-data-grid';
import { useSearchParams } from 'react-router-dom';
import { STATUSES } from '@/components/StatusToggle';

/**
 * `?status=active` (the dashboard's links) opens a list whose items are active or inactive
 * filtered to that status.
 */
export function useStatusFilter(): GridFilterModel | undefined {
  const [params] = useSearchParams();
  const status = STATUSES.find((value) => value === params.get('status'));
  return useMemo(
    () => (status ? { items: [{ field: 'status', operator: 'is', value: status }] } : undefined),
    [status],
  );
}
