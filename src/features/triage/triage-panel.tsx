import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import { ClipboardCheck } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import { RelativeInstant } from '@/components/instant';
import { invalidateTriage } from '@/components/triage/triage-cache';
import { ConflictNotice } from '@/components/workspace/conflict-notice';
import { apiErrorOf } from '@/lib/http/api-error';
import {
  getTriageQueryKey,
  getTriageOptions,
  listTeamOptions,
  markTriageSeenMutation,
  updateTriageMutation,
  type GetTriageResponse,
  type Triage,
} from '@/lib/http/watchfloor';
import { useSession } from '@/lib/session/use-session';
import { useNow } from '@/lib/time/use-now';
import {
  IMPACT_ON_US_LABELS,
  IMPACTS_ON_US,
  isImpactOnUs,
  isTriageStatus,
  TRIAGE_NOTES_MAX_CHARS,
  TRIAGE_STATUS_LABELS,
  TRIAGE_STATUSES,
} from '../../../contract/triage/values';
import { NotesField } from './notes-field';
import { RevisionNotice } from './revision-notice';
import {
  changedNames,
  changeOf,
  describeField,
  FIELD_LABELS,
  fieldsOf,
  rebase,
  type TriageFields,
} from './triage-draft';
import { TriageHistory } from './triage-history';
import { LoadingShape } from '@/components/loading-shape';

/** A change in progress: the fields as they were when it began (and their version), and now. */
interface Edit {
  base: TriageFields;
  version: number;
  draft: TriageFields;
}

/** A stale save: who changed what, and what this analyst was saving. */
interface Conflict {
  changedBy: string | undefined;
  base: TriageFields;
  theirs: TriageFields;
  mine: TriageFields;
}

const selectClass =
  'mt-1 block w-full rounded-md border border-line bg-canvas px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-accent';

