import type { Random } from '../random.ts';
import {
  CATEGORY_PHRASES,
  FALLBACK_CATEGORY,
  FALLBACK_TYPE,
  LISTS,
  type CasualtyGroup,
  type CasualtyStyle,
  type CategoryPhrases,
  type TypePhrases,
} from './incident-phrases.ts';
import { CATEGORIES, GROUPS, type GroupKind } from './reference.ts';
import { SECTOR_PHRASES, sectorProse } from './sector-phrases.ts';
import {
  capitalise,
  countryWords,
  fill,
  hashString,
  joinList,
  numberDigits,
  numberWords,
  slotsOf,
  tidy,
  urlSlug,
  type CountryWords,
} from './text-kit.ts';

export interface IncidentTextContext {
  /** Names from CATEGORIES. */
  category: string;
  type: string;
  /** Real place names. */
  place: { city: string; province: string; country: string };
  casualties: {
    civilianDeaths: number;
    civilianInjuries: number;
    criminalDeaths: number;
    criminalInjuries: number;
    emergencyDeaths: number;
    emergencyInjuries: number;
    militaryDeaths: number;
    militaryInjuries: number;
    policeDeaths: number;
    policeInjuries: number;
  };
  parties: readonly { name: string; involvement: string }[];
  /** Sector names from SECTORS. */
  sectors: readonly string[];
  /** -1, or 1 to 5. */
  impact: number;
  isOngoing: boolean;
  durationHours: number;
}

export interface IncidentText {
  summary: string;
  description: string;
  narratives: string[];
}

export interface IncidentReference {
  title: string;
  citation: string;
  link: string;
}

export interface IncidentMapFeature {
  name: string;
  description: string;
  icon: string;
  /** `#RRGGBB`; '' for the main point, whose colour (the category's) the caller fills in. */
  colour: string;
  /** Distance from the incident location; 0 for the main point. */
  offsetKm: number;
}

/** Summary, description (2-4 paragraphs) and 0-3 follow-up updates for one incident. */
export function writeIncidentText(random: Random, context: IncidentTextContext): IncidentText {
  const scene = new Scene(random, context);
  return {
    summary: writeSummary(scene),
    description: writeDescription(scene),
    narratives: writeNarratives(scene),
  };
}

/** A headline as the source would write it, a citation and a plausible article link. */
export function writeReference(
  random: Random,
  context: IncidentTextContext,
  source: { name: string; domain: string },
): IncidentReference {
  const scene = new Scene(random, context);
  const title = writeTitle(scene);
  return {
    title,
    citation: writeCitation(scene, source.name, source.domain),
    link: writeLink(scene, source, title),
  };
}

/** The main point (offsetKm 0) and up to three related points. */
export function writeMapFeatures(
  random: Random,
  context: IncidentTextContext,
): IncidentMapFeature[] {
  const scene = new Scene(random, context);
  const main: IncidentMapFeature = {
    name: scene.type.point,
    description: tidy(
      capitalise(
        random.pick([
          `Reported location of ${scene.type.event} in ${scene.place.city}.`,
          `Approximate location of ${scene.type.event} reported in ${scene.place.city}.`,
          `${capitalise(scene.type.ref)} in ${scene.place.city}, as located from source reporting.`,
        ]),
      ),
    ),
    icon: TYPE_ICONS.get(context.type) ?? (urlSlug(context.type, 40) || 'incident'),
    colour: '',
    offsetKm: 0,
  };
  const candidates = scene.category.features.filter(
    (feature) => !feature.needsCasualties || scene.hurt > 0,
  );
  const count = random.weighted([
    [0, 3],
    [1, 4],
    [2, 2],
    [3, 1],
  ] as const);
  const related = random.sample(candidates, count).map((feature) => ({
    name: feature.name,
    description: feature.description,
    icon: feature.icon,
    colour: feature.colour,
    offsetKm: Math.round(random.float(feature.km[0], feature.km[1]) * 10) / 10,
  }));
  return [main, ...related];
}

// ---------------------------------------------------------------------------------------------
// The scene: what every writer knows about one incident.

const TYPE_ICONS = new Map(
  CATEGORIES.flatMap((category) => category.types.map((t) => [t.name, t.icon])),
);
const GROUP_KINDS = new Map<string, GroupKind>(GROUPS.map((group) => [group.name, group.kind]));

/** Helpers rather than perpetrators, whatever involvement they were given. */
const RESPONDER_NAMES = new Set([
  'Local emergency services',
  'State Emergency Service of Ukraine',
  'International Committee of the Red Cross',
  'Médecins Sans Frontières',
]);
const CYBER_ACTORS = new Set([
  'Lazarus Group',
  'APT28 (Fancy Bear)',
  'Volt Typhoon',
  'LockBit',
  'Scattered Spider',
  'Cl0p',
]);

type Family = 'attack' | 'unrest' | 'crime' | 'cyber' | 'hazard' | 'ops' | 'aviation';

const FAMILIES: Readonly<Record<string, Family>> = {
  'Indirect Weapons': 'attack',
  'Direct Weapons': 'attack',
  Explosives: 'attack',
  Terrorism: 'attack',
  Maritime: 'attack',
  'Civil Unrest': 'unrest',
  Crime: 'crime',
  Cyber: 'cyber',
  'Natural Hazards': 'hazard',
  'Security Operations': 'ops',
  Aviation: 'aviation',
};

