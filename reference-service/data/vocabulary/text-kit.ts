/**
 * Small helpers shared by the incident and news writers: `{slot}` templates compiled once into
 * literal parts and slot ids, English number and list wording, country names as they read
 * mid-sentence, and tidy punctuation.
 *
 * The writers run a few hundred thousand times at start-up, so everything here avoids regular
 * expressions and small allocations on the hot path; results that only depend on their input
 * (country wording, compiled templates) are remembered.
 */

export type Slots = Readonly<Record<string, string | (() => string)>>;

/** A `{slot}` template split once into the literal text around its slots. */
export interface Template {
  /** The template as written. */
  readonly text: string;
  /** Literal text around the slots: parts[0], slot 0, parts[1], …, parts[n]. */
  readonly parts: readonly string[];
  /** parts[0] with its first letter capitalised. */
  readonly head: string;
  /** Slot names in order of use (a name used twice appears twice). */
  readonly names: readonly string[];
  /** Slot ids: the index of each name in the compiler's list, -1 for a name it does not know. */
  readonly ids: readonly number[];
  /** The compiler's bits of every optional slot the template names; see `TemplateCompiler`. */
  readonly needs: number;
}

/** In `Template.needs` when the template names a slot the compiler does not know. */
export const UNKNOWN_SLOT = 1 << 30;

/** Splits `{name}` placeholders (word characters only) from the text around them. */
function split(text: string): { parts: string[]; names: string[] } {
  const parts: string[] = [];
  const names: string[] = [];
  let literal = 0;
  let open = text.indexOf('{');
  while (open !== -1) {
    let end = open + 1;
    while (end < text.length && isWordChar(text.charCodeAt(end))) end++;
    if (end > open + 1 && text.charCodeAt(end) === 125 /* } */) {
      parts.push(text.slice(literal, open));
      names.push(text.slice(open + 1, end));
      literal = end + 1;
      open = text.indexOf('{', literal);
    } else {
      open = text.indexOf('{', open + 1);
    }
  }
  parts.push(text.slice(literal));
  return { parts, names };
}

function isWordChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 95
  );
}

/**
 * Compiles templates against a fixed list of slot names, so filling one is a loop over literal
 * parts and array lookups. Each compiled template is kept: compiling the same text twice returns
 * the same object.
 */
export class TemplateCompiler {
  private readonly ids: ReadonlyMap<string, number>;
  private readonly compiled = new Map<string, Template>();

  /**
   * `names` gives each slot its id (its index); `bits` marks optional slots, those a context may
   * lack, so `usable()` can check a template with one AND.
   */
  constructor(
    readonly names: readonly string[],
    private readonly bits: Readonly<Record<string, number>> = {},
  ) {
    this.ids = new Map(names.map((name, index) => [name, index]));
  }

  compile(text: string): Template {
    let template = this.compiled.get(text);
    if (template) return template;
    const { parts, names } = split(text);
    let needs = 0;
    const ids = names.map((name) => {
      const id = this.ids.get(name);
      needs |= id === undefined ? UNKNOWN_SLOT : (this.bits[name] ?? 0);
      return id ?? -1;
    });
    template = { text, parts, head: capitalise(parts[0]!), names, ids, needs };
    this.compiled.set(text, template);
    return template;
  }

  compileAll(texts: readonly string[]): Template[] {
    return texts.map((text) => this.compile(text));
  }
}

/** Whether every optional slot the template needs is among the `available` bits. */
export function usable(template: Template, available: number): boolean {
  return (template.needs & ~available) === 0;
}

/** The templates usable with the `available` bits (the list itself when all are). */
export function usableOnes(templates: readonly Template[], available: number): readonly Template[] {
  let count = 0;
  for (const template of templates) if ((template.needs & ~available) === 0) count++;
  if (count === templates.length) return templates;
  const chosen: Template[] = [];
  for (const template of templates) if ((template.needs & ~available) === 0) chosen.push(template);
  return chosen;
}

