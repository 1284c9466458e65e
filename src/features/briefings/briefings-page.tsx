import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Pause, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { focusRing, secondaryButton } from '@/components/button-styles';
import { Instant } from '@/components/instant';
import { ListEmpty, ListError } from '@/components/list-states';
import { ConfirmDialog } from '@/components/workspace/confirm-dialog';
import { apiErrorOf, isApiError } from '@/lib/http/api-error';
import {
  deleteBriefingSchedule,
  listBriefingSchedulesOptions,
  listBriefingsOptions,
  updateBriefingSchedule,
  type BriefingSchedule,
} from '@/lib/http/watchfloor';
import { showToast } from '@/lib/toasts/toast-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BriefingForm } from './briefing-form';
import { invalidateBriefings } from './briefing-queries';
import { periodWords, Trend } from './briefing-words';
import { formatCount } from '@/lib/text/format-count';
import { LoadingShape } from '@/components/loading-shape';

const linkClass = `rounded font-medium underline-offset-2 hover:underline ${focusRing}`;

function Loading({ label }: { label: string }) {
  return (
    <LoadingShape label={label} className="space-y-1">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="h-10 animate-pulse rounded bg-raised" />
      ))}
    </LoadingShape>
  );
}

function SavedBriefings() {
  const query = useQuery(listBriefingsOptions());
  const error = apiErrorOf(query.error, 'watchfloor', 'GET /api/watchfloor/briefings');
  const list = query.data?.data.briefings;
  if (error) {
    return (
      <ListError
        title="The briefings could not be loaded"
        error={error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!list) return <Loading label="Loading the briefings" />;
  if (list.length === 0) {
    return <ListEmpty>No briefing yet. Make one with the form.</ListEmpty>;
  }
  const newest = [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return (
    <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
      {newest.map((briefing) => (
        <li key={briefing.id} className="px-3 py-2 text-sm">
          <Link
            to="/briefings/$briefingId"
            params={{ briefingId: briefing.id }}
            className={linkClass}
          >
            {briefing.title}
          </Link>
          <p className="text-xs text-muted">
            {formatCount(briefing.totals.count)}{' '}
            {briefing.totals.count === 1 ? 'incident' : 'incidents'} in the{' '}
            {periodWords(Math.round((briefing.period.until - briefing.period.from) / 3600))} until{' '}
            <Instant ms={briefing.period.until * 1000} utc="hover" />,{' '}
            <Trend count={briefing.totals.count} previous={briefing.totals.previousCount} /> ·{' '}
            {briefing.owner.name}
            {briefing.scheduleId ? ' · scheduled' : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

function ScheduleRow({
  schedule,
  onDelete,
}: {
  schedule: BriefingSchedule;
  onDelete: (schedule: BriefingSchedule) => void;
}) {
  const client = useQueryClient();
  const toggle = useMutation({
    mutationFn: (active: boolean) =>
      updateBriefingSchedule({
        path: { id: schedule.id },
        body: { version: schedule.version, active },
        throwOnError: true,
      }),
    onSettled: () => invalidateBriefings(client),
    onError: (error) =>
      showToast({
        message: isApiError(error)
          ? error.isConflict
            ? 'Someone changed this schedule meanwhile; it is shown as it is now. Try again.'
            : error.message
          : 'The schedule could not be changed.',
        tone: 'error',
      }),
  });
  const recipients = schedule.recipients.length
    ? schedule.recipients.join(', ')
    : `${schedule.owner.name} (its owner)`;
  return (
    <tr className="align-top">
      <td className="px-3 py-2">
        <span className="font-medium">{schedule.params.title}</span>
        <span className="block text-xs text-muted">
          The last {periodWords(schedule.params.periodHours)}
        </span>
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        Daily at {schedule.time}
        <span className="block text-xs text-muted">{schedule.timeZone}</span>
      </td>
      <td className="px-3 py-2 break-words">{recipients}</td>
      <td className="px-3 py-2">
        {schedule.active ? (
          <>
            <span className="font-medium">Active</span>
            {schedule.nextRunAt ? (
              <span className="block text-xs text-muted">
                Next: <Instant ms={Date.parse(schedule.nextRunAt)} utc="hover" />
              </span>
            ) : null}
          </>
        ) : (
          <>
            <span className="font-medium text-danger">Stopped</span>
            <span className="block text-xs">
              {schedule.stoppedReason ?? 'Paused: nothing is sent until it is resumed.'}
            </span>
          </>
        )}
      </td>
      <td className="px-3 py-2">
        {schedule.mayChange ? (
          <div className="flex justify-end gap-1">
            <button
              type="button"
              className={secondaryButton}
              disabled={toggle.isPending}
              onClick={() => toggle.mutate(!schedule.active)}
            >
              {schedule.active ? (
                <>
                  <Pause aria-hidden className="size-4" /> Pause
                  <span className="sr-only"> {schedule.params.title}</span>
                </>
              ) : (
                <>
                  <Play aria-hidden className="size-4" /> Resume
                  <span className="sr-only"> {schedule.params.title}</span>
                </>
              )}
            </button>
            <button type="button" className={secondaryButton} onClick={() => onDelete(schedule)}>
              <Trash2 aria-hidden className="size-4" />
              <span className="sr-only">Delete {schedule.params.title}</span>
            </button>
          </div>
        ) : null}
      </td>
    </tr>
  );
}

function Schedules() {
  const client = useQueryClient();
  const query = useQuery(listBriefingSchedulesOptions());
  const error = apiErrorOf(query.error, 'watchfloor', 'GET /api/watchfloor/briefing-schedules');
  const list = query.data?.data.schedules;
  const [deleting, setDeleting] = useState<BriefingSchedule | null>(null);
  const remove = useMutation({
    mutationFn: (schedule: BriefingSchedule) =>
      deleteBriefingSchedule({ path: { id: schedule.id }, throwOnError: true }),
    onSuccess: (_, schedule) => {
      showToast({ message: `Deleted the schedule of “${schedule.params.title}”.` });
      setDeleting(null);
    },
    onError: (failure) =>
      showToast({
        message: isApiError(failure) ? failure.message : 'The schedule could not be deleted.',
        tone: 'error',
      }),
    onSettled: () => invalidateBriefings(client),
  });

  if (error) {
    return (
      <ListError
        title="The schedules could not be loaded"
        error={error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!list) return <Loading label="Loading the schedules" />;
  if (list.length === 0) {
    return <ListEmpty>Nothing is sent on a schedule. Use “Send daily…” in the form.</ListEmpty>;
  }
  return (
    <>
      <div className="overflow-x-auto rounded-lg border border-line bg-surface">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Briefings sent daily</caption>
          <thead className="border-b border-line text-xs text-muted">
            <tr>
              <th className="px-3 py-2 font-medium">Briefing</th>
              <th className="px-3 py-2 font-medium">When</th>
              <th className="px-3 py-2 font-medium">To</th>
              <th className="px-3 py-2 font-medium">State</th>
              <th className="px-3 py-2 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {list.map((schedule) => (
              <ScheduleRow key={schedule.id} schedule={schedule} onDelete={setDeleting} />
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this schedule?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      >
        “{deleting?.params.title}” will no longer be sent. The briefings it made stay.
      </ConfirmDialog>
    </>
  );
}

/** `/briefings`: the saved briefings (newest first), the daily schedules, and a new one. */
export function BriefingsPage() {
  useDocumentTitle('Briefings');
  return (
    <div className="mx-auto max-w-6xl px-6 py-6">
      <h1 className="text-2xl font-semibold">Briefings</h1>
      <p className="mt-1 max-w-3xl text-sm text-muted">
        A briefing reports a period: headline counts beside the period before, the incidents of most
        impact, each site’s incidents, a map and the news. It is saved as made, to open again or
        print; a schedule sends one by email every day.
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="briefings-saved">
            <h2 id="briefings-saved" className="mb-2 text-base font-semibold">
              Saved briefings
            </h2>
            <SavedBriefings />
          </section>
          <section aria-labelledby="briefings-schedules">
            <h2 id="briefings-schedules" className="mb-2 text-base font-semibold">
              Sent daily
            </h2>
            <Schedules />
          </section>
        </div>
        <section className="h-fit rounded-lg border border-line bg-surface p-4">
          <BriefingForm />
        </section>
      </div>
    </div>
  );
}
