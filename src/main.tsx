import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppTheme } from '@/app/AppTheme';
import { loadApp, SignInFirst } from '@/app/SignInFirst';
import { loadAdminLayout } from '@/app/layout/loadAdminLayout';
import { ErrorFallback } from '@/components/ErrorFallback';
import { hasStoredAdminSession } from '@/features/session/storedSession';
import { isSignInPath } from '@/lib/paths';

// The entry holds only what the sign-in page shows; the rest loads beside or after it
// (docs/decisions.md#login-first).
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const signedIn = hasStoredAdminSession();

if (isSignInPath(window.location.pathname) && !signedIn) {
  root.render(
    <StrictMode>
      <SignInFirst root={root} />
    </StrictMode>,
  );
} else {
  // Fetched beside the app's chunk rather than after it; its route shows any failure.
  if (signedIn) loadAdminLayout().catch(() => undefined);
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
