/**
 * Reads what an analyst types into the palette as an incident or theme id, so that "in 123",
 * "#123" or a bare number opens IN-123 without them typing the canonical form.
 */
/** `id` is the canonical form the service uses: `IN-123`, `TH-45`. */
export type JumpTarget = { kind: 'incident'; id: string } | { kind: 'theme'; id: string };

// A prefix (IN/TH, any case, optionally followed by spaces or a hyphen) or `#` (incidents only),
// then the digits. Anchored, so words that merely start with "in" ("index") never match.
const JUMP_PATTERN = /^(?:(?<prefix>in|th)\s*-?\s*|#)?(?<digits>\d+)$/i;

// Ids are integers the service stores; a longer run of digits is a typo or a pasted number.
const MAX_DIGITS = 12;

export function parseJumpTarget(query: string): JumpTarget | null {
  const match = JUMP_PATTERN.exec(query.trim());
  const digits = match?.groups?.digits;
  if (digits === undefined) return null;
  // Leading zeros are not part of the id: IN-0012 is IN-12.
  const significant = digits.replace(/^0+/, '');
  if (significant === '' || significant.length > MAX_DIGITS) return null;
  const number = Number(significant);
  return match?.groups?.prefix?.toLowerCase() === 'th'
    ? { kind: 'theme', id: `TH-${number}` }
    : { kind: 'incident', id: `IN-${number}` };
}
