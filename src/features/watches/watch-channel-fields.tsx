import { Field, fieldClass } from '@/components/form-field';
import type { Watch } from '@/lib/http/watchfloor';
import { errorOf, type DraftErrors, type WatchDraft } from './watch-draft';

/**
 * Where a watch's alerts go besides the app: webhook endpoints and email addresses, one per
 * line. For a saved watch, each endpoint's signing secret is shown to whoever may change it, so
 * the receiving end can verify the Standard Webhooks signature.
 */
export function WatchChannelFields({
  draft,
  errors,
  onChange,
  endpoints,
}: {
  draft: WatchDraft;
  errors: DraftErrors;
  onChange: (patch: Partial<WatchDraft>) => void;
  /** The saved watch's endpoints (with their secrets when this analyst may see them). */
  endpoints?: Watch['webhooks'];
}) {
  const saved = (endpoints ?? []).filter((endpoint) => endpoint.secret || endpoint.goneAt);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Also send to (optional)</legend>
      <Field
        label="Webhook endpoints"
        hint="One address per line (https://…). Each alert is POSTed as JSON, signed per Standard Webhooks."
        error={errorOf(errors, 'webhooks')}
      >
        {({ id, describedBy }) => (
          <textarea
            id={id}
            className={`${fieldClass} font-mono`}
            rows={2}
            value={draft.webhooks}
            spellCheck={false}
            placeholder="https://hooks.example.com/watchfloor"
            aria-describedby={describedBy}
            aria-invalid={errorOf(errors, 'webhooks') ? true : undefined}
            onChange={(event) => onChange({ webhooks: event.target.value })}
          />
        )}
      </Field>
      {saved.length > 0 ? (
        <ul aria-label="Signing secrets" className="space-y-1 text-xs">
          {saved.map((endpoint) => (
            <li key={endpoint.url} className="rounded-md border border-line bg-raised px-2 py-1.5">
              <span className="block truncate text-muted">{endpoint.url}</span>
              {endpoint.secret ? (
                <span className="block">
                  Signing secret: <code className="break-all select-all">{endpoint.secret}</code>
                </span>
              ) : null}
              {endpoint.goneAt ? (
                <span className="block text-danger">
                  It answered 410 Gone: nothing more is sent to it until the watch is saved again.
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <Field
        label="Email addresses"
        hint="One per line. Instant watches email each alert; digests email one message per period."
        error={errorOf(errors, 'emails')}
      >
        {({ id, describedBy }) => (
          <textarea
            id={id}
            className={fieldClass}
            rows={2}
            value={draft.emails}
            spellCheck={false}
            placeholder="security-desk@example.com"
            aria-describedby={describedBy}
            aria-invalid={errorOf(errors, 'emails') ? true : undefined}
            onChange={(event) => onChange({ emails: event.target.value })}
          />
        )}
      </Field>
    </fieldset>
  );
}