/** Words that make a group name take "the": "the Nigerian Army", but "Al-Shabaab". */
const ORGANISATION_WORDS = new Set([
  'Forces',
  'Force',
  'Army',
  'Police',
  'Service',
  'Navy',
  'Guard',
  'Guards',
  'Corps',
  'Command',
  'Movement',
  'movement',
  'Front',
  'Province',
  'Group',
  'Party',
  'Union',
  'Unions',
  'Congress',
  'Cartel',
  'Clan',
  'Battalion',
  'Coalition',
  'Alliance',
  'Federation',
  'Organisation',
  'Organization',
  'Council',
  'Ministry',
  'Agency',
  'Gendarmerie',
  'Committee',
  'Confederation',
  'Department',
  'Mission',
  'Jihad',
]);
const THE_NAMES = new Set(["'Ndrangheta", 'Camorra']);
/** Descriptions rather than names: lower case mid-sentence, no article. */
const DESCRIPTIVE =
  /^(Unidentified|Unknown|Armed|Local|Opposition|Student|Suspected|Farmers') [a-z]|^(Anti|Pro)-/;

/** How a party's name reads mid-sentence. */
export function partyPhrase(name: string): string {
  const core = name.replace(/\s*\([^)]*\)/g, '').trim();
  const needsArticle =
    !/^the /i.test(name) &&
    (THE_NAMES.has(core) || core.split(/\s+/).some((word) => ORGANISATION_WORDS.has(word)));
  const text = DESCRIPTIVE.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
  return needsArticle ? `the ${text}` : text;
}

interface Roles {
  actors: string[];
  claimants: string[];
  suspected: string[];
  targets: string[];
  indirect: string[];
  responders: string[];
  /** Armed groups present in a disaster area. */
  present: string[];
  others: string[];
}

function assignRoles(context: IncidentTextContext, family: Family): Roles {
  const roles: Roles = {
    actors: [],
    claimants: [],
    suspected: [],
    targets: [],
    indirect: [],
    responders: [],
    present: [],
    others: [],
  };
  const seen = new Set<string>();
  for (const party of context.parties) {
    if (seen.has(party.name)) continue;
    seen.add(party.name);
    const phrase = partyPhrase(party.name);
    const kind = GROUP_KINDS.get(party.name);
    let role = roleOf(party.involvement);
    const perpetrator = role === 'actors' || role === 'claimants' || role === 'suspected';
    // The generator pairs parties with incidents loosely; recast the pairings that would read
    // as nonsense (an aid agency "carrying out" an airstrike, an army "organising" a protest).
    if (family === 'hazard') {
      role = kind === 'non-state' || kind === 'criminal' ? 'present' : 'responders';
    } else if (perpetrator && RESPONDER_NAMES.has(party.name)) {
      role = 'responders';
    } else if (perpetrator && family === 'ops' && kind !== undefined && kind !== 'state') {
      role = 'targets';
    } else if (perpetrator && (family === 'crime' || family === 'unrest') && kind === 'state') {
      role = 'responders';
    } else if (perpetrator && family === 'attack' && kind === 'civil') {
      role = 'targets';
    } else if (
      perpetrator &&
      family === 'cyber' &&
      kind !== undefined &&
      !CYBER_ACTORS.has(party.name)
    ) {
      role = kind === 'criminal' ? 'others' : 'targets';
    }
    roles[role].push(phrase);
  }
  return roles;
}

function roleOf(involvement: string): keyof Roles {
  switch (involvement) {
    case 'Actor':
      return 'actors';
    case 'Claimed Responsibility':
      return 'claimants';
    case 'Suspected Actor':
      return 'suspected';
    case 'Directly Targeted':
      return 'targets';
    case 'Indirectly Targeted':
      return 'indirect';
    case 'Responder':
      return 'responders';
    default:
      return 'others';
  }
}

const CASUALTY_GROUPS: readonly CasualtyGroup[] = [
  'civilian',
  'military',
  'police',
  'emergency',
  'criminal',
];

interface Count {
  group: CasualtyGroup;
  n: number;
}

/** Sectors whose sites make sense for the category (a protest is not held "outside a convoy"). */
const SITE_SECTORS: Readonly<Partial<Record<Family, readonly string[]>>> = {
  unrest: ['Government', 'Diplomatic', 'Education', 'Media', 'Oil and Gas', 'Mining'],
  crime: [
    'Finance/Banking',
    'Retail',
    'Tourism/Hospitality',
    'Logistics',
    'Mining',
    'Oil and Gas',
    'Civilian/Residential',
    'Healthcare',
    'Religious',
    'Agriculture',
    'Manufacturing',
    'Construction',
    'Transport/Rail',
  ],
};

class Scene {
  readonly category: CategoryPhrases;
  readonly type: TypePhrases;
  readonly family: Family;
  readonly style: CasualtyStyle;
  readonly roles: Roles;
  readonly country: CountryWords;
  readonly place: IncidentTextContext['place'];
  readonly deaths: readonly Count[];
  readonly injuries: readonly Count[];
  readonly dead: number;
  readonly hurt: number;
  /** Slots every template may use; wording that varies per use is drawn from `random`. */
  readonly slots: Record<string, string | (() => string)>;
  /** The lead template the summary used, so the description can tell it differently. */
  summaryLead: string | undefined;
  private readonly base: number;

