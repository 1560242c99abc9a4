/**
 * A query that fails still says what it looked for and prints the document, as testing-library
 * does, though the tries waitFor repeats build no print (jest/setup-client.ts,
 * docs/development.md#test-speed).
 */
import { screen, waitFor } from '@testing-library/react';

beforeEach(() => {
  document.body.innerHTML = '<main><p>Shown text</p></main>';
});

it('prints the document when a query fails at once', () => {
  expect(() => screen.getByText('Missing text')).toThrow(
    /Unable to find an element with the text: Missing text[\s\S]*Ignored nodes[\s\S]*Shown text/,
  );
});

it('prints the document as it is at the time-out when a findBy gives up', async () => {
  setTimeout(() => {
    document.body.innerHTML = '<main><p>Later text</p></main>';
  }, 20);
  const error: unknown = await screen
    .findByText('Missing text', {}, { timeout: 200 })
    .catch((thrown: unknown) => thrown);
  expect(error).toHaveProperty('name', 'TestingLibraryElementError');
  const { message } = error as Error;
  expect(message).toMatch(/^Unable to find an element with the text: Missing text/);
  expect(message).toMatch(/Ignored nodes[\s\S]*Later text/);
  expect(message).not.toMatch(/Shown text/);
});

it('builds no print of the document at a try that waitFor repeats', async () => {
  setTimeout(() => {
    document.body.innerHTML = '<main><p>Later text</p></main>';
  }, 20);
  const failedTries: string[] = [];
  await waitFor(() => {
    try {
      screen.getByText('Later text');
    } catch (error) {
      failedTries.push((error as Error).message);
      throw error;
    }
  });
  expect(failedTries.length).toBeGreaterThan(0);
  for (const message of failedTries) {
    expect(message).toMatch(/^Unable to find an element with the text: Later text/);
    expect(message).not.toMatch(/Shown text/);
  }
});
