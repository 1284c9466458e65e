import { Monitor } from 'lucide-react';
import { secondaryButton } from '@/components/button-styles';
import {
  setDesktopNotifications,
  useDesktopNotificationState,
} from '@/lib/alerts/desktop-notifications';

/** The one place desktop notifications are turned on: the browser asks its permission then. */
export function DesktopNotificationsControl() {
  const state = useDesktopNotificationState();
  if (state === 'unsupported') return null;
  if (state === 'denied') {
    return (
      <p className="max-w-xs text-xs text-muted">
        Desktop notifications are blocked for this site in the browser’s settings.
      </p>
    );
  }
  return (
    <button
      type="button"
      className={secondaryButton}
      aria-pressed={state === 'on'}
      onClick={() => void setDesktopNotifications(state !== 'on')}
    >
      <Monitor aria-hidden className="size-4" />
      {state === 'on' ? 'Desktop notifications on' : 'Enable desktop notifications'}
    </button>
  );
}