  constructor(
    readonly random: Random,
    readonly context: IncidentTextContext,
  ) {
    this.category = CATEGORY_PHRASES[context.category] ?? FALLBACK_CATEGORY;
    this.type = this.category.types[context.type] ?? FALLBACK_TYPE;
    this.family = FAMILIES[context.category] ?? 'ops';
    this.style = this.type.casualtyStyle ?? this.category.casualtyStyle;
    this.roles = assignRoles(context, this.family);
    this.country = countryWords(context.place.country);
    this.place = context.place;
    const tally = (suffix: 'Deaths' | 'Injuries') =>
      CASUALTY_GROUPS.map((group) => ({ group, n: context.casualties[`${group}${suffix}`] }))
        .filter((count) => count.n > 0)
        .sort((a, b) => b.n - a.n);
    this.deaths = tally('Deaths');
    this.injuries = tally('Injuries');
    this.dead = this.deaths.reduce((sum, count) => sum + count.n, 0);
    this.hurt = this.dead + this.injuries.reduce((sum, count) => sum + count.n, 0);
    // Facts (which building, how many arrests, the magnitude) come from a hash of the context
    // rather than the random stream, so the summary, the references and the map features of
    // one incident agree although they are written by separate calls.
    this.base = hashString(
      JSON.stringify([
        context.category,
        context.type,
        context.place,
        context.casualties,
        context.sectors,
        context.parties,
        context.durationHours,
      ]),
    );
    this.slots = this.buildSlots();
  }

  /** A stable choice for this incident. */
  fact<T>(key: string, items: readonly T[]): T {
    return items[hashString(`${key}:${this.base}`) % items.length]!;
  }

  factInt(key: string, min: number, max: number): number {
    return min + (hashString(`${key}:${this.base}`) % (max - min + 1));
  }

  /** Whether every slot the template names has a value here. */
  usable(template: string): boolean {
    return slotsOf(template).every((slot) => slot in this.slots);
  }

  /** A random usable template, filled; '' when none is usable. */
  pickFilled(templates: readonly string[], extra: Record<string, string> = {}): string {
    const usable = templates.filter((template) =>
      slotsOf(template).every((slot) => slot in this.slots || slot in extra),
    );
    if (usable.length === 0) return '';
    return this.fill(this.random.pick(usable), extra);
  }

  fill(template: string, extra: Record<string, string> = {}): string {
    return tidy(capitalise(fill(template, { ...this.slots, ...extra })));
  }

  private buildSlots(): Record<string, string | (() => string)> {
    const { place, country, context, roles } = this;
    const province =
      place.province &&
      !place.province.toLowerCase().includes(place.city.toLowerCase()) &&
      !place.city.toLowerCase().includes(place.province.toLowerCase())
        ? place.province
        : '';
    const region = province || country.name;
    const sectorWords = context.sectors.map(sectorProse);
    const slots: Record<string, string | (() => string)> = {
      city: place.city,
      country: country.name,
      countryPoss: country.possessive,
      region,
      area: province ? `${country.possessive} ${province}` : country.name,
      where: province ? `${place.city}, ${province}` : place.city,
      near: this.fact('near', [
        `in ${place.city}`,
        `in central ${place.city}`,
        `on the outskirts of ${place.city}`,
        `near ${place.city}`,
        `in the ${place.city} area`,
        `in a suburb of ${place.city}`,
      ]),
      site: this.site(),
      org: this.organisation(),
      event: this.type.event,
      ref: this.type.ref,
      Ref: capitalise(this.type.ref),
      plural: this.type.plural,
      duration: durationWords(context.durationHours),
      road: this.fact('road', LISTS.road),
      count: numberWords(this.factInt('count', 2, 9)),
      arrests: `${numberWords(this.factInt('arrests', 2, 14))} suspects`,
      grievance: this.fact('grievance', LISTS.grievance),
      trigger: this.fact('trigger', LISTS.trigger),
      labourIssue: this.fact('labourIssue', LISTS.labourIssue),
      landIssue: this.fact('landIssue', LISTS.landIssue),
      workers: this.workers(),
      loot: this.fact('loot', LISTS.loot),
      cargo: this.fact('cargo', LISTS.cargo),
      haul: this.haul(),
      records: this.records(),
      magnitude: this.magnitude(),
      depth: `${this.factInt('depth', 5, 70)} km`,
      wind: String(this.factInt('wind', 12, 25) * 10),
      disease: this.fact('disease', LISTS.disease),
      vessel: this.vessel(),
      drones: numberWords(this.factInt('drones', 3, 60)),
      deaths: numberWords(this.dead),
      // Filled per use; listed so templates naming it count as usable.
      cas: '',
    };
    slots.siteShort = withoutArticle(slots.site as string);
    slots.orgShort = withoutArticle(slots.org as string);
    slots.OrgShort = capitalise(slots.orgShort);
    slots.Workers = capitalise(slots.workers as string);
    slots.Arrests = capitalise(slots.arrests as string);
    slots.grievanceHead = withoutArticle(slots.grievance as string);
    slots.triggerHead = withoutArticle(slots.trigger as string);
    slots.labourIssueHead = withoutArticle(slots.labourIssue as string);
    const crowd = this.crowd();
    slots.crowd = crowd.lead;
    slots.Crowd = crowd.headline;
    slots.headline = fill(this.type.headline, slots);
    slots.Headline = capitalise(slots.headline);
    if (sectorWords.length > 0) {
      slots.sectors = joinList(sectorWords);
      slots.sectorWord = sectorWords.length === 1 ? 'sector' : 'sectors';
    }
    const doers = [...roles.claimants, ...roles.actors];
    if (doers.length > 0) slots.actor = joinList(doers.slice(0, 2));
    if (roles.targets.length > 0) slots.target = joinList(roles.targets.slice(0, 2));
    return slots;
  }

