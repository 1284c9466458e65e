/**
 * Small helpers shared by the incident and news writers: filling `{slot}` templates, English
 * number and list wording, country names as they read mid-sentence, and tidy punctuation.
 */

export type Slots = Readonly<Record<string, string | (() => string)>>;

/** Fills `{slot}` placeholders; a missing slot is a bug in a template, so it throws. */
export function fill(template: string, slots: Slots): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = slots[key];
    if (value === undefined) throw new Error(`Template slot {${key}} has no value: ${template}`);
    return typeof value === 'function' ? value() : value;
  });
}

/** The `{slot}` names a template uses. */
export function slotsOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Collapses the stray spaces and punctuation that optional clauses leave behind. */
export function tidy(text: string): string {
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
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  // An item with its own "and" ("oil and gas") goes last, after a serial comma or "as well as".
  const inner = items.filter((item) => item.includes(' and '));
  const ordered = [...items.filter((item) => !item.includes(' and ')), ...inner];
  if (inner.length === 0) return `${ordered.slice(0, -1).join(', ')} and ${ordered.at(-1)!}`;
  if (ordered.length === 2) return `${ordered[0]!} as well as ${ordered[1]!}`;
  return `${ordered.slice(0, -1).join(', ')}, and ${ordered.at(-1)!}`;
}

/** 32-bit FNV-1a: a stable number for a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
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

export function countryWords(raw: string): CountryWords {
  let plain = COUNTRY_OVERRIDES[raw] ?? raw;
  if (plain.includes(', ')) plain = plain.split(', ')[0]!;
  plain = plain.replace(/\s*\(.*\)$/, '');
  const name = WITH_ARTICLE.test(plain) ? `the ${plain}` : plain;
  const possessive = name.endsWith('s') ? `${name}'` : `${name}'s`;
  return { plain, name, possessive };
}

/** Lower-case URL slug, at most `max` characters and cut at a hyphen. */
export function urlSlug(text: string, max = 80): string {
  const slug = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  return cut.slice(0, Math.max(cut.lastIndexOf('-'), 1));
}
