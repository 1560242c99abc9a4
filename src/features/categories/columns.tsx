import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ImageIcon from '@mui/icons-material/Image';
import type { GridColDef } from '@mui/x-data-grid';
import { editDeleteColumn, numberColumn } from '@/components/columns';
import { serverColumns } from '@/components/serverColumns';
import { activeStatusColumn } from '@/components/StatusToggle';
import { STATUS_LABELS } from '@/lib/valueWords';
import type { KeptRowHandlers } from '@/hooks/useCrudScreen';
import { PLACEHOLDER_IMAGE } from '@/lib/images';
import { STATUSES } from '../../../contract/formRules';
import { categories, type Category } from './categoriesApi';
import { ROW_BUTTON } from '@/components/RowActions';

/** The filter panel offers the statuses by their labels; the URL and the API take the values. */
const STATUS_OPTIONS = STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/**
 * Category Name, how many products it holds, Status badge, Actions in the spec's order: Edit,
 * Delete, View Image (docs/requirements.md#manage-categories); sorted by name, product count and
 * status and filtered by status by the list's source (docs/decisions.md#catalogue-on-the-server).
 */
export function categoryColumns({
  onPreview,
  ...handlers
}: KeptRowHandlers<Category>): GridColDef<Category>[] {
  const columns = [
    { field: 'name', headerName: 'Category Name', flex: 1, minWidth: 200 },
    numberColumn<Category>('productCount', 'Products', 110),
    activeStatusColumn<Category>(140),
    editDeleteColumn<Category>(handlers, {
      subject: (category) => `category ${category.name}`,
      after: (category) => (
        <Tooltip title="View Image">
          <IconButton
            aria-label={`View Image of category ${category.name}`}
            onClick={() =>
              onPreview({ title: category.name, src: category.image ?? PLACEHOLDER_IMAGE })
            }
            {...ROW_BUTTON}
          >
            <ImageIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
      width: 160,
    }),
  ];
  return serverColumns(columns, categories.spec).map((column) =>
    column.field === 'status' ? { ...column, valueOptions: STATUS_OPTIONS } : column,
  );
}
