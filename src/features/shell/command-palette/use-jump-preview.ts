import { useQuery } from '@tanstack/react-query';
import { apiErrorOf } from '@/lib/http/api-error';
import { getIncidentOverviewOptions, getThemeOptions } from '@/lib/http/incidents';
import type { JumpTarget } from './jump-target';
import { useDebouncedValue } from './use-debounced-value';

/** Long enough that typing an id asks once, short enough to feel immediate. */
export const LOOKUP_DELAY_MS = 200;

export type JumpPreview =
  | { state: 'looking-up' }
  | { state: 'found'; name: string; colour?: string }
  | { state: 'missing' }
  | { state: 'failed'; message: string };

/**
 * What the id typed into the palette refers to, looked up once typing pauses. An id seen before
 * shows at once from the cache. Both queries are always called (hooks cannot be conditional);
 * only the one for the target's kind is ever enabled.
 */
export function useJumpPreview(target: JumpTarget | null): JumpPreview | null {
  const key = target && `${target.kind} ${target.id}`;
  const settled = useDebouncedValue(key, LOOKUP_DELAY_MS);
  const ready = key !== null && settled === key;

  const incident = useQuery({
    ...getIncidentOverviewOptions({ path: { id: target?.kind === 'incident' ? target.id : '' } }),
    enabled: ready && target?.kind === 'incident',
    retry: false,
  });
  const theme = useQuery({
    ...getThemeOptions({ path: { id: target?.kind === 'theme' ? target.id : '' } }),
    enabled: ready && target?.kind === 'theme',
    retry: false,
  });

  if (!target) return null;
  if (target.kind === 'incident') {
    if (incident.data) return { state: 'found', name: incident.data.summary };
    return failureOf(incident.error) ?? { state: 'looking-up' };
  }
  if (theme.data) return { state: 'found', name: theme.data.name, colour: theme.data.colour };
  return failureOf(theme.error) ?? { state: 'looking-up' };
}

function failureOf(error: unknown): JumpPreview | null {
  const apiError = apiErrorOf(error, 'incidents');
  if (!apiError) return null;
  return apiError.status === 404
    ? { state: 'missing' }
    : { state: 'failed', message: apiError.message };
}
