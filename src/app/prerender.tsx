import { renderToString } from 'react-dom/server';
import { PRERENDERED_ATTRIBUTE } from '@/lib/prerenderedPage';
import { signInFirstPage } from './SignInFirst';

/**
 * The sign-in page as HTML, for the build to put in index.html (docs/decisions.md#login-first).
 * Run by the build in Node, never bundled. Returns what goes in <head> and the #root element.
 */
export function prerenderSignInPage(): { head: string; root: string } {
  const page = renderToString(
    signInFirstPage(() => {
      throw new Error('The prerendered page never signs in: the browser does.');
    }),
  );
  return {
    // Hidden until the entry shows it to a visit that opens on the sign-in page (main.tsx).
    head: `<style>#root[${PRERENDERED_ATTRIBUTE}]{display:none}</style>`,
    root: `<div id="root" ${PRERENDERED_ATTRIBUTE}>${page}</div>`,
  };
}
