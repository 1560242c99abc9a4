import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { TWO_FACTOR_MESSAGES } from '../../contract/twoFactorRules';

/** The two-factor dialog's code field. */
export const codeField = () => screen.getByRole('textbox', { name: 'Code' });

/** Sends no code, then a wrong one (000000): each refusal said under the field. */
export async function sendNoCodeThenWrongOne(user: UserEvent, send: () => HTMLElement) {
  await user.click(send());
  expect(codeField()).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.codeRequired);
  await user.type(codeField(), '000000');
  await user.click(send());
  await waitFor(() =>
    expect(codeField()).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.wrongCode),
  );
}
