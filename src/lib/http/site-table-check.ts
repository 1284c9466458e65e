import { zPerson, zVisibility } from '@/api/watchfloor/zod.gen';
import { plural } from '@/lib/text/plural';
import { type Check, isCount, isNumber, isObject, isString, ShapeIssue } from './loop-check';

/**
 * `GET /api/watchfloor/sites` checked by a loop instead of its generated schema: 10,000 sites
 * are some 80,000 values, which zod (run without its compiled path, as the page's CSP requires)
 * took ~110 ms to check on a page's first use, and a loop takes a few. The same rules as the
 * schema (site-table-check.test.ts holds the two side by side), and one more: every column is
 * as long as the count. A failure names its first bad value as a schema's issue does, so the
 * analyst reads the same "invalid response" message either way.
 */

const VISIBILITIES: ReadonlySet<unknown> = new Set(zVisibility.options);

const isVisibility: Check = (value) =>
  VISIBILITIES.has(value)
    ? undefined
    : `Invalid option: expected one of ${[...VISIBILITIES].map((v) => JSON.stringify(v)).join('|')}`;
const isTagList: Check = (value) => {
  if (!Array.isArray(value)) return 'Invalid input: expected array';
  for (const tag of value) if (typeof tag !== 'string') return 'Invalid input: expected string';
  return undefined;
};

const COLUMNS: Record<string, Check> = {
  id: isString,
  name: isString,
  latitude: isNumber,
  longitude: isNumber,
  address: isString,
  tags: isTagList,
  visibility: isVisibility,
  owner: isCount,
};

export function checkSiteListResponse(body: unknown): Promise<unknown> {
  const fail = (path: PropertyKey[], message: string) =>
    Promise.reject(new ShapeIssue(path, message));
  if (!isObject(body)) return fail([], 'Invalid input: expected object');
  if (body.status !== 'success') return fail(['status'], 'Invalid option: expected "success"');
  const table = body.data;
  if (!isObject(table)) return fail(['data'], 'Invalid input: expected object');
  const { count, owners, columns } = table;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
    return fail(['data', 'count'], 'Invalid input: expected a whole number ≥ 0');
  }
  if (!Array.isArray(owners)) return fail(['data', 'owners'], 'Invalid input: expected array');
  for (let index = 0; index < owners.length; index += 1) {
    const owner = zPerson.safeParse(owners[index]);
    if (!owner.success) {
      const issue = owner.error.issues[0]!;
      return fail(['data', 'owners', index, ...issue.path], issue.message);
    }
  }
  if (!isObject(columns)) return fail(['data', 'columns'], 'Invalid input: expected object');
  for (const [name, check] of Object.entries(COLUMNS)) {
    const column = columns[name];
    const path = ['data', 'columns', name];
    if (!Array.isArray(column)) return fail(path, 'Invalid input: expected array');
    if (column.length !== count) {
      return fail(path, `Expected ${plural(count, 'value')} (the count), got ${column.length}`);
    }
    for (let index = 0; index < column.length; index += 1) {
      const problem = check(column[index]);
      if (problem) return fail([...path, index], problem);
    }
  }
  return Promise.resolve(body);
}
