import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot, type Root } from 'react-dom/client';
import { signInFirstPage } from '@/app/SignInFirst';
import { TEST_ADMIN } from './handlers';

/**
 * In this file, each test opens on the first page of a visit, the sign-in page, in a root of its
 * own as main.tsx shows it (docs/decisions.md#login-first). The app it loads is made once per
 * test file, as once per page.
 */
export function withSignInFirstPage() {
  let container: HTMLElement;
  let root: Root;
  beforeEach(async () => {
    window.history.replaceState(null, '', '/admin-login');
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    // Async: the page's first effect loads the app's code, and what it sets then is part of it.
    await act(async () => root.render(signInFirstPage((app) => app.mount(root))));
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });
}

/** Types the test admin's e-mail and `password` into the form, and presses Sign In. */
export async function signInAs(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), TEST_ADMIN.email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

/** Signs the test admin in; answers the dashboard's welcome, once at its address. */
export async function signInToDashboard() {
  await signInAs(TEST_ADMIN.password);
  const name = `Welcome back, ${TEST_ADMIN.name}!`;
  const welcome = await screen.findByRole('heading', { name });
  expect(window.location.pathname).toBe('/admin-dashboard');
  return welcome;
}
