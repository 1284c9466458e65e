import type { SvgMapLayout } from '../../../contract/maps/svg-map-layout';
import type {
  SvgMapMarks,
  SvgMapWorkerAnswer,
  SvgMapWorkerRequest,
} from './svg-map-layout-messages';

/**
 * The page's side of the SVG maps' layout worker: one worker per page, started on first use
 * (or early, by `warmSvgMapLayout`), answering each request by its id. No d3 here, so a view
 * may warm the worker without carrying the map's code.
 */

/** The page's layout worker: undefined until first asked for, null when there can be none. */
let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<
  number,
  { resolve: (layout: SvgMapLayout) => void; reject: (error: Error) => void }
>();

function giveUpOnWorker(error: Error) {
  worker?.terminate();
  worker = null;
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
}

export function layoutWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    worker = new Worker(new URL('./svg-map-layout.worker.ts', import.meta.url), {
      type: 'module',
      name: 'svg-map-layout',
    });
  } catch {
    return (worker = null);
  }
  worker.onmessage = (event: MessageEvent<SvgMapWorkerAnswer>) => {
    const pending = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    pending?.resolve(event.data.layout);
  };
  worker.onerror = () => giveUpOnWorker(new Error('The map’s layout worker failed'));
  return worker;
}

const send = (target: Worker, request: SvgMapWorkerRequest) => target.postMessage(request);

/** Starts the worker and its countries early (e.g. with a page's data), so the map is quick. */
export function warmSvgMapLayout() {
  const target = layoutWorker();
  if (target) send(target, { type: 'warm' });
}

/** Rejects when there is no worker (none in this browser, or it failed): lay out on the page. */
export function layoutInWorker(marks: SvgMapMarks): Promise<SvgMapLayout> {
  const target = layoutWorker();
  if (!target) return Promise.reject(new Error('No worker for the map’s layout'));
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    send(target, { type: 'layout', id, marks });
  });
}
