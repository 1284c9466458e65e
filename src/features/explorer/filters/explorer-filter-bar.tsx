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
  onApply,
}: {
  values: IncidentsQuery;
  nearIncident: string | undefined;
  onApply: (query: Extract<TypedQuery, { view: 'incidents' }>) => void;
}) {
  const data = useReferenceData('incidents');
  const printed = printFilterText(writeIncidentClauses(values, data, { nearIncident }));
  return (
    <TypedFilterBar
      view="incidents"
      printed={printed}
      onApply={onApply}
      placeholder="country:NG impact>=4 started:last 7d sort:-started protest"
    />
  );
});
