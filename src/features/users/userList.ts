import { serverColumns } from '@/components/columns';
import { userColumns } from './columns';
import { ADMIN_FILTER, USER_SORTS } from './userListQuery';

/** The columns, sortable and filtered as the paged list allows. */
export const userListColumns = serverColumns(userColumns, {
  sorts: USER_SORTS,
  filter: { field: ADMIN_FILTER.field, values: ['Yes', 'No'] },
});
