/**
 * A seeded pseudo-random generator (mulberry32), so that the demo data of one day is the same
 * on every run and a screenshot or a bug report can be reproduced.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** In [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick() needs at least one item');
    return item;
  }

  /** One of the values, chosen in proportion to its weight; a value may be undefined (absent). */
  weighted<T>(choices: Choices<T>): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    const found = choices.find(([, weight]) => (roll -= weight) < 0) ?? choices[choices.length - 1];
    if (found === undefined) throw new Error('weighted() needs at least one choice');
    return found[0];
  }

  /** `length` characters from `alphabet`. */
  string(length: number, alphabet: string): string {
    const codes = new Array<number>(length);
    for (let i = 0; i < length; i += 1) {
      codes[i] = alphabet.charCodeAt(Math.floor(this.next() * alphabet.length));
    }
    return String.fromCharCode(...codes);
  }

  digits(length: number): string {
    return this.string(length, '0123456789');
  }
}

/**
 * Each generator's own stream, so that its rows are the same whatever else a run seeded (the
 * orders whether or not the users were seeded in it).
 */
export const STREAMS = {
  users: 0x05eed001,
  orders: 0x05eed002,
  wallet: 0x05eed0a1,
  blogs: 0x05eedb10,
};

/** Values with their weights, for Random.weighted; a value may be undefined (absent). */
export type Choices<T> = ReadonlyArray<readonly [T, number]>;

export const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
