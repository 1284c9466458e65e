import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BellOff, Check, CheckCheck, MapPin, UserRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { TRIAGE_STATUS_LABELS, type TriageStatus } from '../../../contract/triage/values';
import { focusRing, primaryButton, secondaryButton } from '@/components/button-styles';
import { RelativeInstant } from '@/components/instant';
import type { Alert, TeamMember } from '@/lib/http/watchfloor';
import { showToast } from '@/lib/toasts/toast-store';
import { describeChanges, describeReasons } from '@/lib/alerts/alert-words';
import { useAlertActions } from './alert-actions';
import { refreshAlerts } from '@/lib/alerts/alert-cache';
import { alertActionMessage } from './alert-errors';

const selectClass = `rounded-md border border-line bg-canvas px-2 py-1 text-sm ${focusRing}`;

const DISPOSITIONS = {
  relevant: 'Relevant',
  'not-relevant': 'Not relevant',
  duplicate: 'Duplicate',
} as const;
type Disposition = keyof typeof DISPOSITIONS;

const SNOOZES = {
  hour: { label: 'For an hour', until: () => new Date(Date.now() + 3_600_000) },
  morning: {
    label: 'Until tomorrow 08:00',
    until: () => {
      const next = new Date();
      next.setDate(next.getDate() + 1);
      next.setHours(8, 0, 0, 0);
      return next;
    },
  },
  week: { label: 'For a week', until: () => new Date(Date.now() + 7 * 86_400_000) },
  revised: { label: 'Until the incident is revised', until: () => null },
} as const;
type SnoozeChoice = keyof typeof SNOOZES;

