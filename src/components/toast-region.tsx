import { X } from 'lucide-react';
import { dismissToast, useToasts } from '@/lib/toasts/toast-store';
import { focusRing } from './button-styles';

/** Where toasts appear: bottom right, announced politely, never covering the header. */
export function ToastRegion() {
  const toasts = useToasts();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex items-center gap-3 rounded-md border px-3 py-2 text-sm text-ink shadow-lg ${
            toast.tone === 'error' ? 'border-danger bg-danger-soft' : 'border-line bg-raised'
          }`}
        >
          <p className="min-w-0 flex-1 break-words">{toast.message}</p>
          {toast.action && (
            <button
              type="button"
              className={`rounded px-2 py-1 font-medium text-accent hover:underline ${focusRing}`}
              onClick={() => {
                const { run } = toast.action!;
                dismissToast(toast.id);
                void run();
              }}
            >
              {toast.action.label}
            </button>
          )}
          <button
            type="button"
            aria-label="Dismiss"
            onClick={() => dismissToast(toast.id)}
            className={`rounded p-1 text-muted hover:text-ink ${focusRing}`}
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
