import { expect, type Locator, type Page } from '@playwright/test';

/** A list of the back-office (MUI X DataGrid), found by its accessible name. */
export class DataGrid {
  readonly grid: Locator;
  /** Body rows only (the header row has column headers, no cells). */
  readonly rows: Locator;
  /** The grid's container: the grid plus its footer (page summary, pager). */
  readonly container: Locator;

  constructor(
    readonly page: Page,
    name: string,
  ) {
    this.grid = page.getByRole('grid', { name, exact: true });
    this.rows = this.grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
    this.container = page.locator('.MuiDataGrid-root').filter({ has: this.grid });
  }

  /** The body row that shows this text. */
  row(text: string | RegExp): Locator {
    return this.rows.filter({ hasText: text });
  }

  /**
   * Checks a row's box (`row`'s text), or the header's (none): clicked, then awaited, as the grid
   * draws a box checked a render after the screen's selection changes, later than Playwright's
   * check() reads it on a busy machine.
   */
  async select(row?: string): Promise<void> {
    const box = row
      ? this.row(row).getByRole('checkbox', { name: /^Select / })
      : this.grid.getByRole('checkbox', { name: 'Select all rows' });
    await box.click();
    await expect(box).toBeChecked();
  }

  /** A column's header (a filtered or sorted one also names its filter and sort buttons). */
  columnHeader(column: string): Locator {
    return this.grid
      .getByRole('columnheader')
      .filter({ has: this.page.getByText(column, { exact: true }) });
  }

  /** The cell of `row` under the column headed `column`. */
  async cell(row: Locator, column: string): Promise<Locator> {
    const index = await this.columnHeader(column).getAttribute('aria-colindex');
    return row.locator(`[role="gridcell"][aria-colindex="${index}"]`);
  }

  /**
   * Scrolls the grid back to its left edge. A click on a header can scroll it sideways, and the
   * grid renders only the columns in view: the first ones (the serial number) are then absent.
   */
  async scrollToStart(): Promise<void> {
    await this.container
      .locator('.MuiDataGrid-virtualScroller')
      .evaluate((scroller) => scroller.scrollTo({ left: 0 }));
  }

  /**
   * Shows a column the list hides until asked (Order Management's Sr No., the first), from the
   * column menu, and scrolls back to the grid's left edge.
   */
  async showColumn(column: string, besideColumn: string): Promise<void> {
    const header = this.columnHeader(besideColumn);
    await header.hover();
    await header.getByRole('button', { name: `${besideColumn} column menu` }).click();
    await this.page.getByRole('menuitem', { name: 'Manage columns' }).click();
    await this.page.getByRole('checkbox', { name: column, exact: true }).check();
    await this.page.keyboard.press('Escape');
    await expect(this.columnHeader(column)).toBeVisible();
    await this.scrollToStart();
  }

  /** The empty-list message in the grid's overlay. */
  emptyMessage(text: string): Locator {
    return this.container.getByText(text, { exact: true });
  }

  /** How many rows match, from the footer's "1–50 of 60". */
  async total(): Promise<number> {
    const summary = this.container.getByText(/^\d+–\d+ of \d+$/);
    await expect(summary).toBeVisible();
    const match = /of (\d+)$/.exec((await summary.textContent()) ?? '');
    return Number(match?.[1]);
  }

  async expectTotal(count: number): Promise<void> {
    await expect(this.container.getByText(new RegExp(`^\\d+–\\d+ of ${count}$`))).toBeVisible();
  }
}
