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
   * values; the rest of the address stays.
   */
  update: (
    changes: Partial<QueryValues<Grammar>>,
    options?: { kept?: Record<string, string | undefined>; replace?: boolean },
  ) => void;
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

  const parsed = useMemo(() => {
    const kept: Record<string, string | undefined> = {};
    const keptProblems: QueryProblem[] = [];
    // Names left to the rest of the page, exactly as written (repeats included).
    const left: SearchRecord = {};
    const apiPart: SearchRecord = {};
    for (const [name, value] of Object.entries(raw)) {
      if (keepKey.split('\n').includes(name)) {
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
    return {
      values: result.values,
      kept,
      left,
      dropped,
      query: buildQuery(grammar, result.values),
    };
  }, [raw, grammar, keepKey, leaveUnknown, checkKept]);

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
      search: { ...parsed.left, ...parsed.kept, ...parsed.query } as never,
      replace: true,
    });
  }, [parsed, navigate]);

  const update = useCallback<ApiSearch<Grammar>['update']>(
    (changes, updateOptions = {}) => {
      // A late write (a debounced field, a selection that reaches the address once the keys
      // rest) after the analyst has set off for another page would cancel that navigation,
      // or put this view's parameters on the other page's address.
      if (withoutTrailingSlash(router.state.location.pathname) !== withoutTrailingSlash(ownPath)) {
        return;
      }
      const values = { ...parsed.values, ...changes } as QueryValues<Grammar>;
      void navigate({
        to: withoutTrailingSlash(ownPath) as never,
        search: {
          ...parsed.left,
          ...parsed.kept,
          ...updateOptions.kept,
          ...buildQuery(grammar, values),
        } as never,
        replace: updateOptions.replace ?? false,
      });
    },
    [parsed, navigate, grammar, router, ownPath],
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
