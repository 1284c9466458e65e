import {
  IMPACT_ON_US_LABELS,
  TRIAGE_STATUS_LABELS,
  type ImpactOnUs,
  type TriageStatus,
} from '../../../contract/triage/values';
import type { Triage, TriageChange } from '@/lib/http/watchfloor';

/** What the panel edits: the triage's own fields, the assignee by email. */
export interface TriageFields {
  status: TriageStatus;
  duplicateOf: string | null;
  impactOnUs: ImpactOnUs | null;
  assignee: string | null;
  notes: string;
}

export const FIELD_NAMES = ['status', 'duplicateOf', 'impactOnUs', 'assignee', 'notes'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

export const FIELD_LABELS: Record<FieldName, string> = {
  status: 'Status',
  duplicateOf: 'Duplicate of',
  impactOnUs: 'Impact on us',
  assignee: 'Assignee',
  notes: 'Notes',
};

/** An incident nobody has triaged yet. */
export const UNTRIAGED: TriageFields = {
  status: 'new',
  duplicateOf: null,
  impactOnUs: null,
  assignee: null,
  notes: '',
};

export const fieldsOf = (triage: Triage | null): TriageFields =>
  triage
    ? {
        status: triage.status,
        duplicateOf: triage.duplicateOf,
        impactOnUs: triage.impactOnUs,
        assignee: triage.assignee?.email ?? null,
        notes: triage.notes,
      }
    : UNTRIAGED;

export const changedNames = (from: TriageFields, to: TriageFields) =>
  FIELD_NAMES.filter((name) => from[name] !== to[name]);

/** The body of a save: the fields changed since `base`, and the version they were made from. */
export function changeOf(base: TriageFields, draft: TriageFields, version: number): TriageChange {
  const change: TriageChange = { version };
  for (const name of changedNames(base, draft)) {
    (change as Record<string, unknown>)[name] = draft[name];
  }
  // A duplicate always says of what, even when only the status changed.
  if (draft.status === 'duplicate' && change.status) change.duplicateOf = draft.duplicateOf;
  return change;
}

/**
 * Two analysts wrote notes at once. Nothing of either is dropped: when both only added to
 * the same text (the usual case), mine is added to theirs; otherwise theirs comes first and
 * mine follows, for the analyst to tidy before saving.
 */
export function mergeNotes(base: string, theirs: string, mine: string): string {
  if (mine === base || mine === theirs) return theirs;
  if (theirs === base) return mine;
  // Two notes where there was none: two paragraphs.
  if (base === '') return `${theirs}\n\n${mine}`;
  if (mine.startsWith(base) && theirs.startsWith(base)) {
    const added = mine.slice(base.length);
    return `${theirs}${/\s$/.test(theirs) || /^\s/.test(added) ? '' : '\n'}${added}`;
  }
  return `${theirs}\n\n${mine}`;
}

/**
 * After a 409: the draft to continue from. Fields only I changed keep my value; fields only
 * they changed take theirs; where both changed, mine is kept (and the notice shows theirs),
 * except notes, which are merged so that neither text is lost.
 */
export function rebase(base: TriageFields, theirs: TriageFields, mine: TriageFields): TriageFields {
  const next = { ...theirs };
  for (const name of changedNames(base, mine)) {
    if (name === 'notes') next.notes = mergeNotes(base.notes, theirs.notes, mine.notes);
    else (next as Record<FieldName, unknown>)[name] = mine[name];
  }
  if (next.status !== 'duplicate') next.duplicateOf = null;
  return next;
}

/** A field's value in words, for the conflict notice. */
export function describeField(
  name: FieldName,
  fields: TriageFields,
  nameOf: (email: string) => string,
): string {
  switch (name) {
    case 'status':
      return TRIAGE_STATUS_LABELS[fields.status];
    case 'impactOnUs':
      return fields.impactOnUs ? IMPACT_ON_US_LABELS[fields.impactOnUs] : 'Not assessed';
    case 'assignee':
      return fields.assignee ? nameOf(fields.assignee) : 'Unassigned';
    case 'duplicateOf':
      return fields.duplicateOf ?? '';
    case 'notes':
      return fields.notes;
  }
}
