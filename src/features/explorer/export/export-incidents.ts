import Papa from 'papaparse';
import { listIncidents, type IncidentListItem } from '@/lib/http/incidents';
import { listQueryOf } from '../explorer-list-options';
import { INCIDENT_RECORD_FIELDS, incidentFeature, incidentRecord } from './incident-records';

export type ExportFormat = 'csv' | 'geojson';

/** The largest page the service serves: fewest round trips for the whole set. */
const EXPORT_PAGE_SIZE = 1000;

export interface ExportProgress {
  pages: number;
  incidents: number;
}

/** Every page of the filtered set, in order, until one comes back short. */
async function* everyPage(
  query: Record<string, string>,
  signal: AbortSignal,
): AsyncGenerator<IncidentListItem[]> {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  for (let page = 1; ; page += 1) {
    signal.throwIfAborted();
    const { data } = await listIncidents({
      query: listQueryOf({ ...filters, page: String(page), pageSize: String(EXPORT_PAGE_SIZE) }),
      signal,
      throwOnError: true,
    });
    yield data.data;
    if (data.data.length < EXPORT_PAGE_SIZE) return;
  }
}

/**
 * The whole filtered set as one file, built page by page so memory holds text, not objects,
 * and the analyst sees progress and can cancel between pages.
 */
export async function exportIncidents(
  format: ExportFormat,
  query: Record<string, string>,
  options: { signal: AbortSignal; origin: string; onProgress: (progress: ExportProgress) => void },
): Promise<{ blob: Blob; incidents: number }> {
  const parts: string[] = [];
  const progress: ExportProgress = { pages: 0, incidents: 0 };
  const urlOf = (id: string) => `${options.origin}/incidents/${encodeURIComponent(id)}`;
  if (format === 'geojson') parts.push('{"type":"FeatureCollection","features":[');

  for await (const incidents of everyPage(query, options.signal)) {
    if (format === 'csv') {
      const csv = Papa.unparse(
        incidents.map((incident) => incidentRecord(incident, urlOf(incident.id))),
        // Cells starting with = + - @ would run as spreadsheet formulas: hostile text stays text.
        { header: progress.pages === 0, escapeFormulae: true, newline: '\r\n' },
      );
      if (csv) parts.push(csv, '\r\n');
    } else {
      const features = incidents.map((incident) =>
        JSON.stringify(incidentFeature(incident, urlOf(incident.id))),
      );
      if (features.length > 0) parts.push(progress.incidents > 0 ? ',' : '', features.join(','));
    }
    progress.pages += 1;
    progress.incidents += incidents.length;
    options.onProgress({ ...progress });
  }

  if (format === 'geojson') parts.push(']}');
  if (format === 'csv' && progress.incidents === 0) {
    // An empty set still gets its header, so the file says what it would hold.
    parts.push(Papa.unparse({ fields: [...INCIDENT_RECORD_FIELDS], data: [] }));
  }
  const type = format === 'csv' ? 'text/csv;charset=utf-8' : 'application/geo+json';
  return { blob: new Blob(parts, { type }), incidents: progress.incidents };
}
