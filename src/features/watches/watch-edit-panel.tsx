import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConflictNotice, type ConflictField } from '@/components/workspace/conflict-notice';
import { useSaveState } from '@/components/workspace/use-save-state';
import {
  createWatch,
  getWatchHistoryOptions,
  updateWatch,
  type Watch,
} from '@/lib/http/watchfloor';
import { showToast } from '@/lib/toasts/toast-store';
import { draftOf, readDraft, type WatchDraft, type WatchInput } from './watch-draft';
import { WatchDeliveryStatus } from './watch-delivery-status';
import { WatchForm } from './watch-form';
import { invalidateWatches } from './watch-queries';

const CADENCE_TEXT = { instant: 'at once', hourly: 'hourly', daily: 'daily' } as const;

/** What differs between their saved watch and the change this analyst tried, field by field. */
function conflictFields(theirs: Watch, mine: WatchInput): ConflictField[] {
  const merged = { ...theirs, ...mine, filters: mine.filters ?? theirs.filters };
  const both = (label: string, read: (watch: typeof merged | Watch) => string) => ({
    label,
    theirs: read(theirs),
    mine: read(merged),
  });
  return [
    both('Name', (watch) => watch.name),
    both('Filters', (watch) => (watch.savedSearchId ? 'A saved search' : watch.filters)),
    both('Sites', (watch) => `${watch.siteIds.length} site(s)`),
    both('Areas', (watch) => `${watch.areaIds.length} area(s)`),
    both('Alert on', (watch) => watch.triggers),
    both('Minimum impact', (watch) => (watch.minImpact === null ? 'any' : String(watch.minImpact))),
    both(
      'Cadence',
      (watch) =>
        `${CADENCE_TEXT[watch.cadence]}${watch.cadence === 'daily' ? ` at ${watch.digestTime}` : ''}`,
    ),
    both('Time zone', (watch) => watch.timeZone),
    both('Quiet hours', (watch) =>
      watch.quietHours ? `${watch.quietHours.start}–${watch.quietHours.end}` : 'none',
    ),
    both(
      'Webhooks',
      (watch) =>
        watch.webhooks
          .map((endpoint) => (typeof endpoint === 'string' ? endpoint : endpoint.url))
          .join(', ') || 'none',
    ),
    both('Emails', (watch) => watch.emails.join(', ') || 'none'),
    both('Who sees it', (watch) => (watch.visibility === 'team' ? 'The team' : 'Only its owner')),
    both('Paused', (watch) => (watch.paused ? 'yes' : 'no')),
  ];
}

/**
 * Making a watch, or changing one from the version on screen. When someone saved in between,
 * the server answers 409 with their version: the panel shows what differs and lets the analyst
 * keep theirs or save this change over it, knowingly.
 */
export function WatchEditPanel({
  watch,
  initialDraft,
  onClose,
}: {
  /** The watch being changed; none for a new one. */
  watch?: Watch;
  initialDraft: WatchDraft;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [draft, setDraft] = useState(initialDraft);
  const save = useSaveState({ onConflict: () => void invalidateWatches(client) });
  const theirs = save.conflict?.current as Watch | undefined;
  // Who changed it is the newest event of its history, asked once a conflict makes it matter.
  const history = useQuery({
    ...getWatchHistoryOptions({ path: { id: watch?.id ?? '' } }),
    enabled: Boolean(watch && theirs),
  });

  const submit = (version?: number) => {
    const read = readDraft(draft);
    if (!read.ok) {
      save.setErrors(read.errors);
      return;
    }
    void save.run(async () => {
      if (watch) {
        await updateWatch({
          path: { id: watch.id },
          body: { version: version ?? watch.version, ...read.input },
          throwOnError: true,
        });
      } else {
        await createWatch({ body: read.input, throwOnError: true });
      }
      await invalidateWatches(client);
      showToast({ message: `Saved the watch “${read.input.name}”.` });
      onClose();
    });
  };

  const mine = readDraft(draft);
  return (
    <WatchForm
      title={watch ? `Edit ${watch.name}` : 'New watch'}
      draft={draft}
      errors={save.errors}
      onChange={setDraft}
      onSubmit={() => submit(theirs?.version)}
      onCancel={onClose}
      busy={save.busy}
      submitLabel={watch ? 'Save' : 'Create watch'}
      endpoints={watch?.webhooks}
      deliveryStatus={watch ? <WatchDeliveryStatus watch={watch} /> : null}
      notice={
        <>
          {theirs && mine.ok ? (
            <ConflictNotice
              changedBy={history.data?.data.events[0]?.actor.name}
              fields={conflictFields(theirs, mine.input)}
              onUseTheirs={() => {
                save.clearConflict();
                setDraft(draftOf(theirs));
              }}
              onApplyMine={() => submit(theirs.version)}
            />
          ) : null}
          {save.problem ? (
            <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
              {save.problem}
            </p>
          ) : null}
        </>
      }
    />
  );
}
