import { useId, useState, type FormEvent } from 'react';
import type { NearFilter } from '@/lib/links/app-links';
import { focusRing, primaryButton, secondaryButton } from '../button-styles';
import { usePopoverClose } from '../popover';
import { checkRadius, DEFAULT_RADIUS_KM, RADIUS_PRESETS_KM } from './near-radius';

/** Where the source map's id stands: known, being fetched, failed, or absent. */
export type NearSource =
  | { state: 'ready'; mapId: string }
  | { state: 'loading' }
  | { state: 'failed'; message: string; retry: () => void }
  | { state: 'unavailable'; reason: string };

interface NearRadiusFormProps {
  source: NearSource;
  /** The chosen filter, checked against the grammar; the caller moves to the explorer. */
  onGo: (near: NearFilter) => void;
}

const inputClass = `h-8 w-24 rounded-md border bg-canvas px-2 text-sm text-ink tabular-nums [color-scheme:light] dark:[color-scheme:dark] ${focusRing}`;

const preset = (pressed: boolean) =>
  `h-7 rounded-md border px-2 text-xs tabular-nums ${focusRing} ${
    pressed ? 'border-accent bg-accent text-accent-ink' : 'border-line bg-surface hover:bg-raised'
  }`;

/**
 * The radius (typed or a preset), within or beyond it, and Go. A radius outside the grammar's
 * limits is explained under the field and nothing is sent.
 */
export function NearRadiusForm({ source, onGo }: NearRadiusFormProps) {
  const close = usePopoverClose();
  const [typed, setTyped] = useState(String(DEFAULT_RADIUS_KM));
  const [exclude, setExclude] = useState(false);
  const ids = useId();
  const radius = checkRadius(typed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!radius.ok || source.state !== 'ready') return;
    onGo({ op: exclude ? 'nin' : 'in', value: { mapId: source.mapId, km: radius.km } });
    close();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2.5 text-sm">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${ids}-km`} className="text-xs font-medium text-muted">
          Radius around the incident’s map features (km)
        </label>
        <input
          id={`${ids}-km`}
          type="number"
          inputMode="decimal"
          step="any"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={!radius.ok}
          aria-describedby={`${ids}-problem`}
          className={`${inputClass} ${radius.ok ? 'border-line' : 'border-danger'}`}
        />
        <div role="group" aria-label="Radius presets" className="flex flex-wrap gap-1">
          {RADIUS_PRESETS_KM.map((km) => (
            <button
              key={km}
              type="button"
              aria-pressed={radius.ok && radius.km === km}
              onClick={() => setTyped(String(km))}
              className={preset(radius.ok && radius.km === km)}
            >
              {km} km
            </button>
          ))}
        </div>
        <p id={`${ids}-problem`} aria-live="polite" className="min-h-4 text-xs text-danger">
          {radius.ok ? '' : radius.message}
        </p>
      </div>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          checked={exclude}
          onChange={(event) => setExclude(event.target.checked)}
          className={`mt-0.5 accent-accent ${focusRing}`}
        />
        <span>
          Exclude: incidents <strong>not</strong> near this
        </span>
      </label>
      <SourceState source={source} />
      <button
        type="submit"
        disabled={!radius.ok || source.state !== 'ready'}
        className={`${primaryButton} justify-center`}
      >
        Go
      </button>
    </form>
  );
}

function SourceState({ source }: { source: NearSource }) {
  if (source.state === 'loading') {
    return (
      <p role="status" className="text-xs text-muted">
        Loading the incident’s map…
      </p>
    );
  }
  if (source.state === 'unavailable') {
    return <p className="text-xs text-muted">{source.reason}</p>;
  }
  if (source.state === 'failed') {
    return (
      <div role="alert" className="flex flex-col items-start gap-1.5 text-xs">
        <p>The incident’s map could not be loaded: {source.message}</p>
        <button type="button" onClick={source.retry} className={`${secondaryButton} py-1 text-xs`}>
          Try again
        </button>
      </div>
    );
  }
  return null;
}
