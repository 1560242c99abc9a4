/**
 * A dialog's form as data: each field once, in the form's order, with how a user finds it (role
 * and accessible name, a label or a placeholder). `fillForm` fills the fields a test gives a value
 * for, in that order, and leaves the others as they are.
 */
import { expect, type Locator } from '@playwright/test';

export type Field =
  /** Found by role and accessible name. */
  | { kind: 'textbox' | 'spinbutton'; label: string }
  /** A date input, found by its label. */
  | { kind: 'date'; label: string }
  /** An image picker, found by its label (which a required one follows with an asterisk). */
  | { kind: 'file'; label: string }
  | { kind: 'placeholder'; placeholder: string }
  /** MUI's select: a combobox that opens a listbox of these options. */
  | { kind: 'select'; label: string; options: readonly string[] }
  /** A combobox that the server searches as the admin types (the product's Category). */
  | { kind: 'search'; label: string };

export const textbox = (label: string) => ({ kind: 'textbox', label }) as const;
export const number = (label: string) => ({ kind: 'spinbutton', label }) as const;
export const date = (label: string) => ({ kind: 'date', label }) as const;
export const file = (label: string) => ({ kind: 'file', label }) as const;
export const placeholder = (text: string) => ({ kind: 'placeholder', placeholder: text }) as const;
export const search = (label: string) => ({ kind: 'search', label }) as const;
export const select = <const O extends readonly string[]>(label: string, options: O) =>
  ({ kind: 'select', label, options }) as const;

export type Fields = Readonly<Record<string, Field>>;

/** What a test fills in: a select takes one of its options, a file input a path. */
export type FormValues<F extends Fields> = {
  [K in keyof F]?: F[K] extends { options: readonly (infer O)[] } ? O : string;
};

export function locate(dialog: Locator, field: Field): Locator {
  switch (field.kind) {
    case 'textbox':
    case 'spinbutton':
      return dialog.getByRole(field.kind, { name: field.label });
    case 'select':
    case 'search':
      return dialog.getByRole('combobox', { name: field.label });
    case 'placeholder':
      return dialog.getByPlaceholder(field.placeholder);
    case 'file':
      return dialog.getByLabel(new RegExp(`^${field.label}`));
    default:
      return dialog.getByLabel(field.label);
  }
}

/** Picks an option of a select field and waits for its listbox to close. */
async function choose(select: Locator, option: string): Promise<void> {
  await select.click();
  const listbox = select.page().getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox).toBeHidden();
}

/** Types the option's name into a searched combobox and picks it among what the server found. */
async function searchAndChoose(combobox: Locator, option: string): Promise<void> {
  await combobox.fill(option);
  const listbox = combobox.page().getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox).toBeHidden();
}

/** An image picker shows the chosen file as `<label> preview`. */
export function preview(dialog: Locator, field: Extract<Field, { kind: 'file' }>): Locator {
  return dialog.getByRole('img', { name: `${field.label} preview`, exact: true });
}

export async function fillForm<F extends Fields>(
  dialog: Locator,
  fields: F,
  values: FormValues<F>,
): Promise<void> {
  for (const [key, field] of Object.entries(fields)) {
    const value = (values as Readonly<Record<string, string | undefined>>)[key];
    if (value === undefined) continue;
    const input = locate(dialog, field);
    if (field.kind === 'select') await choose(input, value);
    else if (field.kind === 'search') await searchAndChoose(input, value);
    else if (field.kind === 'file') await input.setInputFiles(value);
    else await input.fill(value);
  }
}
