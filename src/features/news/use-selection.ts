import { useEffect, useState } from 'react';

/** The address follows the selection once the keys rest this long. */
const ADDRESS_DELAY_MS = 250;

/**
 * The selected item: moves at once on screen (j held down repeats fast), and reaches the
 * address (`item=`) once the analyst pauses, so a link names the item without a router
 * navigation per key press. A change of the address from elsewhere (a new filter clears the
 * selection, the back button) wins.
 */
export function useSelection(addressed: string | undefined, writeAddress: (id: string) => void) {
  const [selected, setSelected] = useState(addressed);
  const [seen, setSeen] = useState(addressed);
  if (seen !== addressed) {
    setSeen(addressed);
    setSelected(addressed);
  }
  useEffect(() => {
    if (selected === undefined || selected === addressed) return;
    const timer = setTimeout(() => writeAddress(selected), ADDRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [selected, addressed, writeAddress]);
  return [selected, setSelected] as const;
}
