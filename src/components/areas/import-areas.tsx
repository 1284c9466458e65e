import { FileUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { describeShape } from '../../../contract/areas/area-geometry';
import { useAreaWrites, type Area } from '@/lib/areas/areas-api';
import { readGeoJsonAreas, type ImportCandidate } from '@/lib/areas/geojson-file';
import { isApiError } from '@/lib/http/api-error';
import { showToast } from '@/lib/toasts/toast-store';
import { focusRing, primaryButton, secondaryButton } from '../button-styles';
import { VisibilityField, type Visibility } from '../workspace/visibility-field';

interface Row extends ImportCandidate {
  chosen: boolean;
}

/** The server's 422 names faults by place (`areas.2.name`): back onto the rows sent. */
function faultsByRow(data: Readonly<Record<string, string>>, sent: readonly Row[]) {
  const byKey = new Map<string, string>();
  for (const [field, message] of Object.entries(data)) {
    const index = /^areas\.(\d+)\./.exec(field)?.[1];
    const row = index === undefined ? undefined : sent[Number(index)];
    if (row) byKey.set(row.key, message);
  }
  return byKey;
}

/**
 * Import areas from a GeoJSON file: each shape in it is checked before anything is sent, and
 * shown with its name (editable), what was mended and what is refused and why. The chosen
 * ones are saved together, all or none.
 */
export function ImportAreas({ onImported }: { onImported?: (areas: Area[]) => void }) {
  const writes = useAreaWrites();
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [fileName, setFileName] = useState('');
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [visibility, setVisibility] = useState<Visibility>('team');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [serverFaults, setServerFaults] = useState<Map<string, string>>(new Map());
  const open = rows !== null || fileProblem !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const close = () => {
    setRows(null);
    setFileProblem(null);
    setRefusal(null);
    setServerFaults(new Map());
  };

  const read = async (file: File) => {
    setFileName(file.name);
    const result = readGeoJsonAreas(await file.text(), file.name);
    if (!result.ok) {
      setRows(null);
      setFileProblem(result.message);
      return;
    }
    setFileProblem(null);
    setRows(result.candidates.map((candidate) => ({ ...candidate, chosen: !candidate.problem })));
  };

  const chosen = rows?.filter((row) => row.chosen && row.shape) ?? [];
  const refused = rows?.filter((row) => row.problem).length ?? 0;

  const submit = async () => {
    if (chosen.length === 0) return;
    setBusy(true);
    setRefusal(null);
    setServerFaults(new Map());
    try {
      const areas = await writes.importAll({
        visibility,
        areas: chosen.map((row) => ({ name: row.name.trim(), shape: row.shape! })),
      });
      showToast({
        message:
          areas.length === 1
            ? `Imported the area “${areas[0]!.name}”.`
            : `Imported ${areas.length} areas from ${fileName}.`,
      });
      close();
      onImported?.(areas);
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        setServerFaults(faultsByRow(error.data, chosen));
        setRefusal('Nothing was imported: fix the areas marked below, or leave them out.');
      } else {
        setRefusal(
          `Nothing was imported: ${isApiError(error) ? error.message : 'the Watchfloor server could not be reached.'}`,
        );
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`${secondaryButton} !px-2 !py-1 text-xs`}
        onClick={() => input.current?.click()}
      >
        <FileUp aria-hidden className="size-3.5" />
        Import GeoJSON…
      </button>
      <input
        ref={input}
        type="file"
        accept=".geojson,.json,application/geo+json,application/json"
        aria-label="GeoJSON file of areas to import"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void read(file);
        }}
      />
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
          Import areas from {fileName}
        </h2>
        {fileProblem ? (
          <p role="alert" className="mt-3 rounded-md bg-danger-soft px-3 py-2 text-sm">
            {fileProblem}
          </p>
        ) : null}
        {rows ? (
          <>
            <p className="mt-1 text-sm text-muted">
              {rows.length === 1 ? 'One shape' : `${rows.length} shapes`} in the file
              {refused > 0 ? `; ${refused} cannot be imported, for the reason given` : ''}.
            </p>
            <ul
              aria-label="Shapes in the file"
              className="mt-3 max-h-[50vh] space-y-2 overflow-y-auto"
            >
              {rows.map((row) => {
                const fault = row.problem ?? serverFaults.get(row.key);
                return (
                  <li
                    key={row.key}
                    className={`rounded-md border px-3 py-2 text-sm ${fault ? 'border-danger' : 'border-line'}`}
                  >
                    <div className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        checked={row.chosen}
                        disabled={Boolean(row.problem)}
                        aria-label={`Import ${row.name}`}
                        onChange={(event) =>
                          setRows((all) =>
                            all!.map((one) =>
                              one.key === row.key ? { ...one, chosen: event.target.checked } : one,
                            ),
                          )
                        }
                        className={focusRing}
                      />
                      <input
                        value={row.name}
                        aria-label={`Name of shape ${Number(row.key) + 1}`}
                        disabled={Boolean(row.problem)}
                        onChange={(event) =>
                          setRows((all) =>
                            all!.map((one) =>
                              one.key === row.key ? { ...one, name: event.target.value } : one,
                            ),
                          )
                        }
                        className={`h-7 min-w-0 flex-1 rounded border border-line bg-canvas px-2 disabled:opacity-70 ${focusRing}`}
                      />
                      {row.shape ? (
                        <span className="shrink-0 text-xs text-muted">
                          {describeShape(row.shape)}
                        </span>
                      ) : null}
                    </div>
                    {fault ? (
                      <p className="mt-1 text-xs text-danger">
                        {row.problem ? 'Cannot be imported: ' : ''}
                        {fault}
                      </p>
                    ) : null}
                    {row.notes.length > 0 ? (
                      <ul className="mt-1 list-disc pl-5 text-xs text-muted">
                        {row.notes.map((note) => (
                          <li key={note}>{note}</li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            <div className="mt-3">
              <VisibilityField
                value={visibility}
                onChange={setVisibility}
                name={`${titleId}-vis`}
              />
            </div>
          </>
        ) : null}
        {refusal ? (
          <p role="alert" className="mt-3 rounded-md bg-danger-soft px-3 py-2 text-sm">
            {refusal}
          </p>
        ) : null}
        <div className="mt-5 flex justify-end gap-2">
          <button type="button" className={secondaryButton} onClick={close}>
            {rows ? 'Cancel' : 'Close'}
          </button>
          {rows ? (
            <button
              type="button"
              className={primaryButton}
              disabled={busy || chosen.length === 0}
              onClick={() => void submit()}
            >
              {busy
                ? 'Importing…'
                : chosen.length === 1
                  ? 'Import 1 area'
                  : `Import ${chosen.length} areas`}
            </button>
          ) : null}
        </div>
      </dialog>
    </>
  );
}
