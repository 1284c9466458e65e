import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState, type ComponentType } from 'react';
import type { QueryProblem } from '../../../contract/filters/query';
import { DroppedParametersNotice } from '@/components/dropped-parameters-notice';
import { TabList, tabIds } from '@/components/tab-list';
import type { SearchRecord } from '@/lib/url/search-string';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CategoriesTab } from './categories-tab';
import { CountriesTab } from './countries-tab';
import { ImpactRatingsTab } from './impact-ratings-tab';
import {
  DEFAULT_REFERENCE_TAB,
  isReferenceTab,
  REFERENCE_TABS,
  type ReferenceTabId,
} from './reference-tabs';
import { SectorsTab } from './sectors-tab';
import { SourceMediaTab, SourcesTab } from './sources-tab';
import { TagsTab } from './tags-tab';
import { TaxonomiesTab } from './taxonomies-tab';
import { TypesTab } from './types-tab';

const PANELS: Record<ReferenceTabId, ComponentType> = {
  countries: CountriesTab,
  categories: CategoriesTab,
  types: TypesTab,
  'impact-ratings': ImpactRatingsTab,
  sectors: SectorsTab,
  sources: SourcesTab,
  'source-media': SourceMediaTab,
  tags: TagsTab,
  taxonomies: TaxonomiesTab,
};

/** The `tab` of the address, and why it was set aside when it names no tab. */
function readTab(written: string | string[] | undefined): {
  tab: ReferenceTabId;
  problem?: QueryProblem;
} {
  if (written === undefined) return { tab: DEFAULT_REFERENCE_TAB };
  if (isReferenceTab(written)) return { tab: written };
  const shown = Array.isArray(written) ? written.join(', ') : written;
  return {
    tab: DEFAULT_REFERENCE_TAB,
    problem: {
      parameter: 'tab',
      message: `tab: “${shown}” is not a tab of this page; it takes ${REFERENCE_TABS.map((tab) => tab.id).join(', ')}`,
    },
  };
}

/**
 * The reference data an analyst looks things up in, one tab per list. The tab is in the
 * address; each tab keeps its endpoint's own parameters beside it.
 */
export function ReferencePage() {
  const raw: SearchRecord = useSearch({ strict: false });
  const navigate = useNavigate();
  const { tab, problem } = readTab(raw.tab);
  const label = REFERENCE_TABS.find((one) => one.id === tab)!.label;
  useDocumentTitle(`${label} · Reference`);

  // A tab the page does not have is dropped from the address and named until dismissed.
  const [notice, setNotice] = useState<QueryProblem[]>(problem ? [problem] : []);
  const [noticed, setNoticed] = useState(problem?.message);
  if (problem && noticed !== problem.message) {
    setNoticed(problem.message);
    setNotice([problem]);
  }
  useEffect(() => {
    if (!problem) return;
    // From the address as it stands when the write lands, not this render's copy of it.
    void navigate({
      to: '.',
      search: ((latest: Record<string, unknown>) => {
        const { tab: _dropped, ...rest } = latest;
        return rest;
      }) as never,
      replace: true,
    });
  }, [problem, navigate]);

  // Another tab reads other parameters, so the address starts afresh with only the tab.
  const select = (next: ReferenceTabId) => {
    if (next !== tab) void navigate({ to: '.', search: { tab: next } as never });
  };
  const Panel = PANELS[tab];
  const ids = tabIds('reference', tab);
  return (
    <div className="mx-auto max-w-7xl px-6 py-6">
      <h1 className="text-2xl font-semibold">Reference</h1>
      <p className="mt-1 max-w-3xl text-sm text-muted">
        The lists incidents and news are described with. Each row opens the incidents or news it
        describes; search and order come from the service.
      </p>
      <div className="mt-4 space-y-4">
        <DroppedParametersNotice dropped={notice} onDismiss={() => setNotice([])} />
        <TabList
          label="Reference lists"
          idPrefix="reference"
          tabs={REFERENCE_TABS}
          selected={tab}
          onSelect={select}
        />
        <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} tabIndex={-1}>
          <Panel key={tab} />
        </div>
      </div>
    </div>
  );
}
