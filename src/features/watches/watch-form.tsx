import { useId, type FormEvent, type ReactNode } from 'react';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import { Field, fieldClass } from '@/components/form-field';
import { TimeZoneField } from '@/components/time-zone-field';
import { SavedSearchSelect } from '@/components/saved-searches/saved-search-select';
import { SearchableMultiSelect } from '@/components/searchable-multi-select';
import {
  useAreaChoices,
  useIncidentSearchChoices,
  useSiteChoices,
} from '@/components/workspace/workspace-choices';
import { VisibilityField } from '@/components/workspace/visibility-field';
import type { Watch } from '@/lib/http/watchfloor';
import { WatchChannelFields } from './watch-channel-fields';
import { errorOf, type DraftErrors, type WatchDraft } from './watch-draft';

const TRIGGERS = {
  both: 'New incidents and revisions',
  new: 'New incidents only',
  revised: 'Revisions only',
} as const;
const CADENCES = {
  instant: 'At once',
  hourly: 'Hourly digest',
  daily: 'Daily digest',
} as const;
const IMPACTS = ['-1', '0', '1', '2', '3', '4', '5'];

/** Sites, areas and saved searches to pick from, as the team sees them. */
function usePickerOptions() {
  const sites = useSiteChoices();
  const areas = useAreaChoices();
  const searches = useIncidentSearchChoices();
  return {
    siteOptions: sites.options,
    areaOptions: areas.options,
    savedSearches: searches.searches,
    sitesLoading: sites.loading,
    areasLoading: areas.loading,
    searchesLoading: searches.loading,
    sitesError: sites.error,
    areasError: areas.error,
    searchesError: searches.error,
  };
}

