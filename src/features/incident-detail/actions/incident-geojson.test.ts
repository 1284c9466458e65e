import { expect, test } from 'vitest';
import { exampleIncident } from '../../../../contract/examples/incidents';
import { incidentGeoJson } from './incident-geojson';

test('the export holds the map features as given, then the location with its accuracy', () => {
  const geojson = incidentGeoJson(exampleIncident);
  expect(geojson.type).toBe('FeatureCollection');
  expect(geojson.id).toBe(exampleIncident.map.id);
  expect(geojson.incident).toMatchObject({ id: 'IN-224368', type: 'Ballistic Missile' });
  const [impact, cordon, location] = geojson.features;
  expect(impact).toEqual(exampleIncident.map.features[0]);
  expect(cordon).toEqual(exampleIncident.map.features[1]);
  expect(location).toEqual({
    type: 'Feature',
    id: 'location',
    geometry: { type: 'Point', coordinates: [-118.2437, 34.0522] },
    properties: { name: 'Reported location', accuracyKm: 1, timeZone: 'America/Los_Angeles' },
  });
  // Valid JSON that a GIS tool can read back.
  expect(JSON.parse(JSON.stringify(geojson))).toEqual(geojson);
});

test('undrawable features stay out; no location means no location feature', () => {
  const geojson = incidentGeoJson({
    location: null,
    map: { features: [{ id: 'bad', geometry: { type: 'Point', coordinates: [0, 100] } }] },
  });
  expect(geojson.features).toEqual([]);
  expect(geojson.id).toBeUndefined();
});
