import { act, renderHook } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useHeldItems } from './use-held-items';

const idOf = (item: { id: string }) => item.id;

describe('a live list held still under the reader', () => {
  test('what the page opened with is shown; newcomers are counted until let in', () => {
    const { result, rerender } = renderHook(({ items }) => useHeldItems(items, idOf), {
      initialProps: { items: undefined as { id: string }[] | undefined },
    });
    expect(result.current.shown).toEqual([]);
    rerender({ items: [{ id: 'a' }, { id: 'b' }] });
    expect(result.current.shown.map(idOf)).toEqual(['a', 'b']);
    expect(result.current.newCount).toBe(0);

    rerender({ items: [{ id: 'c' }, { id: 'a' }, { id: 'b' }] });
    expect(result.current.shown.map(idOf)).toEqual(['a', 'b']);
    expect(result.current.newCount).toBe(1);

    act(() => result.current.showNew());
    expect(result.current.shown.map(idOf)).toEqual(['c', 'a', 'b']);
    expect(result.current.newCount).toBe(0);
  });

  test('an item that leaves the list leaves at once', () => {
    const { result, rerender } = renderHook(({ items }) => useHeldItems(items, idOf), {
      initialProps: { items: [{ id: 'a' }, { id: 'b' }] },
    });
    rerender({ items: [{ id: 'b' }] });
    expect(result.current.shown.map(idOf)).toEqual(['b']);
    expect(result.current.newCount).toBe(0);
  });
});
