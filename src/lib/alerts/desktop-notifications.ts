import { useEffect, useSyncExternalStore } from 'react';
import type { Alert } from '@/lib/http/watchfloor';
import { onStreamedAlert } from '@/lib/alerts/alert-stream';

/**
 * Desktop notifications for new alerts, only once the analyst has turned them on in the
 * notification centre (the browser's permission is asked then, never unasked). Each alert's
 * notification is tagged with its id: several open tabs each show it, and the system keeps one.
 */

const STORAGE_KEY = 'watchfloor.desktopNotifications';

export type DesktopNotificationState = 'unsupported' | 'denied' | 'off' | 'on';

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

function readState(): DesktopNotificationState {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const wanted = window.localStorage.getItem(STORAGE_KEY) === 'on';
  return wanted && Notification.permission === 'granted' ? 'on' : 'off';
}

export const useDesktopNotificationState = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readState,
    () => 'unsupported' as const,
  );

/** Turns them on (asking the browser's permission if not yet given) or off. */
export async function setDesktopNotifications(on: boolean) {
  if (!supported()) return;
  if (on && Notification.permission === 'default') await Notification.requestPermission();
  window.localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  emit();
}

export function notificationOf(alert: Alert): { title: string; body: string } {
  const what = alert.kind === 'new' ? 'New incident' : 'Incident updated';
  return {
    title: `${what}: ${alert.incident.summary}`,
    body: `${alert.incidentId} · ${alert.incident.category.name} · impact ${alert.incident.impact.label} · watch “${alert.watch.name}”`,
  };
}

/** Shows a notification for each streamed alert while they are on. */
export function useDesktopNotifications() {
  useEffect(
    () =>
      onStreamedAlert((alert) => {
        if (readState() !== 'on') return;
        const { title, body } = notificationOf(alert);
        const notification = new Notification(title, { body, tag: `alert-${alert.id}` });
        notification.onclick = () => {
          window.focus();
          window.location.assign(`/incidents/${encodeURIComponent(alert.incidentId)}`);
        };
      }),
    [],
  );
}
