/** The demo blogs (seed/demo/blogs.ts): the same for a day, varied, and inserted in batches. */
import { BLOG_CATEGORIES, BLOG_STATUSES } from '../../contract/blogs';
import { seedBlogs } from '../src/seed/demo/blogSeed';
import { demoBlogs } from '../src/seed/demo/blogs';
import { demoAnchor } from '../src/seed/demo/calendar';
import { useTestDb } from './support/lifecycle';
import { clearTables } from './support/testDb';

const ANCHOR = demoAnchor(new Date('2026-11-26T09:00:00Z'));
const shown = (blogs: ReturnType<typeof demoBlogs>) =>
  blogs.map(({ picture, ...blog }) => ({ ...blog, pictured: picture !== null }));

it('makes the same blogs for the same day, oldest first, dated over recent months', () => {
  const blogs = demoBlogs(300, ANCHOR);
  expect(shown(blogs)).toEqual(shown(demoBlogs(300, ANCHOR)));
  expect(shown(blogs)).not.toEqual(shown(demoBlogs(300, new Date(ANCHOR.getTime() + 86_400_000))));
  const created = blogs.map(({ createdAt }) => createdAt);
  expect(created).toEqual([...created].sort());
  expect(new Set(blogs.map(({ category }) => category))).toEqual(new Set(BLOG_CATEGORIES));
  expect(new Set(blogs.map(({ status }) => status))).toEqual(new Set(BLOG_STATUSES));
  for (const { date, createdAt } of blogs) {
    expect(createdAt.startsWith(date)).toBe(true);
    expect(date >= '2026-05-30' && date <= '2026-11-26').toBe(true);
  }
  expect(blogs.filter(({ picture }) => picture !== null)).toHaveLength(16);
});

describe('seedBlogs', () => {
  const store = useTestDb();
  beforeEach(() => clearTables(store.db));

  it('inserts the blogs with their pictures, each its own', async () => {
    await store.db.transaction((tx) => seedBlogs(tx, 40, ANCHOR));
    const [row] = await store.db.query<{ blogs: number; pictured: number; media: number }>(
      `SELECT count(*)::int AS blogs, count(image)::int AS pictured,
              (SELECT count(*)::int FROM media) AS media FROM blogs`,
    );
    expect(row).toEqual({ blogs: 40, pictured: 16, media: 16 });
  });
});
