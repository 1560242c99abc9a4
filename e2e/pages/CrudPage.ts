import { expect, type Locator, type Page } from '@playwright/test';
import { DataGrid } from './DataGrid';
import { fillForm, locate, type Fields, type FormValues } from './form';
import { ScreenPage, type Screen } from './ScreenPage';

/**
 * What tells one create/edit/delete screen from another (the local-only screens, notifications
 * and banners): its route, names, form and messages. Each screen is one such descriptor
 * (localScreens.ts, serverScreens.ts); `CrudPage` works any of them.
 */
export interface CrudScreen extends Screen {
  /** The grid's accessible name. */
  grid: string;
  empty: string;
  addButton: string;
  createTitle: string;
  createSubmit: string;
  editTitle: string;
  editSubmit: string;
  /** The title of the delete confirmation. */
  confirmTitle: string;
  /** How the row buttons name their row: 'product' → 'Edit product Travel SIM'. */
  rowNoun: string;
  fields: Fields;
  /** The field that holds the row's name, the one its buttons use. */
  nameField: string;
  /** The messages under the fields when the empty form is sent, in the form's order. */
  required: readonly string[];
  /** A file field's message for an image over 5 MB, by field. */
  tooLarge?: Readonly<Record<string, string>>;
  /** The row's images, by their alternative text: `(name) => \`${name} image\``. */
  rowImages?: Readonly<Record<string, (name: string) => string>>;
  /** Where a saved image is served from: a data URL (local screens) or the server's /media. */
  imageSrc?: RegExp;
  /** The snackbars that say a write went through (the server screens). */
  snackbars?: { created: string; updated: string; deleted: string };
  /** A row button that shows the row's image in a dialog, and that dialog's title. */
  viewer?: { button: (name: string) => string; title: (name: string) => string };
}

export type CrudValues<S extends CrudScreen> = FormValues<S['fields']>;

export class CrudPage<S extends CrudScreen = CrudScreen> extends ScreenPage<S> {
  readonly addButton: Locator;
  readonly table: DataGrid;
  readonly createDialog: Locator;
  readonly editDialog: Locator;
  readonly confirmDialog: Locator;

  constructor(page: Page, screen: S) {
    super(page, screen);
    this.addButton = page
      .getByRole('main')
      .getByRole('button', { name: screen.addButton, exact: true });
    this.table = new DataGrid(page, screen.grid);
    this.createDialog = page.getByRole('dialog', { name: screen.createTitle, exact: true });
    this.editDialog = page.getByRole('dialog', { name: screen.editTitle, exact: true });
    this.confirmDialog = page.getByRole('dialog', { name: screen.confirmTitle, exact: true });
  }

  get emptyMessage(): Locator {
    return this.table.emptyMessage(this.screen.empty);
  }

  async openCreate(): Promise<Locator> {
    await this.addButton.click();
    await expect(this.createDialog).toBeVisible();
    return this.createDialog;
  }

  async openEdit(name: string): Promise<Locator> {
    await this.rowAction('Edit', name).click();
    await expect(this.editDialog).toBeVisible();
    return this.editDialog;
  }

  rowButton(name: string): Locator {
    return this.table.grid.getByRole('button', { name, exact: true });
  }

  /** A row's button named by its action: 'Edit', 'Delete', 'Activate'... + 'banner Summer sale'. */
  rowAction(action: string, name: string): Locator {
    return this.rowButton(`${action} ${this.screen.rowNoun} ${name}`);
  }

  /** That button of the first row, whichever it is (the server screens' seeded rows). */
  firstRowAction(action: string): Locator {
    const name = new RegExp(`^${action} ${this.screen.rowNoun} `);
    return this.table.grid.getByRole('button', { name }).first();
  }

  /** Asks to delete a row; resolves with the confirmation dialog open. */
  async askDelete(name: string): Promise<Locator> {
    await this.rowAction('Delete', name).click();
    await expect(this.confirmDialog).toBeVisible();
    return this.confirmDialog;
  }

  async confirmDelete(): Promise<void> {
    await this.confirmDialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(this.confirmDialog).toBeHidden();
  }

  async submitCreate(): Promise<void> {
    await this.createDialog
      .getByRole('button', { name: this.screen.createSubmit, exact: true })
      .click();
  }

  async submitEdit(): Promise<void> {
    await this.editDialog
      .getByRole('button', { name: this.screen.editSubmit, exact: true })
      .click();
  }

  /** Fills the fields given a value, in the form's order, in the create or the edit form. */
  async fill(values: CrudValues<S>, mode: 'create' | 'edit' = 'create'): Promise<void> {
    await fillForm(
      mode === 'create' ? this.createDialog : this.editDialog,
      this.screen.fields,
      values,
    );
  }

  field(dialog: Locator, name: keyof S['fields'] & string): Locator {
    return locate(dialog, this.screen.fields[name]!);
  }

  /** A field's message under it. */
  message(dialog: Locator, text: string): Locator {
    return dialog.getByText(text, { exact: true });
  }

  /** One of a row's images (`rowImages`), found by its row's name. */
  rowImage(image: keyof NonNullable<S['rowImages']> & string, name: string): Locator {
    const alt = this.screen.rowImages![image]!(name);
    return this.table.grid.getByRole('img', { name: alt, exact: true });
  }

  /** Opens the row's image dialog (`viewer`); resolves with the dialog. */
  async openViewer(name: string): Promise<Locator> {
    const viewer = this.screen.viewer!;
    await this.rowButton(viewer.button(name)).click();
    return this.page.getByRole('dialog', { name: viewer.title(name), exact: true });
  }
}