function Field({
  label,
  htmlFor,
  error,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={htmlFor} className="text-xs font-medium text-muted">
        {label}
      </label>
      {children}
      {error && (
        <p role="alert" className="mt-1 text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The team's triage of one incident, beside its record: status, impact on us, who has it, notes,
 * whether the vendor revised it since, and every change with who and when. Changes are saved
 * together from the version they were made on; someone else's save in between is shown side by
 * side with this analyst's, whose work stays in the form.
 */
export function TriagePanel({ incidentId }: { incidentId: string }) {
  const queryClient = useQueryClient();
  const store = useRouteContext({ from: rootRouteId, select: (context) => context.session });
  const me = useSession(store)?.user;
  const ids = useId();
  const [edit, setEdit] = useState<Edit | null>(null);
  const [editingNotes, setEditingNotes] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const [saved, setSaved] = useState(false);
  const [seenProblem, setSeenProblem] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const now = useNow(30_000);

  const key = getTriageQueryKey({ path: { incidentId } });
  const answer = useQuery({
    ...getTriageOptions({ path: { incidentId } }),
    staleTime: 15_000,
    // A teammate's change shows while this analyst is only reading.
    refetchInterval: edit ? false : 60_000,
  });
  const team = useQuery(listTeamOptions());
  const members = team.data?.data.members ?? [];
  const nameOf = (email: string) => members.find((member) => member.email === email)?.name ?? email;

  const save = useMutation(updateTriageMutation());
  const markSeen = useMutation(markTriageSeenMutation());

  const keep = (triage: Triage | null) =>
    queryClient.setQueryData<GetTriageResponse>(key, (old) =>
      old ? { ...old, data: { ...old.data, triage } } : old,
    );

  const loadError = apiErrorOf(answer.error, 'watchfloor', 'GET /api/watchfloor/triage/{id}');
  const triage = answer.data?.data.triage ?? null;
  const refresh = answer.data?.data.refresh;
  const shown = edit?.draft ?? fieldsOf(triage);
  const dirty = edit ? changedNames(edit.base, edit.draft).length > 0 : false;
  const notesTooLong = shown.notes.length > TRIAGE_NOTES_MAX_CHARS;

  const change = (changes: Partial<TriageFields>) => {
    setSaved(false);
    setEdit((current) => {
      const base = current ?? { base: fieldsOf(triage), version: triage?.version ?? 0 };
      const draft = { ...(current?.draft ?? fieldsOf(triage)), ...changes };
      if (draft.status !== 'duplicate') draft.duplicateOf = null;
      return { base: base.base, version: base.version, draft };
    });
    setProblems((current) => {
      const rest = { ...current };
      for (const name of Object.keys(changes)) delete rest[name];
      delete rest.body;
      return rest;
    });
  };

  const discard = () => {
    setEdit(null);
    setEditingNotes(false);
    setConflict(null);
    setProblems({});
  };

  const submit = () => {
    if (!edit || !dirty || notesTooLong || save.isPending) return;
    const { base, version, draft } = edit;
    save.mutate(
      { path: { incidentId }, body: changeOf(base, draft, version) },
      {
        onSuccess: (result) => {
          keep(result.data.triage);
          setEdit(null);
          setEditingNotes(false);
          setConflict(null);
          setProblems({});
          setSaved(true);
          void invalidateTriage(queryClient);
        },
        onError: (failure) => {
          const error = apiErrorOf(failure, 'watchfloor', 'PATCH /api/watchfloor/triage/{id}');
          if (!error) return;
          if (error.isConflict) {
            const current = (error.current ?? null) as Triage | null;
            const theirs = fieldsOf(current);
            keep(current);
            setConflict({ changedBy: current?.changedBy.name, base, theirs, mine: draft });
            setEdit({
              base: theirs,
              version: current?.version ?? 0,
              draft: rebase(base, theirs, draft),
            });
            if (changedNames(base, draft).includes('notes')) setEditingNotes(true);
            void invalidateTriage(queryClient);
            return;
          }
          if (error.kind === 'fail' && Object.keys(error.data).length > 0) {
            setProblems(error.data);
            if (error.data.notes) setEditingNotes(true);
            return;
          }
          setProblems({ body: error.message });
        },
      },
    );
  };

  const seen = () => {
    if (!triage) return;
    setSeenProblem(null);
    markSeen.mutate(
      { path: { incidentId }, body: { revision: triage.snapshot.updatedAt } },
      {
        onSuccess: (result) => {
          keep(result.data.triage);
          void invalidateTriage(queryClient);
        },
        onError: (failure) => {
          const error = apiErrorOf(failure, 'watchfloor');
          if (error?.isConflict) {
            keep((error.current ?? null) as Triage | null);
            setSeenProblem(
              'The vendor revised it again meanwhile: the changes above are the latest. Read them, then mark them seen.',
            );
          } else {
            setSeenProblem(error?.message ?? 'It could not be marked seen.');
          }
        },
      },
    );
  };

  return (
    <section
      id="triage"
      aria-labelledby={`${ids}-title`}
      className="scroll-mt-16 space-y-3 rounded-lg border border-line bg-surface p-4 print:hidden"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${ids}-title`} className="flex items-center gap-2 font-semibold">
          <ClipboardCheck aria-hidden className="size-4 text-muted" /> Triage
        </h2>
        {triage && (
          <span className="text-xs text-muted">
            {triage.changedBy.name},{' '}
            <RelativeInstant epochMs={Date.parse(triage.changedAt)} nowMs={now} />
          </span>
        )}
      </div>

      {loadError ? (
        <div role="alert" className="text-sm">
          <p>The triage could not be loaded: {loadError.message}</p>
          <button
            type="button"
            className={`${secondaryButton} mt-2`}
            onClick={() => void answer.refetch()}
          >
            Try again
          </button>
        </div>
      ) : !answer.data ? (
        <LoadingShape label="Loading the triage" className="space-y-2">
          <div className="h-8 animate-pulse rounded bg-raised" />
          <div className="h-8 animate-pulse rounded bg-raised" />
          <div className="h-16 animate-pulse rounded bg-raised" />
        </LoadingShape>
      ) : (
        <>
          {!triage && (
            <p className="text-sm text-muted">
              Nobody has triaged this incident yet. Set its status, impact on us or assignee and
              save.
            </p>
          )}
          {triage?.updatedSinceTriage && (
            <RevisionNotice
              triage={triage}
              onMarkSeen={seen}
              marking={markSeen.isPending}
              problem={seenProblem}
            />
          )}
          {refresh?.status === 'failed' && refresh.message && (
            <p className="text-xs text-muted">{refresh.message}</p>
          )}

          {conflict && (
            <div className="space-y-1">
              <ConflictNotice
                changedBy={conflict.changedBy}
                fields={changedNames(conflict.base, conflict.theirs).map((name) => ({
                  label: FIELD_LABELS[name],
                  theirs: describeField(name, conflict.theirs, nameOf),
                  // A field only they changed takes their value; saying "yours" would mislead.
                  mine:
                    conflict.mine[name] === conflict.base[name]
                      ? '(not changed by you)'
                      : describeField(name, conflict.mine, nameOf),
                }))}
                onUseTheirs={discard}
                onApplyMine={submit}
              />
              {conflict.theirs.notes !== conflict.base.notes &&
                conflict.mine.notes !== conflict.base.notes && (
                  <p className="text-xs text-muted">
                    Nothing of either note is lost: your text is in the editor after theirs.
                  </p>
                )}
            </div>
          )}

          <div className="grid grid-cols-2 gap-3">
            <Field label="Status" htmlFor={`${ids}-status`} error={problems.status}>
              <select
                id={`${ids}-status`}
                value={shown.status}
                onChange={(event) => {
                  const status = event.target.value;
                  if (isTriageStatus(status)) change({ status });
                }}
                className={selectClass}
              >
                {TRIAGE_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {TRIAGE_STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Impact on us" htmlFor={`${ids}-impact`} error={problems.impactOnUs}>
              <select
                id={`${ids}-impact`}
                value={shown.impactOnUs ?? ''}
                onChange={(event) => {
                  const impact = event.target.value;
                  change({ impactOnUs: isImpactOnUs(impact) ? impact : null });
                }}
                className={selectClass}
              >
                <option value="">Not assessed</option>
                {IMPACTS_ON_US.map((impact) => (
                  <option key={impact} value={impact}>
                    {IMPACT_ON_US_LABELS[impact]}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          {shown.status === 'duplicate' && (
            <Field
              label="Duplicate of (incident id)"
              htmlFor={`${ids}-duplicate`}
              error={problems.duplicateOf}
            >
              <input
                id={`${ids}-duplicate`}
                value={shown.duplicateOf ?? ''}
                placeholder="IN-123"
                spellCheck={false}
                autoComplete="off"
                aria-invalid={Boolean(problems.duplicateOf)}
                onChange={(event) => change({ duplicateOf: event.target.value.trim() || null })}
                className={`${selectClass} font-mono`}
              />
            </Field>
          )}
          <Field label="Assignee" htmlFor={`${ids}-assignee`} error={problems.assignee}>
            <select
              id={`${ids}-assignee`}
              value={shown.assignee ?? ''}
              onChange={(event) => change({ assignee: event.target.value || null })}
              className={selectClass}
            >
              <option value="">Unassigned</option>
              {me && <option value={me.email}>Me ({me.name})</option>}
              {members
                .filter((member) => member.email !== me?.email)
                .map((member) => (
                  <option key={member.email} value={member.email}>
                    {member.name}
                  </option>
                ))}
              {shown.assignee &&
                shown.assignee !== me?.email &&
                !members.some((member) => member.email === shown.assignee) && (
                  <option value={shown.assignee}>{shown.assignee}</option>
                )}
            </select>
          </Field>
          <NotesField
            notes={shown.notes}
            editing={editingNotes}
            error={problems.notes}
            onEdit={() => setEditingNotes(true)}
            onChange={(notes) => change({ notes })}
            onSubmit={submit}
          />

          {problems.body && (
            <p role="alert" className="text-sm text-danger">
              {problems.body}
            </p>
          )}
          {(dirty || editingNotes) && (
            <div className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                className={primaryButton}
                onClick={submit}
                disabled={!dirty || notesTooLong || save.isPending}
              >
                {save.isPending ? 'Saving…' : triage ? 'Save' : 'Save triage'}
              </button>
              <button type="button" className={secondaryButton} onClick={discard}>
                Discard
              </button>
              {notesTooLong && (
                <span className="text-xs text-danger">Shorten the notes to save.</span>
              )}
            </div>
          )}
          <p role="status" className="text-xs text-muted">
            {saved && !dirty ? 'Saved.' : ''}
          </p>

          {triage && (
            <details
              open={historyOpen}
              onToggle={(event) => setHistoryOpen(event.currentTarget.open)}
              className="border-t border-line pt-2"
            >
              <summary className="cursor-pointer text-sm font-medium">History</summary>
              <div className="mt-2">
                {historyOpen && <TriageHistory incidentId={incidentId} members={members} />}
              </div>
            </details>
          )}
        </>
      )}
    </section>
  );
}
