import { opensOnSignIn } from '@/app/firstPage';
import {
  FIRST_PAGE_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  SUBMIT_HELD_ATTRIBUTE,
} from '@/lib/prerenderedPage';

// Runs in <head>, before the body and its prerendered sign-in form are read
// (docs/decisions.md#login-first). Small on purpose: the page waits for it.
document.documentElement.setAttribute(FIRST_PAGE_ATTRIBUTE, opensOnSignIn() ? 'sign-in' : 'app');

// Until the page's code has taken over the form, pressing Enter or Sign In would submit it as
// plain HTML: a GET that puts the typed password in the address. The submit is held instead, and
// the page makes it when its code runs.
document.addEventListener(
  'submit',
  (event) => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
    event.preventDefault();
    root.setAttribute(SUBMIT_HELD_ATTRIBUTE, '');
  },
  { capture: true },
);