/** Whether the template ends with one of `names`, optionally followed by `{after}`. */
export function endsWithSlot(
  template: Template,
  names: readonly string[],
  after?: string,
): boolean {
  const { parts, names: used } = template;
  const count = used.length;
  if (count === 0 || parts[count] !== '') return false;
  if (names.includes(used[count - 1]!)) return true;
  return (
    after !== undefined &&
    used[count - 1] === after &&
    count >= 2 &&
    parts[count - 1] === '' &&
    names.includes(used[count - 2]!)
  );
}

const LOOSE = new TemplateCompiler([]);

/** Fills `{slot}` placeholders; a missing slot is a bug in a template, so it throws. */
export function fill(template: string, slots: Slots): string {
  const { parts, names } = LOOSE.compile(template);
  let text = parts[0]!;
  for (let index = 0; index < names.length; index++) {
    const value = slots[names[index]!];
    if (value === undefined) {
      throw new Error(`Template slot {${names[index]!}} has no value: ${template}`);
    }
    text += (typeof value === 'function' ? value() : value) + parts[index + 1]!;
  }
  return text;
}

/** The `{slot}` names a template uses. */
export function slotsOf(template: string): readonly string[] {
  return LOOSE.compile(template).names;
}

export function capitalise(text: string): string {
  const code = text.charCodeAt(0);
  if (code >= 97 && code <= 122) return String.fromCharCode(code - 32) + text.slice(1);
  // ASCII other than a-z, and '' (NaN), stay as they are.
  if (!(code >= 128)) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Characters `trim()` removes: spaces, control characters and the Unicode spaces. */
function isTrimmable(code: number): boolean {
  return (
    code <= 32 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * Whether `tidy` would leave the text as it is. One pass over the characters, no allocation; it
 * may answer false for text that is tidy (a tab before a comma), never true for text that is not.
 */
export function isTidy(text: string): boolean {
  const length = text.length;
  if (length === 0) return true;
  if (isTrimmable(text.charCodeAt(0)) || isTrimmable(text.charCodeAt(length - 1))) return false;
  let previous = 0;
  for (let index = 0; index < length; index++) {
    const code = text.charCodeAt(index);
    switch (code) {
      case 32: // space
      case 9: // tab
        if (previous === 32 || previous === 9) return false;
        break;
      case 44: // ,
        if (previous === 32 || previous === 44) return false;
        break;
      case 46: // .
        if (previous === 32 || previous === 46 || previous === 44) return false;
        break;
      case 59: // ;
        if (previous === 32 || previous === 59) return false;
        break;
      case 58: // :
        if (previous === 32) return false;
        break;
    }
    previous = code;
  }
  return true;
}

/** Collapses the stray spaces and punctuation that optional clauses leave behind. */
export function tidy(text: string): string {
  if (isTidy(text)) return text;
  return text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.;:])/g, '$1')
    .replace(/([,;])\1+/g, '$1')
    .replace(/\.{2,}/g, '.')
    .replace(/,\./g, '.')
    .trim();
}

const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** Wire style: words below ten, digits with thousands separators from ten up. */
export function numberWords(value: number): string {
  return value < 10 && value >= 0 ? SMALL[value]! : numberDigits(value);
}

/** Digits with thousands separators, as headlines write numbers. */
export function numberDigits(value: number): string {
  const digits = String(value);
  if (!(value >= 0 && value < 1e15 && Number.isInteger(value))) {
    return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }
  if (digits.length <= 3) return digits;
  const first = digits.length % 3 || 3;
  let text = digits.slice(0, first);
  for (let index = first; index < digits.length; index += 3) {
    text += `,${digits.slice(index, index + 3)}`;
  }
  return text;
}

export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return joinPair(items[0]!, items[1]!);
  // An item with its own "and" ("oil and gas") goes last, after a serial comma or "as well as".
  const inner = items.filter((item) => item.includes(' and '));
  const ordered = [...items.filter((item) => !item.includes(' and ')), ...inner];
  if (inner.length === 0) return `${ordered.slice(0, -1).join(', ')} and ${ordered.at(-1)!}`;
  return `${ordered.slice(0, -1).join(', ')}, and ${ordered.at(-1)!}`;
}

/** `joinList` of two, without the arrays. */
function joinPair(first: string, second: string): string {
  const firstInner = first.includes(' and ');
  const secondInner = second.includes(' and ');
  if (!firstInner && !secondInner) return `${first} and ${second}`;
  return firstInner && !secondInner
    ? `${second} as well as ${first}`
    : `${first} as well as ${second}`;
}

