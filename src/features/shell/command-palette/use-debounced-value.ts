import { useEffect, useState } from 'react';

/**
 * The value once it has stayed the same for `delayMs`; undefined until then. Starting from
 * undefined (not from the first value) means the first keystroke is debounced too, so typing
 * "12345" asks the service once, for IN-12345.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T | undefined {
  const [settled, setSettled] = useState<T | undefined>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
