import type { DraftErrors } from '@/components/workspace/use-save-state';
import type { CreateWatch, Watch } from '@/lib/http/watchfloor';
import { analystZone } from '@/lib/time/analyst-zone';

/**
 * A watch as its form holds it: text as typed, read into the request only on save. The form
 * checks what it can say at once (the server checks again, and its 422 names the same fields).
 */
export interface WatchDraft {
  name: string;
  /** Where the filters come from: the explorer's address as written, or a saved search. */
  source: 'address' | 'saved-search';
  filters: string;
  savedSearchId: string;
  siteIds: string[];
  areaIds: string[];
  triggers: 'new' | 'revised' | 'both';
  /** '' for any impact. */
  minImpact: string;
  cadence: 'instant' | 'hourly' | 'daily';
  digestTime: string;
  timeZone: string;
  quietHoursOn: boolean;
  quietStart: string;
  quietEnd: string;
  visibility: 'team' | 'private';
  paused: boolean;
  /** Webhook endpoint URLs and email addresses, one per line as typed. */
  webhooks: string;
  emails: string;
}

export type WatchInput = Required<Omit<CreateWatch, 'filters'>> & { filters?: string };
export type { DraftErrors };

/** The message for a field, or for one of its list elements when a 422 names one (`siteIds.0`). */
export const errorOf = (errors: DraftErrors, field: string) =>
  errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];

const CLOCK = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export function newDraft(prefill: { filters?: string; siteIds?: string[] } = {}): WatchDraft {
  return {
    name: '',
    source: 'address',
    filters: prefill.filters ?? '/incidents',
    savedSearchId: '',
    siteIds: prefill.siteIds ?? [],
    areaIds: [],
    triggers: 'both',
    minImpact: '',
    cadence: 'instant',
    digestTime: '08:00',
    // The analyst's own zone, for the digests and quiet hours.
    timeZone: analystZone() || 'UTC',
    quietHoursOn: false,
    quietStart: '22:00',
    quietEnd: '07:00',
    visibility: 'team',
    paused: false,
    webhooks: '',
    emails: '',
  };
}

export function draftOf(watch: Watch): WatchDraft {
  return {
    name: watch.name,
    source: watch.savedSearchId ? 'saved-search' : 'address',
    filters: watch.filters,
    savedSearchId: watch.savedSearchId ?? '',
    siteIds: [...watch.siteIds],
    areaIds: [...watch.areaIds],
    triggers: watch.triggers,
    minImpact: watch.minImpact === null ? '' : String(watch.minImpact),
    cadence: watch.cadence,
    digestTime: watch.digestTime ?? '08:00',
    timeZone: watch.timeZone,
    quietHoursOn: watch.quietHours !== null,
    quietStart: watch.quietHours?.start ?? '22:00',
    quietEnd: watch.quietHours?.end ?? '07:00',
    visibility: watch.visibility,
    paused: watch.paused,
    webhooks: watch.webhooks.map((endpoint) => endpoint.url).join('\n'),
    emails: watch.emails.join('\n'),
  };
}

/** The lines of a list field, trimmed, blank ones and commas between addresses dropped. */
export const linesOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);

const MAX_WEBHOOKS = 5;
const MAX_EMAILS = 20;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function webhookProblem(urls: string[]): string | undefined {
  if (urls.length > MAX_WEBHOOKS) return `At most ${MAX_WEBHOOKS} webhook endpoints per watch.`;
  if (new Set(urls).size !== urls.length) return 'Each endpoint once.';
  for (const [index, url] of urls.entries()) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return `Line ${index + 1} is not an address: write it whole, as https://hooks.example.com/watchfloor.`;
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
      return `Line ${index + 1}: only http:// and https:// endpoints can be called.`;
    }
  }
  return undefined;
}

function emailProblem(emails: string[]): string | undefined {
  if (emails.length > MAX_EMAILS) return `At most ${MAX_EMAILS} email addresses per watch.`;
  const bad = emails.findIndex((email) => !EMAIL.test(email));
  if (bad >= 0) return `“${emails[bad]}” is not an email address.`;
  if (new Set(emails.map((email) => email.toLowerCase())).size !== emails.length) {
    return 'Each address once.';
  }
  return undefined;
}

const knownZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The explorer's address from what was pasted: a whole URL of the dashboard, or its path. */
export function addressOf(typed: string): string {
  const trimmed = typed.trim();
  try {
    const url = new URL(trimmed);
    return `${url.pathname}${url.search}`;
  } catch {
    return trimmed;
  }
}

export function readDraft(
  draft: WatchDraft,
): { ok: true; input: WatchInput } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'Give the watch a name.';
  else if (name.length > 200) errors.name = 'Too long: at most 200 characters.';
  const filters = addressOf(draft.filters);
  if (draft.source === 'address' && !/^\/incidents(\?|$)/.test(filters)) {
    errors.filters =
      'Paste the incident explorer’s address: it starts with /incidents (the part after the host).';
  }
  if (draft.source === 'saved-search' && !draft.savedSearchId) {
    errors.savedSearchId = 'Pick a saved search of the incident explorer.';
  }
  if (draft.cadence === 'daily' && !CLOCK.test(draft.digestTime)) {
    errors.digestTime = 'A daily digest needs the time it goes out (HH:MM).';
  }
  const zone = draft.timeZone.trim();
  if (!knownZone(zone) || !zone) {
    errors.timeZone = 'Not a time zone: use a name such as Europe/Paris or UTC.';
  }
  if (draft.quietHoursOn) {
    if (!CLOCK.test(draft.quietStart)) errors.quietStart = 'Write the start as HH:MM.';
    if (!CLOCK.test(draft.quietEnd)) errors.quietEnd = 'Write the end as HH:MM.';
    else if (draft.quietStart === draft.quietEnd) {
      errors.quietEnd = 'Quiet hours must start and end at different times.';
    }
  }
  const webhooks = linesOf(draft.webhooks);
  const emails = linesOf(draft.emails);
  const webhooksWrong = webhookProblem(webhooks);
  if (webhooksWrong) errors.webhooks = webhooksWrong;
  const emailsWrong = emailProblem(emails);
  if (emailsWrong) errors.emails = emailsWrong;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      name,
      visibility: draft.visibility,
      paused: draft.paused,
      ...(draft.source === 'address' ? { filters } : {}),
      savedSearchId: draft.source === 'saved-search' ? draft.savedSearchId : null,
      siteIds: draft.siteIds,
      areaIds: draft.areaIds,
      triggers: draft.triggers,
      minImpact: draft.minImpact === '' ? null : Number(draft.minImpact),
      cadence: draft.cadence,
      digestTime: draft.cadence === 'daily' ? draft.digestTime : null,
      timeZone: zone,
      quietHours: draft.quietHoursOn ? { start: draft.quietStart, end: draft.quietEnd } : null,
      webhooks,
      emails,
    },
  };
}
