import { useEffect, useState } from 'react';

/** How long before expiry the analyst is told, in milliseconds. */
export const EXPIRY_WARNING_MS = 5 * 60 * 1000;

/**
 * Seconds left on the session once it is inside the warning window, else null. Sleeps until
 * the window opens, then ticks every second, so a 24-hour session costs one timer.
 */
export function useExpiryWarning(expiresAt: number | undefined): number | null {
  // Kept with the expiry it was computed for, so a renewed session never shows the old count.
  const [state, setState] = useState<{ expiresAt: number; secondsLeft: number } | null>(null);
  useEffect(() => {
    if (expiresAt === undefined) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const left = expiresAt - Date.now();
      if (left > EXPIRY_WARNING_MS) {
        timer = setTimeout(tick, Math.min(left - EXPIRY_WARNING_MS, 2 ** 31 - 1));
        return;
      }
      setState({ expiresAt, secondsLeft: Math.max(0, Math.ceil(left / 1000)) });
      // Wake on the next whole second of the countdown.
      if (left > 0) timer = setTimeout(tick, ((left - 1) % 1000) + 1);
    };
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return state && state.expiresAt === expiresAt ? state.secondsLeft : null;
}
