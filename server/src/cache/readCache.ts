/**
 * What the app keeps of what it reads: one ReadCache, made by buildApp and closed with it, so two
 * apps (two tests) never share it.
 *
 * - Reads kept until the next write: every request asks whether its token still stands and at
 *   which version the list it pages is. Where the database announces its writes (Db.onWrite: the
 *   embedded one, which only this process writes to), those answers are kept, and forgotten as
 *   any write starts and ends; they cost nothing until something writes, and no longer wait
 *   behind another administrator's slow query. On a PostgreSQL server, which other replicas write
 *   to as well, each is read every time.
 * - Per table (table()): the answers of its pages, each encoded once; its searches' counts and
 *   windows; its whole list. All are keyed by the table's version (data_versions, moved by any
 *   write to it, even one made outside this server), so a new version leaves them behind.
 */
import type { Db } from '../db/types';
import { EncodedBody } from './encodedBody';
import { PromiseCache } from './promiseCache';

/** More would be tokens of admins who signed in and out many times between two writes. */
const MOST_KEPT_UNTIL_WRITE = 1_000;

/**
 * How much of each table's page answers is kept, in bytes of their JSON: about 3,000 pages of 50
 * orders, which twenty administrators asking for pages of every sort and search take minutes to
 * go beyond. Their compressed forms add about a fifth. Kept answers are what let the database,
 * which answers one query at a time, keep up with them.
 */
const KEPT_PAGE_BYTES = 64 * 1024 * 1024;

/** What is kept of one table, each entry under a key that begins with the table's version. */
export class TableCache {
  private readonly pages = new PromiseCache<EncodedBody>(
    KEPT_PAGE_BYTES,
    (answer) => answer.body.length,
  );
  /** How many rows a search and filters match. */
  readonly counts = new PromiseCache<number>(4_096);
  private readonly windows = new PromiseCache<unknown>(128);
  private whole: { version: string | undefined; answer: Promise<EncodedBody> } | undefined;

  /**
   * The answer of the page `key` names at `version`, encoded once and kept while there is room;
   * built afresh each time for a table never written to, as wholeList's.
   */
  page(version: string | undefined, key: string, build: () => Promise<Buffer>) {
    const encoded = async () => new EncodedBody(await build());
    return version === undefined ? encoded() : this.pages.get(`${version}\n${key}`, encoded);
  }

  /** The search window under `key` (repositories/pages/searchWindows.ts), or a fresh one. */
  window<W>(key: string, read: () => Promise<W>): Promise<W> {
    // A table's windows are all read by its one page reader, so each holds that reader's W.
    return this.windows.get(key, read) as Promise<W>;
  }

  /**
   * The whole list at `version`, built once per version; built afresh each time for a table never
   * written to (no version: it is empty, cheap to answer, with nothing to key it by).
   */
  async wholeList(version: string | undefined, build: () => Promise<Buffer>): Promise<EncodedBody> {
    let entry = this.whole;
    if (entry === undefined || version === undefined || entry.version !== version) {
      entry = { version, answer: build().then((body) => new EncodedBody(body)) };
      this.whole = version === undefined ? undefined : entry;
    }
    try {
      return await entry.answer;
    } catch (error) {
      // A failed build is not kept: the next request tries again.
      if (this.whole === entry) this.whole = undefined;
      throw error;
    }
  }
}

export class ReadCache {
  private keptUntilWrite: PromiseCache<unknown> | undefined;
  private readonly tables = new Map<string, TableCache>();
  private readonly stopListening: () => void;

  constructor(db: Pick<Db, 'onWrite'>) {
    const kept = db.onWrite && new PromiseCache<unknown>(MOST_KEPT_UNTIL_WRITE);
    this.keptUntilWrite = kept;
    this.stopListening = kept && db.onWrite ? db.onWrite(() => kept.clear()) : () => undefined;
  }

  /** `read`, kept under `key` until the next write where the database announces its writes. */
  untilWrite<T>(key: string, read: () => Promise<T>): Promise<T> {
    // Each key is read by one caller, so its promise holds that caller's T.
    return this.keptUntilWrite ? (this.keptUntilWrite.get(key, read) as Promise<T>) : read();
  }

  /** What is kept of `table`. */
  table(table: string): TableCache {
    const kept = this.tables.get(table) ?? new TableCache();
    this.tables.set(table, kept);
    return kept;
  }

  /**
   * Stops listening to the database's writes and lets everything kept go; a read still under way
   * (a request the drain lets finish) is then read every time, as nothing would forget it.
   */
  close(): void {
    this.stopListening();
    this.keptUntilWrite = undefined;
    this.tables.clear();
  }
}
