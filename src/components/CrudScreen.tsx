import type { ComponentType, ReactNode } from 'react';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { BulkActionBar, type BulkWork } from './BulkActionBar';
import { DataTable, type DataTableProps } from './DataTable';
import { AddButton, PageHeader } from './PageHeader';

/**
 * The texts of a list screen that the requirements fix, in the order they appear: its title (the
 * h1), its create button, its grid's accessible name, and what the grid says with no rows.
 */
export function screenTexts(title: string, add: string, grid: string, empty: string) {
  return { title, add, grid, empty };
}
export type CrudScreenTexts = ReturnType<typeof screenTexts>;

/** What `useCrudScreen` gives the screen. */
interface CrudScreenWiring<R extends GridValidRowModel, FormProps> {
  columns: GridColDef<R>[];
  formProps: FormProps;
  openCreate: () => void;
}

interface CrudScreenProps<R extends GridValidRowModel, FormProps extends object> extends Pick<
  DataTableProps<R>,
  'rows' | 'loading' | 'rowHeight' | 'server'
> {
  texts: CrudScreenTexts;
  screen: CrudScreenWiring<R, FormProps>;
  /** The feature's create/edit form, given `screen.formProps`. */
  Form: ComponentType<FormProps>;
  /** Replaces the standard create button where the requirements draw it otherwise. */
  addButton?: ReactNode;
  /** Above the grid: a search box, or a paged list's toolbar. */
  toolbar?: ReactNode;
  /** Any other dialog the screen opens (an image preview). */
  children?: ReactNode;
  /** The list's bulk work: its bar above the grid and the boxes on its rows; none without. */
  bulk?: BulkWork;
}

/**
 * The layout of every list screen that creates and edits: the title with its create button, the
 * grid, the form, and the screen's other dialogs.
 *
 * @example
 * const TEXTS = screenTexts('Admin Management', 'Add Admin', 'Admins', 'No admins found');
 * const screen = useCrudScreen(actions, adminColumns);
 * <CrudScreen texts={TEXTS} rows={items} screen={screen} Form={AdminForm} />
 */
export function CrudScreen<R extends GridValidRowModel, FormProps extends object>({
  texts,
  screen,
  Form,
  addButton,
  toolbar,
  children,
  bulk,
  ...table
}: CrudScreenProps<R, FormProps>) {
  return (
    <>
      <PageHeader
        title={texts.title}
        actions={addButton ?? <AddButton label={texts.add} onClick={screen.openCreate} />}
      />
      {toolbar}
      {bulk && <BulkActionBar {...bulk.bar} />}
      <DataTable
        label={texts.grid}
        emptyMessage={texts.empty}
        columns={screen.columns}
        selection={bulk?.grid}
        {...table}
      />
      <Form {...screen.formProps} />
      {children}
    </>
  );
}
