/**
 * How far from a site an incident still concerns it (DESIGN §4c): a distance per incident
 * category, scaled by the incident's impact. Both tables have team-wide defaults here; a site
 * may override any entry. The server matches incidents with these rules and the dashboard shows
 * them, so both read this one module.
 *
 * Categories are keyed by name (compared without case or surrounding spaces), not by the
 * vendor's UUIDs: names are what the team reads and writes in a CSV, they survive a move to
 * another deployment, and every incident carries its category's name.
 */

/** The largest distance any rule may reach, in km: beyond it "near" stops meaning anything. */
export const MAX_RADIUS_KM = 500;
/** The largest impact factor a site may set. */
export const MAX_IMPACT_FACTOR = 5;

/**
 * Default distances in km for the categories of the vendor's reference data
 * (`GET /incident-categories`), at moderate impact (3). Wide for what reaches far (artillery and
 * missiles, storms and earthquakes, a port closed by piracy), narrow for what stays local
 * (crime, a protest).
 */
export const DEFAULT_CATEGORY_KM: Readonly<Record<string, number>> = {
  'Indirect Weapons': 50,
  'Direct Weapons': 25,
  Explosives: 20,
  Terrorism: 25,
  'Civil Unrest': 10,
  Crime: 5,
  Cyber: 5,
  'Natural Hazards': 100,
  Maritime: 50,
  Aviation: 25,
  'Security Operations': 10,
};

/**
 * For category names the table does not list (another vendor's wording): a distance by what
 * the name says, first match wins, else FALLBACK_CATEGORY_KM.
 */
const CATEGORY_KEYWORDS: readonly [RegExp, number][] = [
  [/natural|hazard|disaster|weather|earthquake|flood|storm|wildfire|volcan|health|epidemic/i, 100],
  [/armed conflict|war|military|missile|artillery|indirect/i, 50],
  [/maritime|piracy|shipping/i, 50],
  [/terror|weapon|armed|explos|attack|aviation/i, 25],
  [/unrest|protest|riot|strike|demonstration|security/i, 10],
  [/crime|theft|robbery|kidnap|cyber|fraud/i, 5],
];

export const FALLBACK_CATEGORY_KM = 15;

/**
 * Impact ratings (spec 2.6: -1 unknown, 1 to 5, 4 Major and 5 Extreme) scale the category's
 * distance: an extreme incident concerns a site twice as far away as a moderate one. Unknown
 * impact counts as moderate rather than being dropped.
 */
export const DEFAULT_IMPACT_FACTORS: Readonly<Record<string, number>> = {
  '-1': 1,
  '1': 0.5,
  '2': 0.75,
  '3': 1,
  '4': 1.5,
  '5': 2,
};

/** Ratings outside the table (a vendor's 0, say) count as moderate. */
const FALLBACK_IMPACT_FACTOR = 1;

/** A site's own rule: every field overrides a default; empty means "the team's defaults". */
export interface RadiusRule {
  /** One distance for every category the site does not name in `categories`. */
  allKm: number | null;
  /** Distance in km by category name. */
  categories: Readonly<Record<string, number>>;
  /** Factor by impact rating (`"-1"`, `"1"` … `"5"`). */
  impacts: Readonly<Record<string, number>>;
}

export const DEFAULT_RADIUS_RULE: RadiusRule = { allKm: null, categories: {}, impacts: {} };

/** Keys already worked out: matching asks for the same few category names a million times a poll. */
const knownKeys = new Map<string, string>();
export function categoryKey(name: string): string {
  let key = knownKeys.get(name);
  if (key === undefined) {
    key = name.trim().toLowerCase();
    // Bounded: names come from the vendor's records and the team's rules, a few dozen at most.
    if (knownKeys.size < 1_000) knownKeys.set(name, key);
  }
  return key;
}

const DEFAULTS_BY_KEY = new Map(
  Object.entries(DEFAULT_CATEGORY_KM).map(([name, km]) => [categoryKey(name), km]),
);

/** The team's default distance for a category, by its name. */
export function defaultCategoryKm(categoryName: string): number {
  const known = DEFAULTS_BY_KEY.get(categoryKey(categoryName));
  if (known !== undefined) return known;
  return (
    CATEGORY_KEYWORDS.find(([pattern]) => pattern.test(categoryName))?.[1] ?? FALLBACK_CATEGORY_KM
  );
}

export const defaultImpactFactor = (rating: number) =>
  DEFAULT_IMPACT_FACTORS[String(rating)] ?? FALLBACK_IMPACT_FACTOR;

/** A rule's category overrides by normalised name, made once per site. */
export interface CompiledRadiusRule {
  allKm: number | null;
  categories: ReadonlyMap<string, number>;
  impacts: Readonly<Record<string, number>>;
  /** The farthest any incident can be and still count: the search radius around the site. */
  maxKm: number;
}

/** The farthest a default distance reaches, before the impact factor. */
const DEFAULT_MAX_CATEGORY_KM = Math.max(
  FALLBACK_CATEGORY_KM,
  ...Object.values(DEFAULT_CATEGORY_KM),
  ...CATEGORY_KEYWORDS.map(([, km]) => km),
);

function compile(rule: RadiusRule): CompiledRadiusRule {
  const categories = new Map(
    Object.entries(rule.categories).map(([name, km]) => [categoryKey(name), km]),
  );
  const { impacts } = rule;
  let maxFactor = FALLBACK_IMPACT_FACTOR;
  for (const rating of Object.keys(DEFAULT_IMPACT_FACTORS)) {
    maxFactor = Math.max(maxFactor, impactFactor(impacts, Number(rating)));
  }
  for (const factor of Object.values(impacts)) maxFactor = Math.max(maxFactor, factor);
  let maxDistance = rule.allKm ?? DEFAULT_MAX_CATEGORY_KM;
  for (const km of categories.values()) maxDistance = Math.max(maxDistance, km);
  const maxKm = Math.min(MAX_RADIUS_KM, maxDistance * maxFactor);
  return { allKm: rule.allKm, categories, impacts, maxKm };
}

/** Most sites keep the defaults: they share one compiled rule. */
const COMPILED_DEFAULT = compile(DEFAULT_RADIUS_RULE);

export function compileRadiusRule(rule: RadiusRule): CompiledRadiusRule {
  const isDefault =
    rule.allKm === null &&
    Object.keys(rule.categories).length === 0 &&
    Object.keys(rule.impacts).length === 0;
  return isDefault ? COMPILED_DEFAULT : compile(rule);
}

function impactFactor(impacts: Readonly<Record<string, number>>, rating: number): number {
  return impacts[String(rating)] ?? defaultImpactFactor(rating);
}

/** The distance within which an incident of this category and impact concerns the site, in km. */
export function effectiveRadiusKm(
  rule: CompiledRadiusRule,
  categoryName: string,
  impactRating: number,
): number {
  const base =
    rule.categories.get(categoryKey(categoryName)) ?? rule.allKm ?? defaultCategoryKm(categoryName);
  return Math.min(MAX_RADIUS_KM, base * impactFactor(rule.impacts, impactRating));
}
