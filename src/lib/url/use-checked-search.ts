import { useMatch, useNavigate, useRouterState } from '@tanstack/react-router';
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

/** An index route matches `/watches/` while the address reads `/watches`. */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

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
  // While the analyst leaves for another page, the router's address is already that page's and
  // this one still shows: it keeps the settings of its own address meanwhile.
  const ownPath = useMatch({ strict: false, select: (match) => match.pathname });
  const location = useRouterState({ select: (state) => state.location });
  const onOwnPath = withoutTrailingSlash(location.pathname) === withoutTrailingSlash(ownPath);
  const [ownWritten, setOwnWritten] = useState(location.search as Record<string, unknown>);
  if (onOwnPath && ownWritten !== location.search) setOwnWritten(location.search);
  const written = onOwnPath ? (location.search as Record<string, unknown>) : ownWritten;
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
    if (problemsKey === '[]' || !onOwnPath) return;
    void navigate({ to: '.', search: (() => search) as never, replace: true });
    // `search` follows the address, which `problemsKey` stands for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [problemsKey, onOwnPath, navigate]);
  return { search, dropped, dismissDropped: useCallback(() => setDropped([]), []) };
}
