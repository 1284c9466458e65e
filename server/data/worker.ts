/**
 * The second core at start-up: draws its share of the incident chunks (posted back as rows),
 * then builds the whole news database (posted back as a serialised SQLite image).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadNewsDatabase } from '../db/load.ts';
import {
  generateIncidentChunks,
  generateNewsData,
  type GenerateOptions,
} from './generate/index.ts';

export interface WorkerTask {
  options: GenerateOptions;
  incidentChunks: number[];
}

export type WorkerMessage =
  | { kind: 'incidents'; chunks: ReturnType<typeof generateIncidentChunks>; ms: number }
  | { kind: 'news'; image: Uint8Array; timings: { generateMs: number; loadMs: number } };

const { options, incidentChunks } = workerData as WorkerTask;
const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) =>
  parentPort!.postMessage(message, transfer);

let started = performance.now();
post({
  kind: 'incidents',
  chunks: generateIncidentChunks(options, incidentChunks),
  ms: performance.now() - started,
});

started = performance.now();
const data = generateNewsData(options);
const generated = performance.now();
const image = loadNewsDatabase(data).serialize();
post(
  {
    kind: 'news',
    image,
    timings: { generateMs: generated - started, loadMs: performance.now() - generated },
  },
  [image.buffer as ArrayBuffer],
);
