import { LocateFixed } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { focusRing } from '@/components/button-styles';
import { MapView } from '@/components/map/map-view';
import type { LooseIncident } from '../loose';
import { defineSection } from '../sections/section';
import { incidentMapData } from './incident-map-data';
import {
  IncidentMapLayers,
  LOCATION_KEY,
  locationSummary,
  type IncidentMapControls,
} from './incident-map-layers';
import { MarkerSwatch } from './marker-swatch';

const showButton = `rounded text-left font-medium hover:underline disabled:cursor-default disabled:no-underline ${focusRing}`;

/**
 * The incident's map: its features in their colours and icons, the reported location with its
 * accuracy circle, fitted to all of them; and the same features as a list, which is how the
 * keyboard reaches them (each opens its popup on the map).
 */
export const IncidentMapSection = defineSection(
  { title: 'Map', id: 'map' },
  function IncidentMapBody({ incident }: { incident: LooseIncident }) {
    const data = useMemo(() => incidentMapData(incident), [incident]);
    const [controls, setControls] = useState<IncidentMapControls | null>(null);
    const onControls = useCallback((next: IncidentMapControls | null) => setControls(next), []);
    const hasAnything = data.features.length > 0 || data.location !== null;
    const featureCount = data.features.length;

    return (
      <>
        {hasAnything ? (
          <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_18rem] print:block">
            <MapView
              label={`Map of incident ${incident.id ?? ''}`.trim()}
              className="h-80 rounded-md border border-line lg:h-[26rem] print:h-[9cm]"
              camera={data.camera}
              printable
            >
              {(context) => <IncidentMapLayers {...context} data={data} onControls={onControls} />}
            </MapView>
            <div className="min-w-0 text-sm print:mt-3">
              <p className="text-muted">
                {featureCount === 0
                  ? 'No map features: the reported location is shown alone.'
                  : `${featureCount} ${featureCount === 1 ? 'feature' : 'features'}`}
                {data.skipped > 0
                  ? ` · ${data.skipped} left out (their geometry cannot be drawn)`
                  : ''}
              </p>
              <ul aria-label="Map features" className="mt-2 divide-y divide-line">
                {data.location ? (
                  <li className="flex gap-2 py-2">
                    <span
                      aria-hidden
                      className="inline-flex size-6 shrink-0 items-center justify-center text-accent"
                    >
                      <LocateFixed size={18} />
                    </span>
                    <div className="min-w-0">
                      <button
                        type="button"
                        className={showButton}
                        disabled={!controls}
                        onClick={() => controls?.show(LOCATION_KEY)}
                      >
                        Reported location
                      </button>
                      <p className="text-xs text-muted tabular-nums">{locationSummary(data)}</p>
                    </div>
                  </li>
                ) : null}
                {data.features.map((feature) => (
                  <li key={feature.key} className="flex gap-2 py-2">
                    <MarkerSwatch icon={feature.icon} colour={feature.colour} />
                    <div className="min-w-0">
                      <button
                        type="button"
                        className={showButton}
                        disabled={!controls}
                        onClick={() => controls?.show(feature.key)}
                      >
                        {feature.name}
                      </button>
                      {feature.description ? (
                        <p className="text-xs break-words text-muted">{feature.description}</p>
                      ) : null}
                      <p className="text-xs text-muted tabular-nums">
                        {feature.geometry.type === 'Point'
                          ? `${feature.anchor[1].toFixed(5)}, ${feature.anchor[0].toFixed(5)}`
                          : feature.geometry.type}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        ) : (
          <p className="text-sm text-muted">
            This incident has no map features and no usable location.
          </p>
        )}
      </>
    );
  },
);
