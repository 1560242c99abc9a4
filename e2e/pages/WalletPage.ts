import type { Locator, Page } from '@playwright/test';
import { CrudPage } from './CrudPage';

export interface WalletInput {
  receiver: string;
  note: string;
  txnId: string;
  /** YYYY-MM-DD */
  date: string;
  amount: string;
  /** A file to upload; leave out to keep the current screenshot on edit. */
  screenshot?: string;
}

/** Wallet Management (local only): the payment upload form and View screenshot. */
export class WalletPage extends CrudPage {
  static readonly texts = {
    receiverRequired: 'Receiver name is required.',
    noteRequired: 'Note is required.',
    txnIdRequired: 'Transaction ID is required.',
    dateRequired: 'Date is required.',
    amountRequired: 'Amount is required.',
    screenshotRequired: 'Screenshot is required.',
    screenshotTooLarge: 'Image must be smaller than 5MB.',
    keepScreenshot: 'Keeping existing screenshot (no need to re-upload)',
    txnPlaceholder: 'TXN-123456',
  } as const;

  constructor(page: Page) {
    super(page, {
      path: '/wallet-management',
      title: 'Wallet Management',
      gridName: 'Wallet transactions',
      empty: 'No transactions found',
      addButton: 'Upload Payment',
      createTitle: 'Upload Payment',
      editTitle: 'Edit Payment',
      createSubmit: 'Upload Payment',
      editSubmit: 'Save Changes',
      confirmTitle: 'Delete transaction?',
      subject: (txnId) => `transaction ${txnId}`,
    });
  }

  async fill(payment: WalletInput, mode: 'create' | 'edit' = 'create'): Promise<void> {
    const dialog = mode === 'create' ? this.createDialog : this.editDialog;
    await dialog.getByRole('textbox', { name: 'Receiver Name' }).fill(payment.receiver);
    await dialog.getByRole('textbox', { name: 'Payment Note' }).fill(payment.note);
    await dialog.getByPlaceholder(WalletPage.texts.txnPlaceholder).fill(payment.txnId);
    await dialog.getByLabel('Date').fill(payment.date);
    await dialog.getByRole('spinbutton', { name: 'Amount (₹)' }).fill(payment.amount);
    if (payment.screenshot) await this.screenshotInput(dialog).setInputFiles(payment.screenshot);
  }

  screenshotInput(dialog: Locator): Locator {
    return dialog.getByLabel('Payment Screenshot');
  }

  /** View: the screenshot in a dialog titled after the transaction. */
  async viewScreenshot(txnId: string): Promise<Locator> {
    await this.rowButton(`View screenshot for ${txnId}`).click();
    return this.page.getByRole('dialog', { name: `Payment screenshot for ${txnId}`, exact: true });
  }
}
