import { walletSchemas } from './walletSchema';

const VALID = {
  receiver: 'Asha Verma',
  note: 'Refund',
  txnId: 'TXN-1',
  date: '2026-03-05',
  amount: 10,
  screenshot: new File(['png'], 'shot.png', { type: 'image/png' }),
};

// The file picker offers only these types, so these rules can only be reached through the schema.
it.each([
  ['a PDF', 'receipt.pdf', 'application/pdf'],
  ['an SVG image, which the server does not take', 'receipt.svg', 'image/svg+xml'],
])('refuses %s as the screenshot, in the server’s words', async (_label, name, type) => {
  await expect(
    walletSchemas.create.validateAt('screenshot', {
      ...VALID,
      screenshot: new File(['x'], name, { type }),
    }),
  ).rejects.toThrow('screenshot must be a PNG, JPEG, WebP or GIF image.');
});

it('takes a PNG as the screenshot', async () => {
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