  private site(): string {
    const allowed = SITE_SECTORS[this.family];
    const fromSectors = this.context.sectors
      .filter((sector) => !allowed || allowed.includes(sector))
      .flatMap((sector) => SECTOR_PHRASES[sector]?.sites ?? []);
    const pool = this.family === 'unrest' ? [...this.category.sites, ...fromSectors] : fromSectors;
    return this.fact('site', pool.length > 0 ? pool : this.category.sites);
  }

  private organisation(): string {
    const pool = this.context.sectors.flatMap(
      (sector) => SECTOR_PHRASES[sector]?.organisations ?? [],
    );
    return this.fact('org', pool.length > 0 ? pool : ['a local company', 'a regional business']);
  }

  private workers(): string {
    const pool = this.context.sectors.flatMap((sector) => SECTOR_PHRASES[sector]?.workers ?? []);
    return this.fact(
      'workers',
      pool.length > 0 ? pool : ['public sector workers', 'transport workers'],
    );
  }

  private crowd(): { lead: string; headline: string } {
    const size = this.fact('crowd', [300, 500, 800, 1_500, 2_000, 3_000, 5_000, 10_000, 20_000]);
    if (size < 1_000) return { lead: 'several hundred people', headline: 'Hundreds' };
    if (size >= 10_000) return { lead: 'tens of thousands of people', headline: 'Thousands' };
    const lead = this.fact('crowdWords', [
      `an estimated ${numberDigits(size)} people`,
      `around ${numberDigits(size)} people`,
      'thousands of people',
    ]);
    return { lead, headline: lead.startsWith('thousands') ? 'Thousands' : numberDigits(size) };
  }

  private haul(): string {
    const drug = this.fact('drug', LISTS.drug);
    if (drug === 'captagon pills')
      return `${numberDigits(this.factInt('pills', 2, 90) * 100_000)} captagon pills`;
    if (drug === 'fentanyl precursors')
      return `${this.factInt('kg', 2, 90) * 10} kg of fentanyl precursors`;
    const tonnes = this.factInt('tonnes', 0, 3);
    return tonnes > 0
      ? `around ${numberWords(tonnes)} tonne${tonnes === 1 ? '' : 's'} of ${drug}`
      : `${this.factInt('kg', 5, 95) * 10} kg of ${drug}`;
  }

  private records(): string {
    const kind = this.fact('recordKind', LISTS.recordKind);
    const thousands = this.factInt('records', 8, 4_000);
    const amount =
      thousands >= 1_000
        ? `${(Math.round(thousands / 100) / 10).toFixed(1).replace(/\.0$/, '')} million`
        : numberDigits(thousands * 1_000);
    return `${this.fact('recordsAbout', ['about', 'around', 'more than', 'up to'])} ${amount} ${kind} records`;
  }

  private magnitude(): string {
    const [low, high] =
      this.context.impact >= 5
        ? [70, 78]
        : this.context.impact === 4
          ? [62, 70]
          : this.context.impact === 3
            ? [55, 63]
            : this.context.impact === -1
              ? [45, 65]
              : [40, 55];
    return (this.factInt('magnitude', low, high) / 10).toFixed(1);
  }

  private vessel(): string {
    const kind = this.fact('vesselType', LISTS.vesselType);
    if (kind === 'fishing vessel') return 'a local fishing vessel';
    const flag = this.fact('flag', LISTS.flag);
    return `a ${flag}-flagged ${kind}`;
  }

  /** "two soldiers", "five people, including three soldiers", or "five others". */
  people(counts: readonly Count[], others = false): string {
    const total = counts.reduce((sum, count) => sum + count.n, 0);
    if (others) return `${numberWords(total)} ${total === 1 ? 'other' : 'others'}`;
    const nouns = this.category.nouns;
    const named = (count: Count) =>
      `${numberWords(count.n)} ${nouns[count.group][count.n === 1 ? 0 : 1]}`;
    if (counts.length === 1) return named(counts[0]!);
    const main = counts.find((count) => nouns[count.group][1] !== 'people') ?? counts[0]!;
    return `${numberWords(total)} people, including ${named(main)},`;
  }
}

function withoutArticle(text: string): string {
  return text.replace(/^(a|an|the) /, '');
}

function durationWords(hours: number): string {
  if (!Number.isFinite(hours) || hours < 1) return 'less than an hour';
  if (hours < 1.5) return 'about an hour';
  if (hours < 22) return `about ${numberWords(Math.round(hours))} hours`;
  if (hours < 40) return 'about a day';
  if (hours < 24 * 13) return `about ${numberWords(Math.round(hours / 24))} days`;
  const weeks = Math.round(hours / (24 * 7));
  return weeks <= 1 ? 'about two weeks' : `about ${numberWords(weeks)} weeks`;
}

// ---------------------------------------------------------------------------------------------
// Casualty wording.

