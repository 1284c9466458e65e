import { toDotPath } from 'zod/v4/core';

/** Reads the first problem of a failed schema validation without depending on zod's classes. */

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

const isIssue = (value: unknown): value is Issue =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as Issue).path) &&
  typeof (value as Issue).message === 'string';

/** `['data', 'news', 3, 'id']` → `data.news[3].id`; the empty path is the body itself. */
export function formatPath(path: readonly PropertyKey[]): string {
  return toDotPath(path) || 'the body';
}

/** The first issue of a validation error (zod or any Standard Schema style), if it is one. */
export function firstValidationIssue(error: unknown): { path: string; reason: string } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const issues = (error as { issues?: unknown }).issues;
  if (!Array.isArray(issues) || !isIssue(issues[0])) return undefined;
  return { path: formatPath(issues[0].path), reason: issues[0].message };
}
