import { memo } from 'react';
import type { IncidentsQuery } from '../../../../contract/filters/incidents';
import { writeIncidentClauses } from '../../../../contract/query-language/incidents';
import { printFilterText } from '../../../../contract/query-language/syntax';
import type { TypedQuery } from '../../../../contract/query-language/typed-query';
import { TypedFilterBar } from '@/components/typed-filter/typed-filter-bar';
import { useReferenceData } from '@/lib/reference/use-reference-data';

/**
 * The explorer's filters as typed text, above the results; the panel and the bar stay in step.
 * Memoised: a new page of results does not read and print the filters again.
 */
export const ExplorerFilterBar = memo(function ExplorerFilterBar({
  values,
  nearIncident,
  areaId,
  onApply,
}: {
  values: IncidentsQuery;
  nearIncident: string | undefined;
  /** The saved area the address's polygon is, if it is one: printed as `area:"<name>"`. */
  areaId: string | undefined;
  /** `printedArea`: the text shown had the area in it, so text without it clears the area. */
  onApply: (query: Extract<TypedQuery, { view: 'incidents' }>, printedArea: boolean) => void;
}) {
  const data = useReferenceData('incidents');
  const clauses = writeIncidentClauses(values, data, { nearIncident, areaId });
  const printedArea = clauses.some((clause) => clause.kind === 'filter' && clause.key === 'area');
  const printed = printFilterText(clauses);
  return (
    <TypedFilterBar
      view="incidents"
      printed={printed}
      onApply={(query) => onApply(query, printedArea)}
      placeholder="country:NG impact>=4 started:last 7d sort:-started protest"
    />
  );
});
