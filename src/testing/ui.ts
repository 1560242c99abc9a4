import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Picks `option` in the MUI select labelled `label`. */
export async function chooseOption(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Fills a text field the quick way: typing is not what these tests check. */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text === '') return;
  await user.click(field);
  await user.paste(text);
}

/** Each of `texts` is shown in `element`. */
export function expectTextsIn(element: HTMLElement, texts: readonly string[]) {
  for (const text of texts) expect(within(element).getByText(text)).toBeInTheDocument();
}