/** ", killing two soldiers and injuring five others"; '' or a no-casualty clause otherwise. */
function casualtyClause(scene: Scene): string {
  const { random, deaths, injuries, style, category } = scene;
  if (style === 'none') return '';
  const wasWere = (counts: readonly Count[]) =>
    counts.reduce((sum, count) => sum + count.n, 0) === 1 ? 'was' : 'were';
  if (deaths.length === 0 && injuries.length === 0) {
    if (style === 'attack') return random.pick(['', '', '', '; no casualties were reported']);
    return '';
  }
  const dead = deaths.length > 0 ? scene.people(deaths) : '';
  const hurt =
    // With deaths named first, "and injuring 11 others" keeps a summary to one breath.
    injuries.length > 0 ? scene.people(injuries, deaths.length > 0) : '';
  const strip = (text: string) => text.replace(/,$/, '');
  switch (style) {
    case 'unrest':
      if (dead && hurt) return `; ${dead} ${wasWere(deaths)} killed and ${hurt} injured in clashes`;
      if (dead) return `; ${dead} ${wasWere(deaths)} killed in clashes with security forces`;
      return random.pick([
        `; ${hurt} ${wasWere(injuries)} injured in clashes`,
        `; clashes left ${hurt} injured`,
      ]);
    case 'disease':
      if (dead && hurt) return `, with ${dead} dead and ${hurt} in hospital`;
      if (dead) return `, with ${dead} reported dead`;
      return `, with ${hurt} admitted to hospital`;
    default: {
      const injure = category.wounding ? random.pick(['injuring', 'wounding']) : 'injuring';
      if (dead && hurt)
        return random.pick([
          `, killing ${dead} and ${injure} ${strip(hurt)}`,
          `, leaving ${dead} dead and ${hurt} injured`,
        ]);
      if (dead) return random.pick([`, killing ${strip(dead)}`, `, leaving ${dead} dead`]);
      return random.pick([`, ${injure} ${strip(hurt)}`, `, leaving ${hurt} injured`]);
    }
  }
}

/** A full sentence on casualties for the description; '' when the type has none to report. */
function casualtySentence(scene: Scene): string {
  const { random, deaths, injuries, style, category } = scene;
  if (style === 'none') return '';
  const attribution = random.pick(category.attribution);
  const wasWere = (counts: readonly Count[]) =>
    counts.reduce((sum, count) => sum + count.n, 0) === 1 ? 'was' : 'were';
  const dead = deaths.length > 0 ? scene.people(deaths) : '';
  const others = deaths.length > 0 && random.chance(0.6);
  const hurt = injuries.length > 0 ? scene.people(injuries, others) : '';
  const strip = (text: string) => text.replace(/,$/, '');
  const ref = scene.slots.Ref as string;
  if (!dead && !hurt) {
    if (style === 'disease') return '';
    return random.pick(
      style === 'unrest'
        ? ['No injuries were reported.', 'Police reported no injuries.']
        : [
            'No casualties were reported.',
            'There were no reports of casualties.',
            'Initial reports indicated no injuries.',
            `${attribution} no one was hurt.`,
          ],
    );
  }
  let sentence: string;
  if (style === 'disease') {
    sentence =
      dead && hurt
        ? `${attribution} ${dead} had died and ${hurt} had been admitted to hospital.`
        : dead
          ? `${attribution} ${dead} had died.`
          : `${attribution} ${hurt} had been admitted to hospital.`;
  } else if (style === 'unrest') {
    sentence =
      dead && hurt
        ? `${attribution} ${dead} ${wasWere(deaths)} killed and ${hurt} injured in clashes.`
        : dead
          ? `${attribution} ${dead} ${wasWere(deaths)} killed in clashes with security forces.`
          : `${attribution} ${hurt} ${wasWere(injuries)} injured in clashes.`;
  } else if (dead && hurt) {
    sentence = random.pick([
      `${attribution} ${dead} ${wasWere(deaths)} killed and ${hurt} injured.`,
      `${ref} killed ${dead} and injured ${strip(hurt)}.`,
    ]);
  } else if (dead) {
    sentence = random.pick([
      `${attribution} ${dead} ${wasWere(deaths)} killed.`,
      `${ref} killed ${strip(dead)}.`,
    ]);
  } else {
    sentence = random.pick([
      `${attribution} ${hurt} ${wasWere(injuries)} injured.`,
      `${ref} left ${hurt} injured.`,
      `${capitalise(hurt)} ${wasWere(injuries)} taken to hospital with injuries.`,
    ]);
  }
  return tidy(capitalise(sentence));
}

// ---------------------------------------------------------------------------------------------
// Summary and description.

const SUMMARY_MIN = 60;
const SUMMARY_MAX = 220;

function leadTemplates(scene: Scene): string[] {
  const fatal = scene.dead > 0 ? (scene.type.fatalLeads ?? []) : [];
  const all = [...scene.type.leads, ...fatal].filter((template) => scene.usable(template));
  // With casualties to report, prefer leads that can carry them.
  const withCasualties = all.filter((template) => template.includes('{cas}'));
  return scene.hurt > 0 && scene.style !== 'none' && withCasualties.length > 0
    ? withCasualties
    : all;
}

/** {near} may take the country as an appositive only where nothing follows it. */
function nearWithCountry(scene: Scene, template: string): Record<string, string> {
  const trailing = /\{near\}(\{cas\})?$/.test(template);
  if (!trailing || !scene.random.chance(0.45)) return {};
  return { near: `${scene.slots.near as string}, ${scene.country.plain}` };
}

/** Who a short summary can be sourced to, wire style. */
const SOURCE_TAILS: Readonly<Record<Family, readonly string[]>> = {
  attack: [', according to local sources', ', security sources said', ', local officials said'],
  unrest: [', according to local media', ', police said', ', organisers said'],
  crime: [', police said', ', according to local media', ', according to police'],
  cyber: [', the organisation said', ', according to a statement', ', officials said'],
  hazard: [', local authorities said', ', according to emergency services'],
  ops: [', officials said', ', according to a government statement', ', security sources said'],
  aviation: [', aviation authorities said', ', according to the airport operator'],
};

