import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { compileRadiusRule } from '../../../contract/sites/radius-rules';
import { focusRing, secondaryButton } from '@/components/button-styles';
import { WatchThisSite } from '@/components/watches/watch-this';
import { ListError } from '@/components/list-states';
import { RecordLoadError, RecordSkeleton } from '@/components/page-states';
import { TabList, tabIds } from '@/components/tab-list';
import { ConfirmDialog } from '@/components/workspace/confirm-dialog';
import { HistoryList } from '@/components/workspace/history-list';
import { OwnershipBadge } from '@/components/workspace/visibility-field';
import { useUndoableDelete } from '@/components/workspace/use-undoable-delete';
import { apiErrorOf } from '@/lib/http/api-error';
import {
  deleteSite,
  getSiteHistoryOptions,
  getSiteIncidentsOptions,
  getSiteOptions,
  restoreSite,
  type Site,
} from '@/lib/http/watchfloor';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatKm } from './distance';
import { draftOf, draftPosition, previewRule, type SiteDraft } from './form/site-draft';
import { SiteMap } from './map/site-map';
import { invalidateSites } from './site-queries';
import { SiteEditPanel } from './site/site-edit-panel';
import { SiteFacts } from './site/site-facts';
import { SiteIncidentsList } from './site/site-incidents-list';
import { DroppedParametersNotice } from '@/components/dropped-parameters-notice';
import { useCheckedSearch } from '@/lib/url/use-checked-search';
import { parseSiteSearch, SITE_SETTINGS, type SitePeriod } from './sites-search';
import { useSignedInEmail } from '@/lib/session/use-signed-in-email';
import { formatCount } from '@/lib/text/format-count';
import { plural } from '@/lib/text/plural';
import { LoadingShape } from '@/components/loading-shape';

const route = getRouteApi('/_app/sites/$siteId');

const PERIODS: readonly { id: SitePeriod; label: string }[] = [
  { id: 'P1D', label: 'Last 24 hours' },
  { id: 'P7D', label: 'Last 7 days' },
  { id: 'P30D', label: 'Last 30 days' },
];

const HISTORY_LABELS = {
  name: 'name',
  latitude: 'latitude',
  longitude: 'longitude',
  address: 'address',
  tags: 'tags',
  visibility: 'who sees it',
  radius: 'radius rule',
  timeZone: 'time zone',
};

function MissingSite({ siteId }: { siteId: string }) {
  return (
    <section aria-labelledby="missing-site" className="mx-auto max-w-xl px-6 py-16">
      <p className="text-sm font-medium text-muted">Error 404</p>
      <h1 id="missing-site" className="mt-1 text-2xl font-semibold">
        This site does not exist
      </h1>
      <p className="mt-3 text-muted">
        No site has the id {siteId}: it was deleted, it is someone’s private site, or the link is
        wrong.
      </p>
      <Link to="/sites" className={`${secondaryButton} mt-6`}>
        <ArrowLeft aria-hidden className="size-4" /> All sites
      </Link>
    </section>
  );
}

