import { useMatch, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  buildQuery,
  parseQuery,
  type QueryGrammar,
  type QueryProblem,
  type QueryValues,
} from '../../../contract/filters/query';
import { setParameter, type SearchRecord } from './search-string';

export interface ApiSearchOptions {
  /** Names the view keeps beside the API's parameters (a selected row, a tab), left as written. */
  keep?: readonly string[];
  /**
   * `drop` (the default): a name the grammar does not know is dropped with a notice, as on a
   * list view that owns its whole address. `leave`: such names stay untouched, for a part of a
   * page (a record's table) that owns only its own parameters.
   */
  unknown?: 'drop' | 'leave';
  /**
   * Checks of kept values, by name: a check returns why a value is malformed (or undefined when
   * it is fine), and a malformed kept value is dropped with a notice like an API parameter.
   * Pass a constant (module level): a new object each render reparses the address.
   */
  checkKept?: Readonly<Record<string, (value: string) => string | undefined>>;
}

/** New API values: a change to merge, or one computed from the latest values at write time. */
export type ApiChanges<Grammar extends QueryGrammar> =
  | Partial<QueryValues<Grammar>>
  | ((latest: QueryValues<Grammar>) => Partial<QueryValues<Grammar>>);

type KeptValues = Readonly<Record<string, string | undefined>>;

/**
 * New kept values: a change to merge, or one computed from the kept values at write time (a
 * selection moved by a key press, from the row the previous key press left selected).
 */
export type KeptChanges = KeptValues | ((latest: KeptValues) => KeptValues);

export interface ApiSearch<Grammar extends QueryGrammar> {
  /** Every valid API parameter of the address, typed. */
  values: QueryValues<Grammar>;
  /** The view's own parameters named in `keep`, as written. */
  kept: Readonly<Record<string, string | undefined>>;
  /** Parameters dropped from the address because they were malformed or unknown. */
  dropped: readonly QueryProblem[];
  /** Stable across renders, like `update`, so either may be passed on or destructured. */
  dismissDropped: () => void;
  /** The API query to send: the valid values written back in the API's own form. */
  query: Record<string, string>;
  /**
   * Moves to a new state: `changes` replace API values (undefined clears one) and `keep`
   * values; the rest of the address stays. The changes apply to the address as it is when the
   * write happens, not as this render saw it, so quick writes from several places all land.
   */
  update: (
    changes: ApiChanges<Grammar>,
    options?: { kept?: KeptChanges; replace?: boolean },
  ) => void;
}

interface SplitOptions {
  keepNames: readonly string[];
  leaveUnknown: boolean;
  checkKept: ApiSearchOptions['checkKept'];
}

/**
 * One address split into the view's API values (typed), its kept parameters, the names left to
 * the rest of the page, and what is dropped. Pure, so a write can apply it to the latest address.
 */
function splitSearch<Grammar extends QueryGrammar>(
  raw: SearchRecord,
  grammar: Grammar,
  { keepNames, leaveUnknown, checkKept }: SplitOptions,
) {
  const kept: Record<string, string | undefined> = {};
  const keptProblems: QueryProblem[] = [];
  // Names left to the rest of the page, exactly as written (repeats included).
  const left: SearchRecord = {};
  const apiPart: SearchRecord = {};
  for (const [name, value] of Object.entries(raw)) {
    if (keepNames.includes(name)) {
      // Which of several would be meant is anyone's guess; the grammar's rule for its own.
      if (Array.isArray(value) && value.length > 1) {
        keptProblems.push({
          parameter: name,
          message: `${name} is given ${value.length} times; give it once`,
        });
        continue;
      }
      const written = firstOf(value);
      const reason = written === undefined ? undefined : checkKept?.[name]?.(written);
      if (reason === undefined) setParameter(kept, name, written);
      else keptProblems.push({ parameter: name, message: `${name}: ${reason}` });
    } else if (leaveUnknown && !Object.hasOwn(grammar, name)) setParameter(left, name, value);
    else setParameter(apiPart, name, value);
  }
  const result = parseQuery(grammar, apiPart);
  const dropped: QueryProblem[] = [
    ...keptProblems,
    ...result.problems,
    ...result.unknown.map((name) => ({
      parameter: name,
      message: `${name} is not a setting of this view`,
    })),
  ];
  return { values: result.values, kept, left, dropped, query: buildQuery(grammar, result.values) };
}

