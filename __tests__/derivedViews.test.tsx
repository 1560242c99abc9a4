/**
 * A write shows wherever its data is shown, not only in its own list (contract/resources.ts
 * `shownIn`): a product's in its category's count on Manage Categories, a category's name on the
 * products' list, an active notification or banner in the dashboard's figures. Both the admin's
 * own write and a colleague's, told by the live changes, make those views reload.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useGetStatsQuery } from '@/api/stats';
import { useLiveEvents } from '@/api/useLiveEvents';
import { banners } from '@/features/banners/bannersApi';
import { categories } from '@/features/categories/categoriesApi';
import { products } from '@/features/products/productsApi';
import { API } from '@/testing/handlers';
import { change, streamedEvents } from '@/testing/liveStream';
import { renderWithProviders, signedIn } from '@/testing/renderApp';
import { withServerLists } from '@/testing/listsMode';
import { withServerScreens } from '@/testing/screensMode';
import { server } from '@/testing/server';

const NO_PARAMS = new URLSearchParams();
const RANGE = { from: '2026-11-01', to: '2026-11-30' };
const loads = { stats: 0, categories: 0, products: 0 };
type View = keyof typeof loads;

/** The admin's own writes, as the screens make them. */
interface Writes {
  createProduct: () => Promise<unknown>;
  updateProduct: () => Promise<unknown>;
  deleteProduct: () => Promise<unknown>;
  bulkDeleteProducts: () => Promise<unknown>;
  renameCategory: () => Promise<unknown>;
  switchBanner: () => Promise<unknown>;
  bulkSwitchBanners: () => Promise<unknown>;
  createBanner: () => Promise<unknown>;
  deleteBanner: () => Promise<unknown>;
}

const writes = {} as Writes;

/** The three derived views on screen at once, with the writes beside them. */
function Views() {
  useLiveEvents();
  useGetStatsQuery(RANGE);
  categories.usePage(categories.pageArgs(NO_PARAMS));
  products.usePage(products.pageArgs(NO_PARAMS));
  const [createProduct] = products.useCreate();
  const [updateProduct] = products.useUpdate();
  const [deleteProduct] = products.useRemove();
  const [bulkDeleteProducts] = products.bulk.useDelete();
  const [renameCategory] = categories.useUpdate();
  const [switchBanner] = banners.useSetStatus();
  const [bulkSwitchBanners] = banners.bulk.useStatus();
  const [createBanner] = banners.useCreate();
  const [deleteBanner] = banners.useRemove();
  const product = { name: 'Japan eSIM', categoryId: 1, price: 1299, stock: 'In Stock' } as const;
  Object.assign(writes, {
    createProduct: () => createProduct(product),
    updateProduct: () => updateProduct({ id: 1, version: 1, body: product }),
    deleteProduct: () => deleteProduct({ id: 1, version: 1 }),
    bulkDeleteProducts: () => bulkDeleteProducts({ items: [{ id: 1, version: 1 }] }),
    renameCategory: () =>
      renameCategory({ id: 1, version: 1, body: { name: 'Travel eSIM', status: 'active' } }),
    switchBanner: () => switchBanner({ id: 1, version: 1, status: 'inactive' }),
    bulkSwitchBanners: () =>
      bulkSwitchBanners({ items: [{ id: 1, version: 1 }], status: 'inactive' }),
    createBanner: () => createBanner({} as never),
    deleteBanner: () => deleteBanner({ id: 1, version: 1 }),
  } satisfies Writes);
  return <p>{`stats ${loads.stats}`}</p>;
}

const done = (message: string) => HttpResponse.json({ success: true, message });
const bulkDone = () =>
  HttpResponse.json({ success: true, message: '1 done.', done: [1], skipped: [] });

function serveViews() {
  for (const view of Object.keys(loads) as View[]) loads[view] = 0;
  const page = (key: string) => ({ success: true, [key]: [], pagination: { page: 1, total: 0 } });
  server.use(
    http.get(`${API}/admin/stats`, () => {
      loads.stats += 1;
      return HttpResponse.json({ success: true, stats: {} });
    }),
    http.get(`${API}/admin/categories`, () => {
      loads.categories += 1;
      return HttpResponse.json(page('categories'));
    }),
    http.get(`${API}/admin/products`, () => {
      loads.products += 1;
      return HttpResponse.json(page('products'));
    }),
    http.post(`${API}/admin/product/create`, () => done('Product created successfully!')),
    http.put(`${API}/admin/product/update/1`, () => done('Product updated successfully!')),
    http.delete(`${API}/admin/product/delete/1`, () => done('Product deleted successfully!')),
    http.post(`${API}/admin/product/bulk/delete`, bulkDone),
    http.put(`${API}/admin/category/update/1`, () => done('Category updated successfully!')),
    http.put(`${API}/admin/banner/status/1`, () => done('Banner deactivated successfully!')),
    http.put(`${API}/admin/banner/bulk/status`, bulkDone),
    http.post(`${API}/admin/banner/create`, () => done('Banner created successfully!')),
    http.delete(`${API}/admin/banner/delete/1`, () => done('Banner deleted successfully!')),
  );
}

async function renderViews() {
  serveViews();
  const stream = streamedEvents();
  renderWithProviders(<Views />, { session: signedIn() });
  await waitFor(() => expect(loads).toEqual({ stats: 1, categories: 1, products: 1 }));
  await waitFor(() => expect(stream.requests).toHaveLength(1));
  await screen.findByText(/^stats/);
  return stream;
}

/** Each of `views` is loaded once more after `act`, the others not. */
async function reloads(views: readonly View[], cause: () => unknown) {
  const before = { ...loads };
  await act(async () => {
    await cause();
  });
  const expected = { ...before };
  for (const view of views) expected[view] += 1;
  await waitFor(() => expect(loads).toEqual(expected));
}

describe('the views derived from a resource', () => {
  withServerLists();
  withServerScreens();

  it("reload after the admin's own writes that change what they show", async () => {
    await renderViews();
    await reloads(['products', 'categories'], writes.createProduct);
    await reloads(['products', 'categories'], writes.updateProduct);
    await reloads(['products', 'categories'], writes.deleteProduct);
    await reloads(['products', 'categories'], writes.bulkDeleteProducts);
    await reloads(['categories', 'products'], writes.renameCategory);
    await reloads(['stats'], writes.switchBanner);
    await reloads(['stats'], writes.bulkSwitchBanners);
    await reloads(['stats'], writes.createBanner);
    await reloads(['stats'], writes.deleteBanner);
  });

  it("reload on a colleague's change that they show, told by the live changes", async () => {
    const stream = await renderViews();
    await reloads(['products', 'categories'], () => stream.send(change(1, 'product')));
    await reloads(['categories', 'products'], () => stream.send(change(2, 'category')));
    await reloads(['stats'], () => stream.send(change(3, 'banner')));
    await reloads(['stats'], () => stream.send(change(4, 'notification')));
    // Nothing shows a wallet payment's data but its own list.
    await reloads([], () => stream.send(change(5, 'walletPayment')));
  });
});
