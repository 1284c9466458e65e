import { describe, expect, test } from 'vitest';
import { checkBudgets, limitText, withinBudget, type Budget } from './budgets.ts';
import type { Figure } from './page-bench.ts';

const ms = (key: string, value: number): Figure => ({ key, label: key, value, unit: 'ms' });

const beside: Budget = {
  maxOfPeer: { peer: 'view.apiMs', times: 1.2, plus: 50 },
  why: 'rows painted at most 1.2 × the API round trip + 50 ms',
};

describe('a budget over a peer figure', () => {
  test('holds the figure to the formula worked out with the peer measured in the same run', () => {
    const figures = [ms('view.ms', 90), ms('view.apiMs', 34)];
    // 1.2 × 34 + 50 = 90.8
    expect(checkBudgets({ 'view.ms': beside }, figures)[0]).toMatchObject({ status: 'met' });
    expect(
      checkBudgets({ 'view.ms': beside }, [ms('view.ms', 91), ms('view.apiMs', 34)])[0],
    ).toMatchObject({ status: 'exceeded' });
  });

  test('follows the peer: the same figure passes beside a slower API', () => {
    expect(withinBudget(beside, 120, [ms('view.apiMs', 34)])).toBe(false);
    expect(withinBudget(beside, 120, [ms('view.apiMs', 60)])).toBe(true);
  });

  test('is not measured, and does not fail the run, when the peer was not measured', () => {
    const [verdict] = checkBudgets({ 'view.ms': beside }, [ms('view.ms', 500)]);
    expect(verdict!.status).toBe('not measured');
  });

  test('prints the formula, and its value once the peer is known', () => {
    expect(limitText(beside)).toBe('≤ 1.2 × view.apiMs + 50');
    expect(limitText(beside, [ms('view.apiMs', 34)])).toBe('≤ 1.2 × view.apiMs + 50 = 90.8');
    expect(limitText({ maxOfPeer: { peer: 'content', times: 2 }, why: '' })).toBe('≤ 2 × content');
  });

  test('plain limits read as before', () => {
    expect(limitText({ max: 1.15, why: '' })).toBe('≤ 1.15');
    expect(withinBudget({ min: 1500, why: '' }, 1499)).toBe(false);
    expect(withinBudget({ max: 25, why: '' }, Number.NaN)).toBe(false);
  });
});
