import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { SEARCH_SETTLE_MS, SearchField } from './search-field';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const box = () => screen.getByRole('searchbox', { name: 'Search themes' });

test('the term is applied once, when typing pauses; blanks clear it', () => {
  const onCommit = vi.fn();
  render(<SearchField label="Search themes" value={undefined} onCommit={onCommit} />);
  for (const text of ['f', 'fl', 'flo', 'flood ']) {
    fireEvent.change(box(), { target: { value: text } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_SETTLE_MS - 50);
    });
  }
  expect(onCommit).not.toHaveBeenCalled();
  act(() => {
    vi.advanceTimersByTime(50);
  });
  expect(onCommit).toHaveBeenCalledExactlyOnceWith('flood');
});

test('Enter applies at once, and the clear button empties the term', () => {
  const onCommit = vi.fn();
  render(<SearchField label="Search themes" value="war" onCommit={onCommit} />);
  fireEvent.change(box(), { target: { value: 'war crimes' } });
  fireEvent.keyDown(box(), { key: 'Enter' });
  expect(onCommit).toHaveBeenLastCalledWith('war crimes');
  fireEvent.click(screen.getByRole('button', { name: 'Clear: Search themes' }));
  expect(onCommit).toHaveBeenLastCalledWith(undefined);
  expect(box()).toHaveValue('');
});

test('a term changed elsewhere (Back, a link) replaces what the box shows', () => {
  const onCommit = vi.fn();
  const { rerender } = render(
    <SearchField label="Search themes" value="war" onCommit={onCommit} />,
  );
  rerender(<SearchField label="Search themes" value="flood" onCommit={onCommit} />);
  expect(box()).toHaveValue('flood');
  act(() => {
    vi.advanceTimersByTime(SEARCH_SETTLE_MS * 2);
  });
  expect(onCommit).not.toHaveBeenCalled();
});
