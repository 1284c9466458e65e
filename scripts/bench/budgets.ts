import { readFileSync } from 'node:fs';
import type { Figure } from './page-bench.ts';

/**
 * Budgets: scripts/bench/budgets.json maps a figure's name (its `key`, or its label) to a limit
 * and why. A limit is a number (`max`, `min`), or a formula over a peer figure measured in the
 * same run (`maxOfPeer`: at most `times` × the peer + `plus`), so a budget such as "rows painted
 * ≤ 1.2 × the API round trip + 50 ms" holds on a fast machine and a loaded one alike. Any
 * benchmark's figure can be budgeted this way; a budget whose figure (or peer) this run did not
 * measure is reported as such and does not fail the run.
 */
export interface PeerLimit {
  /** The key (or label) of the figure the limit is worked out from. */
  peer: string;
  times: number;
  plus?: number;
}

export interface Budget {
  max?: number;
  min?: number;
  maxOfPeer?: PeerLimit;
  why: string;
}

export interface BudgetVerdict {
  name: string;
  budget: Budget;
  figure: Figure | undefined;
  /** The peer figure of a `maxOfPeer` budget, when it was measured. */
  peer?: Figure;
  status: 'met' | 'exceeded' | 'not measured';
}

export function readBudgets(path = 'scripts/bench/budgets.json'): Record<string, Budget> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, Budget>;
}

const findFigure = (figures: readonly Figure[], name: string) =>
  figures.find((candidate) => candidate.key === name || candidate.label === name);

const measured = (figure: Figure | undefined): figure is Figure =>
  figure !== undefined && Number.isFinite(figure.value);

/** The limit a peer formula works out to with the peer's value in this run. */
export const peerLimit = (limit: PeerLimit, peerValue: number) =>
  limit.times * peerValue + (limit.plus ?? 0);

const formula = (limit: PeerLimit) =>
  `${limit.times === 1 ? '' : `${limit.times} × `}${limit.peer}${limit.plus ? ` + ${limit.plus}` : ''}`;

/**
 * The limits as text: `≤ 1.15`, or `≤ 1.2 × explorer.inApp.apiMs + 50 = 91.0` once the peer's
 * value is known.
 */
export function limitText(budget: Budget, figures: readonly Figure[] = []): string {
  const parts: string[] = [];
  if (budget.max !== undefined) parts.push(`≤ ${budget.max}`);
  if (budget.min !== undefined) parts.push(`≥ ${budget.min}`);
  if (budget.maxOfPeer) {
    const peer = findFigure(figures, budget.maxOfPeer.peer);
    const worked = measured(peer) ? ` = ${peerLimit(budget.maxOfPeer, peer.value).toFixed(1)}` : '';
    parts.push(`≤ ${formula(budget.maxOfPeer)}${worked}`);
  }
  return parts.join(' and ');
}

/** True when `value` is within the budget; `figures` supplies the peer of a formula. */
export function withinBudget(budget: Budget, value: number, figures: readonly Figure[] = []) {
  if (!Number.isFinite(value)) return false;
  if (budget.max !== undefined && value > budget.max) return false;
  if (budget.min !== undefined && value < budget.min) return false;
  if (budget.maxOfPeer) {
    const peer = findFigure(figures, budget.maxOfPeer.peer);
    if (!measured(peer) || value > peerLimit(budget.maxOfPeer, peer.value)) return false;
  }
  return true;
}

export function checkBudgets(
  budgets: Record<string, Budget>,
  figures: readonly Figure[],
): BudgetVerdict[] {
  return Object.entries(budgets).map(([name, budget]) => {
    const figure = findFigure(figures, name);
    const peer = budget.maxOfPeer ? findFigure(figures, budget.maxOfPeer.peer) : undefined;
    if (!measured(figure) || (budget.maxOfPeer && !measured(peer))) {
      return { name, budget, figure, peer, status: 'not measured' };
    }
    return {
      name,
      budget,
      figure,
      peer,
      status: withinBudget(budget, figure.value, figures) ? 'met' : 'exceeded',
    };
  });
}

/** The budget a figure is held to, if any. */
export const budgetOf = (budgets: Record<string, Budget>, figure: Figure) =>
  (figure.key && budgets[figure.key]) || budgets[figure.label];
