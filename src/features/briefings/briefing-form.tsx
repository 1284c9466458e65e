import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import { Field, fieldClass } from '@/components/form-field';
import { TimeZoneField } from '@/components/time-zone-field';
import { SavedSearchSelect } from '@/components/saved-searches/saved-search-select';
import { SearchableMultiSelect } from '@/components/searchable-multi-select';
import { useIncidentSearchChoices, useSiteChoices } from '@/components/workspace/workspace-choices';
import { useSaveState, type DraftErrors } from '@/components/workspace/use-save-state';
import { createBriefing, createBriefingSchedule, type BriefingParams } from '@/lib/http/watchfloor';
import { showToast } from '@/lib/toasts/toast-store';
import { invalidateBriefings } from './briefing-queries';
import { analystZone } from '@/lib/time/analyst-zone';

export const PERIODS: readonly { hours: number; label: string }[] = [
  { hours: 12, label: '12 hours' },
  { hours: 24, label: '24 hours' },
  { hours: 48, label: '48 hours' },
  { hours: 168, label: '7 days' },
];

const CLOCK = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface BriefingDraft {
  title: string;
  /** '' for none. */
  savedSearchId: string;
  siteIds: string[];
  periodHours: number;
  time: string;
  timeZone: string;
  /** Email addresses as typed, one per line or comma-separated. */
  recipients: string;
}

export const newBriefingDraft = (): BriefingDraft => ({
  title: '',
  savedSearchId: '',
  siteIds: [],
  periodHours: 24,
  time: '07:00',
  timeZone: analystZone() || 'UTC',
  recipients: '',
});

const recipientsOf = (text: string) =>
  text
    .split(/[\n,;]/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The message for a field as the form or a 422 names it (`params.title`, `recipients.1`). */
export function errorFor(errors: DraftErrors, field: string): string | undefined {
  for (const [key, message] of Object.entries(errors)) {
    const bare = key.replace(/^params\./, '');
    if (bare === field || bare.startsWith(`${field}.`)) return message;
  }
  return undefined;
}

/** The briefing's parameters, or what the form can already say is wrong with them. */
export function readParams(
  draft: BriefingDraft,
): { ok: true; params: BriefingParams } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const title = draft.title.trim();
  if (!title) errors.title = 'Give it a title.';
  else if (title.length > 120) errors.title = 'Too long: at most 120 characters.';
  if (!draft.savedSearchId && draft.siteIds.length === 0) {
    errors.savedSearchId = 'Choose a saved search or at least one site.';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    params: {
      title,
      savedSearchId: draft.savedSearchId || null,
      siteIds: draft.siteIds,
      periodHours: draft.periodHours,
    },
  };
}

function readSchedule(draft: BriefingDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!CLOCK.test(draft.time)) errors.time = 'Write a time of day as HH:MM, from 00:00 to 23:59.';
  if (!draft.timeZone.trim()) errors.timeZone = 'Choose a time zone.';
  const bad = recipientsOf(draft.recipients).find((email) => !EMAIL.test(email));
  if (bad) errors.recipients = `“${bad}” is not an email address.`;
  return errors;
}

/** Sites and saved searches of the explorer to pick from, as the team sees them. */
function usePickerOptions() {
  const sites = useSiteChoices();
  const searches = useIncidentSearchChoices();
  return {
    siteOptions: sites.options,
    sitesLoading: sites.loading,
    sitesError: sites.error,
    savedSearches: searches.searches,
    searchesLoading: searches.loading,
    searchesError: searches.error,
  };
}

/**
 * A new briefing: what it reads (a saved search and/or sites) over which period; made now and
 * opened, or sent daily at a time in a zone to a list (or to the analyst).
 */
