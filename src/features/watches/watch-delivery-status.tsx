import { useMutation } from '@tanstack/react-query';
import { secondaryButton } from '@/components/button-styles';
import { apiErrorOf } from '@/lib/http/api-error';
import { testWatchChannels, type Watch } from '@/lib/http/watchfloor';

/**
 * How delivery beyond the app is going for a saved watch (failures of the last 7 days, with the
 * latest reason), and a Test button that sends a sample alert to each saved webhook and address
 * now and says, per channel, what happened.
 */
export function WatchDeliveryStatus({ watch }: { watch: Watch }) {
  const test = useMutation({
    mutationFn: async () =>
      (await testWatchChannels({ path: { id: watch.id }, throwOnError: true })).data.data.results,
  });
  const channels = watch.webhooks.length + watch.emails.length;
  if (channels === 0) return null;
  const { failed, retrying, lastFailure } = watch.deliveryHealth;
  return (
    <section aria-label="Delivery" className="space-y-2 rounded-md border border-line p-3 text-sm">
      {failed + retrying > 0 ? (
        <p role="status" className="text-danger">
          {failed > 0 ? `${failed} deliver${failed === 1 ? 'y' : 'ies'} failed` : ''}
          {failed > 0 && retrying > 0 ? ', ' : ''}
          {retrying > 0 ? `${retrying} being retried` : ''} in the last 7 days
          {lastFailure ? `: ${lastFailure}` : '.'}
        </p>
      ) : (
        <p className="text-muted">No delivery failed in the last 7 days.</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={secondaryButton}
          disabled={test.isPending}
          onClick={() => test.mutate()}
        >
          {test.isPending ? 'Sending a test…' : 'Send a test'}
        </button>
        <span className="text-xs text-muted">
          A sample alert to the {channels === 1 ? 'saved channel' : `${channels} saved channels`}.
        </span>
      </div>
      {test.isError ? (
        <p role="alert" className="text-danger">
          {apiErrorOf(test.error, 'watchfloor', 'POST /api/watchfloor/watches/{id}/test')
            ?.message ?? 'The test could not be sent. Try again.'}
        </p>
      ) : null}
      {test.data ? (
        <ul aria-label="Test results" className="space-y-1">
          {test.data.map((result) => (
            <li key={`${result.channel}:${result.target}`} className="flex gap-2">
              <span className={result.succeeded ? 'text-accent' : 'text-danger'}>
                {result.succeeded ? 'Delivered' : 'Failed'}
              </span>
              <span className="min-w-0 truncate">{result.target}</span>
              <span className="text-muted">
                {result.succeeded
                  ? `${result.responseCode ?? ''} in ${result.durationMs} ms`
                  : (result.error ??
                    (result.responseCode ? `answered ${result.responseCode}` : ''))}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
