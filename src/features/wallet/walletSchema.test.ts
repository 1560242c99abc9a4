import { walletSchemas } from './walletSchema';

const VALID = {
  receiver: 'Asha Verma',
  note: 'Refund',
  txnId: 'TXN-1',
  date: '2026-03-05',
  amount: 10,
  screenshot: new File(['png'], 'shot.png', { type: 'image/png' }),
};

// The file picker offers only images, so these rules can only be reached through the schema.
it('takes image files only as the screenshot', async () => {
  await expect(
    walletSchemas.create.validateAt('screenshot', {
      ...VALID,
      screenshot: new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }),
    }),
  ).rejects.toThrow('Screenshot must be an image file.');
  await expect(walletSchemas.create.validateAt('screenshot', VALID)).resolves.toBe(
    VALID.screenshot,
  );
});

it('needs a screenshot on create only', async () => {
  const none = { ...VALID, screenshot: null };
  await expect(walletSchemas.create.validateAt('screenshot', none)).rejects.toThrow(
    'Screenshot is required.',
  );
  await expect(walletSchemas.edit.validateAt('screenshot', none)).resolves.toBeNull();
});

it('takes a positive amount', async () => {
  await expect(walletSchemas.create.validateAt('amount', { ...VALID, amount: 0 })).rejects.toThrow(
    'Amount must be greater than 0.',
  );
});
