/**
 * The second core at start-up: draws its share of the incident chunks (posted back as rows),
 * then builds the whole news database (posted back as a serialised SQLite image).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadNewsDatabase } from '../db/load.ts';
import { drawNewsData, generateIncidentChunks, type GenerateOptions } from './generate/index.ts';

export interface WorkerTask {
  options: GenerateOptions;
  incidentChunks: number[];
}

export type WorkerMessage =
  | { kind: 'incidents'; chunks: ReturnType<typeof generateIncidentChunks>; ms: number }
  | { kind: 'news'; image: Uint8Array; ms: number };

const { options, incidentChunks } = workerData as WorkerTask;
const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) =>
  parentPort!.postMessage(message, transfer);

let started = performance.now();
post({
  kind: 'incidents',
  chunks: generateIncidentChunks(options, incidentChunks),
  ms: performance.now() - started,
});

// News items are drawn while they are stored, so generating and loading are one phase here.
started = performance.now();
const image = loadNewsDatabase(drawNewsData(options)).serialize();
post({ kind: 'news', image, ms: performance.now() - started }, [image.buffer as ArrayBuffer]);
