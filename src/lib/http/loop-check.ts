/**
 * What the loop checks of the two 10,000-row answers share (site-table-check.ts,
 * sites-exposure-check.ts): the failure they throw, read like a schema's issue, and the checks
 * of single values, worded as zod words them so the analyst reads the same "invalid response"
 * message either way. `isObject` is zod's own test of an object, which schema-predicate.ts uses
 * too.
 */

export class ShapeIssue extends Error {
  readonly issues: { path: PropertyKey[]; message: string }[];
  constructor(path: PropertyKey[], message: string) {
    super(message);
    this.issues = [{ path, message }];
  }
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A reason when the value is wrong, nothing when it is right. */
export type Check = (value: unknown) => string | undefined;

export const isString: Check = (value) =>
  typeof value === 'string' ? undefined : 'Invalid input: expected string';

export const isNumber: Check = (value) =>
  typeof value === 'number' && Number.isFinite(value)
    ? undefined
    : 'Invalid input: expected number';

export const isInteger: Check = (value) =>
  Number.isSafeInteger(value) ? undefined : 'Invalid input: expected int';

export const isCount: Check = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0
    ? undefined
    : 'Invalid input: expected a whole number ≥ 0';
