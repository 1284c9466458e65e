import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { matchOptions, SearchableMultiSelect, type SelectOption } from './searchable-multi-select';

const OPTIONS: SelectOption[] = [
  { value: 'FRA', label: 'France', hint: 'FRA' },
  { value: 'CIV', label: "Côte d'Ivoire", hint: 'CIV' },
  { value: 'GBR', label: 'United Kingdom', hint: 'GBR' },
  { value: 'USA', label: 'United States', hint: 'USA' },
];

function Controlled({ onChange = () => undefined }: { onChange?: (next: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <SearchableMultiSelect
      label="Countries"
      options={OPTIONS}
      selected={selected}
      onChange={(next) => {
        setSelected(next);
        onChange(next);
      }}
    />
  );
}

test('matching ignores case and accents and puts names that start with the text first', () => {
  expect(matchOptions(OPTIONS, 'cote').map((option) => option.value)).toEqual(['CIV']);
  expect(matchOptions(OPTIONS, 'd').map((option) => option.value)).toEqual(['CIV', 'GBR', 'USA']);
  expect(matchOptions(OPTIONS, 'gbr').map((option) => option.value)).toEqual(['GBR']);
  expect(matchOptions(OPTIONS, '  ')).toHaveLength(4);
});

test('typing narrows the list; arrows and Enter pick without leaving the field', async () => {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<Controlled onChange={onChange} />);
  await user.click(screen.getByRole('button', { name: 'Countries: Any' }));
  const field = screen.getByRole('combobox', { name: 'Search countries' });
  expect(field).toHaveFocus();
  await user.type(field, 'united');
  const list = screen.getByRole('listbox', { name: 'Countries' });
  expect(
    within(list)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['United KingdomGBR', 'United StatesUSA']);
  await user.keyboard('{ArrowDown}{Enter}');
  expect(onChange).toHaveBeenLastCalledWith(['USA']);
  expect(within(list).getByRole('option', { name: /United States/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(field).toHaveAttribute(
    'aria-activedescendant',
    within(list).getByRole('option', { name: /United States/ }).id,
  );
  // Enter again unpicks.
  await user.keyboard('{Enter}');
  expect(onChange).toHaveBeenLastCalledWith([]);
});

test('picks show as removable chips and in the button; Clear all empties the choice', async () => {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<Controlled onChange={onChange} />);
  await user.click(screen.getByRole('button', { name: 'Countries: Any' }));
  for (const name of [/France/, /Côte/, /United Kingdom/]) {
    await user.click(screen.getByRole('option', { name }));
  }
  expect(screen.getByRole('button', { name: 'Countries: France +2' })).toHaveAttribute(
    'title',
    "France, Côte d'Ivoire, United Kingdom",
  );
  await user.click(screen.getByRole('button', { name: "Remove Côte d'Ivoire" }));
  expect(onChange).toHaveBeenLastCalledWith(['FRA', 'GBR']);
  await user.click(screen.getByRole('button', { name: 'Clear all' }));
  expect(onChange).toHaveBeenLastCalledWith([]);
});

test('nothing matching is said so, and a failed list offers a retry', async () => {
  const onRetry = vi.fn();
  const user = userEvent.setup();
  render(
    <SearchableMultiSelect
      label="Countries"
      options={[]}
      selected={['FRA']}
      onChange={() => undefined}
      loadError={{ message: 'Countries could not be loaded: offline', onRetry }}
    />,
  );
  // Until the names arrive, the code stands in.
  await user.click(screen.getByRole('button', { name: 'Countries: FRA' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Countries could not be loaded: offline');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledOnce();
  await user.type(screen.getByRole('combobox'), 'zz');
  expect(screen.getByText('Nothing matches “zz”.')).toBeInTheDocument();
});

test('a click outside closes the panel', async () => {
  const user = userEvent.setup();
  render(
    <>
      <Controlled />
      <p>Elsewhere</p>
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Countries: Any' }));
  expect(screen.getByRole('dialog', { name: 'Choose countries' })).toBeInTheDocument();
  await user.click(screen.getByText('Elsewhere'));
  expect(screen.queryByRole('dialog')).toBeNull();
});
