/**
 * The screens that were the specification's lists in the tab, in both modes, as one suite. With the
 * shipped config.js (`screens: 'server'`) each typed-in list creates, edits and deletes on the
 * server, its rows surviving a reload and showing in a colleague's browser (keptFlow.ts,
 * keptCases.ts). With `screens: 'tab'` each is the specification's list in this tab's memory: it
 * refuses what its form must refuse, creates, edits and deletes, and a reload empties it again
 * (localFlow.ts, localCases.ts). Payment Management's invoices are made, not typed: their walks
 * in both modes are invoiceWalks.ts.
 */
import { test } from './support/fixtures';
import { KEPT_CASES } from './support/keptCases';
import { serverInvoiceWalk, tabInvoiceWalk } from './support/invoiceWalks';
import { runKeptCase } from './support/keptFlow';
import { LOCAL_CASES } from './support/localCases';
import { runLocalCase } from './support/localFlow';
import { signIn } from './support/session';

test.describe('kept on the server', () => {
  for (const c of KEPT_CASES) {
    test(c.title, async ({ page, newContext }, testInfo) => {
      await runKeptCase(page, newContext, testInfo, c);
    });
  }

  test('Payment Management: the invoices of paid gift-card orders viewed, downloaded, voided', async ({
    page,
    newContext,
  }) => {
    await serverInvoiceWalk(page, newContext);
  });
});

test.describe('in the tab', () => {
  for (const c of LOCAL_CASES) {
    test(c.title, async ({ page }, testInfo) => {
      await signIn(page);
      await runLocalCase(page, testInfo, c);
    });
  }

  test('Payment Management: the sample invoice searched, viewed, downloaded, deleted', async ({
    page,
  }) => {
    await tabInvoiceWalk(page);
  });
});
