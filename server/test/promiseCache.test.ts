/** The kept pages' cache (cache/promiseCache.ts): its budget by weight, its order of use, its failures. */
import { PromiseCache } from '../src/cache/promiseCache';

/** Loads that count how often each key was read. */
function loads() {
  const reads = new Map<string, number>();
  const load = (key: string, value: string) => async () => {
    reads.set(key, (reads.get(key) ?? 0) + 1);
    return value;
  };
  return { load, reads: (key: string) => reads.get(key) ?? 0 };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

it('keeps what it loaded, and drops the least recently used beyond its budget', async () => {
  const { load, reads } = loads();
  const cache = new PromiseCache<string>(2);
  await cache.get('a', load('a', 'A'));
  await cache.get('b', load('b', 'B'));
  expect(await cache.get('a', load('a', 'A again'))).toBe('A');
  await cache.get('c', load('c', 'C'));
  await settled();
  // b was the least recently used: read again; a and c were kept.
  await cache.get('b', load('b', 'B'));
  expect([reads('a'), reads('b'), reads('c')]).toEqual([1, 2, 1]);
});

it('weighs each value once it has resolved, keeping as many as fit the budget', async () => {
  const { load, reads } = loads();
  const cache = new PromiseCache<string>(10, (value) => value.length);
  await cache.get('small', load('small', 'xxx'));
  await cache.get('large', load('large', 'xxxxxxx'));
  await settled();
  await cache.get('small', load('small', 'xxx'));
  await cache.get('large', load('large', 'xxxxxxx'));
  expect([reads('small'), reads('large')]).toEqual([1, 1]);
  // 3 + 7 + 3 > 10: the least recently used (small) goes, and that is enough.
  await cache.get('medium', load('medium', 'yyy'));
  await settled();
  await cache.get('large', load('large', 'xxxxxxx'));
  await cache.get('medium', load('medium', 'yyy'));
  await cache.get('small', load('small', 'xxx'));
  expect([reads('small'), reads('large'), reads('medium')]).toEqual([2, 1, 1]);
});

it('shares one load among those who ask while it runs, and forgets a failed one', async () => {
  const cache = new PromiseCache<string>(5);
  let attempts = 0;
  const failing = async () => {
    attempts += 1;
    throw new Error('database gone');
  };
  const first = cache.get('k', failing);
  const second = cache.get('k', failing);
  await expect(first).rejects.toThrow('database gone');
  await expect(second).rejects.toThrow('database gone');
  expect(attempts).toBe(1);
  expect(await cache.get('k', async () => 'back')).toBe('back');
});

it('forgets everything when cleared, and keeps no load that ends after', async () => {
  const { load, reads } = loads();
  const cache = new PromiseCache<string>(2);
  await cache.get('a', load('a', 'A'));
  let finish = (_value: string) => undefined as void;
  const pending = cache.get('b', () => new Promise<string>((resolve) => (finish = resolve)));
  cache.clear();
  finish('B');
  expect(await pending).toBe('B');
  await settled();
  await cache.get('a', load('a', 'A'));
  await cache.get('b', load('b', 'B2'));
  expect(reads('a')).toBe(2);
  expect(reads('b')).toBe(1);
  // Two entries again, within the budget: both still kept.
  expect(await cache.get('a', load('a', 'A'))).toBe('A');
  expect(reads('a')).toBe(2);
});
