import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Figure } from './page-bench.ts';

/** The part of Vite's build manifest (`vite build --manifest`) the sizes need. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export async function readManifest(dist: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

const gzipBytes = async (path: string) => gzipSync(await readFile(path)).length;

/**
 * The scripts a first visit downloads before it can render: the HTML entry and every chunk it
 * imports statically (Vite preloads those with `<link rel="modulepreload">`), plus the given
 * lazy chunks (a route's code-split component, which the router fetches at once for that
 * route) with their static imports. Answers the files and their summed gzip size in bytes.
 */
export async function initialScriptsGzip(
  dist: string,
  manifest: Manifest,
  lazyKeys: readonly string[],
): Promise<{ files: string[]; bytes: number }> {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1)
    throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  const seen = new Set<string>();
  const queue = [...entries, ...lazyKeys];
  while (queue.length > 0) {
    const key = queue.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  const files = [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  let bytes = 0;
  for (const file of files) bytes += await gzipBytes(join(dist, file));
  return { files, bytes };
}

/** The code-split parts of one route file, as the router plugin names them in the manifest. */
export const routeChunkKeys = (manifest: Manifest, routeFile: string) =>
  Object.keys(manifest).filter((key) => key.startsWith(`${routeFile}?tsr-split=`));

const kB = (bytes: number) => bytes / 1000;

/** The login page's first download (JS, gzip) beside the floor's, and their ratio. */
export async function loginRouteFigures(dist: string, floorBytes: number): Promise<Figure[]> {
  const manifest = await readManifest(dist);
  const login = await initialScriptsGzip(
    dist,
    manifest,
    routeChunkKeys(manifest, 'src/routes/login.tsx'),
  );
  return [
    {
      key: 'login.initialJsKb',
      label: 'login route initial JS (gzip)',
      value: kB(login.bytes),
      unit: 'kB',
      note: `${login.files.length} scripts: entry, its static imports, the login route chunk`,
    },
    {
      key: 'floor.initialJsKb',
      label: 'floor: bare Vite + React + Router + Query page (gzip)',
      value: kB(floorBytes),
      unit: 'kB',
      note: 'built now in a temporary folder with these node_modules',
    },
    {
      key: 'login.ratioToFloor',
      label: 'ratio login / floor',
      value: login.bytes / floorBytes,
      unit: 'ratio',
    },
  ];
}

/**
 * The heavy lazy chunks, found by what they contain (file names carry hashes): MapLibre with
 * the map code, its worker, terra-draw for drawing areas, and recharts.
 */
export async function lazyChunkFigures(dist: string): Promise<Figure[]> {
  const assets = join(dist, 'assets');
  const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
  const texts = new Map<string, string>();
  for (const name of scripts) texts.set(name, await readFile(join(assets, name), 'utf8'));
  const sizeOf = async (select: (name: string, text: string) => boolean) => {
    const names = scripts.filter((name) => select(name, texts.get(name)!));
    let bytes = 0;
    for (const name of names) bytes += await gzipBytes(join(assets, name));
    return { count: names.length, bytes };
  };
  const chunks = [
    {
      key: 'chunks.mapKb',
      label: 'map chunk: MapLibre + map code (gzip)',
      select: (name: string, text: string) =>
        !name.startsWith('maplibre-gl-worker') && text.includes('maplibregl-ctrl'),
    },
    {
      key: 'chunks.mapWorkerKb',
      label: 'MapLibre worker (gzip)',
      select: (name: string) => name.startsWith('maplibre-gl-worker'),
    },
    {
      key: 'chunks.drawingKb',
      label: 'terra-draw area drawing (gzip)',
      select: (_name: string, text: string) => text.includes('Terra Draw is not enabled'),
    },
    {
      key: 'chunks.chartsKb',
      label: 'recharts chunk(s) (gzip)',
      select: (_name: string, text: string) => text.includes('recharts-surface'),
    },
  ];
  const figures: Figure[] = [];
  for (const chunk of chunks) {
    const { count, bytes } = await sizeOf(chunk.select);
    if (count === 0) throw new Error(`no chunk found for the ${chunk.label}`);
    figures.push({
      key: chunk.key,
      label: chunk.label,
      value: kB(bytes),
      unit: 'kB',
      note: count > 1 ? `${count} chunks` : undefined,
    });
  }
  return figures;
}
