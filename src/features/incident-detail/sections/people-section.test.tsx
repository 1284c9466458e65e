import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { exampleIncident } from '../../../../contract/examples/incidents';
import { PeopleSection } from './people-section';

const fact = (label: string) =>
  within(screen.getByRole('region', { name: 'People' })).getByText(label, { selector: 'dt' })
    .nextElementSibling!;

test('the reporter with picture and id, the assignee, the organisation', () => {
  const { container } = render(
    <PeopleSection
      incident={{ ...exampleIncident, assigneeId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' }}
    />,
  );
  expect(fact('Reporter')).toHaveTextContent(`Jordan Ellis${exampleIncident.reporter.id}`);
  expect(container.querySelector('img')).toHaveAttribute('src', exampleIncident.reporter.picture);
  expect(fact('Assignee')).toHaveTextContent('a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d');
  expect(fact('Organisation')).toHaveTextContent(exampleIncident.organisationId);
});

test('a picture that fails to load gives way to the initials', () => {
  const { container } = render(<PeopleSection incident={exampleIncident} />);
  fireEvent.error(container.querySelector('img')!);
  expect(container.querySelector('img')).toBeNull();
  expect(fact('Reporter')).toHaveTextContent('JE');
});

test('a picture that is not a web address is never loaded', () => {
  const { container } = render(
    <PeopleSection
      incident={{ reporter: { id: 'r', name: 'Ada Byron', picture: 'javascript:alert(1)' } }}
    />,
  );
  expect(container.querySelector('img')).toBeNull();
  expect(fact('Reporter')).toHaveTextContent('AB');
});

test('no reporter, no assignee, no organisation read as such', () => {
  render(<PeopleSection incident={{ reporter: null, assigneeId: null, organisationId: null }} />);
  expect(fact('Reporter')).toHaveTextContent('Not recorded');
  expect(fact('Assignee')).toHaveTextContent('Unassigned');
  expect(fact('Organisation')).toHaveTextContent('Not recorded');
});