/** A watch's fields, for making one and for changing it. */
export function WatchForm({
  title,
  draft,
  errors,
  onChange,
  onSubmit,
  onCancel,
  busy,
  submitLabel,
  notice,
  endpoints,
  deliveryStatus,
}: {
  title: string;
  draft: WatchDraft;
  errors: DraftErrors;
  onChange: (draft: WatchDraft) => void;
  onSubmit: () => void;
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
  /** Shown above the fields: a refusal naming no field, or a conflict. */
  notice?: ReactNode;
  /** The saved watch's webhook endpoints, to show their signing secrets. */
  endpoints?: Watch['webhooks'];
  /** Under the channels: how delivery went, and the Test button. */
  deliveryStatus?: ReactNode;
}) {
  const ids = useId();
  const options = usePickerOptions();
  const set = (patch: Partial<WatchDraft>) => onChange({ ...draft, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const select = `${fieldClass} w-auto`;

  return (
    <form aria-label={title} noValidate onSubmit={submit} className="space-y-4">
      <h2 className="text-base font-semibold">{title}</h2>
      {notice}
      <Field label="Name" error={errors.name}>
        {({ id, describedBy }) => (
          <input
            id={id}
            className={fieldClass}
            value={draft.name}
            maxLength={1000}
            autoComplete="off"
            placeholder="e.g. Unrest near the Lagos depot"
            aria-describedby={describedBy}
            aria-invalid={errors.name ? true : undefined}
            onChange={(event) => set({ name: event.target.value })}
          />
        )}
      </Field>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Which incidents</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-1.5">
            <input
              type="radio"
              name={`${ids}-source`}
              checked={draft.source === 'address'}
              onChange={() => set({ source: 'address' })}
            />
            The explorer’s filters
          </label>
          <label className="flex items-center gap-1.5">
            <input
              type="radio"
              name={`${ids}-source`}
              checked={draft.source === 'saved-search'}
              onChange={() => set({ source: 'saved-search' })}
            />
            A saved search (the watch follows its changes)
          </label>
        </div>
        {draft.source === 'address' ? (
          <Field
            label="Explorer address"
            hint="The incident explorer’s address, or its link: what it filters is what the watch matches."
            error={errors.filters}
          >
            {({ id, describedBy }) => (
              <input
                id={id}
                className={`${fieldClass} font-mono`}
                value={draft.filters}
                spellCheck={false}
                aria-describedby={describedBy}
                aria-invalid={errors.filters ? true : undefined}
                onChange={(event) => set({ filters: event.target.value })}
              />
            )}
          </Field>
        ) : (
          <Field
            label="Saved search"
            error={
              errors.savedSearchId ??
              (options.searchesError
                ? `The saved searches could not be loaded: ${options.searchesError.message}`
                : undefined)
            }
          >
            {({ id, describedBy }) => (
              <SavedSearchSelect
                id={id}
                describedBy={describedBy}
                invalid={Boolean(errors.savedSearchId)}
                className={select}
                value={draft.savedSearchId}
                onChange={(savedSearchId) => set({ savedSearchId })}
                searches={options.savedSearches}
                loading={options.searchesLoading}
                noneLabel="Pick one…"
              />
            )}
          </Field>
        )}
      </fieldset>

      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">Near (optional)</legend>
        <p className="text-xs text-muted">
          With sites or areas, only incidents within a site’s radius or inside an area match.
        </p>
        <div className="flex flex-wrap gap-2">
          <SearchableMultiSelect
            label="Sites"
            options={options.siteOptions}
            selected={draft.siteIds}
            onChange={(siteIds) => set({ siteIds })}
            loading={options.sitesLoading}
            loadError={options.sitesError}
            emptyText="No site"
          />
          <SearchableMultiSelect
            label="Areas"
            options={options.areaOptions}
            selected={draft.areaIds}
            onChange={(areaIds) => set({ areaIds })}
            loading={options.areasLoading}
            loadError={options.areasError}
            emptyText="No area"
          />
        </div>
        {errorOf(errors, 'siteIds') ? (
          <p className="text-xs text-danger">{errorOf(errors, 'siteIds')}</p>
        ) : null}
        {errorOf(errors, 'areaIds') ? (
          <p className="text-xs text-danger">{errorOf(errors, 'areaIds')}</p>
        ) : null}
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Alert on" error={errors.triggers}>
          {({ id }) => (
            <select
              id={id}
              className={select}
              value={draft.triggers}
              onChange={(event) => set({ triggers: event.target.value as WatchDraft['triggers'] })}
            >
              {Object.entries(TRIGGERS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Minimum impact" error={errors.minImpact}>
          {({ id }) => (
            <select
              id={id}
              className={select}
              value={draft.minImpact}
              onChange={(event) => set({ minImpact: event.target.value })}
            >
              <option value="">Any impact</option>
              {IMPACTS.map((rating) => (
                <option key={rating} value={rating}>
                  {rating === '-1' ? 'Unknown (−1) and up' : `${rating} and up`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Cadence" error={errors.cadence}>
          {({ id }) => (
            <select
              id={id}
              className={select}
              value={draft.cadence}
              onChange={(event) => set({ cadence: event.target.value as WatchDraft['cadence'] })}
            >
              {Object.entries(CADENCES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {draft.cadence === 'daily' ? (
          <Field label="Digest time" error={errors.digestTime}>
            {({ id, describedBy }) => (
              <input
                id={id}
                type="time"
                className={select}
                value={draft.digestTime}
                aria-describedby={describedBy}
                aria-invalid={errors.digestTime ? true : undefined}
                onChange={(event) => set({ digestTime: event.target.value })}
              />
            )}
          </Field>
        ) : null}
        <TimeZoneField
          value={draft.timeZone}
          hint="For the digest time and quiet hours."
          error={errors.timeZone}
          onChange={(timeZone) => set({ timeZone })}
        />
      </div>

      <fieldset className="space-y-2">
        <legend className="sr-only">Quiet hours</legend>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={draft.quietHoursOn}
            onChange={(event) => set({ quietHoursOn: event.target.checked })}
          />
          Quiet hours: hold instant alerts until they end
        </label>
        {draft.quietHoursOn ? (
          <div className="flex flex-wrap gap-3 pl-6">
            <Field label="From" error={errors.quietStart}>
              {({ id, describedBy }) => (
                <input
                  id={id}
                  type="time"
                  className={select}
                  value={draft.quietStart}
                  aria-describedby={describedBy}
                  aria-invalid={errors.quietStart ? true : undefined}
                  onChange={(event) => set({ quietStart: event.target.value })}
                />
              )}
            </Field>
            <Field label="Until" error={errors.quietEnd ?? errors['quietHours.end']}>
              {({ id, describedBy }) => (
                <input
                  id={id}
                  type="time"
                  className={select}
                  value={draft.quietEnd}
                  aria-describedby={describedBy}
                  aria-invalid={errors.quietEnd ? true : undefined}
                  onChange={(event) => set({ quietEnd: event.target.value })}
                />
              )}
            </Field>
          </div>
        ) : null}
      </fieldset>

      <WatchChannelFields draft={draft} errors={errors} onChange={set} endpoints={endpoints} />
      {deliveryStatus}

      <div className="flex flex-wrap items-center gap-4">
        <VisibilityField
          name={`${ids}-visibility`}
          value={draft.visibility}
          onChange={(visibility) => set({ visibility })}
        />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.paused}
            onChange={(event) => set({ paused: event.target.checked })}
          />
          Paused (no alerts until resumed)
        </label>
      </div>

      <div className="flex gap-2">
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
