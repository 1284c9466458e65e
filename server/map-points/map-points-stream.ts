import { lineCompressor, type Encoding } from '../proxy/compress-body.ts';

/**
 * The lines of one answer: kept whole for the cache, and sent compressed (each line flushed)
 * when the browser takes it.
 */
export class MapPointsStream {
  readonly #lines: Buffer[] = [];
  readonly #sent: Buffer[] = [];
  readonly #compressor;

  constructor(private readonly encoding: Encoding | undefined) {
    this.#compressor = encoding ? lineCompressor(encoding) : undefined;
  }

  async push(piece: Buffer): Promise<Buffer> {
    this.#lines.push(piece);
    if (!this.#compressor) return piece;
    const bytes = await this.#compressor.push(piece);
    this.#sent.push(bytes);
    return bytes;
  }

  /** The last line, with the compressed stream's end. */
  async last(piece: Buffer): Promise<Buffer> {
    const bytes = await this.push(piece);
    if (!this.#compressor) return bytes;
    const end = await this.#compressor.end();
    this.#sent.push(end);
    return Buffer.concat([bytes, end]);
  }

  raw(): Buffer {
    return Buffer.concat(this.#lines);
  }

  sent(): { encoding: Encoding; body: Buffer } | undefined {
    return this.encoding ? { encoding: this.encoding, body: Buffer.concat(this.#sent) } : undefined;
  }

  destroy() {
    this.#compressor?.destroy();
  }
}
