import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { focusRing, primaryButton, secondaryButton } from '@/components/button-styles';
import { isApiError } from '@/lib/http/api-error';
import { importSites, type SiteImportReport } from '@/lib/http/watchfloor';
import { invalidateSites } from '../site-queries';
import { formatCount } from '@/lib/text/format-count';

type Format = 'csv' | 'geojson';

type Outcome =
  | { kind: 'stored'; report: SiteImportReport }
  | { kind: 'refused'; summary: string; rows: { label: string; message: string }[] };

const formatOf = (file: File): Format =>
  /\.(geo)?json$/i.test(file.name) || /json/.test(file.type) ? 'geojson' : 'csv';

/** `line 14` → 14, to list the rows in file order. */
const rowNumber = (label: string) => Number(/\d+/.exec(label)?.[0] ?? 0);

/** The row problems of a refused import: every key of the 422 but `file` names a row. */
function refusal(data: Readonly<Record<string, string>>, message: string): Outcome {
  const rows = Object.entries(data)
    .filter(([key]) => key !== 'file' && key !== 'body')
    .map(([key, text]) => ({ label: key.charAt(0).toUpperCase() + key.slice(1), message: text }))
    .sort((a, b) => rowNumber(a.label) - rowNumber(b.label));
  return { kind: 'refused', summary: data.file ?? data.body ?? message, rows };
}

/**
 * Sites from a CSV or GeoJSON file. All or nothing by default: a file with wrong rows stores
 * nothing, and the dialog lists each wrong row and why, offering to import only the good ones.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const inputId = useId();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const close = () => {
    setFile(null);
    setOutcome(null);
    onClose();
  };

  const send = async (keep: 'all-or-nothing' | 'valid') => {
    if (!file) return;
    setBusy(true);
    const format = formatOf(file);
    try {
      const { data } = await importSites({
        query: { format, keep },
        body: file,
        headers: { 'Content-Type': format === 'csv' ? 'text/csv' : 'application/geo+json' },
        throwOnError: true,
      });
      setOutcome({ kind: 'stored', report: data.data });
      await invalidateSites(client);
    } catch (error) {
      setOutcome(
        isApiError(error) && (error.status === 422 || error.status === 413)
          ? refusal(error.data, error.message)
          : {
              kind: 'refused',
              summary: isApiError(error)
                ? error.message
                : 'The Watchfloor server could not be reached.',
              rows: [],
            },
      );
    } finally {
      setBusy(false);
    }
  };

  const stored = outcome?.kind === 'stored' ? outcome.report : undefined;
  const refused = outcome?.kind === 'refused' ? outcome : undefined;

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-lg border border-line bg-surface p-5 text-ink shadow-xl backdrop:bg-black/40"
    >
      <h2 id={titleId} className="text-base font-semibold">
        Import sites
      </h2>
      <p className="mt-1 text-sm text-muted">
        A CSV file with the columns <code>name</code>, <code>latitude</code>, <code>longitude</code>{' '}
        and optionally <code>address</code>, <code>tags</code> (separated by <code>;</code>),{' '}
        <code>visibility</code>, <code>radius_km</code>, <code>category_radii</code>,{' '}
        <code>impact_factors</code>; or GeoJSON Point features with those properties. Up to 10,000
        rows, UTF-8. An export of this page imports again as it is.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          File to import
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.geojson,.json,text/csv,application/geo+json,application/json"
          className={`min-w-0 flex-1 text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-raised file:px-3 file:py-1.5 file:text-sm file:text-ink ${focusRing}`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setOutcome(null);
          }}
        />
        <button
          type="button"
          className={primaryButton}
          disabled={!file || busy || Boolean(outcome)}
          onClick={() => void send('all-or-nothing')}
        >
          <Upload aria-hidden className="size-4" /> {busy ? 'Importing…' : 'Import'}
        </button>
      </div>

      {stored ? (
        <div role="status" className="mt-4 rounded-md border border-line bg-raised p-3 text-sm">
          <p className="flex items-center gap-2 font-medium">
            <CheckCircle2 aria-hidden className="size-4 text-accent" />
            Imported {formatCount(stored.imported)} of {formatCount(stored.rows)}{' '}
            {stored.rows === 1 ? 'site' : 'sites'}.
          </p>
          {stored.problems.length > 0 ? (
            <>
              <p className="mt-2">Left out ({formatCount(stored.problems.length)}):</p>
              <ProblemList
                rows={stored.problems.map((problem) => ({
                  label: problem.label,
                  message: problem.messages.join(' '),
                }))}
              />
            </>
          ) : null}
        </div>
      ) : null}

      {refused ? (
        <div
          role="alert"
          className="mt-4 rounded-md border border-danger bg-danger-soft p-3 text-sm"
        >
          <p className="flex items-start gap-2 font-medium">
            <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
            {refused.summary}
          </p>
          {refused.rows.length > 0 ? <ProblemList rows={refused.rows} /> : null}
        </div>
      ) : null}

      <div className="mt-5 flex flex-wrap justify-end gap-2">
        {refused && refused.rows.length > 0 && !/^None of/.test(refused.summary) ? (
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            onClick={() => void send('valid')}
          >
            Import only the good rows
          </button>
        ) : null}
        <button type="button" className={secondaryButton} onClick={close} autoFocus>
          {stored ? 'Done' : 'Close'}
        </button>
      </div>
    </dialog>
  );
}

/** Each wrong row and why, in file order; markup in a value shows as the text it is. */
function ProblemList({ rows }: { rows: readonly { label: string; message: string }[] }) {
  return (
    <ol
      aria-label="Rows with problems"
      tabIndex={0}
      className={`mt-2 max-h-64 space-y-1 overflow-auto rounded border border-line bg-surface p-2 ${focusRing}`}
    >
      {rows.map((row) => (
        <li key={row.label} className="grid grid-cols-[6rem_minmax(0,1fr)] gap-2">
          <span className="font-medium tabular-nums">{row.label}</span>
          <span className="break-words">{row.message}</span>
        </li>
      ))}
    </ol>
  );
}