/** An index route matches `/incidents/` while the address reads `/incidents`. */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * A view's state read from the address in the API's own form (spec 4.1), through the contract's
 * grammar. A malformed or unknown parameter never breaks the view: it is dropped from the
 * address (replacing the history entry) and reported by name until the analyst dismisses it.
 */
export function useApiSearch<Grammar extends QueryGrammar>(
  grammar: Grammar,
  options: ApiSearchOptions = {},
): ApiSearch<Grammar> {
  const raw: SearchRecord = useSearch({ strict: false });
  const navigate = useNavigate();
  const router = useRouter();
  // The view's own address, not wherever the router is heading: see `update`.
  const ownPath = useMatch({ strict: false, select: (match) => match.pathname });
  const keepNames = options.keep ?? [];
  const keepKey = keepNames.join('\n');
  const leaveUnknown = options.unknown === 'leave';
  const checkKept = options.checkKept;

  const split = useMemo<SplitOptions>(
    () => ({ keepNames: keepKey === '' ? [] : keepKey.split('\n'), leaveUnknown, checkKept }),
    [keepKey, leaveUnknown, checkKept],
  );
  const parsed = useMemo(() => splitSearch(raw, grammar, split), [raw, grammar, split]);

  // The notice outlives the address it came from: the cleaned address no longer shows the fault.
  const [dropped, setDropped] = useState<readonly QueryProblem[]>(parsed.dropped);
  const [noticed, setNoticed] = useState(parsed);
  if (noticed !== parsed) {
    setNoticed(parsed);
    if (parsed.dropped.length > 0) {
      setDropped((shown) => [
        ...shown.filter((one) => !parsed.dropped.some((next) => next.parameter === one.parameter)),
        ...parsed.dropped,
      ]);
    }
  }
  useEffect(() => {
    if (parsed.dropped.length === 0) return;
    void navigate({
      to: '.',
      search: ((latest: SearchRecord) => {
        const current = splitSearch(latest, grammar, split);
        return { ...current.left, ...current.kept, ...current.query };
      }) as never,
      replace: true,
    });
  }, [parsed, navigate, grammar, split]);

  const update = useCallback<ApiSearch<Grammar>['update']>(
    (changes, updateOptions = {}) => {
      // A late write (a debounced field, a selection that reaches the address once the keys
      // rest) after the analyst has set off for another page would cancel that navigation,
      // or put this view's parameters on the other page's address. The router's latest
      // location, not the rendered one: a navigation still loading counts.
      const heading = router.latestLocation.pathname;
      if (withoutTrailingSlash(heading) !== withoutTrailingSlash(ownPath)) return;
      void navigate({
        to: withoutTrailingSlash(ownPath) as never,
        // The router hands over the address as the last write left it, even one whose page
        // is still loading; building from this render's copy would undo that write.
        search: ((latest: SearchRecord) => {
          const current = splitSearch(latest, grammar, split);
          const changed = typeof changes === 'function' ? changes(current.values) : changes;
          const keptChanges = updateOptions.kept;
          return {
            ...current.left,
            ...current.kept,
            ...(typeof keptChanges === 'function' ? keptChanges(current.kept) : keptChanges),
            ...buildQuery(grammar, { ...current.values, ...changed }),
          };
        }) as never,
        replace: updateOptions.replace ?? false,
      });
    },
    [navigate, grammar, router, ownPath, split],
  );

  return {
    values: parsed.values,
    kept: parsed.kept,
    query: parsed.query,
    dropped,
    dismissDropped: useCallback(() => setDropped([]), []),
    update,
  };
}
