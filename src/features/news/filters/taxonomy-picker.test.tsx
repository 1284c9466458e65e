import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { exampleTaxonomy, exampleTaxonomyWithoutSubs } from '../../../../contract/examples/news';
import { TaxonomyPicker } from './taxonomy-picker';

const CYBER = exampleTaxonomy;
const [RANSOMWARE, BREACH] = exampleTaxonomy.subTaxonomies as [
  { id: string; name: string },
  { id: string; name: string },
];
const WEATHER = exampleTaxonomyWithoutSubs;
const UNKNOWN = '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f';
const names = new Map([
  [CYBER.id, CYBER.name],
  [RANSOMWARE.id, RANSOMWARE.name],
  [BREACH.id, BREACH.name],
  [WEATHER.id, WEATHER.name],
]);

/** The picker as the filter bar holds it: the choice lives outside and comes back in. */
function ControlledPicker({
  initial = [],
  onChange = () => undefined,
}: {
  initial?: string[];
  onChange?: (next: string[]) => void;
}) {
  const [selected, setSelected] = useState(initial);
  return (
    <TaxonomyPicker
      taxonomies={[CYBER, WEATHER]}
      selected={selected}
      onChange={(next) => {
        setSelected(next);
        onChange(next);
      }}
      labelOf={(id) => names.get(id) ?? `Taxonomy ${id.slice(0, 8)}…`}
    />
  );
}

async function openPicker(props: Parameters<typeof ControlledPicker>[0] = {}) {
  const user = userEvent.setup();
  render(<ControlledPicker {...props} />);
  await user.click(screen.getByRole('button', { name: /^Taxonomies: / }));
  return { user, panel: screen.getByRole('dialog', { name: 'Choose taxonomies' }) };
}

test('main taxonomies show by name; their sub-taxonomies unfold under them', async () => {
  const { user, panel } = await openPicker();
  expect(within(panel).getByRole('checkbox', { name: 'Cyber' })).not.toBeChecked();
  expect(within(panel).getByRole('checkbox', { name: 'Severe weather' })).toBeInTheDocument();
  expect(within(panel).queryByRole('checkbox', { name: 'Ransomware' })).toBeNull();
  // A taxonomy without subs has nothing to unfold.
  expect(
    within(panel).queryByRole('button', { name: 'Severe weather: sub-taxonomies' }),
  ).toBeNull();

  const unfold = within(panel).getByRole('button', { name: 'Cyber: sub-taxonomies' });
  expect(unfold).toHaveAttribute('aria-expanded', 'false');
  await user.click(unfold);
  expect(unfold).toHaveAttribute('aria-expanded', 'true');
  const subs = within(panel).getByRole('list', { name: 'Cyber sub-taxonomies' });
  const subNames = within(subs)
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);
  expect(subNames).toEqual(['Ransomware', 'Data breach']);
});

test('a sub-taxonomy and a main one can both be picked, by id', async () => {
  const onChange = vi.fn();
  const { user, panel } = await openPicker({ onChange });
  await user.click(within(panel).getByRole('button', { name: 'Cyber: sub-taxonomies' }));
  await user.click(within(panel).getByRole('checkbox', { name: 'Data breach' }));
  expect(onChange).toHaveBeenLastCalledWith([BREACH.id]);
  await user.click(within(panel).getByRole('checkbox', { name: 'Severe weather' }));
  expect(onChange).toHaveBeenLastCalledWith([BREACH.id, WEATHER.id]);
  expect(
    screen.getByRole('button', { name: 'Taxonomies: Data breach, Severe weather' }),
  ).toBeInTheDocument();
});

test('picking a main taxonomy takes in its subs: they show as included and cannot be picked apart', async () => {
  const onChange = vi.fn();
  const { user, panel } = await openPicker({ initial: [RANSOMWARE.id], onChange });
  // A picked sub unfolds its main taxonomy from the start.
  const ransomware = within(panel).getByRole('checkbox', { name: 'Ransomware' });
  expect(ransomware).toBeChecked();
  await user.click(within(panel).getByRole('checkbox', { name: 'Cyber' }));
  expect(onChange).toHaveBeenLastCalledWith([CYBER.id]);
  const breach = within(panel).getByRole('checkbox', { name: /Data breach/ });
  expect(breach).toBeChecked();
  expect(breach).toBeDisabled();
  expect(within(panel).getAllByText('(included in Cyber)')).toHaveLength(2);

  await user.click(within(panel).getByRole('checkbox', { name: 'Cyber' }));
  expect(onChange).toHaveBeenLastCalledWith([]);
  expect(within(panel).getByRole('checkbox', { name: 'Data breach' })).toBeEnabled();
});

test('typing finds sub-taxonomies by name and shows them under their main taxonomy', async () => {
  const { user, panel } = await openPicker();
  await user.type(within(panel).getByRole('searchbox', { name: 'Search taxonomies' }), 'BREACH');
  expect(within(panel).getByRole('checkbox', { name: 'Cyber' })).toBeInTheDocument();
  expect(within(panel).getByRole('checkbox', { name: 'Data breach' })).toBeInTheDocument();
  expect(within(panel).queryByRole('checkbox', { name: 'Ransomware' })).toBeNull();
  expect(within(panel).queryByRole('checkbox', { name: 'Severe weather' })).toBeNull();

  await user.clear(within(panel).getByRole('searchbox', { name: 'Search taxonomies' }));
  await user.type(within(panel).getByRole('searchbox', { name: 'Search taxonomies' }), 'volcano');
  expect(within(panel).getByText('No taxonomy matches “volcano”.')).toBeInTheDocument();
});

test('an id the tree does not know (from an old link) stays visible and can be removed', async () => {
  const onChange = vi.fn();
  const { user, panel } = await openPicker({ initial: [UNKNOWN, WEATHER.id], onChange });
  await user.click(within(panel).getByRole('button', { name: 'Remove Taxonomy 9f8e7d6c…' }));
  expect(onChange).toHaveBeenLastCalledWith([WEATHER.id]);
});

test('Escape closes the panel and gives the focus back to its button', async () => {
  const { user } = await openPicker();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('button', { name: 'Taxonomies: Any' })).toHaveFocus();
});