/** 32-bit FNV-1a: a stable number for a string. */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let hash = seed;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mixes a 32-bit word into a running hash (the MurmurHash3 step). */
export function hashWord(hash: number, word: number): number {
  let k = Math.imul(word, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  let h = hash ^ k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

const FLOAT = new Float64Array(1);
const FLOAT_WORDS = new Uint32Array(FLOAT.buffer);

/** Mixes a number, integer or not, into a running hash. */
export function hashNumber(hash: number, value: number): number {
  if ((value | 0) === value) return hashWord(hashWord(hash, 0x1f), value);
  FLOAT[0] = value;
  return hashWord(hashWord(hash, FLOAT_WORDS[0]!), FLOAT_WORDS[1]!);
}

/** The MurmurHash3 finaliser: every input bit reaches every output bit, so `% n` is fair. */
export function hashFinal(hash: number): number {
  let h = hash ^ (hash >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Official forms from ISO lists ("Iran, Islamic Republic of") turned into the usual name. */
const COUNTRY_OVERRIDES: Readonly<Record<string, string>> = {
  'Korea, Republic of': 'South Korea',
  'Korea, Democratic People’s Republic of': 'North Korea',
  "Korea, Democratic People's Republic of": 'North Korea',
  "Korea (Democratic People's Republic of)": 'North Korea',
  'Korea (Republic of)': 'South Korea',
  'Congo, The Democratic Republic of the': 'Democratic Republic of the Congo',
  'Congo, the Democratic Republic of the': 'Democratic Republic of the Congo',
  'Russian Federation': 'Russia',
  'Syrian Arab Republic': 'Syria',
  'Viet Nam': 'Vietnam',
  "Lao People's Democratic Republic": 'Laos',
  'United States of America': 'United States',
  'United Kingdom of Great Britain and Northern Ireland': 'United Kingdom',
  'Palestine, State of': 'Palestine',
  Türkiye: 'Turkey',
};

const WITH_ARTICLE =
  /^(United States|United Kingdom|United Arab Emirates|Democratic Republic|Central African Republic|Dominican Republic|Czech Republic|Republic of|Philippines|Netherlands|Gambia|Bahamas|Maldives|Comoros)/;

export interface CountryWords {
  /** As a dateline writes it: "Philippines". */
  plain: string;
  /** Mid-sentence: "the Philippines". */
  name: string;
  /** "the Philippines'", "Nigeria's". */
  possessive: string;
}

/** Country wording by raw name; there are a few hundred countries at most. */
const COUNTRY_WORDS = new Map<string, CountryWords>();

export function countryWords(raw: string): CountryWords {
  let words = COUNTRY_WORDS.get(raw);
  if (words) return words;
  let plain = COUNTRY_OVERRIDES[raw] ?? raw;
  if (plain.includes(', ')) plain = plain.split(', ')[0]!;
  plain = plain.replace(/\s*\(.*\)$/, '');
  const name = WITH_ARTICLE.test(plain) ? `the ${plain}` : plain;
  const possessive = name.endsWith('s') ? `${name}'` : `${name}'s`;
  words = Object.freeze({ plain, name, possessive });
  COUNTRY_WORDS.set(raw, words);
  return words;
}

/** Anything but printable ASCII: text that may carry accents to strip. */
const NON_ASCII = /[^ -~\t\n\r]/;

/** Lower-case URL slug, at most `max` characters and cut at a hyphen. */
export function urlSlug(text: string, max = 80): string {
  const plain = NON_ASCII.test(text) ? text.normalize('NFD').replace(/\p{M}/gu, '') : text;
  const hyphenated = plain.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  // Runs are already collapsed, so at most one hyphen to drop at each end.
  const start = hyphenated.charCodeAt(0) === 45 ? 1 : 0;
  const end =
    hyphenated.length > start && hyphenated.charCodeAt(hyphenated.length - 1) === 45
      ? hyphenated.length - 1
      : hyphenated.length;
  const slug = start === 0 && end === hyphenated.length ? hyphenated : hyphenated.slice(start, end);
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  return cut.slice(0, Math.max(cut.lastIndexOf('-'), 1));
}