export function BriefingForm() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const options = usePickerOptions();
  const [draft, setDraft] = useState(newBriefingDraft);
  const save = useSaveState();
  const [scheduling, setScheduling] = useState(false);
  const set = (patch: Partial<BriefingDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const errors = save.errors;
  const select = `${fieldClass} w-auto`;

  const create = (event: FormEvent) => {
    event.preventDefault();
    const read = readParams(draft);
    if (!read.ok) {
      save.setErrors(read.errors);
      return;
    }
    void save.run(async () => {
      const { data } = await createBriefing({ body: read.params, throwOnError: true });
      await invalidateBriefings(client);
      void navigate({
        to: '/briefings/$briefingId',
        params: { briefingId: data.data.briefing.id },
      });
    });
  };

  const schedule = () => {
    const read = readParams(draft);
    const scheduleErrors = readSchedule(draft);
    if (!read.ok || Object.keys(scheduleErrors).length > 0) {
      save.setErrors({ ...(read.ok ? {} : read.errors), ...scheduleErrors });
      return;
    }
    void save.run(async () => {
      await createBriefingSchedule({
        body: {
          params: read.params,
          time: draft.time,
          timeZone: draft.timeZone.trim(),
          recipients: recipientsOf(draft.recipients),
        },
        throwOnError: true,
      });
      await invalidateBriefings(client);
      showToast({
        message: `“${read.params.title}” will be sent daily at ${draft.time} (${draft.timeZone}).`,
      });
      setScheduling(false);
    });
  };

  const sourceError =
    errorFor(errors, 'savedSearchId') ??
    (options.searchesError
      ? `The saved searches could not be loaded: ${options.searchesError.message}`
      : undefined);

  return (
    <form aria-label="New briefing" noValidate onSubmit={create} className="space-y-4">
      <h2 className="text-base font-semibold">New briefing</h2>
      {save.problem ? (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
          {save.problem}
        </p>
      ) : null}
      <Field label="Title" error={errorFor(errors, 'title')}>
        {({ id, describedBy }) => (
          <input
            id={id}
            className={fieldClass}
            value={draft.title}
            maxLength={120}
            autoComplete="off"
            placeholder="e.g. Morning brief: West Africa"
            aria-describedby={describedBy}
            aria-invalid={errorFor(errors, 'title') ? true : undefined}
            onChange={(event) => set({ title: event.target.value })}
          />
        )}
      </Field>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">What it reads</legend>
        <p className="text-xs text-muted">
          A saved search’s incidents, those within the sites’ radius, or the saved search’s
          incidents within the sites’ radius.
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <Field label="Saved search" error={sourceError}>
            {({ id, describedBy }) => (
              <SavedSearchSelect
                id={id}
                describedBy={describedBy}
                invalid={Boolean(errorFor(errors, 'savedSearchId'))}
                className={select}
                value={draft.savedSearchId}
                onChange={(savedSearchId) => set({ savedSearchId })}
                searches={options.savedSearches}
                loading={options.searchesLoading}
                noneLabel="None"
              />
            )}
          </Field>
          <div className="space-y-1">
            {/* The picker's button carries its name; this is for the eye, beside "Saved search". */}
            <span aria-hidden className="block text-sm font-medium">
              Sites
            </span>
            <SearchableMultiSelect
              label="Sites"
              options={options.siteOptions}
              selected={draft.siteIds}
              onChange={(siteIds) => set({ siteIds })}
              loading={options.sitesLoading}
              loadError={options.sitesError}
              emptyText="No site"
            />
          </div>
        </div>
        {errorFor(errors, 'siteIds') ? (
          <p className="text-xs text-danger">{errorFor(errors, 'siteIds')}</p>
        ) : null}
      </fieldset>

      <Field label="Period" error={errorFor(errors, 'periodHours')}>
        {({ id, describedBy }) => (
          <select
            id={id}
            className={select}
            value={draft.periodHours}
            aria-describedby={describedBy}
            onChange={(event) => set({ periodHours: Number(event.target.value) })}
          >
            {PERIODS.map((period) => (
              <option key={period.hours} value={period.hours}>
                The last {period.label}
              </option>
            ))}
          </select>
        )}
      </Field>

      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={save.busy}>
          {save.busy && !scheduling ? 'Making the briefing…' : 'Create briefing'}
        </button>
        {scheduling ? null : (
          <button type="button" className={secondaryButton} onClick={() => setScheduling(true)}>
            Send daily…
          </button>
        )}
      </div>

      {scheduling ? (
        <fieldset className="space-y-3 rounded-md border border-line p-3">
          <legend className="px-1 text-sm font-medium">Send daily by email</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Time" error={errorFor(errors, 'time')}>
              {({ id, describedBy }) => (
                <input
                  id={id}
                  type="time"
                  className={select}
                  value={draft.time}
                  aria-describedby={describedBy}
                  aria-invalid={errorFor(errors, 'time') ? true : undefined}
                  onChange={(event) => set({ time: event.target.value })}
                />
              )}
            </Field>
            <TimeZoneField
              value={draft.timeZone}
              error={errorFor(errors, 'timeZone')}
              onChange={(timeZone) => set({ timeZone })}
            />
          </div>
          <Field
            label="Recipients"
            hint="Email addresses, one per line or separated by commas; leave empty to send it to yourself."
            error={errorFor(errors, 'recipients')}
          >
            {({ id, describedBy }) => (
              <textarea
                id={id}
                rows={2}
                className={fieldClass}
                value={draft.recipients}
                spellCheck={false}
                aria-describedby={describedBy}
                aria-invalid={errorFor(errors, 'recipients') ? true : undefined}
                onChange={(event) => set({ recipients: event.target.value })}
              />
            )}
          </Field>
          <div className="flex gap-2">
            <button type="button" className={primaryButton} disabled={save.busy} onClick={schedule}>
              {save.busy ? 'Saving…' : 'Schedule daily'}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setScheduling(false)}>
              Cancel
            </button>
          </div>
        </fieldset>
      ) : null}
    </form>
  );
}
