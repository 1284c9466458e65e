import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { TriageState } from '@/lib/http/watchfloor';
import { TriageBadge } from './triage-badge';

const state: TriageState = {
  incidentId: 'IN-1',
  status: 'relevant',
  duplicateOf: null,
  impactOnUs: 'high',
  assignee: { email: 'chidi@team.example', name: 'Chidi Okafor' },
  hasNotes: true,
  updatedSinceTriage: true,
  version: 3,
  changedAt: '2026-11-25T12:00:00.000Z',
  changedBy: { email: 'ana@team.example', name: 'Ana Analyst' },
};

test('a row’s triage reads in words: status, impact on us, assignee, revised since', () => {
  const { container } = render(<TriageBadge state={state} />);
  expect(container).toHaveTextContent(
    'Updated since triageRelevantImpact on us: HHighCO, assigned to Chidi Okafor',
  );
  expect(container.firstElementChild).toHaveAttribute(
    'title',
    'Relevant, impact on us high, assigned to Chidi Okafor, updated by the vendor since triage. Last changed by Ana Analyst.',
  );
  expect(screen.getByText('CO')).toHaveAttribute('aria-hidden', 'true');
});

test('an unassigned row without news says only its status', () => {
  const { container } = render(
    <TriageBadge
      state={{
        ...state,
        status: 'new',
        impactOnUs: null,
        assignee: null,
        updatedSinceTriage: false,
      }}
    />,
  );
  expect(container).toHaveTextContent(/^New$/);
});
