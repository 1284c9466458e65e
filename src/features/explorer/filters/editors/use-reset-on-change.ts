import { useState } from 'react';

/**
 * Editors keep a draft while the analyst types; when the filter changes from elsewhere (a chip
 * removed, a link opened, back button), the draft follows. Runs during render, as React
 * recommends for state derived from a changed prop, so the input never shows a stale value.
 */
export function useResetOnChange(valueKey: string, reset: () => void) {
  const [seen, setSeen] = useState(valueKey);
  if (seen !== valueKey) {
    setSeen(valueKey);
    reset();
  }
}

export const keyOf = (value: unknown) => JSON.stringify(value ?? null);
