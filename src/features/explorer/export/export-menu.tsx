import { Download, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { buildQuery } from '../../../../contract/filters/query';
import { incidentsQuery, type IncidentsQuery } from '../../../../contract/filters/incidents';
import { focusRing, secondaryButton } from '@/components/button-styles';
import { apiErrorOf } from '@/lib/http/api-error';
import { exportIncidents, type ExportFormat, type ExportProgress } from './export-incidents';

type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; format: ExportFormat; progress: ExportProgress }
  | { phase: 'done'; fileName: string; incidents: number }
  | { phase: 'failed'; format: ExportFormat; message: string };

const EXTENSIONS: Record<ExportFormat, string> = { csv: 'csv', geojson: 'geojson' };

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const stamp = () => new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');

/** Exports every incident the filters match, all pages, as CSV or GeoJSON. */
export function ExportMenu({ values }: { values: IncidentsQuery }) {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = async (format: ExportFormat) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'running', format, progress: { pages: 0, incidents: 0 } });
    try {
      const { blob, incidents } = await exportIncidents(
        format,
        buildQuery(incidentsQuery, values),
        {
          signal: abort.signal,
          origin: window.location.origin,
          onProgress: (progress) => setState({ phase: 'running', format, progress }),
        },
      );
      const fileName = `incidents-${stamp()}.${EXTENSIONS[format]}`;
      download(blob, fileName);
      setState({ phase: 'done', fileName, incidents });
    } catch (error) {
      if (abort.signal.aborted) return setState({ phase: 'idle' });
      const problem = apiErrorOf(error, 'incidents', 'GET /incidents');
      setState({ phase: 'failed', format, message: problem?.message ?? 'The export failed.' });
    }
  };

  if (state.phase === 'running') {
    return (
      <div role="status" className="flex items-center gap-2 text-sm">
        <progress
          aria-label="Export progress"
          className="h-1.5 w-20 accent-[var(--color-accent)]"
        />
        <span className="tabular-nums">
          Exporting {state.format === 'csv' ? 'CSV' : 'GeoJSON'}:{' '}
          {state.progress.incidents.toLocaleString()} incidents ({state.progress.pages} pages)
        </span>
        <button
          type="button"
          className={`${secondaryButton} px-2 py-1`}
          onClick={() => controller.current?.abort()}
        >
          <X aria-hidden className="size-4" /> Cancel
        </button>
      </div>
    );
  }

  return (
    <div className="flex items-center gap-2">
      <div className="flex" role="group" aria-label="Export every matching incident">
        <button
          type="button"
          className={`${secondaryButton} rounded-r-none`}
          onClick={() => void start('csv')}
          title="Every incident matching the filters, all pages"
        >
          <Download aria-hidden className="size-4" /> CSV
        </button>
        <button
          type="button"
          className={`${secondaryButton} -ml-px rounded-l-none`}
          onClick={() => void start('geojson')}
          title="One point per incident, all pages"
        >
          GeoJSON
        </button>
      </div>
      {state.phase === 'done' && (
        <p role="status" className="text-xs text-muted">
          Saved {state.fileName}: {state.incidents.toLocaleString()} incidents
        </p>
      )}
      {state.phase === 'failed' && (
        <p role="alert" className="flex items-center gap-2 text-xs text-danger">
          Export failed: {state.message}
          <button
            type="button"
            className={`rounded underline ${focusRing}`}
            onClick={() => void start(state.format)}
          >
            Retry
          </button>
        </p>
      )}
    </div>
  );
}
