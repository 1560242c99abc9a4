import { expect, type Locator, type Page } from '@playwright/test';
import { DataGrid } from './DataGrid';

/** Where a screen lives and the title of its h1. */
export interface Screen {
  path: string;
  title: string;
}

/** Any screen: its h1, found by its exact title, and a way to open it. */
export class ScreenPage<S extends Screen = Screen> {
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    readonly screen: S,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: screen.title, exact: true });
  }

  /** Opens the screen (or another path that shows it) and waits for its title. */
  async goto(path: string = this.screen.path): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
  }
}

/** A read-only list: the grid's accessible name, the search box's placeholder, the empty text. */
export interface ListScreen extends Screen {
  grid: string;
  searchPlaceholder: string;
  empty: string;
}

/** Users, orders and payments: a searchable list with its filter, a choice named by its column. */
export class ListPage<S extends ListScreen = ListScreen> extends ScreenPage<S> {
  readonly table: DataGrid;
  readonly search: Locator;

  constructor(page: Page, screen: S) {
    super(page, screen);
    this.table = new DataGrid(page, screen.grid);
    this.search = page.getByPlaceholder(screen.searchPlaceholder);
  }

  /** The list's filter, a plain choice named by what it filters ('Status', 'Admin'). */
  filterChoice(label: string): Locator {
    return this.page.getByRole('combobox', { name: label, exact: true });
  }

  /** Chooses a value of the list's filter ('All' for none), as a person does. */
  async filterBy(label: string, value: string): Promise<void> {
    await this.filterChoice(label).click();
    await this.page.getByRole('option', { name: value, exact: true }).click();
    await expect(this.filterChoice(label)).toHaveText(value);
  }

  /** The list's empty message (nothing in it, or nothing matches). */
  get emptyMessage(): Locator {
    return this.table.emptyMessage(this.screen.empty);
  }
}
