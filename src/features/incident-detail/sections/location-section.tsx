import { formatUtcOffsetSeconds } from '@/lib/time/format-time';
import type { LooseIncident } from '../loose';
import { Fact, NotRecorded, defineSection } from './section';

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Where: coordinates, how precise they are, the local zone and offset, the countries. */
export const LocationSection = defineSection(
  { title: 'Where', id: 'where' },
  function LocationBody({ incident }: { incident: LooseIncident }) {
    const location = incident.location;
    const countries = (incident.countries ?? []).filter((country) => country != null);
    return (
      <>
        <dl className="divide-y divide-line">
          <Fact label="Coordinates">
            {isNumber(location?.latitude) && isNumber(location.longitude) ? (
              <span className="tabular-nums">
                {location.latitude.toFixed(5)}, {location.longitude.toFixed(5)}
                <span className="block text-xs text-muted">latitude, longitude</span>
              </span>
            ) : (
              <NotRecorded />
            )}
          </Fact>
          <Fact label="Accuracy">
            {isNumber(location?.accuracy) ? `within ${location.accuracy} km` : <NotRecorded />}
          </Fact>
          <Fact label="Time zone">{location?.timeZone ?? <NotRecorded />}</Fact>
          <Fact label="UTC offset">
            {isNumber(location?.utcOffset) ? (
              <>
                {formatUtcOffsetSeconds(location.utcOffset)}
                <span className="block text-xs text-muted">at the incident’s start</span>
              </>
            ) : (
              <NotRecorded />
            )}
          </Fact>
          <Fact label={countries.length === 1 ? 'Country' : 'Countries'}>
            {countries.length > 0 ? (
              <ul>
                {countries.map((country, index) => (
                  <li key={country.code ?? index}>
                    {country.name ?? 'Unnamed country'}{' '}
                    <span className="text-xs text-muted">
                      {[country.code, country.alpha2].filter(Boolean).join(' · ')}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <NotRecorded>None recorded</NotRecorded>
            )}
          </Fact>
        </dl>
      </>
    );
  },
);