function SiteDetails({ site }: { site: Site }) {
  const { search, ...link } = useCheckedSearch(parseSiteSearch, SITE_SETTINGS);
  const navigate = useNavigate({ from: '/sites/$siteId' });
  const client = useQueryClient();
  const email = useSignedInEmail();
  const period = search.period ?? 'P7D';
  const incidents = useQuery(getSiteIncidentsOptions({ path: { id: site.id }, query: { period } }));
  const incidentsError = apiErrorOf(
    incidents.error,
    'watchfloor',
    'GET /api/watchfloor/sites/{id}/incidents',
  );
  const history = useQuery(getSiteHistoryOptions({ path: { id: site.id } }));
  const [draft, setDraft] = useState<SiteDraft>(() => draftOf(site));
  const editing = Boolean(search.edit) && site.mayChange;

  const deletion = useUndoableDelete<Site>({
    noun: 'site',
    remove: async (target) => {
      await deleteSite({ path: { id: target.id }, throwOnError: true });
      await invalidateSites(client);
      void navigate({ to: '/sites' });
    },
    restore: async (target) => {
      await restoreSite({ path: { id: target.id }, throwOnError: true });
      await invalidateSites(client);
    },
  });

  const startEditing = () => {
    setDraft(draftOf(site));
    void navigate({ search: (prev) => ({ ...prev, edit: true as const }) });
  };
  const stopEditing = () => void navigate({ search: (prev) => ({ ...prev, edit: undefined }) });

  const found = incidents.data?.data.incidents ?? [];
  const inside = found.filter((incident) => incident.inside);
  const outside = found.filter((incident) => !incident.inside);
  const reach = compileRadiusRule(editing ? previewRule(draft.radius) : site.radius).maxKm;
  const position = (editing ? draftPosition(draft) : undefined) ?? [site.longitude, site.latitude];
  const periodLabel = PERIODS.find((entry) => entry.id === period)!.label.toLowerCase();
  const ids = tabIds('site-period', period);

  return (
    <article aria-labelledby="site-title" className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
      <Link
        to="/sites"
        className={`inline-flex items-center gap-1 text-sm text-muted hover:text-ink ${focusRing}`}
      >
        <ArrowLeft aria-hidden className="size-4" /> All sites
      </Link>
      <header className="mt-2 flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <h1 id="site-title" className="text-2xl font-semibold break-words">
            {site.name}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm text-muted">
            <OwnershipBadge
              ownerName={site.owner.name}
              visibility={site.visibility}
              mine={email === site.owner.email}
            />
            {site.address ? (
              <>
                <span aria-hidden>·</span>
                <span className="truncate">{site.address.split('\n')[0]}</span>
              </>
            ) : null}
            <span aria-hidden>·</span>
            <span>its radius reaches up to {formatKm(site.searchRadiusKm)}</span>
          </p>
        </div>
        {editing ? null : (
          <div className="flex gap-2">
            {/* Anyone who sees the site may watch it. */}
            <WatchThisSite siteId={site.id} />
            {site.mayChange ? (
              <>
                <button type="button" className={secondaryButton} onClick={startEditing}>
                  <Pencil aria-hidden className="size-4" /> Edit
                </button>
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => deletion.ask(site)}
                >
                  <Trash2 aria-hidden className="size-4" /> Delete
                </button>
              </>
            ) : null}
          </div>
        )}
      </header>
      <div className="mt-3 empty:hidden">
        <DroppedParametersNotice dropped={link.dropped} onDismiss={link.dismissDropped} />
      </div>

      <div className="mt-4 grid gap-x-8 gap-y-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-4">
          <SiteMap
            className="h-96 w-full rounded-lg border border-line"
            position={position}
            radiiKm={[reach]}
            incidents={found}
            onPick={
              editing
                ? ([longitude, latitude]) =>
                    setDraft((current) => ({
                      ...current,
                      latitude: String(latitude),
                      longitude: String(longitude),
                    }))
                : undefined
            }
          />
          <section aria-labelledby="site-incidents-title">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="site-incidents-title" className="text-base font-semibold">
                Incidents near the site
              </h2>
              <TabList
                label="Period"
                idPrefix="site-period"
                tabs={PERIODS}
                selected={period}
                onSelect={(next) =>
                  void navigate({
                    search: (prev) => ({ ...prev, period: next === 'P7D' ? undefined : next }),
                    replace: true,
                  })
                }
              />
            </div>
            <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} className="mt-2">
              {incidentsError ? (
                <ListError
                  title="The incidents near this site could not be loaded"
                  error={incidentsError}
                  onRetry={() => void incidents.refetch()}
                />
              ) : !incidents.data ? (
                <LoadingShape label="Loading the incidents" className="space-y-2">
                  {[0, 1, 2].map((row) => (
                    <div key={row} className="h-10 animate-pulse rounded bg-raised" />
                  ))}
                </LoadingShape>
              ) : (
                <>
                  <p className="text-sm text-muted" role="status">
                    {inside.length === 0
                      ? `No incident inside the site’s radius in the ${periodLabel}.`
                      : `${plural(inside.length, 'incident')} inside the site’s radius in the ${periodLabel}, highest impact first.`}
                    {incidents.data.data.truncated
                      ? ' The area is busy: only the latest 5,000 incidents were read.'
                      : ''}
                  </p>
                  {inside.length > 0 ? (
                    <SiteIncidentsList incidents={inside} label="Incidents inside the radius" />
                  ) : null}
                  {outside.length > 0 ? (
                    <div className="mt-3">
                      <button
                        type="button"
                        aria-expanded={Boolean(search.outside)}
                        className={secondaryButton}
                        onClick={() =>
                          void navigate({
                            search: (prev) => ({
                              ...prev,
                              outside: prev.outside ? undefined : (true as const),
                            }),
                            replace: true,
                          })
                        }
                      >
                        {search.outside ? 'Hide' : 'Show'} {formatCount(outside.length)} more within{' '}
                        {formatKm(site.searchRadiusKm)}, outside their category’s radius
                      </button>
                      {search.outside ? (
                        <SiteIncidentsList
                          incidents={outside}
                          label="Incidents outside the radius"
                        />
                      ) : null}
                    </div>
                  ) : null}
                </>
              )}
            </div>
          </section>
        </div>
        <aside
          aria-label="About the site"
          className="min-w-0 space-y-6 self-start rounded-lg border border-line bg-surface p-4"
        >
          {editing ? (
            <SiteEditPanel
              site={site}
              draft={draft}
              onChange={setDraft}
              onClose={stopEditing}
              changedBy={history.data?.data.events[0]?.actor.name}
            />
          ) : (
            <SiteFacts site={site} mine={email === site.owner.email} />
          )}
          <section aria-labelledby="site-history-title">
            <h2 id="site-history-title" className="text-base font-semibold">
              History
            </h2>
            <div className="mt-2">
              {history.data ? (
                <HistoryList events={history.data.data.events} labels={HISTORY_LABELS} />
              ) : history.error ? (
                <p className="text-sm text-danger">The history could not be loaded.</p>
              ) : (
                <p className="text-sm text-muted">Loading…</p>
              )}
            </div>
          </section>
        </aside>
      </div>
      <ConfirmDialog
        open={deletion.pending !== null}
        title={`Delete the site “${site.name}”?`}
        confirmLabel="Delete"
        busy={deletion.busy}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      >
        The team stops seeing it and its incidents at once. You can undo this for 30 minutes.
      </ConfirmDialog>
    </article>
  );
}

/** One site (`/sites/$siteId`): the incidents near it on a map with its radius, and its record. */
export function SitePage() {
  const { siteId } = route.useParams();
  const site = useQuery(getSiteOptions({ path: { id: siteId } }));
  const error = apiErrorOf(site.error, 'watchfloor', 'GET /api/watchfloor/sites/{id}');
  useDocumentTitle(
    site.data ? site.data.data.name : error?.status === 404 ? 'Site not found' : 'Site',
  );
  if (site.data) return <SiteDetails key={site.data.data.id} site={site.data.data} />;
  if (error?.status === 404) return <MissingSite siteId={siteId} />;
  if (error) {
    return (
      <RecordLoadError
        title="The site could not be loaded"
        message={error.message}
        onRetry={() => void site.refetch()}
      />
    );
  }
  return <RecordSkeleton label="Loading the site" />;
}
