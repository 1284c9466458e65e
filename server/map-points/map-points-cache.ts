import { compressWith, type Encoding } from '../proxy/compress-body.ts';

/**
 * Complete map-point streams, kept per filters for a minute after they were read in this
 * process, so a second analyst or a reload within the minute gets the set at once, whenever in
 * the clock's minute the first read began (keyed by the clock's minute, a reload 20 s after a
 * read that began at :50 was a read again). Only complete sets are kept (a failed or abandoned
 * read never is), with the compressed form each kind of browser asked for. Bounded by total
 * bytes and by entries, the least recently used going first; a set past its minute is never
 * served and goes as soon as it is asked for or another set is kept.
 *
 * Every analyst of a deployment reads the vendor through the same subscription, so a set read
 * with one analyst's token is what any other would read: the route serves it to signed-in
 * sessions only.
 */

/** How long a read set is served: the staleness the clock's minute allowed before. */
export const MAP_POINTS_KEPT_MS = 60_000;

export interface MapPointsCacheLimits {
  maxBytes: number;
  maxEntries: number;
}

interface Entry {
  /** When the read began (epoch ms). */
  readAt: number;
  /** The stream as newline-delimited JSON. */
  raw: Buffer;
  variants: Map<Encoding, Promise<Buffer>>;
  bytes: number;
}

export class MapPointsCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(private readonly limits: MapPointsCacheLimits) {}

  static keyOf(filters: Readonly<Record<string, string>>): string {
    return new URLSearchParams(filters).toString();
  }

  get size() {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }

  /**
   * The stream kept for these filters in this encoding (compressed once, then kept too), or
   * undefined when there is none read less than a minute before `now` (epoch ms).
   */
  body(key: string, encoding: Encoding | undefined, now: number): Promise<Buffer> | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (now - entry.readAt >= MAP_POINTS_KEPT_MS) {
      this.#delete(key);
      return undefined;
    }
    // Most recently used last.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (!encoding) return Promise.resolve(entry.raw);
    let variant = entry.variants.get(encoding);
    if (!variant) {
      variant = compressWith(entry.raw, encoding);
      entry.variants.set(encoding, variant);
      void variant.then((compressed) => this.#grow(key, entry, compressed.byteLength));
    }
    return variant;
  }

  /**
   * Keeps a complete stream whose read began at `readAt` (epoch ms), with the compressed form it
   * was sent in, if any.
   */
  set(key: string, readAt: number, raw: Buffer, sent?: { encoding: Encoding; body: Buffer }): void {
    this.#delete(key);
    for (const [other, entry] of this.#entries) {
      if (readAt - entry.readAt >= MAP_POINTS_KEPT_MS) this.#delete(other);
    }
    const bytes = raw.byteLength + (sent?.body.byteLength ?? 0);
    if (bytes > this.limits.maxBytes) return;
    const variants = new Map<Encoding, Promise<Buffer>>();
    if (sent) variants.set(sent.encoding, Promise.resolve(sent.body));
    this.#entries.set(key, { readAt, raw, variants, bytes });
    this.#bytes += bytes;
    this.#evict();
  }

  #grow(key: string, entry: Entry, bytes: number) {
    if (this.#entries.get(key) !== entry) return;
    entry.bytes += bytes;
    this.#bytes += bytes;
    this.#evict();
  }

  #evict() {
    for (const key of this.#entries.keys()) {
      if (this.#bytes <= this.limits.maxBytes && this.#entries.size <= this.limits.maxEntries) {
        return;
      }
      this.#delete(key);
    }
  }

  #delete(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
