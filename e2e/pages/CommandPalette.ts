import { expect, type Locator, type Page } from '@playwright/test';

/** The command palette (README: Command palette): its trigger, its combobox and its choices. */
export const PALETTE = {
  trigger: 'Search (Ctrl+K)',
  dialog: 'Command palette',
  input: 'Search screens, orders and users',
  listbox: 'Screens, orders and users',
  searching: 'Searching orders and users…',
} as const;

export type PaletteGroup = 'Screens' | 'Orders' | 'Users';

export class CommandPalette {
  readonly trigger: Locator;
  readonly dialog: Locator;
  readonly input: Locator;
  readonly options: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.trigger = page.getByRole('button', { name: PALETTE.trigger });
    this.dialog = page.getByRole('dialog', { name: PALETTE.dialog });
    this.input = this.dialog.getByRole('combobox', { name: PALETTE.input });
    this.options = this.dialog.getByRole('listbox', { name: PALETTE.listbox }).getByRole('option');
    this.status = this.dialog.getByRole('status');
  }

  /** Opens it with the keyboard shortcut, ready to type in. */
  async open(): Promise<void> {
    await this.page.keyboard.press('Control+K');
    await expect(this.input).toBeFocused();
  }

  /** Types the text and waits until the server has answered it. */
  async search(text: string): Promise<void> {
    await this.input.fill(text);
    await expect(this.status).not.toHaveText(PALETTE.searching);
  }

  option(group: PaletteGroup, name: string | RegExp): Locator {
    return this.dialog.getByRole('group', { name: group }).getByRole('option', { name });
  }
}