function writeSummary(scene: Scene): string {
  const { random, country } = scene;
  const templates = leadTemplates(scene);
  for (let attempt = 0; attempt < 8 && templates.length > 0; attempt++) {
    const template = random.pick(templates);
    const cas = casualtyClause(scene);
    let summary = scene.fill(template, { ...nearWithCountry(scene, template), cas });
    // Short leads gain the country and a source, as wire copy does.
    const open = /\{(near|city|where)\}(\{cas\})?$/.test(template) && cas === '';
    if (summary.length + 1 < SUMMARY_MIN && open && !summary.includes(country.plain)) {
      summary = `${summary}, ${country.plain}`;
    }
    if (summary.length + 1 < SUMMARY_MIN && !summary.includes(';')) {
      summary = `${summary}${random.pick(SOURCE_TAILS[scene.family])}`;
    }
    summary = `${summary}.`;
    if (summary.length >= SUMMARY_MIN && summary.length <= SUMMARY_MAX) {
      scene.summaryLead = template;
      return summary;
    }
  }
  // Very long party names can defeat every template; say less rather than too much.
  const plain = `${capitalise(scene.type.event)} was reported in ${scene.place.city}, ${country.plain}`;
  return plain.length + 1 >= SUMMARY_MIN
    ? `${plain.slice(0, SUMMARY_MAX - 1)}.`
    : `${plain}${random.pick(SOURCE_TAILS[scene.family])}.`;
}

function writeDescription(scene: Scene): string {
  const { random } = scene;
  const paragraphs: string[] = [];

  // What happened.
  const all = leadTemplates(scene);
  // Retell the event in other words than the summary did.
  const templates = all.length > 1 ? all.filter((one) => one !== scene.summaryLead) : all;
  const leadTemplate = templates.length > 0 ? random.pick(templates) : '';
  const lead = leadTemplate ? `${scene.fill(leadTemplate, { cas: '' })}.` : '';
  const details = random
    .sample(scene.type.details, random.int(1, 2))
    .map((detail) => scene.fill(detail));
  const casualties = casualtySentence(scene);
  const first = [lead, ...details];
  // The casualty figure reads best straight after the lead or at the end.
  first.splice(random.chance(0.5) ? 1 : first.length, 0, casualties);
  paragraphs.push(first.filter(Boolean).join(' '));

  // Who was involved.
  const parties = partySentences(scene, leadTemplate.includes('{actor}'));
  if (parties.length > 0) paragraphs.push(parties.join(' '));

  // Impact and disruption, then the assessment.
  const impact = impactSentences(scene);
  const outlook = random
    .sample(
      [...scene.type.outlook, ...scene.category.outlook].filter((one) => scene.usable(one)),
      random.weighted([
        [1, 3],
        [2, 1],
      ] as const),
    )
    .map((one) => scene.fill(one));
  // A lone impact sentence reads better joined to the assessment.
  if (impact.length < 2 || random.chance(0.35)) paragraphs.push([...impact, ...outlook].join(' '));
  else paragraphs.push(impact.join(' '), outlook.join(' '));
  return paragraphs
    .map((paragraph) => tidy(paragraph))
    .filter(Boolean)
    .join('\n\n');
}

const ACTOR_SENTENCES: Readonly<Record<Family, readonly string[]>> = {
  attack: [
    'Local sources attributed {ref} to {x}.',
    'Security sources blamed {x} for {ref}.',
    '{Ref} was carried out by {x}, according to local sources.',
    'Reporting attributes {ref} to {x}.',
  ],
  unrest: [
    '{Ref} was organised by {x}.',
    'Organisers included {x}.',
    'The action was called by {x}.',
  ],
  crime: [
    'Police linked {ref} to {x}.',
    'Investigators suspect the involvement of {x}.',
    'Local media linked {ref} to {x}.',
  ],
  cyber: [
    'Researchers attributed {ref} to {x}.',
    'Security researchers linked the activity to {x}.',
    'The tooling and infrastructure used overlap with previous operations by {x}.',
  ],
  hazard: [],
  ops: [
    'Personnel from {x} were involved in {ref}.',
    'Units of {x} were deployed as part of {ref}.',
  ],
  aviation: [
    'Officials linked {ref} to activity by {x}.',
    'Aviation authorities attributed {ref} to {x}.',
  ],
};

const CLAIM_SENTENCES: Readonly<Record<Family, readonly string[]>> = {
  attack: [
    '{x} claimed responsibility for {ref} in a statement released online.',
    '{x} later claimed responsibility for {ref}.',
    'A statement attributed to {x} claimed responsibility for {ref}.',
  ],
  unrest: ['{x} said it had organised {ref}.', '{x} announced {ref} on social media.'],
  crime: [
    'A banner signed by {x} was left near the scene.',
    '{x} claimed responsibility in a message circulated on social media.',
  ],
  cyber: [
    '{x} claimed {ref} on its leak site.',
    '{x} claimed responsibility on its Telegram channel.',
  ],
  hazard: [],
  ops: ['{x} announced {ref} in a statement.'],
  aviation: ['{x} claimed responsibility in a statement released online.'],
};

const TARGET_SENTENCES: Readonly<Record<Family, readonly string[]>> = {
  attack: [
    '{Ref} appears to have targeted {x}.',
    'The intended target appears to have been {x}.',
    'Personnel linked to {x} were among those targeted.',
  ],
  unrest: ['Protesters directed their demands at {x}.', 'Demonstrators gathered to denounce {x}.'],
  crime: [
    '{Ref} appears to have targeted members of {x}.',
    'Police said {x} had been threatened before.',
  ],
  cyber: ['{Ref} targeted systems belonging to {x}.', 'Systems used by {x} were affected.'],
  hazard: [],
  ops: [
    '{Ref} targeted suspected members of {x}.',
    'Authorities said {ref} was directed against {x}.',
  ],
  aviation: ['Operations of {x} were affected.'],
};

