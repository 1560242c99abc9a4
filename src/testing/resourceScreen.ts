/**
 * A managed-resource screen (banners, notifications) as the shared test cases see it
 * (resourceListCases.ts, resourceWriteCases.ts): each screen's test kit describes itself once,
 * and its own tests keep only what it alone does.
 */
import { screen, waitFor } from '@testing-library/react';
import type { serveCrud } from './crudBackend';
import type { renderApp } from './renderApp';

type View = ReturnType<typeof renderApp>;
export type User = View['user'];

export interface ResourceScreen {
  /** The word in the screen's buttons and messages: 'banner' → 'Delete banner?'. */
  noun: string;
  /** The word in the list's messages: 'banners' → 'No banners found.'. */
  plural: string;
  /** The API's base path: '/admin/banner'. */
  base: string;
  /** The grid's column headers, in order. */
  columns: readonly string[];
  fixtures: readonly object[];
  serve: (initial?: readonly object[]) => ReturnType<typeof serveCrud>;
  /** Renders the screen signed in and waits for its heading. */
  render: () => Promise<View>;
  /** A fixture row whose edit form is valid as it stands. */
  sample: { id: number; title: string };
  /** Fills the create form with valid values (some with spaces around them, to be trimmed). */
  fillValid: (user: User, dialog: HTMLElement) => Promise<void>;
  /** What `fillValid`'s form sends on create. */
  filledBody: { title: string } & Record<string, unknown>;
  /** What the empty create form says on submit, field by field. */
  requiredMessages: readonly string[];
}

const capitalised = (word: string) => word[0].toUpperCase() + word.slice(1);

export const textsOf = ({ noun, plural }: ResourceScreen) => {
  const Noun = capitalised(noun);
  return {
    add: `Add ${Noun}`,
    edit: `Edit ${Noun}`,
    create: `Create ${Noun}`,
    update: `Update ${Noun}`,
    confirm: `Delete ${noun}?`,
    deleted: `${Noun} deleted successfully!`,
    created: `${Noun} created successfully!`,
    saveFailed: `Failed to create/update ${noun}:`,
    deleteFailed: `Failed to delete ${noun}:`,
    empty: `No ${plural} found.`,
    loadFailed: `Failed to load ${plural}:`,
  };
};

export const dialogClosed = (name: string) =>
  waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());

export async function openCreate(user: User, add: string) {
  await user.click(screen.getByRole('button', { name: add }));
  return screen.findByRole('dialog', { name: add });
}

/** Opens the edit form of the row titled `title` ('Edit banner Summer roaming'). */
export async function openEdit(user: User, noun: string, title: string) {
  await user.click(await screen.findByRole('button', { name: `Edit ${noun} ${title}` }));
  return screen.findByRole('dialog', { name: `Edit ${capitalised(noun)}` });
}

/** Serves `initial`, shows the screen and opens the edit form of the row titled `title`. */
export async function renderEditOf(
  resource: ResourceScreen,
  title: string,
  initial?: readonly object[],
) {
  const backend = resource.serve(initial ?? resource.fixtures);
  const { user } = await resource.render();
  return { backend, user, dialog: await openEdit(user, resource.noun, title) };
}
