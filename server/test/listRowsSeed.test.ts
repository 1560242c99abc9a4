/** SEED_LIST_ROWS: the typed-in lists at a shop's scale, made once per database. */
import { useShop } from './support/shop';
import { clearTables } from './support/testDb';

const { server, count, seedFrom } = useShop();

describe('the demo seed with SEED_LIST_ROWS', () => {
  beforeEach(async () => {
    await clearTables(server.db, ['admins']);
  });

  it('adds that many categories, products, blogs and wallet payments besides the demo ones, once', async () => {
    await seedFrom({ SEED: 'demo', SEED_USERS: '0', SEED_ORDERS: '0', SEED_LIST_ROWS: '400' });
    await seedFrom({ SEED: 'demo', SEED_USERS: '0', SEED_ORDERS: '0', SEED_LIST_ROWS: '400' });

    expect(await count('categories')).toBe(3 + 400);
    expect(await count('products')).toBe(20 + 400);
    expect(await count('blogs')).toBe(12 + 400);
    expect(await count('wallet_payments')).toBe(12 + 400);
    // Each category and payment its own picture: deleting one deletes its image only.
    const [shared] = await server.db.query<{ images: number }>(
      `SELECT (SELECT count(DISTINCT image) FROM categories)::int
            + (SELECT count(DISTINCT screenshot) FROM wallet_payments)::int AS images`,
    );
    expect(shared.images).toBe(403 + 412);
    // Each product in a category, its name and the category's count kept by the triggers.
    const [check] = await server.db.query<{ unnamed: number; miscounted: number }>(
      `SELECT (SELECT count(*)::int FROM products p JOIN categories c ON c.id = p.category_id
                WHERE p.category_name <> c.name) AS unnamed,
              (SELECT count(*)::int FROM categories c WHERE product_count <>
                (SELECT count(*) FROM products p WHERE p.category_id = c.id)) AS miscounted`,
    );
    expect(check).toEqual({ unnamed: 0, miscounted: 0 });
    const [spread] = await server.db.query<{ names: number; inactive: number; sold: number }>(
      `SELECT (SELECT count(DISTINCT name)::int FROM products) AS names,
              (SELECT count(*)::int FROM categories WHERE status = 'inactive') AS inactive,
              (SELECT count(*)::int FROM products WHERE stock = 'Out of Stock') AS sold`,
    );
    expect(spread.names).toBe(420);
    expect(spread.inactive).toBeGreaterThan(50);
    expect(spread.sold).toBeGreaterThan(20);
  });
});
