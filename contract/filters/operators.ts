/** The operators of spec 4.1, grouped by the shape of the value they take. */

export const COMPARISON_OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte'] as const;
export const RANGE_OPERATORS = ['bt', 'nbt'] as const;
export const MEMBERSHIP_OPERATORS = ['in', 'nin'] as const;
export const OPERATORS = [...COMPARISON_OPERATORS, ...RANGE_OPERATORS, ...MEMBERSHIP_OPERATORS];

export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];
export type RangeOperator = (typeof RANGE_OPERATORS)[number];
export type MembershipOperator = (typeof MEMBERSHIP_OPERATORS)[number];
export type Operator = ComparisonOperator | RangeOperator | MembershipOperator;

export const OPERATOR_LABELS: Record<Operator, string> = {
  eq: 'is',
  neq: 'is not',
  gt: 'after / above',
  gte: 'from / at least',
  lt: 'before / below',
  lte: 'until / at most',
  bt: 'between',
  nbt: 'not between',
  in: 'is any of',
  nin: 'is none of',
};

export function isOperator(text: string): text is Operator {
  return (OPERATORS as readonly string[]).includes(text);
}
export function isComparison(op: Operator): op is ComparisonOperator {
  return (COMPARISON_OPERATORS as readonly string[]).includes(op);
}
export function isRange(op: Operator): op is RangeOperator {
  return (RANGE_OPERATORS as readonly string[]).includes(op);
}
