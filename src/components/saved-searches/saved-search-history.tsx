import { useQuery } from '@tanstack/react-query';
import { apiErrorOf } from '@/lib/http/api-error';
import { savedSearchHistoryOptions } from '@/lib/http/watchfloor';
import { HistoryList } from '../workspace/history-list';

const LABELS = { name: 'name', address: 'view', visibility: 'who sees it' };

/** Who created, changed, deleted or restored one saved search, newest first. */
export function SavedSearchHistory({ id }: { id: string }) {
  const history = useQuery(savedSearchHistoryOptions({ path: { id } }));
  const error = apiErrorOf(
    history.error,
    'watchfloor',
    'GET /api/watchfloor/saved-searches/{id}/history',
  );
  if (error) {
    return (
      <p role="alert" className="text-xs text-danger">
        The history could not be loaded: {error.message}
      </p>
    );
  }
  if (!history.data) return <p className="text-xs text-muted">Loading the history…</p>;
  return <HistoryList events={history.data.data.events} labels={LABELS} />;
}
