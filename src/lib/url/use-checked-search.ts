import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { QueryProblem } from '../../../contract/filters/query';

/**
 * The settings of a link that a page's own reading (its route's `validateSearch`, which keeps
 * what it can read) left out: each named, with why when the page reads that name.
 * Empty values are no settings at all.
 */
export function droppedSettings(
  written: Readonly<Record<string, unknown>>,
  read: object,
  reasons: Readonly<Record<string, string>>,
): QueryProblem[] {
  return Object.entries(written)
    .filter(([name, value]) => value !== undefined && value !== '' && !Object.hasOwn(read, name))
    .map(([name]) => ({
      parameter: name,
      message: Object.hasOwn(reasons, name)
        ? `${name}: ${reasons[name]}`
        : `${name} is not a setting of this view`,
    }));
}

/**
 * For a page whose route reads its address by hand (`parse`, also its `validateSearch`): the
 * page's settings, read from the address as written (the router lays a route's validated search
 * over the written one, so what `parse` left out would still be there); what the link said that
 * the page ignored, shown until dismissed; and the address rewritten (replacing the history
 * entry) to what the page shows, so a link copied from it says the same. `reasons` says, per
 * name the page reads, what a value must be. Pass constants.
 */
export function useCheckedSearch<Search extends object>(
  parse: (written: Record<string, unknown>) => Search,
  reasons: Readonly<Record<string, string>>,
): { search: Search; dropped: readonly QueryProblem[]; dismissDropped: () => void } {
  const written = useRouterState({ select: (state) => state.location.search }) as Record<
    string,
    unknown
  >;
  const search = useMemo(() => parse(written), [parse, written]);
  const navigate = useNavigate();
  const problems = droppedSettings(written, search, reasons);
  const problemsKey = JSON.stringify(problems);
  // The notice outlives the address it came from: the cleaned address no longer shows the fault.
  const [dropped, setDropped] = useState<readonly QueryProblem[]>(problems);
  const [noticedKey, setNoticedKey] = useState(problemsKey);
  if (noticedKey !== problemsKey) {
    setNoticedKey(problemsKey);
    if (problems.length > 0) {
      setDropped((shown) => [
        ...shown.filter((one) => !problems.some((next) => next.parameter === one.parameter)),
        ...problems,
      ]);
    }
  }
  useEffect(() => {
    if (problemsKey === '[]') return;
    void navigate({ to: '.', search: (() => search) as never, replace: true });
    // `search` follows the address, which `problemsKey` stands for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [problemsKey, navigate]);
  return { search, dropped, dismissDropped: useCallback(() => setDropped([]), []) };
}
