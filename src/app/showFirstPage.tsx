import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { ErrorFallback } from '@/components/ErrorFallback';
import { hasStoredAdminSession } from '@/features/session/storedSession';
import { AppTheme } from './AppTheme';
import { loadApp, signInFirstPage } from './SignInFirst';
import { loadAdminLayout } from './layout/loadAdminLayout';

// The first page's code, loaded by main.tsx once the page has been painted
// (docs/decisions.md#login-first): React, the theme, and the sign-in page.

/**
 * The sign-in page in `container`: the build's HTML of it taken over when it has one, else
 * rendered.
 */
export function showSignInFirst(container: HTMLElement, prerendered: boolean): void {
  const page = signInFirstPage((app) => app.mount(root));
  const root: Root = prerendered ? hydrateRoot(container, page) : createRoot(container);
  if (!prerendered) root.render(page);
}

/** The app in `container`, for a visit that does not open on the sign-in page. */
export function showApp(container: HTMLElement): void {
  const root = createRoot(container);
  // Fetched beside the app's chunk rather than after it; its route shows any failure.
  if (hasStoredAdminSession()) loadAdminLayout().catch(() => undefined);
  loadApp().then(
    ({ mount }) => mount(root),
    (error: unknown) =>
      root.render(
        <AppTheme>
          <ErrorFallback detail={error instanceof Error ? error.message : undefined} />
        </AppTheme>,
      ),
  );
}
