import type { RefObject } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridApi,
  type GridColDef,
  type GridRowIdGetter,
  type GridRowParams,
  type GridValidRowModel,
} from '@mui/x-data-grid';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    message?: string;
  }
  interface NoResultsOverlayPropsOverrides {
    message?: string;
  }
}

function EmptyOverlay({ message }: { message?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 3 }}>
      <Typography color="text.secondary">{message}</Typography>
    </Box>
  );
}

export interface DataTableProps<R extends GridValidRowModel> {
  /** The grid's accessible name. */
  label: string;
  rows: readonly R[];
  columns: readonly GridColDef<R>[];
  /** The spec's empty message, shown as the no-rows overlay. */
  emptyMessage: string;
  getRowId?: GridRowIdGetter<R>;
  /** Lets a toolbar outside the grid open the grid's filter panel. */
  apiRef?: RefObject<GridApi | null>;
  onRowClick?: (row: R) => void;
  rowHeight?: number;
  loading?: boolean;
}

/** Rows a page shows; the MIT grid allows at most 100. Rows inside a page are virtualised. */
const PAGE_SIZES = [25, 50, 100];

/**
 * Every list of the back-office: MUI X DataGrid with sortable columns, virtualised rows,
 * paging, the column filter panel and the spec's empty message.
 *
 * @example
 * <DataTable label="Users" rows={rows} columns={columns} emptyMessage="No users found" />
 */
export function DataTable<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  emptyMessage,
  getRowId,
  apiRef,
  onRowClick,
  rowHeight = 56,
  loading = false,
}: DataTableProps<R>) {
  return (
    <Paper
      variant="outlined"
      sx={{ height: { xs: 560, md: 'calc(100vh - 250px)' }, minHeight: 420 }}
    >
      <DataGrid
        aria-label={label}
        rows={rows}
        columns={columns as GridColDef<R>[]}
        getRowId={getRowId}
        apiRef={apiRef}
        loading={loading}
        rowHeight={rowHeight}
        pageSizeOptions={PAGE_SIZES}
        initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
        disableRowSelectionOnClick={!onRowClick}
        onRowClick={onRowClick ? (params: GridRowParams<R>) => onRowClick(params.row) : undefined}
        slots={{ noRowsOverlay: EmptyOverlay, noResultsOverlay: EmptyOverlay }}
        slotProps={{
          noRowsOverlay: { message: emptyMessage },
          noResultsOverlay: { message: emptyMessage },
        }}
        sx={{ border: 0, '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
      />
    </Paper>
  );
}
