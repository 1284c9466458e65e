import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeEach, expect, test, vi } from 'vitest';
import type { MapContext, MapViewProps } from '@/components/map/map-types';
import { exampleIncident } from '../../../../contract/examples/incidents';
import { IncidentMapSection } from './incident-map-section';
import type * as Layers from './incident-map-layers';

// MapLibre needs WebGL, which the test DOM lacks: the map is stood in for; what it is given is
// checked here, what it draws is checked end to end (e2e/incident-detail.spec.ts).
const mapProps = vi.hoisted(() => ({ current: undefined as MapViewProps | undefined }));
vi.mock('@/components/map/map-view', () => ({
  MapView: (props: MapViewProps) => {
    mapProps.current = props;
    return <div aria-label={props.label}>{props.children?.({} as MapContext)}</div>;
  },
}));

const show = vi.hoisted(() => vi.fn());
vi.mock('./incident-map-layers', async (importOriginal) => ({
  ...(await importOriginal<typeof Layers>()),
  IncidentMapLayers: ({
    onControls,
  }: {
    onControls: Layers.IncidentMapLayersProps['onControls'];
  }) => {
    useEffect(() => onControls({ show }), [onControls]);
    return null;
  },
}));

beforeEach(() => {
  mapProps.current = undefined;
  show.mockReset();
});

test('the map is fitted to the features; the list opens each one on the map', async () => {
  render(<IncidentMapSection incident={exampleIncident} />);
  expect(mapProps.current?.label).toBe('Map of incident IN-224368');
  expect(mapProps.current?.camera).toMatchObject({ bounds: [-118.26, 34.04, -118.22, 34.07] });
  const list = screen.getByRole('list', { name: 'Map features' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  await userEvent.click(within(list).getByRole('button', { name: 'Cordon' }));
  expect(show).toHaveBeenCalledWith(exampleIncident.map.features[1]!.id);
  await userEvent.click(within(list).getByRole('button', { name: 'Reported location' }));
  expect(show).toHaveBeenLastCalledWith('location');
  expect(within(list).getByText('Area closed by the police.')).toBeInTheDocument();
  expect(within(list).getByText('34.05220, -118.24370 · accurate to 1 km')).toBeInTheDocument();
  expect(screen.getByText('2 features')).toBeInTheDocument();
});

test('without features the location is shown alone', () => {
  render(
    <IncidentMapSection
      incident={{ ...exampleIncident, map: { ...exampleIncident.map, features: [] } }}
    />,
  );
  expect(
    screen.getByText('No map features: the reported location is shown alone.'),
  ).toBeInTheDocument();
  expect(mapProps.current).toBeDefined();
});

test('features that cannot be drawn are counted, not shown', () => {
  render(
    <IncidentMapSection
      incident={{
        ...exampleIncident,
        map: { features: [exampleIncident.map.features[0]!, { geometry: null }] },
      }}
    />,
  );
  expect(
    screen.getByText('1 feature · 1 left out (their geometry cannot be drawn)'),
  ).toBeInTheDocument();
});

test('with neither features nor a location there is no map, and it says why', () => {
  render(<IncidentMapSection incident={{ map: null, location: null }} />);
  expect(mapProps.current).toBeUndefined();
  expect(
    screen.getByText('This incident has no map features and no usable location.'),
  ).toBeInTheDocument();
});
