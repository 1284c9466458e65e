import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { exampleIncident } from '../../../../contract/examples/incidents';
import { ReferencesSection } from './references-section';

const reference = exampleIncident.references[0]!;

test('a reference links out in a new tab, without handing over the opener', () => {
  render(<ReferencesSection references={[reference]} />);
  const link = screen.getByRole('link', { name: /Strike near fuel depot/ });
  expect(link).toHaveAttribute('href', reference.link);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByText(/Reuters · Online news · published/)).toBeInTheDocument();
  expect(screen.getByText(reference.citation)).toBeInTheDocument();
  expect(screen.getByText('pending')).toBeInTheDocument();
});

test('a link that is not a web address is shown, never followed', () => {
  render(
    <ReferencesSection
      references={[{ ...reference, link: 'javascript:alert(1)', title: 'Odd reference' }]}
    />,
  );
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.getByText('Odd reference')).toBeInTheDocument();
  expect(
    screen.getByText('Link not opened (not a web address): javascript:alert(1)'),
  ).toBeInTheDocument();
});

test('missing fields read as unknown; an empty or null list says none', () => {
  const { rerender } = render(<ReferencesSection references={[{ id: 'r' }, null]} />);
  expect(screen.getByText('Untitled reference')).toBeInTheDocument();
  expect(screen.getByText(/Unknown source · unknown medium · published/)).toHaveTextContent(
    'Not recorded',
  );
  rerender(<ReferencesSection references={[]} />);
  expect(screen.getByText('None recorded.')).toBeInTheDocument();
  rerender(<ReferencesSection references={null} />);
  expect(screen.getByText('None recorded.')).toBeInTheDocument();
});
