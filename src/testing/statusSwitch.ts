import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

type Action = 'Activate' | 'Deactivate';

/**
 * Clicks the status switch `action` of the `noun` titled `title`, then sees the screen say so
 * ('Banner deactivated successfully!') and the switch offer the opposite once the list reloads.
 */
export async function switchStatus(user: UserEvent, noun: string, title: string, action: Action) {
  await user.click(await screen.findByRole('button', { name: `${action} ${noun} ${title}` }));
  const said = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${action.toLowerCase()}d`;
  expect(await screen.findByText(`${said} successfully!`)).toBeInTheDocument();
  const opposite: Action = action === 'Activate' ? 'Deactivate' : 'Activate';
  const switched = await screen.findByRole('button', { name: `${opposite} ${noun} ${title}` });
  expect(switched).toBeInTheDocument();
}
