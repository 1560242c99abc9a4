import createCache from '@emotion/cache';
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerenderSignInPage } from '@/app/prerender';
import { signInFirstPage } from '@/app/SignInFirst';
import { PRERENDERED_ATTRIBUTE, SUBMIT_HELD_ATTRIBUTE } from '@/lib/prerenderedPage';
import { TEST_ADMIN } from '@/testing/handlers';
import { withServerScreens } from '@/testing/screensMode';

// The sign-in page as the build puts it in index.html, then taken over by the page's code as
// main.tsx does (docs/decisions.md#login-first).
const { head, root: rootHtml } = renderedAsTheBuildDoes();

/** The build renders the page in Node, where there is no window and no system to ask. */
function renderedAsTheBuildDoes() {
  const { matchMedia } = window;
  Reflect.deleteProperty(window, 'matchMedia');
  try {
    return prerenderSignInPage();
  } finally {
    window.matchMedia = matchMedia;
  }
}
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
  jest.restoreAllMocks();
});

/** index.html's body as the browser reads it, before any of the page's code has run. */
function loadPrerenderedBody(): HTMLElement {
  document.body.innerHTML = rootHtml;
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root in the prerendered page');
  return container;
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const passkeyButton = () => screen.queryByRole('button', { name: 'Sign in with a passkey' });

describe('the sign-in page the build renders to HTML', () => {
  it('holds the whole form, marked as prerendered, and shows only on a visit that opens on it', () => {
    const container = loadPrerenderedBody();
    expect(container).toHaveAttribute(PRERENDERED_ATTRIBUTE);
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    // A click would do nothing until the page's code has taken the page over.
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeDisabled();
    expect(head).toBe('<style>#root[data-prerendered]{display:none}</style>');
  });

  it('is taken over without a mismatch, keeping what was typed and making the held submit', async () => {
    const container = loadPrerenderedBody();
    // Before React has taken the page over: the admin types and presses Enter (main.tsx holds it).
    input('email').value = TEST_ADMIN.email;
    input('password').value = TEST_ADMIN.password;
    container.setAttribute(SUBMIT_HELD_ATTRIBUTE, '');

    // What the page's code does first: emotion takes the page's styles out of the body, then
    // React takes the HTML over.
    createCache({ key: 'css' });
    const consoleError = jest.spyOn(console, 'error');
    const recoverableErrors: unknown[] = [];
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    act(() => {
      root = hydrateRoot(
        container,
        signInFirstPage((app) => root && app.mount(root)),
        { onRecoverableError: (error) => recoverableErrors.push(error) },
      );
    });

    expect(
      await screen.findByRole('heading', { name: `Welcome back, ${TEST_ADMIN.name}!` }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin-dashboard');
    expect(recoverableErrors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container).not.toHaveAttribute(SUBMIT_HELD_ATTRIBUTE);
  });

  it('keeps typed values, and submits nothing on its own without a held submit', async () => {
    const container = loadPrerenderedBody();
    input('email').value = TEST_ADMIN.email;
    createCache({ key: 'css' });
    act(() => {
      root = hydrateRoot(
        container,
        signInFirstPage((app) => root && app.mount(root)),
      );
    });
    expect(screen.getByLabelText('Email')).toHaveValue(TEST_ADMIN.email);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByText('Email is required.')).not.toBeInTheDocument();
    // The specification's backend has no passkeys: the button goes once the app knows it.
    await waitFor(() => expect(passkeyButton()).not.toBeInTheDocument());
  });
});

describe('the sign-in page taken over, with the reference server', () => {
  withServerScreens();

  it('offers Sign in with a passkey once the app knows the backend has them', async () => {
    const container = loadPrerenderedBody();
    createCache({ key: 'css' });
    act(() => {
      root = hydrateRoot(
        container,
        signInFirstPage((app) => root && app.mount(root)),
      );
    });
    await waitFor(() => expect(passkeyButton()).toBeEnabled());
  });
});
