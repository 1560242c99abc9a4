/**
 * A least-recently-used map of promises within a budget. Each entry weighs `weigh(value)` once it
 * has resolved (1 by default: the budget is then a number of entries), and the least recently
 * used are dropped while the entries weigh more than the budget. A failed promise is forgotten,
 * so the next asker tries again.
 */
export class PromiseCache<V> {
  private readonly entries = new Map<string, { promise: Promise<V>; weight: number }>();
  private weight = 0;

  constructor(
    private readonly budget: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const found = this.entries.get(key);
    if (found) {
      // Last in the map's order is the most recently used.
      this.entries.delete(key);
      this.entries.set(key, found);
      return found.promise;
    }
    const entry = { promise: load(), weight: 0 };
    this.entries.set(key, entry);
    entry.promise.then(
      (value) => {
        if (this.entries.get(key) !== entry) return;
        entry.weight = this.weigh(value);
        this.weight += entry.weight;
        this.trim();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.promise;
  }

  /** Forgets every entry; a load still under way is not kept when it ends. */
  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  private trim(): void {
    for (const [key, entry] of this.entries) {
      if (this.weight <= this.budget) return;
      this.entries.delete(key);
      this.weight -= entry.weight;
    }
  }
}
