import { readFileSync } from 'node:fs';
import type { Figure } from './page-bench.ts';

/**
 * Budgets: scripts/bench/budgets.json maps a figure's name (its `key`, or its label) to a limit,
 * `max` or `min`, and why. Any benchmark's figure can be budgeted this way; a budget whose
 * figure this run did not measure is reported as such and does not fail the run.
 */
export interface Budget {
  max?: number;
  min?: number;
  why: string;
}

export interface BudgetVerdict {
  name: string;
  budget: Budget;
  figure: Figure | undefined;
  status: 'met' | 'exceeded' | 'not measured';
}

export function readBudgets(path = 'scripts/bench/budgets.json'): Record<string, Budget> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, Budget>;
}

export const limitText = (budget: Budget) =>
  [
    budget.max === undefined ? '' : `≤ ${budget.max}`,
    budget.min === undefined ? '' : `≥ ${budget.min}`,
  ]
    .filter(Boolean)
    .join(' and ');

export const withinBudget = (budget: Budget, value: number) =>
  Number.isFinite(value) &&
  (budget.max === undefined || value <= budget.max) &&
  (budget.min === undefined || value >= budget.min);

export function checkBudgets(
  budgets: Record<string, Budget>,
  figures: readonly Figure[],
): BudgetVerdict[] {
  return Object.entries(budgets).map(([name, budget]) => {
    const figure = figures.find((candidate) => candidate.key === name || candidate.label === name);
    if (!figure || !Number.isFinite(figure.value)) {
      return { name, budget, figure, status: 'not measured' };
    }
    return {
      name,
      budget,
      figure,
      status: withinBudget(budget, figure.value) ? 'met' : 'exceeded',
    };
  });
}

/** The budget a figure is held to, if any. */
export const budgetOf = (budgets: Record<string, Budget>, figure: Figure) =>
  (figure.key && budgets[figure.key]) || budgets[figure.label];
