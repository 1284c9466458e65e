/**
 * Notes are plain text. Three things in them become links, because analysts write them to
 * point at each other's work: incident ids (`IN-123`), theme ids (`TH-45`), and addresses of this
 * dashboard's incidents, themes and sites, whole (`https://watchfloor.example/sites/…`) or as a
 * path (`/sites/…`). Everything else, markup and other sites' addresses included, stays text.
 */

export type NoteSegment =
  | { kind: 'text'; text: string }
  | { kind: 'incident'; id: string }
  | { kind: 'theme'; id: string }
  /** An address in this app: `href` is a path on its own origin, `text` what was written. */
  | { kind: 'app-link'; href: string; text: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Paths of the app that a note may link to. */
const APP_PATH = String.raw`/(?:incidents|themes|sites)(?:/[A-Za-z0-9-]+)?(?:\?[^\s<>"']*)?`;
/** Not in the middle of a word, a longer id or another address. */
const BEFORE = String.raw`(?<![\w/.-])`;

function tokenPattern(origin: string | undefined) {
  const ownOrigin = origin ? `${escapeRegExp(origin)}(?=/)` : '(?!)';
  return new RegExp(
    [
      String.raw`${BEFORE}(?<incident>IN-\d{1,12})(?![\w-])`,
      String.raw`${BEFORE}(?<theme>TH-\d{1,12})(?![\w-])`,
      String.raw`(?<url>${ownOrigin}${APP_PATH})`,
      String.raw`${BEFORE}(?<path>${APP_PATH})`,
    ].join('|'),
    'g',
  );
}

/** Trailing punctuation ends the sentence, not the address. */
const TRAILING = /[.,;:!?)\]]+$/;

export function linkifyNotes(notes: string, origin?: string): NoteSegment[] {
  const segments: NoteSegment[] = [];
  let last = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const previous = segments.at(-1);
    if (previous?.kind === 'text') previous.text += text;
    else segments.push({ kind: 'text', text });
  };
  for (const match of notes.matchAll(tokenPattern(origin))) {
    const groups = match.groups ?? {};
    let written = match[0];
    let end = match.index + written.length;
    if (groups.url || groups.path) {
      const trailing = TRAILING.exec(written)?.[0] ?? '';
      written = written.slice(0, written.length - trailing.length);
      end -= trailing.length;
    }
    pushText(notes.slice(last, match.index));
    if (groups.incident) segments.push({ kind: 'incident', id: groups.incident });
    else if (groups.theme) segments.push({ kind: 'theme', id: groups.theme });
    else {
      const href = groups.url ? written.slice(origin!.length) : written;
      segments.push({ kind: 'app-link', href, text: written });
    }
    last = end;
  }
  pushText(notes.slice(last));
  return segments;
}