const RESPONDER_SENTENCES: Readonly<Record<Family, readonly string[]>> = {
  attack: [
    '{x} responded to the scene.',
    '{x} deployed to the area and secured the site.',
    '{x} cordoned off the area.',
  ],
  unrest: ['{x} deployed to contain the crowd.', '{x} used tear gas to disperse protesters.'],
  crime: ['{x} responded and launched an investigation.', '{x} set up checkpoints in the area.'],
  cyber: ['{x} joined the investigation.'],
  hazard: [
    '{x} led search and rescue efforts.',
    '{x} deployed to assist with evacuations.',
    '{x} coordinated the relief response.',
  ],
  ops: ['{x} supported the operation.'],
  aviation: ['{x} responded to reports from the airport.'],
};

function partySentences(scene: Scene, actorNamed: boolean): string[] {
  const { random, roles, family } = scene;
  const say = (templates: readonly string[], names: readonly string[]) =>
    templates.length === 0 || names.length === 0
      ? ''
      : scene.fill(random.pick(templates), { x: joinList(names.slice(0, 2)) });
  const sentences = [
    say(CLAIM_SENTENCES[family], roles.claimants),
    actorNamed ? '' : say(ACTOR_SENTENCES[family], roles.actors),
    say(
      family === 'unrest'
        ? ['Authorities accused {x} of instigating the unrest.']
        : [
            'Local sources suspect {x} of involvement, although this has not been confirmed.',
            'Officials said {x} may have been responsible but provided no evidence.',
            'Initial reporting points to {x}, but attribution remains unconfirmed.',
          ],
      roles.suspected,
    ),
    say(TARGET_SENTENCES[family], roles.targets),
    say(
      [
        'Operations of {x} in the area were also disrupted.',
        'Property belonging to {x} was also damaged.',
        '{x} also reported disruption.',
      ],
      roles.indirect,
    ),
    say(RESPONDER_SENTENCES[family], roles.responders),
    say(
      [
        'The presence of {x} in parts of the affected area is complicating access for relief agencies.',
      ],
      roles.present,
    ),
    say(['Reporting also links {x} to {ref}.'], roles.others),
  ];
  const nobody = roles.claimants.length === 0 && roles.actors.length === 0;
  if (nobody && (family === 'attack' || family === 'crime') && random.chance(0.6)) {
    sentences.unshift(
      scene.fill(
        random.pick(
          family === 'crime'
            ? [
                'Police have not identified any suspects.',
                'No arrests had been made at the time of reporting.',
              ]
            : [
                'No group has claimed responsibility for {ref}.',
                'The perpetrators have not been identified.',
                'There was no immediate claim of responsibility.',
              ],
        ),
      ),
    );
  }
  return sentences.filter(Boolean);
}

const IMPACT_SENTENCES: Readonly<Record<number, readonly string[]>> = {
  [-1]: [
    'The extent of the damage has not yet been assessed.',
    'Damage and disruption estimates were not available at the time of reporting.',
    'Reporting on the extent of the damage remains incomplete.',
  ],
  1: [
    'Disruption was minimal and confined to the immediate area.',
    'Damage was limited.',
    'There was no significant damage.',
    'The impact on local activity was negligible.',
  ],
  2: [
    'Disruption was localised.',
    'Damage was limited to the immediate area of the incident.',
    'Damage was minor and confined to a single site.',
    'Disruption did not extend beyond the surrounding streets.',
  ],
  3: [
    'Damage is estimated at several hundred thousand US dollars.',
    'Local businesses and services in {city} were disrupted for several days.',
    'Disruption affected much of the surrounding district.',
    'Damage to property is estimated at up to USD 1 million.',
  ],
  4: [
    'Damage is estimated at several million US dollars, and disruption across {region} is expected to last weeks.',
    'The incident caused significant disruption to services and transport across {region}.',
    'Transport and supply routes across {region} were significantly disrupted.',
  ],
  5: [
    'Damage is estimated in the tens of millions of US dollars, with severe disruption across {region}.',
    'The scale of the damage and disruption makes this one of the most serious incidents recorded in {country} this year.',
    'Authorities described the damage as extensive, with losses expected to exceed USD 50 million.',
  ],
};

function impactSentences(scene: Scene): string[] {
  const { random, context } = scene;
  const sentences: string[] = [];
  if (context.sectors.length > 0 && random.chance(0.6)) {
    sentences.push(
      scene.pickFilled(
        [
          '{Ref} disrupted {sectors} activity in {city}.',
          'The {sectors} {sectorWord} {wasWere} most affected.',
          'Organisations in the {sectors} {sectorWord} in {city} reported disruption.',
        ],
        { wasWere: context.sectors.length === 1 ? 'was' : 'were' },
      ),
    );
  }
  // Physical knock-on effects do not follow from a breach or a phishing wave.
  const consequences =
    scene.family === 'cyber'
      ? []
      : context.sectors.flatMap((sector) => SECTOR_PHRASES[sector]?.consequences ?? []);
  for (const consequence of random.sample(consequences, random.int(0, 2))) {
    sentences.push(scene.fill(consequence));
  }
  sentences.push(
    scene.fill(random.pick(IMPACT_SENTENCES[context.impact] ?? IMPACT_SENTENCES[-1]!)),
  );
  if (random.chance(0.7)) {
    sentences.push(
      scene.fill(
        random.pick(
          context.isOngoing
            ? [
                'The situation was ongoing at the time of reporting.',
                'Disruption is expected to continue.',
                'The situation remains unresolved.',
              ]
            : [
                'Normal activity resumed after {duration}.',
                'The incident was closed after {duration}.',
                'The situation was resolved after {duration}.',
              ],
        ),
      ),
    );
  }
  return sentences;
}

