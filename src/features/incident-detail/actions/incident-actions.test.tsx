import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { exampleIncident } from '../../../../contract/examples/incidents';
import { IncidentActions } from './incident-actions';
import { incidentCitation } from './incident-citation';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  // userEvent installs its own clipboard; this one records what the page copies.
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const renderActions = () => renderWithRouter(<IncidentActions incident={exampleIncident} />);

test('copy link copies the incident’s own address and says so', async () => {
  await renderActions();
  await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/incidents/IN-224368`);
  expect(screen.getByRole('status')).toHaveTextContent('Link copied to the clipboard.');
});

test('copy citation copies the plain-text citation', async () => {
  await renderActions();
  await userEvent.click(await screen.findByRole('button', { name: 'Copy citation' }));
  expect(writeText).toHaveBeenCalledWith(
    incidentCitation(exampleIncident, `${window.location.origin}/incidents/IN-224368`),
  );
  expect(screen.getByRole('status')).toHaveTextContent('Citation copied to the clipboard.');
});

test('when the browser refuses the clipboard, the text is offered selected instead', async () => {
  writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
  await renderActions();
  await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('The browser did not allow copying.');
  const fallback = within(alert).getByRole('textbox', { name: 'Link to copy' });
  expect(fallback).toHaveValue(`${window.location.origin}/incidents/IN-224368`);
  expect(fallback).toHaveFocus();
});

test('export saves the incident as a GeoJSON file', async () => {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:incident';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
  await renderActions();
  await userEvent.click(await screen.findByRole('button', { name: 'Export GeoJSON' }));
  expect(clicked[0]?.download).toBe('IN-224368.geojson');
  expect(blobs[0]?.type).toBe('application/geo+json');
  const saved = JSON.parse(await blobs[0]!.text()) as { type: string; features: unknown[] };
  expect(saved.type).toBe('FeatureCollection');
  expect(saved.features).toHaveLength(3);
  expect(screen.getByRole('status')).toHaveTextContent('Saved as IN-224368.geojson.');
});

test('print opens the browser’s print dialog', async () => {
  const print = vi.fn();
  vi.stubGlobal('print', print);
  await renderActions();
  await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledOnce();
});

test('the explorer links widen the view to the country, category and theme', async () => {
  await renderActions();
  const nav = await screen.findByRole('navigation', { name: 'Related incidents in the explorer' });
  expect(within(nav).getByRole('link', { name: 'In United States' })).toHaveAttribute(
    'href',
    '/incidents?country=in:USA',
  );
  expect(
    within(nav).getByRole('link', { name: 'Theme Strikes on coastal infrastructure' }),
  ).toHaveAttribute('href', '/incidents?theme=in:TH-149');
});

test('"Incidents near this" opens the explorer near the incident’s map, without other filters', async () => {
  const { router } = await renderActions();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Incidents near this' }));
  await user.click(screen.getByRole('button', { name: '250 km' }));
  await user.click(screen.getByRole('button', { name: 'Go' }));
  expect(router.state.location.pathname).toBe('/incidents');
  expect(router.state.location.search).toEqual({
    near: `in:${exampleIncident.map.id};250`,
    nearIncident: 'IN-224368',
    layout: 'split',
  });
});

test('"Incidents near this" is disabled with the reason when the map has no features', async () => {
  await renderWithRouter(
    <IncidentActions
      incident={{ ...exampleIncident, map: { ...exampleIncident.map, features: [] } }}
    />,
  );
  expect(await screen.findByRole('button', { name: 'Incidents near this' })).toBeDisabled();
  expect(screen.getByText('This incident’s map has no features to measure from.')).toBeVisible();
});
