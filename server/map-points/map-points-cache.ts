import { compressWith, type Encoding } from '../proxy/compress-body.ts';

/**
 * Complete map-point streams, kept per (filters, minute) in this process, so a second analyst
 * or a reload within the minute gets the set at once. Only complete sets are kept (a failed or
 * abandoned read never is), with the compressed form each kind of browser asked for. Bounded
 * by total bytes and by entries, the least recently used going first; sets of a past minute can
 * never be asked for again and go as soon as a newer one is kept.
 *
 * Every analyst of a deployment reads the vendor through the same subscription, so a set read
 * with one analyst's token is what any other would read: the route serves it to signed-in
 * sessions only.
 */

export interface MapPointsCacheLimits {
  maxBytes: number;
  maxEntries: number;
}

interface Entry {
  minute: number;
  /** The stream as newline-delimited JSON. */
  raw: Buffer;
  variants: Map<Encoding, Promise<Buffer>>;
  bytes: number;
}

export class MapPointsCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(private readonly limits: MapPointsCacheLimits) {}

  static keyOf(minute: number, filters: Readonly<Record<string, string>>): string {
    return `${minute} ${new URLSearchParams(filters).toString()}`;
  }

  get size() {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }

  /** The kept stream in this encoding (compressed once, then kept too), or undefined. */
  body(key: string, encoding: Encoding | undefined): Promise<Buffer> | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
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

  /** Keeps a complete stream, with the compressed form it was sent in, if any. */
  set(key: string, minute: number, raw: Buffer, sent?: { encoding: Encoding; body: Buffer }): void {
    this.#delete(key);
    for (const [other, entry] of this.#entries) if (entry.minute < minute) this.#delete(other);
    const bytes = raw.byteLength + (sent?.body.byteLength ?? 0);
    if (bytes > this.limits.maxBytes) return;
    const variants = new Map<Encoding, Promise<Buffer>>();
    if (sent) variants.set(sent.encoding, Promise.resolve(sent.body));
    this.#entries.set(key, { minute, raw, variants, bytes });
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