function writeNarratives(scene: Scene): string[] {
  const { random, category, context } = scene;
  const count = random.weighted([
    [0, 3],
    [1, 4],
    [2, 2],
    [3, 1],
  ] as const);
  if (count === 0) return [];
  const pool = [
    ...category.updates,
    ...(scene.dead > 0 ? category.fatalUpdates : []),
    ...(context.isOngoing ? category.ongoingUpdates : category.endedUpdates),
  ].filter((update) => scene.usable(update));
  return random.sample(pool, count).map((update) => scene.fill(update));
}

// ---------------------------------------------------------------------------------------------
// References.

function headlineCasualties(scene: Scene): { hcas: string; hcasStart?: string } {
  const { random, dead, hurt, style, category } = scene;
  if (style === 'none' || hurt === 0) return { hcas: '' };
  const injured = hurt - dead;
  if (dead > 0) {
    return {
      hcas: random.pick([` kills ${numberDigits(dead)}`, ` leaves ${numberDigits(dead)} dead`]),
      hcasStart: random.pick([`${numberDigits(dead)} killed`, `${numberDigits(dead)} dead`]),
    };
  }
  if (style === 'disease') return { hcas: '' };
  return {
    hcas: random.pick([
      ` injures ${numberDigits(injured)}`,
      category.wounding
        ? ` wounds ${numberDigits(injured)}`
        : ` leaves ${numberDigits(injured)} injured`,
    ]),
    hcasStart: random.pick([`${numberDigits(injured)} injured`, `${numberDigits(injured)} hurt`]),
  };
}

function writeTitle(scene: Scene): string {
  const extra: Record<string, string> = { ...headlineCasualties(scene) };
  // A type's own headlines fit it better than the category's general ones.
  const own = (scene.type.titles ?? []).filter((one) => scene.usable(one) || one.includes('{hcas'));
  const title =
    scene.pickFilled(own.length > 0 ? own : scene.category.titles, extra) ||
    `${capitalise(scene.type.headline)} reported in ${scene.place.city}`;
  // A very short place name leaves a headline too thin to identify the event.
  return title.length < 20 && !title.includes(scene.country.plain)
    ? `${title}, ${scene.country.plain}`
    : title;
}

function writeCitation(scene: Scene, name: string, domain: string): string {
  const { random } = scene;
  const about = `${scene.type.event} in ${scene.place.city}`;
  if (SOCIAL_HOSTS.has(domain)) {
    return random.pick([`${name}, post on ${about}`, `${name}, statement on ${about}`, name]);
  }
  if (OFFICIAL_DOMAIN.test(domain)) {
    return random.pick([`${name}, official statement`, `${name}, statement on ${about}`]);
  }
  const who = random.pick([
    'local officials',
    'security sources',
    'witnesses',
    'police',
    'residents',
  ]);
  return random.pick([
    `${name} (online)`,
    `${name}, report on ${about}`,
    `${name}, report citing ${who}`,
    `${name}, ${scene.place.city} (${scene.country.plain})`,
  ]);
}

const SOCIAL_HOSTS = new Set(['x.com', 'twitter.com', 't.me', 'facebook.com']);
const OFFICIAL_DOMAIN = /(^|\.)(gov|mil|int)(\.[a-z]{2})?$|\.gov\.|\.int$/;

function digits(random: Random, length: number): string {
  let text = String(random.int(1, 9));
  while (text.length < length) text += String(random.int(0, 9));
  return text;
}

/** An account handle from a source name: "Metropolitan Police (X)" -> "MetropolitanPolice". */
function handleOf(name: string): string {
  return name
    .replace(/\s*\([^)]*\)/g, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .split(/\s+/)
    .map(capitalise)
    .join('');
}

function writeLink(scene: Scene, source: { name: string; domain: string }, title: string): string {
  const { random } = scene;
  const domain = source.domain.toLowerCase();
  const handle = handleOf(source.name);
  if (domain === 'x.com' || domain === 'twitter.com') {
    return `https://x.com/${handle}/status/${digits(random, 19)}`;
  }
  if (domain === 't.me') return `https://t.me/${handle.toLowerCase()}/${random.int(1_000, 99_999)}`;
  if (domain === 'facebook.com') {
    return `https://www.facebook.com/${handle}/posts/${digits(random, 16)}`;
  }
  const parts = domain.split('.');
  const secondLevel = /\.(co|com|net|org|gov|ac|or)\.[a-z]{2}$/.test(domain);
  const host = parts.length === 2 || (parts.length === 3 && secondLevel) ? `www.${domain}` : domain;
  const slug = urlSlug(title);
  const section = OFFICIAL_DOMAIN.test(domain)
    ? random.pick(['news', 'press-releases', 'statements'])
    : random.pick(scene.category.section);
  return random.pick([
    `https://${host}/${section}/${slug}-${digits(random, 6)}/`,
    `https://${host}/${section}/${slug}`,
    `https://${host}/news/${slug}-${digits(random, 8)}`,
    `https://${host}/${section}/${digits(random, 7)}/${slug}.html`,
  ]);
}
