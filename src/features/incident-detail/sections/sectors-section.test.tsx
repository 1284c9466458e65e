import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { exampleIncident } from '../../../../contract/examples/incidents';
import { SectorsSection } from './sectors-section';

test('every affected sector is listed by name', () => {
  render(<SectorsSection sectors={exampleIncident.affectedSectors} />);
  const region = screen.getByRole('region', { name: 'Affected sectors' });
  for (const { sector } of exampleIncident.affectedSectors) {
    expect(within(region).getByText(sector.name)).toBeInTheDocument();
  }
});

test('none, null, and entries without a sector name read "None recorded."', () => {
  for (const sectors of [[], null, [null, { id: 'x', sector: null }, { sector: { name: null } }]]) {
    const { unmount } = render(<SectorsSection sectors={sectors} />);
    expect(screen.getByText('None recorded.')).toBeInTheDocument();
    unmount();
  }
});
