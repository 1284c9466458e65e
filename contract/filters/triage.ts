import {
  IMPACTS_ON_US,
  TRIAGE_STATUSES,
  type ImpactOnUs,
  type TriageStatus,
} from '../triage/values.ts';
import { choice, filter, integer, term, type ListSyntax } from './parameters.ts';
import type { QueryValues } from './query.ts';
import { boolean, type ValueFormat } from './value-formats.ts';

/**
 * The triage queue's query (`GET /api/watchfloor/triage`), in the same `<operator>:<value>` form
 * as the vendor's filters, so the Queue view's address is its API query like every other view's:
 * `/queue?status=in:new,reviewing&assignee=mine&updatedSinceTriage=true`.
 */
export const TRIAGE_SYNTAX: ListSyntax = { list: ',', range: ',' };

function oneOf<const Value extends string>(
  values: readonly Value[],
  label: string,
): ValueFormat<Value> {
  return {
    label,
    pattern: values.map((value) => value.replace(/[-]/g, '\\-')).join('|'),
    example: values[0]!,
    parse: (text) =>
      (values as readonly string[]).includes(text)
        ? { ok: true, value: text as Value }
        : { ok: false, reason: `"${text}" is not ${label}` },
    format: (value) => value,
  };
}

/** `mine`, `unassigned`, or a team member's email (as the team list writes it, lower case). */
export const ASSIGNEE_MINE = 'mine';
export const ASSIGNEE_NOBODY = 'unassigned';
const EMAIL = /^[^\s@,;]+@[^\s@,;]+$/;

const assigneeFormat: ValueFormat<string> = {
  label: 'mine, unassigned or a team member’s email',
  pattern: `${ASSIGNEE_MINE}|${ASSIGNEE_NOBODY}|[^\\s@,;]+@[^\\s@,;]+`,
  example: ASSIGNEE_MINE,
  parse: (text) =>
    text === ASSIGNEE_MINE || text === ASSIGNEE_NOBODY || EMAIL.test(text)
      ? {
          ok: true,
          value: text === ASSIGNEE_MINE || text === ASSIGNEE_NOBODY ? text : text.toLowerCase(),
        }
      : { ok: false, reason: `"${text}" is not mine, unassigned or an email` },
  format: (value) => value,
};

export const TRIAGE_QUEUE_SORTS = [
  'changedAt:desc',
  'changedAt:asc',
  'updatedAt:desc',
  'startedAt:desc',
  'impact:desc',
  'impactOnUs:desc',
] as const;
export type TriageQueueSort = (typeof TRIAGE_QUEUE_SORTS)[number];

export const TRIAGE_QUEUE_PAGE_SIZE = integer({
  min: 1,
  max: 500,
  defaultValue: 100,
  description: 'Rows per page, 1 to 500.',
});

export const triageQueueQuery = {
  search: term(
    'Words matched against the incident id, its title as last read and the notes.',
    'Lagos',
  ),
  status: filter({
    format: oneOf<TriageStatus>(TRIAGE_STATUSES, 'a triage status'),
    operators: ['in', 'nin'],
    syntax: TRIAGE_SYNTAX,
    description: `Triage statuses, comma separated: ${TRIAGE_STATUSES.join(', ')}.`,
    example: { op: 'in', values: ['new', 'reviewing'] },
  }),
  impactOnUs: filter({
    format: oneOf<ImpactOnUs>(IMPACTS_ON_US, 'an impact on us'),
    operators: ['in', 'nin'],
    syntax: TRIAGE_SYNTAX,
    description: `Impact on us, comma separated: ${IMPACTS_ON_US.join(', ')}.`,
    example: { op: 'in', values: ['high'] },
  }),
  assignee: filter({
    format: assigneeFormat,
    operators: ['eq'],
    bareEquals: true,
    syntax: TRIAGE_SYNTAX,
    description:
      '`mine` (the signed-in analyst), `unassigned`, or a team member’s email; the operator may be left out.',
    example: { op: 'eq', value: ASSIGNEE_MINE },
  }),
  updatedSinceTriage: filter({
    format: boolean,
    operators: ['eq'],
    bareEquals: true,
    syntax: TRIAGE_SYNTAX,
    description:
      'true: only incidents the vendor revised since someone last looked; false: only the others.',
    example: { op: 'eq', value: true },
  }),
  sort: choice(
    TRIAGE_QUEUE_SORTS,
    'changedAt (the last triage change; the default, newest first), updatedAt (the vendor’s last revision), startedAt, impact (the vendor’s rating) or impactOnUs.',
  ),
  page: integer({ min: 1, defaultValue: 1, description: 'Page number, from 1.' }),
  pageSize: TRIAGE_QUEUE_PAGE_SIZE,
} as const;

export type TriageQueueQuery = QueryValues<typeof triageQueueQuery>;
