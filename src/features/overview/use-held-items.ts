import { useState } from 'react';

/**
 * A live list that does not move under the reader: the items present when it first loaded (and
 * those let in since) stay shown; newcomers are counted, for a quiet "N new" that lets them in
 * when the analyst asks. Items that leave the list (read, resolved) leave at once.
 */
export function useHeldItems<Item>(
  items: readonly Item[] | undefined,
  idOf: (item: Item) => string,
): { shown: Item[]; newCount: number; showNew: () => void } {
  const [accepted, setAccepted] = useState<ReadonlySet<string> | undefined>(undefined);
  // The first answer is shown whole: it is what the page opened with, not news. (Set during
  // render, React's pattern for state derived from a prop's first value.)
  let held = accepted;
  if (items && held === undefined) {
    held = new Set(items.map(idOf));
    setAccepted(held);
  }
  const list = items ?? [];
  const shown = held ? list.filter((item) => held.has(idOf(item))) : [];
  return {
    shown,
    newCount: list.length - shown.length,
    showNew: () => setAccepted(new Set(list.map(idOf))),
  };
}
