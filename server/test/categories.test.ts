/** Manage Categories on the server (docs/api.md#catalogue): writes, their refusals, the 409s. */
import { createCategory, createProduct, validCategory } from './support/catalogue';
import { imageRefusals } from './support/imageCases';
import {
  atVersionOne,
  expectCreated,
  expectDeleted,
  ISO,
  itRefusesCreate,
  MEDIA,
} from './support/keptWrites';
import { useSignedInApp } from './support/lifecycle';
import { required } from './support/resourceApi';
import { failure } from './support/testApp';
import { clearTables, rowCount } from './support/testDb';

const server = useSignedInApp();
beforeEach(() => clearTables(server.db, ['admins']));

describe('POST /admin/category/create', () => {
  it('stores the category, active, its image served from /media/, and records it', async () => {
    const response = await server.call('POST', '/admin/category/create', validCategory());
    expectCreated(response, 'Category created successfully!', 'category', {
      ...validCategory(),
      image: MEDIA,
      productCount: 0,
    });
    const image = response.json<{ category: { image: string } }>().category.image;
    expect((await server.app.inject({ url: image })).statusCode).toBe(200);
    const trail = await server.call('GET', '/admin/activity?entity=category');
    expect(trail.json()).toMatchObject({
      activity: [{ action: 'create', entity: 'category', entityId: '1', summary: 'eSIM' }],
    });
  });

  const tables = ['categories', 'media'];
  itRefusesCreate(server, '/admin/category/create', validCategory, tables, [
    ...required('name', 'Category name is required.', '  '),
    ['an unknown status', { status: 'Active' }, 'status must be active or inactive.'],
    ...required('image', 'Image is required.', ''),
    ...imageRefusals('image'),
    ['a field it does not take', { productCount: 3 }, 'productCount is not allowed.'],
  ]);
});

describe('PUT /admin/category/update/:id and /status/:id', () => {
  it('renames the category, keeping its image, and its products answer the new name', async () => {
    const category = await createCategory(server);
    const product = await createProduct(server, category.id);
    const response = await server.call('PUT', `/admin/category/update/${category.id}`, {
      name: 'Travel eSIM',
      status: 'inactive',
      image: category.image,
    });
    expect(response.json()).toEqual({
      success: true,
      message: 'Category updated successfully!',
      category: {
        ...category,
        name: 'Travel eSIM',
        status: 'inactive',
        productCount: 1,
        version: 2,
        updatedAt: ISO,
      },
    });
    const found = await server.call('GET', `/admin/product/${product.id}`);
    expect(found.json()).toMatchObject({ product: { categoryName: 'Travel eSIM', version: 1 } });
  });

  it('refuses a stale version with 409 and the category as it is, changing nothing', async () => {
    const category = await createCategory(server);
    await server.call('PUT', `/admin/category/status/${category.id}`, { status: 'inactive' });
    const stale = await atVersionOne(server, 'PUT', `/admin/category/update/${category.id}`, {
      name: 'Stale',
      status: 'active',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      current: { name: 'eSIM', status: 'inactive', version: 2 },
    });
    const found = await server.call('GET', `/admin/category/${category.id}`);
    expect(found.json()).toMatchObject({ category: { name: 'eSIM', version: 2 } });
  });
});

describe('DELETE /admin/category/delete/:id', () => {
  it('deletes an unused category and its image', async () => {
    const { id } = await createCategory(server);
    await expectDeleted(server, '/admin/category', id, 'Category deleted successfully!');
  });

  it('refuses a category in use with 409 naming its products, deleting nothing', async () => {
    const category = await createCategory(server);
    for (const name of ['Japan', 'Europe', 'asia'])
      await createProduct(server, category.id, { name });
    const response = await server.call('DELETE', `/admin/category/delete/${category.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(
      failure({
        success: false,
        message: 'Category “eSIM” is used by 3 products.',
        productCount: 3,
        products: [
          { id: 3, name: 'asia' },
          { id: 2, name: 'Europe' },
          { id: 1, name: 'Japan' },
        ],
      }),
    );
    expect(await rowCount(server.db, 'categories')).toBe(1);
  });

  it('refuses a stale version with 409, deleting nothing', async () => {
    const category = await createCategory(server);
    await server.call('PUT', `/admin/category/status/${category.id}`, { status: 'inactive' });
    const stale = await atVersionOne(server, 'DELETE', `/admin/category/delete/${category.id}`);
    expect(stale.statusCode).toBe(409);
    expect(await rowCount(server.db, 'categories')).toBe(1);
  });
});
