import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { precompress } from './precompress-plugin.ts';

let outDir: string | undefined;
afterEach(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** Runs the plugin's two hooks as a build would, on a build folder given as `configured`. */
async function runPlugin(root: string, configured: string) {
  const plugin = precompress();
  const config = { root, build: { outDir: configured } } as ResolvedConfig;
  (plugin.configResolved as (config: ResolvedConfig) => void)(config);
  await (plugin.closeBundle as () => Promise<void>)();
}

describe('the build’s compressed copies', () => {
  test('a build written to an absolute folder outside the project gets its .br and .gz', async () => {
    outDir = await mkdtemp(join(tmpdir(), 'precompress-'));
    const script = 'console.log("the same line, many times");\n'.repeat(100);
    await writeFile(join(outDir, 'app.js'), script);
    await writeFile(join(outDir, 'tiny.js'), 'x');

    await runPlugin('/somewhere/else', outDir);

    expect(brotliDecompressSync(await readFile(join(outDir, 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(outDir, 'app.js.gz'))).toString()).toBe(script);
    // Below a kilobyte the copies would cost more than they save.
    await expect(readFile(join(outDir, 'tiny.js.br'))).rejects.toThrow();
  });

  test('a folder given relative to the project is found under it', async () => {
    outDir = await mkdtemp(join(tmpdir(), 'precompress-'));
    const script = 'export const value = "a value worth compressing";\n'.repeat(50);
    await writeFile(join(outDir, 'chunk.js'), script);

    await runPlugin(join(outDir, '..'), outDir.split('/').pop()!);

    expect(gunzipSync(await readFile(join(outDir, 'chunk.js.gz'))).toString()).toBe(script);
  });
});
