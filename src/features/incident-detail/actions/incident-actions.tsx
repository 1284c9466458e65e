import { Check, ClipboardCopy, Download, Link2, Printer, Search } from 'lucide-react';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { focusRing, secondaryButton } from '@/components/button-styles';
import { HrefLink } from '@/components/href-link';
import { NearRadiusForm } from '@/components/near-this/near-radius-form';
import { NearThisAction } from '@/components/near-this/near-this-action';
import { nearIncidentHref } from '@/lib/links/app-links';
import { explorerLinksFor } from '../explorer-links';
import type { LooseIncident } from '../loose';
import { incidentCitation, incidentUrl } from './incident-citation';
import { downloadText, incidentGeoJson } from './incident-geojson';

type Feedback =
  | { kind: 'copied'; what: string }
  | { kind: 'copy-failed'; what: string; text: string }
  | { kind: 'saved'; fileName: string };

const compactButton = `${secondaryButton} px-2.5 py-1`;

/** Why "Incidents near this" cannot apply: the `near` filter measures from map features. */
function nearUnavailable(incident: LooseIncident): string | undefined {
  if (!incident.map?.id) return 'No map is recorded for this incident to measure from.';
  if ((incident.map.features ?? []).length === 0) {
    return 'This incident’s map has no features to measure from.';
  }
  return undefined;
}

/** What an analyst does with an incident: share it, cite it, export it, print it, widen it. */
export function IncidentActions({ incident }: { incident: LooseIncident }) {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const router = useRouter();
  const fallbackRef = useRef<HTMLTextAreaElement>(null);
  const id = incident.id ?? '';
  const url = incidentUrl(window.location.origin, id);

  useEffect(() => {
    if (feedback?.kind === 'copy-failed') {
      fallbackRef.current?.focus();
      fallbackRef.current?.select();
    }
  }, [feedback]);

  const copy = async (what: string, text: string) => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setFeedback({ kind: 'copied', what });
    } catch {
      setFeedback({ kind: 'copy-failed', what, text });
    }
  };

  const exportGeoJson = () => {
    const fileName = `${id || 'incident'}.geojson`;
    downloadText(
      fileName,
      'application/geo+json',
      `${JSON.stringify(incidentGeoJson(incident), null, 2)}\n`,
    );
    setFeedback({ kind: 'saved', fileName });
  };

  const explorerLinks = explorerLinksFor(incident);

  return (
    <div className="mt-4 print:hidden">
      <div role="toolbar" aria-label="Incident actions" className="flex flex-wrap gap-2">
        <button type="button" className={compactButton} onClick={() => void copy('Link', url)}>
          <Link2 aria-hidden size={15} /> Copy link
        </button>
        <button
          type="button"
          className={compactButton}
          onClick={() => void copy('Citation', incidentCitation(incident, url))}
        >
          <ClipboardCopy aria-hidden size={15} /> Copy citation
        </button>
        <button type="button" className={compactButton} onClick={exportGeoJson}>
          <Download aria-hidden size={15} /> Export GeoJSON
        </button>
        <button type="button" className={compactButton} onClick={() => window.print()}>
          <Printer aria-hidden size={15} /> Print
        </button>
        <NearThisAction unavailable={nearUnavailable(incident)}>
          {incident.map?.id ? (
            <NearRadiusForm
              source={{ state: 'ready', mapId: incident.map.id }}
              // A record's page carries no explorer filters: only the nearness applies.
              onGo={(near) =>
                void router.navigate({ href: nearIncidentHref({ incidentId: id, near }) })
              }
            />
          ) : null}
        </NearThisAction>
      </div>
      <div role="status" className="mt-1.5 min-h-5 text-sm">
        {feedback?.kind === 'copied' ? (
          <span className="inline-flex items-center gap-1 text-muted">
            <Check aria-hidden size={14} /> {feedback.what} copied to the clipboard.
          </span>
        ) : feedback?.kind === 'saved' ? (
          <span className="text-muted">Saved as {feedback.fileName}.</span>
        ) : null}
      </div>
      {feedback?.kind === 'copy-failed' ? (
        <div role="alert" className="mt-1 max-w-2xl text-sm">
          <p>
            The browser did not allow copying. The {feedback.what.toLowerCase()} is selected below:
            press Ctrl+C (⌘C on a Mac).
          </p>
          <textarea
            ref={fallbackRef}
            readOnly
            aria-label={`${feedback.what} to copy`}
            value={feedback.text}
            rows={Math.min(7, feedback.text.split('\n').length)}
            className={`mt-1 w-full rounded-md border border-line bg-surface p-2 font-mono text-xs ${focusRing}`}
          />
        </div>
      ) : null}
      {explorerLinks.length > 0 ? (
        <nav aria-label="Related incidents in the explorer" className="mt-1 text-sm">
          <span className="mr-2 inline-flex items-center gap-1 text-muted">
            <Search aria-hidden size={14} /> Open in the explorer:
          </span>
          <ul className="inline-flex flex-wrap gap-x-3 gap-y-1">
            {explorerLinks.map((link) => (
              <li key={link.href}>
                <HrefLink
                  href={link.href}
                  className={`text-accent underline-offset-2 hover:underline ${focusRing}`}
                >
                  {link.label}
                </HrefLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
