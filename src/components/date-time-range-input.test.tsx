import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { analystZone } from '@/lib/time/analyst-zone';
import { DateTimeRangeInput } from './date-time-range-input';

/** What the analyst's zone makes of a typed wall-clock time. */
const seconds = (local: string) => new Date(local).getTime() / 1000;

function renderRange(props: Partial<Parameters<typeof DateTimeRangeInput>[0]> = {}) {
  const onApply = vi.fn();
  render(
    <DateTimeRangeInput legend="Published between" initial={{}} onApply={onApply} {...props} />,
  );
  const type = (label: 'From' | 'To', value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return { onApply, type, apply: screen.getByRole('button', { name: 'Apply' }) };
}

test('the fields say their zone and echo each end in UTC', () => {
  const { type } = renderRange();
  expect(screen.getByText(new RegExp(`Times in your zone: ${analystZone()}, UTC`))).toBeVisible();
  type('From', '2026-11-20T14:05');
  const utc = new Date('2026-11-20T14:05').toISOString().slice(11, 16);
  const [hours, minutes] = utc.split(':');
  expect(screen.getByText(/^= .*UTC$/)).toHaveTextContent(
    new RegExp(`${Number(hours) % 12 || 12}:${minutes}|${hours}:${minutes}`),
  );
});

test('the initial range fills the fields in the analyst zone', () => {
  renderRange({ initial: { from: seconds('2026-11-01T09:30'), to: seconds('2026-11-02T18:00') } });
  expect(screen.getByLabelText('From')).toHaveValue('2026-11-01T09:30');
  expect(screen.getByLabelText('To')).toHaveValue('2026-11-02T18:00');
});

test('an end before the start is refused in place', async () => {
  const { type, apply, onApply } = renderRange();
  type('From', '2026-11-20T14:05');
  type('To', '2026-11-19T14:05');
  expect(screen.getByText('The end must come after the start.')).toBeVisible();
  expect(apply).toBeDisabled();
  await userEvent.setup().click(apply);
  expect(onApply).not.toHaveBeenCalled();
});

test("the caller's rule is checked as the analyst types and blocks applying", () => {
  const { type, apply } = renderRange({
    check: (range) =>
      range.from !== undefined && range.to !== undefined && range.to - range.from > 86_400
        ? 'At most one day.'
        : undefined,
  });
  type('From', '2026-11-20T00:00');
  type('To', '2026-11-22T00:00');
  expect(screen.getByText('At most one day.')).toBeVisible();
  expect(apply).toBeDisabled();
  type('To', '2026-11-20T12:00');
  expect(screen.queryByText('At most one day.')).toBeNull();
  expect(apply).toBeEnabled();
});

test('one open end is allowed unless both are required', async () => {
  const user = userEvent.setup();
  const { type, apply, onApply } = renderRange();
  expect(apply).toBeDisabled();
  type('From', '2026-11-20T06:00');
  await user.click(apply);
  expect(onApply).toHaveBeenCalledWith({ from: seconds('2026-11-20T06:00') });
});

test('with both ends required, a lone end is refused', () => {
  const { type, apply } = renderRange({ requireBoth: true });
  type('To', '2026-11-20T06:00');
  expect(screen.getByText('Enter both a start and an end.')).toBeVisible();
  expect(apply).toBeDisabled();
});
