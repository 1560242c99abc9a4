import { expect, type Locator, type Page } from '@playwright/test';
import { DataGrid } from './DataGrid';

/** What tells one create/edit/delete screen from another: its route, names and texts. */
export interface CrudScreen {
  path: string;
  title: string;
  /** The grid's accessible name. */
  gridName: string;
  empty: string;
  addButton: string;
  createTitle: string;
  editTitle: string;
  createSubmit: string;
  editSubmit: string;
  /** The title of the delete confirmation. */
  confirmTitle: string;
  /** How the row buttons name their row: 'product Travel SIM' → 'Edit product Travel SIM'. */
  subject: (name: string) => string;
}

/**
 * A list screen with a create/edit modal and confirmed deletes (the local-only screens,
 * notifications and banners). Screen classes add their form's fields.
 */
export class CrudPage<S extends CrudScreen = CrudScreen> {
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly table: DataGrid;
  readonly createDialog: Locator;
  readonly editDialog: Locator;
  readonly confirmDialog: Locator;

  constructor(
    readonly page: Page,
    readonly screen: S,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: screen.title, exact: true });
    this.addButton = page
      .getByRole('main')
      .getByRole('button', { name: screen.addButton, exact: true });
    this.table = new DataGrid(page, screen.gridName);
    this.createDialog = page.getByRole('dialog', { name: screen.createTitle, exact: true });
    this.editDialog = page.getByRole('dialog', { name: screen.editTitle, exact: true });
    this.confirmDialog = page.getByRole('dialog', { name: screen.confirmTitle, exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto(this.screen.path);
    await expect(this.heading).toBeVisible();
  }

  async openCreate(): Promise<Locator> {
    await this.addButton.click();
    await expect(this.createDialog).toBeVisible();
    return this.createDialog;
  }

  async openEdit(name: string): Promise<Locator> {
    await this.rowButton(`Edit ${this.screen.subject(name)}`).click();
    await expect(this.editDialog).toBeVisible();
    return this.editDialog;
  }

  rowButton(name: string): Locator {
    return this.table.grid.getByRole('button', { name, exact: true });
  }

  /** Asks to delete a row; resolves with the confirmation dialog open. */
  async askDelete(name: string): Promise<Locator> {
    await this.rowButton(`Delete ${this.screen.subject(name)}`).click();
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

  /** Picks an option of a select field (MUI's listbox). */
  async choose(dialog: Locator, label: string, option: string): Promise<void> {
    await dialog.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
    await expect(this.page.getByRole('listbox')).toBeHidden();
  }

  /** A field's message under it. */
  message(dialog: Locator, text: string): Locator {
    return dialog.getByText(text, { exact: true });
  }
}
