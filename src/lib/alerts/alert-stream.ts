import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { Alert } from '@/lib/http/watchfloor';
import { addStreamedAlert, refreshAlerts } from '@/lib/alerts/alert-cache';

/**
 * The one live stream of alerts per tab (`GET /api/watchfloor/events`, Server-Sent Events). The
 * browser reconnects by itself after a dropped connection and resumes with `Last-Event-ID`;
 * when it gives up (the server answered an error, or was down), a new stream resumes from the
 * last sequence seen with `?after=`, after a growing wait. Each alert updates the cached count
 * and lists in place, then goes to the listeners (desktop notifications).
 */

export const EVENTS_URL = '/api/watchfloor/events';

/** `live` once the stream is open; `lost` while it is down and being retried. */
export type StreamState = 'connecting' | 'live' | 'lost';

type Listener = () => void;
let state: StreamState = 'connecting';
const stateListeners = new Set<Listener>();
const alertListeners = new Set<(alert: Alert) => void>();

function setState(next: StreamState) {
  if (next === state) return;
  state = next;
  for (const listener of stateListeners) listener();
}

/** Whether the stream is live, for the bell's quiet "not live" mark. */
export const useAlertStreamState = () =>
  useSyncExternalStore(
    (listener) => {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    () => state,
    () => state,
  );

/** Called with each alert the stream brings (after the caches are updated). */
export function onStreamedAlert(listener: (alert: Alert) => void) {
  alertListeners.add(listener);
  return () => void alertListeners.delete(listener);
}

const RETRY_MS = [2_000, 5_000, 15_000, 30_000];

/** Opens the stream for as long as the caller is mounted (the signed-in frame). */
export function connectAlertStream(client: QueryClient): () => void {
  let source: EventSource | null = null;
  let lastSequence: string | undefined;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const open = () => {
    const url = lastSequence ? `${EVENTS_URL}?after=${lastSequence}` : EVENTS_URL;
    const stream = new EventSource(url, { withCredentials: true });
    source = stream;
    stream.onopen = () => {
      // Reopened from scratch after a failure: what came meanwhile (before any sequence was
      // known) is asked for again.
      if (failures > 0 && !lastSequence) refreshAlerts(client);
      failures = 0;
      setState('live');
    };
    stream.addEventListener('alert', (event) => {
      const message = event as MessageEvent<string>;
      if (message.lastEventId) lastSequence = message.lastEventId;
      let alert: Alert;
      try {
        alert = JSON.parse(message.data) as Alert;
      } catch {
        return;
      }
      addStreamedAlert(client, alert);
      for (const listener of alertListeners) listener(alert);
    });
    // The session ended: the session guard signs the page out; nothing to reconnect to.
    stream.addEventListener('session-ended', () => {
      stream.close();
      setState('lost');
    });
    stream.onerror = () => {
      if (stopped) return;
      setState('lost');
      // CONNECTING: the browser retries by itself, with Last-Event-ID. CLOSED: it gave up.
      if (stream.readyState !== EventSource.CLOSED) return;
      const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
      failures += 1;
      retry = setTimeout(open, wait);
    };
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    source?.close();
    setState('connecting');
  };
}

/** The signed-in frame's one stream. */
export function useAlertStream(client: QueryClient) {
  useEffect(() => connectAlertStream(client), [client]);
}
