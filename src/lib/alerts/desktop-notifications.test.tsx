import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { Alert } from '@/lib/http/watchfloor';
import { connectAlertStream } from './alert-stream';
import { setDesktopNotifications, useDesktopNotifications } from './desktop-notifications';

/** The browser's Notification, recorded: what was shown and whether permission was asked. */
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static asked = 0;
  static shown: { title: string; tag: string | undefined }[] = [];
  static requestPermission = vi.fn(() => {
    FakeNotification.asked += 1;
    FakeNotification.permission = 'granted';
    return Promise.resolve('granted' as const);
  });
  onclick: (() => void) | null = null;
  constructor(title: string, options?: NotificationOptions) {
    FakeNotification.shown.push({ title, tag: options?.tag });
  }
}

class FakeEventSource extends EventTarget {
  static CLOSED = 2;
  static last: FakeEventSource;
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {}
}

const alert = {
  id: 'aaaaaaaa-0000-4000-8000-000000000009',
  sequence: '9',
  watch: { id: '11111111-1111-4111-8111-111111111111', name: 'Lagos port' },
  incidentId: 'IN-7',
  kind: 'new',
  incident: {
    summary: 'Protest at the port',
    category: { id: 'c1', name: 'Civil unrest', colour: '#C0392B' },
    impact: { rating: 3, label: 'Moderate' },
  },
  read: false,
} as Alert;

const streamAlert = () =>
  FakeEventSource.last.dispatchEvent(
    new MessageEvent('alert', { data: JSON.stringify(alert), lastEventId: '9' }),
  );

let disconnect: () => void;
beforeEach(() => {
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeNotification.permission = 'default';
  FakeNotification.asked = 0;
  FakeNotification.shown = [];
  window.localStorage.clear();
  disconnect = connectAlertStream(new QueryClient());
});
afterEach(() => {
  disconnect();
  vi.unstubAllGlobals();
});

test('nothing is shown, and no permission asked, until the analyst turns them on', async () => {
  renderHook(() => useDesktopNotifications());
  streamAlert();
  expect(FakeNotification.shown).toEqual([]);
  expect(FakeNotification.asked).toBe(0);

  await setDesktopNotifications(true);
  expect(FakeNotification.asked).toBe(1);
  streamAlert();
  expect(FakeNotification.shown).toEqual([
    { title: 'New incident: Protest at the port', tag: `alert-${alert.id}` },
  ]);

  await setDesktopNotifications(false);
  streamAlert();
  expect(FakeNotification.shown).toHaveLength(1);
});
