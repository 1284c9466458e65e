import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const ASSETS = new URL('../../dist/assets/', import.meta.url);

/**
 * The gzip size, in kB, of the built files whose names start with `prefix` and end in one of
 * `extensions`: the files as built, not the `.br`/`.gz` copies the server sends beside them or
 * source maps (counting those too once reported the map chunk at 850 kB instead of ~310).
 */
export function builtGzipKb(prefix: string, extensions: readonly string[] = ['.js', '.css']) {
  return readdirSync(ASSETS)
    .filter((name) => name.startsWith(prefix) && extensions.some((ext) => name.endsWith(ext)))
    .reduce(
      (total, name) => total + gzipSync(readFileSync(new URL(name, ASSETS))).length / 1024,
      0,
    );
}
