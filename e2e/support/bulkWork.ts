/**
 * Bulk work as the end-to-end suite and the screenshots meet it (docs/api.md#bulk-work):
 * categories made for the test through the API, named after it so that no other spec's rows are
 * touched, and the bar the list shows above its rows when some are selected.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { apiToken } from './session';

/** A 1×1 PNG as a data URL: what a category's create takes as its image. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Makes one active category per name, in order; answers their ids. */
export async function makeCategories(request: APIRequestContext, names: readonly string[]) {
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const ids: number[] = [];
  for (const name of names) {
    const made = await request.post('/admin/category/create', {
      headers,
      data: { name, image: PNG, status: 'active' },
    });
    expect(made.status()).toBe(201);
    ids.push(((await made.json()) as { category: { id: number } }).category.id);
  }
  return ids;
}

/** Puts a product in the category, which its delete then refuses; answers a way to remove it. */
export async function productIn(request: APIRequestContext, categoryId: number, name: string) {
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const made = await request.post('/admin/product/create', {
    headers,
    data: { name, categoryId, price: 5, stock: 'In Stock' },
  });
  expect(made.status()).toBe(201);
  const { id } = ((await made.json()) as { product: { id: number } }).product;
  return async () => {
    for (const path of [`/admin/product/delete/${id}`, `/admin/category/delete/${categoryId}`]) {
      expect((await request.delete(path, { headers })).ok()).toBe(true);
    }
  };
}

/** Names no other test's rows share: its title's first word and the moment it ran. */
export const uniqueNames = (stem: string, count: number) => {
  const at = Date.now().toString(36);
  return Array.from({ length: count }, (_, index) => `${stem} ${at} ${index + 1}`);
};

/** The bar above a list with rows selected, and its buttons. */
export function bulkBar(page: Page) {
  const bar = page.getByRole('toolbar', { name: 'Selected rows' });
  return {
    bar,
    count: (count: number) => bar.getByText(`${count} selected`, { exact: true }),
    button: (name: string) => bar.getByRole('button', { name, exact: true }),
  };
}