/** One alert in the notification centre, with what the analyst can do about it. */
export function AlertRow({
  alert,
  nowMs,
  members,
  myEmail,
}: {
  alert: Alert;
  nowMs: number;
  members: readonly TeamMember[];
  myEmail: string | undefined;
}) {
  const client = useQueryClient();
  const { markRead, acknowledge, assign, snooze } = useAlertActions();
  const [acknowledging, setAcknowledging] = useState(false);
  const headingId = useId();
  const error =
    alertActionMessage(markRead.error, 'POST /api/watchfloor/alerts/read') ??
    alertActionMessage(acknowledge.error, 'POST /api/watchfloor/alerts/{id}/acknowledge') ??
    alertActionMessage(assign.error, 'POST /api/watchfloor/alerts/{id}/assign') ??
    alertActionMessage(snooze.error, 'POST /api/watchfloor/alerts/{id}/snooze');
  const open = () => {
    if (!alert.read) markRead.mutate({ body: { ids: [alert.id] } });
  };
  const snoozeFor = (choice: SnoozeChoice) => {
    const until = SNOOZES[choice].until();
    // The toast follows the request, not this row: a snoozed alert leaves the list, and the
    // row can be gone before a callback given to `mutate` would run (it then never does).
    // A failure shows in place through `snooze.error` while the row is there.
    snooze
      .mutateAsync({
        path: { id: alert.id },
        body: until ? { until: until.toISOString() } : { untilRevised: true },
      })
      .then(
        () =>
          showToast({
            message: `Snoozed the alert on ${alert.incidentId} ${SNOOZES[choice].label.toLowerCase()}.`,
            action: {
              label: 'Undo',
              run: async () => {
                await snooze.mutateAsync({
                  path: { id: alert.id },
                  body: { until: null, untilRevised: false },
                });
                refreshAlerts(client);
              },
            },
          }),
        () => undefined,
      );
  };
  const assignee = alert.triage?.assignee?.email ?? '';

  return (
    <li
      aria-labelledby={headingId}
      data-alert-id={alert.id}
      data-read={alert.read}
      className={`border-b border-line px-4 py-3 last:border-b-0 ${alert.read ? '' : 'bg-accent/5'}`}
    >
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <span
          aria-hidden
          className={`mt-1.5 size-2 shrink-0 rounded-full ${alert.read ? 'bg-transparent' : 'bg-accent'}`}
        />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
            <span
              className={`rounded px-1.5 py-0.5 font-semibold ${
                alert.kind === 'new' ? 'bg-accent text-accent-ink' : 'bg-raised text-ink'
              }`}
            >
              {alert.kind === 'new' ? 'New' : 'Updated'}
            </span>
            {alert.read ? null : <span className="sr-only">Unread.</span>}
            <span>Watch “{alert.watch.name}”</span>
            <span aria-hidden>·</span>
            <RelativeInstant epochMs={Date.parse(alert.createdAt)} nowMs={nowMs} />
          </p>
          <h2 id={headingId} className="mt-1 text-sm font-semibold">
            <Link
              to="/incidents/$incidentId"
              params={{ incidentId: alert.incidentId }}
              onClick={open}
              className={`rounded hover:underline ${focusRing}`}
            >
              <span className="font-mono text-muted">{alert.incidentId}</span>{' '}
              {alert.incident.summary}
            </Link>
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="flex items-center gap-1.5">
              <span
                aria-hidden
                className="size-2.5 rounded-full"
                style={{ backgroundColor: alert.incident.category.colour }}
              />
              {alert.incident.category.name}
            </span>
            <span>
              Impact {alert.incident.impact.label} ({alert.incident.impact.rating})
            </span>
            <span className="text-muted tabular-nums">
              {alert.incident.position.latitude.toFixed(3)},{' '}
              {alert.incident.position.longitude.toFixed(3)}
            </span>
          </p>
          {alert.kind === 'updated' && alert.changes.length > 0 ? (
            <p className="mt-1 text-sm">
              <span className="text-muted">Changed:</span> {describeChanges(alert.changes)}
            </p>
          ) : null}
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
            <MapPin aria-hidden className="size-3.5 shrink-0" />
            {describeReasons(alert.reasons)}
          </p>
          {alert.triage ? (
            <p className="mt-1 text-xs text-muted">
              Triage:{' '}
              {TRIAGE_STATUS_LABELS[alert.triage.status as TriageStatus] ?? alert.triage.status}
              {alert.triage.assignee ? ` · assigned to ${alert.triage.assignee.name}` : ''}
              {alert.acknowledged ? ' · acknowledged by you' : ''}
            </p>
          ) : null}
        </div>
      </div>

      <div className="mt-2 flex flex-wrap items-center gap-2 pl-5">
        {alert.read ? null : (
          <button
            type="button"
            className={secondaryButton}
            disabled={markRead.isPending}
            onClick={() => markRead.mutate({ body: { ids: [alert.id] } })}
          >
            <Check aria-hidden className="size-4" /> Mark read
          </button>
        )}
        <button
          type="button"
          className={secondaryButton}
          aria-expanded={acknowledging}
          onClick={() => setAcknowledging((shown) => !shown)}
        >
          <CheckCheck aria-hidden className="size-4" /> Acknowledge…
        </button>
        <label className="flex items-center gap-1.5 text-sm">
          <UserRound aria-hidden className="size-4 text-muted" />
          <span className="sr-only">Assign {alert.incidentId} to</span>
          <select
            className={selectClass}
            value={assignee}
            disabled={assign.isPending}
            onChange={(event) =>
              assign.mutate({
                path: { id: alert.id },
                body: { assignee: event.target.value || null },
              })
            }
          >
            <option value="">Nobody assigned</option>
            {myEmail ? <option value={myEmail}>Me</option> : null}
            {members
              .filter((member) => member.email !== myEmail)
              .map((member) => (
                <option key={member.email} value={member.email}>
                  {member.name}
                </option>
              ))}
            {assignee && assignee !== myEmail && !members.some((m) => m.email === assignee) ? (
              <option value={assignee}>{alert.triage?.assignee?.name ?? assignee}</option>
            ) : null}
          </select>
        </label>
        <label className="flex items-center gap-1.5 text-sm">
          <BellOff aria-hidden className="size-4 text-muted" />
          <span className="sr-only">Snooze the alert on {alert.incidentId}</span>
          <select
            className={selectClass}
            value=""
            disabled={snooze.isPending}
            onChange={(event) => {
              if (event.target.value) snoozeFor(event.target.value as SnoozeChoice);
            }}
          >
            <option value="">Snooze…</option>
            {Object.entries(SNOOZES).map(([value, { label }]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>

      {acknowledging ? (
        <AcknowledgeForm
          incidentId={alert.incidentId}
          pending={acknowledge.isPending}
          onCancel={() => setAcknowledging(false)}
          onSubmit={(body) =>
            acknowledge.mutate(
              { path: { id: alert.id }, body },
              { onSuccess: () => setAcknowledging(false) },
            )
          }
        />
      ) : null}

      {error ? (
        <p role="alert" className="mt-2 ml-5 rounded-md bg-danger-soft px-3 py-1.5 text-sm">
          {error}
        </p>
      ) : null}
    </li>
  );
}

function AcknowledgeForm({
  incidentId,
  pending,
  onCancel,
  onSubmit,
}: {
  incidentId: string;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (body: { disposition: Disposition; note: string; duplicateOf?: string }) => void;
}) {
  const [disposition, setDisposition] = useState<Disposition>('relevant');
  const [note, setNote] = useState('');
  const [duplicateOf, setDuplicateOf] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const original = duplicateOf.trim().toUpperCase();
    if (disposition === 'duplicate' && !/^IN-[0-9]+$/.test(original)) {
      setProblem('Name the incident this duplicates, as IN-<number>.');
      return;
    }
    if (disposition === 'duplicate' && original === incidentId) {
      setProblem('An incident cannot duplicate itself.');
      return;
    }
    setProblem(null);
    onSubmit({
      disposition,
      note: note.trim(),
      ...(disposition === 'duplicate' ? { duplicateOf: original } : {}),
    });
  };
  return (
    <form
      aria-label={`Acknowledge ${incidentId}`}
      onSubmit={submit}
      className="mt-2 ml-5 grid max-w-xl gap-2 rounded-md border border-line bg-canvas p-3 text-sm"
    >
      <label className="flex items-center gap-2">
        <span className="w-28 text-muted">Disposition</span>
        <select
          className={selectClass}
          value={disposition}
          onChange={(event) => setDisposition(event.target.value as Disposition)}
        >
          {Object.entries(DISPOSITIONS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {disposition === 'duplicate' ? (
        <label className="flex items-center gap-2">
          <span className="w-28 text-muted">Duplicate of</span>
          <input
            className={`${selectClass} w-32 font-mono`}
            value={duplicateOf}
            placeholder="IN-123"
            aria-describedby={problem ? `${ids}-problem` : undefined}
            onChange={(event) => setDuplicateOf(event.target.value)}
          />
        </label>
      ) : null}
      <label className="grid gap-1">
        <span className="text-muted">Note for the team (added to the incident’s triage notes)</span>
        <textarea
          className={`${selectClass} min-h-16`}
          value={note}
          maxLength={2000}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      {problem ? (
        <p id={`${ids}-problem`} role="alert" className="text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className={primaryButton} disabled={pending}>
          {pending ? 'Saving…' : 'Acknowledge'}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
