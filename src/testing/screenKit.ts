/**
 * What the screens' tests do alike: open a screen signed in, open its dialog from a button,
 * answer a confirmation, submit a dialog and see its refusals or see it close, read the grid's column headers, choose
 * image files.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderApp, signedIn } from './renderApp';

/** The screen at `route`, signed in, once its heading shows. */
export async function renderScreen(route: string, heading: string) {
  const view = renderApp({ route, session: signedIn() });
  // Hidden too: a form the screen opens by itself (unsaved edits restored) hides the page.
  await screen.findByRole('heading', { name: heading, hidden: true });
  return view;
}

export type ScreenView = Awaited<ReturnType<typeof renderScreen>>;

/** The address's query as an object: what a list keeps in the URL. */
export const urlParams = ({ state }: ScreenView['router']) =>
  Object.fromEntries(new URLSearchParams(state.location.search));

/** Clicks the button named `button` and finds the dialog it opens, named `dialog`. */
export async function openDialog(user: UserEvent, button: string, dialog = button) {
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialog });
}

/** Answers the confirmation named `question` with its button `answer`. */
export async function answerConfirmation(user: UserEvent, question: string, answer: string) {
  const confirmation = await screen.findByRole('dialog', { name: question });
  await user.click(within(confirmation).getByRole('button', { name: answer }));
}

/** Clicks the dialog's `submit` button and finds each of `messages` in it (the form's refusals). */
export async function submitAndExpect(
  user: UserEvent,
  dialog: HTMLElement,
  submit: string,
  messages: readonly string[],
) {
  await user.click(within(dialog).getByRole('button', { name: submit }));
  for (const message of messages) {
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  }
}

/** Clicks the dialog's `submit` button and waits for the dialog to close. */
export async function submitAndWaitClosed(user: UserEvent, dialog: HTMLElement, submit: string) {
  await user.click(within(dialog).getByRole('button', { name: submit }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

/** The grid's column headers, as the admin reads them: its rows' boxes (bulk work) have none. */
export const columnHeaders = () =>
  screen
    .getAllByRole('columnheader')
    .filter((cell) => cell.getAttribute('data-field') !== '__check__')
    .map((cell) => cell.textContent);

/** A row's cells under the list's columns, without its box for bulk work. */
export const dataCells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('gridcell')
    .filter((cell) => cell.getAttribute('data-field') !== '__check__');

/** A small PNG file as the admin would choose it. */
export const png = (content = 'png', name = 'shot.png') =>
  new File([content], name, { type: 'image/png' });

/** A PNG one byte over the 5 MB that every image field accepts. */
export const oversizePng = () =>
  new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });

/** The data URL a screen stores for an image of this content. */
export const dataUrlOf = (content: string) =>
  `data:image/png;base64,${Buffer.from(content).toString('base64')}`;
