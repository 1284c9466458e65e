import type { Random } from '../random.ts';
import {
  CATEGORY_PHRASES,
  FALLBACK_CATEGORY,
  FALLBACK_TYPE,
  LISTS,
  type CasualtyGroup,
  type CasualtyStyle,
  type CategoryPhrases,
  type FeatureSpec,
  type TypePhrases,
} from './incident-phrases.ts';
import { CATEGORIES, GROUPS, type GroupKind } from './reference.ts';
import { SECTOR_PHRASES, sectorProse } from './sector-phrases.ts';
import {
  capitalise,
  countryWords,
  endsWithSlot,
  hashFinal,
  hashNumber,
  hashString,
  hashWord,
  joinList,
  numberDigits,
  numberWords,
  TemplateCompiler,
  tidy,
  urlSlug,
  usable,
  usableOnes,
  type CountryWords,
  type Template,
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

/** A news item about the incident: a headline and its lead, in the incident's own terms. */
export function writeIncidentNews(
  random: Random,
  context: IncidentTextContext,
): { title: string; summary: string } {
  const scene = new Scene(random, context);
  return { title: writeTitle(scene), summary: writeSummary(scene) };
}

/** One follow-up update of the kind a revision adds, or null when none fits the incident. */
export function writeUpdate(random: Random, context: IncidentTextContext): string | null {
  const scene = new Scene(random, context);
  const pool = usableOnes(
    scene.bank.updates[(scene.dead > 0 ? 2 : 0) + (context.isOngoing ? 1 : 0)]!,
    scene.available,
  );
  return pool.length > 0 ? scene.fill(random.pick(pool)) : null;
}

/** How many related points, or follow-up updates, an incident gets. */
const ZERO_TO_THREE = [
  [0, 3],
  [1, 4],
  [2, 2],
  [3, 1],
] as const;

/** The main point (offsetKm 0) and up to three related points. */
export function writeMapFeatures(
  random: Random,
  context: IncidentTextContext,
): IncidentMapFeature[] {
  const scene = new Scene(random, context);
  const { city } = scene.place;
  let description: string;
  switch (random.int(0, 2)) {
    case 0:
      description = `Reported location of ${scene.type.event} in ${city}.`;
      break;
    case 1:
      description = `Approximate location of ${scene.type.event} reported in ${city}.`;
      break;
    default:
      description = `${capitalise(scene.type.ref)} in ${city}, as located from source reporting.`;
  }
  const features: IncidentMapFeature[] = [
    {
      name: scene.type.point,
      description: tidy(capitalise(description)),
      icon: iconOf(context.type),
      colour: '',
      offsetKm: 0,
    },
  ];
  const candidates = scene.bank.features[scene.hurt > 0 ? 1 : 0];
  const count = random.weighted(ZERO_TO_THREE);
  for (const feature of random.sample(candidates, count)) {
    features.push({
      name: feature.name,
      description: feature.description,
      icon: feature.icon,
      colour: feature.colour,
      offsetKm: Math.round(random.float(feature.km[0], feature.km[1]) * 10) / 10,
    });
  }
  return features;
}

// ---------------------------------------------------------------------------------------------
// Templates, compiled once.

/**
 * Every slot a template may name. The first six are given per use (the casualty clause, the
 * named parties, …) rather than worked out from the incident; `near` may be given to override
 * its usual value.
 */
const SLOT_NAMES = [
  'cas',
  'near',
  'x',
  'wasWere',
  'hcas',
  'hcasStart',
  'city',
  'country',
  'countryPoss',
  'region',
  'area',
  'where',
  'site',
  'siteShort',
  'org',
  'orgShort',
  'OrgShort',
  'event',
  'ref',
  'Ref',
  'plural',
  'duration',
  'road',
  'count',
  'arrests',
  'Arrests',
  'grievance',
  'grievanceHead',
  'trigger',
  'triggerHead',
  'labourIssue',
  'labourIssueHead',
  'landIssue',
  'workers',
  'Workers',
  'loot',
  'cargo',
  'haul',
  'records',
  'magnitude',
  'depth',
  'wind',
  'disease',
  'vessel',
  'drones',
  'deaths',
  'crowd',
  'Crowd',
  'headline',
  'Headline',
  'sectors',
  'sectorWord',
  'actor',
  'target',
] as const;
type SlotName = (typeof SLOT_NAMES)[number];

// Ids of the slots given per use, in SLOT_NAMES order.
const CAS = 0;
const NEAR = 1;
const X = 2;
const WAS_WERE = 3;
const HCAS = 4;
const HCAS_START = 5;
/** Ids below this are given per use. */
const GIVEN = 6;
const SITE = SLOT_NAMES.indexOf('site');
const ORG = SLOT_NAMES.indexOf('org');
const ARRESTS = SLOT_NAMES.indexOf('arrests');
const WORKERS = SLOT_NAMES.indexOf('workers');
const HEADLINE = SLOT_NAMES.indexOf('headline');
const REF = SLOT_NAMES.indexOf('Ref');
const HEADLINE_CAPITALISED = SLOT_NAMES.indexOf('Headline');

/** Values a fill may be given; the rest come from the scene. */
interface Given {
  cas?: string;
  near?: string | undefined;
  x?: string;
  wasWere?: string;
  hcas?: string;
  hcasStart?: string | undefined;
}

/** Optional slots, as bits: a template is usable when the scene has every bit it needs. */
const HAS_SECTORS = 1;
const HAS_ACTOR = 2;
const HAS_TARGET = 4;
const HAS_HCAS_START = 8;
const HAS_HCAS = 16;
const HAS_X = 32;
const HAS_WAS_WERE = 64;

const COMPILER = new TemplateCompiler(SLOT_NAMES, {
  sectors: HAS_SECTORS,
  sectorWord: HAS_SECTORS,
  actor: HAS_ACTOR,
  target: HAS_TARGET,
  hcasStart: HAS_HCAS_START,
  hcas: HAS_HCAS,
  x: HAS_X,
  wasWere: HAS_WAS_WERE,
});
const compile = (texts: readonly string[]): readonly Template[] => COMPILER.compileAll(texts);

/** A type's templates, compiled. */
interface TypeBank {
  headline: Template;
  /** Leads, and leads with the fatal ones; each also only those that carry {cas}. */
  leads: readonly Template[];
  leadsWithCas: readonly Template[];
  fatalLeads: readonly Template[];
  fatalLeadsWithCas: readonly Template[];
  details: readonly Template[];
  titles: readonly Template[];
  /** The type's assessments followed by its category's, by category. */
  outlook: Map<CategoryBank, readonly Template[]>;
  ownOutlook: readonly Template[];
}

/** A category's templates, compiled. */
interface CategoryBank {
  outlook: readonly Template[];
  titles: readonly Template[];
  /** Update pools by `(died ? 2 : 0) + (ongoing ? 1 : 0)`. */
  updates: readonly (readonly Template[])[];
  /** Related map points: [without casualties, all]. */
  features: readonly [readonly FeatureSpec[], readonly FeatureSpec[]];
}

const CATEGORY_BANKS = new Map<CategoryPhrases, CategoryBank>();
const TYPE_BANKS = new Map<TypePhrases, TypeBank>();

function categoryBank(category: CategoryPhrases): CategoryBank {
  let bank = CATEGORY_BANKS.get(category);
  if (bank) return bank;
  const updates = compile(category.updates);
  const fatal = compile(category.fatalUpdates);
  const ongoing = compile(category.ongoingUpdates);
  const ended = compile(category.endedUpdates);
  bank = {
    outlook: compile(category.outlook),
    titles: compile(category.titles),
    updates: [
      [...updates, ...ended],
      [...updates, ...ongoing],
      [...updates, ...fatal, ...ended],
      [...updates, ...fatal, ...ongoing],
    ],
    features: [category.features.filter((feature) => !feature.needsCasualties), category.features],
  };
  CATEGORY_BANKS.set(category, bank);
  return bank;
}

function typeBank(type: TypePhrases): TypeBank {
  let bank = TYPE_BANKS.get(type);
  if (bank) return bank;
  const leads = compile(type.leads);
  const fatalLeads = [...leads, ...compile(type.fatalLeads ?? [])];
  const withCas = (templates: readonly Template[]) =>
    templates.filter((template) => template.names.includes('cas'));
  bank = {
    headline: COMPILER.compile(type.headline),
    leads,
    leadsWithCas: withCas(leads),
    fatalLeads,
    fatalLeadsWithCas: withCas(fatalLeads),
    details: compile(type.details),
    titles: compile(type.titles ?? []),
    outlook: new Map(),
    ownOutlook: compile(type.outlook),
  };
  TYPE_BANKS.set(type, bank);
  return bank;
}

function outlookOf(type: TypeBank, category: CategoryBank): readonly Template[] {
  let pool = type.outlook.get(category);
  if (!pool) {
    pool = [...type.ownOutlook, ...category.outlook];
    type.outlook.set(category, pool);
  }
  return pool;
}

// Compile the banks at load rather than on the first incident of each type.
for (const category of [...Object.values(CATEGORY_PHRASES), FALLBACK_CATEGORY]) {
  const bank = categoryBank(category);
  for (const type of [...Object.values(category.types), FALLBACK_TYPE]) {
    outlookOf(typeBank(type), bank);
  }
}

// ---------------------------------------------------------------------------------------------
// The scene: what every writer knows about one incident.

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
  'Unattributed threat actor',
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

function phraseOf(name: string): string {
  const core = name.replace(/\s*\([^)]*\)/g, '').trim();
  const needsArticle =
    !/^the /i.test(name) &&
    (THE_NAMES.has(core) || core.split(/\s+/).some((word) => ORGANISATION_WORDS.has(word)));
  const text = DESCRIPTIVE.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
  return needsArticle ? `the ${text}` : text;
}

/** Party wording by name; names repeat across incidents, so each is worked out once. */
const PARTY_PHRASES = new Map<string, string>();

/** How a party's name reads mid-sentence. */
export function partyPhrase(name: string): string {
  let phrase = PARTY_PHRASES.get(name);
  if (phrase === undefined) {
    phrase = phraseOf(name);
    // Named individuals make the set open-ended; keep it bounded.
    if (PARTY_PHRASES.size >= 50_000) PARTY_PHRASES.clear();
    PARTY_PHRASES.set(name, phrase);
  }
  return phrase;
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

const NOBODY: Readonly<Roles> = Object.freeze({
  actors: [],
  claimants: [],
  suspected: [],
  targets: [],
  indirect: [],
  responders: [],
  present: [],
  others: [],
});

function assignRoles(context: IncidentTextContext, family: Family): Readonly<Roles> {
  const { parties } = context;
  if (parties.length === 0) return NOBODY;
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
  for (let index = 0; index < parties.length; index++) {
    const party = parties[index]!;
    if (seenBefore(parties, index)) continue;
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

/** Whether a party of the same name comes earlier in the list. */
function seenBefore(parties: IncidentTextContext['parties'], index: number): boolean {
  const name = parties[index]!.name;
  for (let earlier = 0; earlier < index; earlier++) {
    if (parties[earlier]!.name === name) return true;
  }
  return false;
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

type CasualtyKey = keyof IncidentTextContext['casualties'];

/** Each casualty group with its death and injury counters, in reporting order. */
const CASUALTY_GROUPS: readonly (readonly [CasualtyGroup, CasualtyKey, CasualtyKey])[] = [
  ['civilian', 'civilianDeaths', 'civilianInjuries'],
  ['military', 'militaryDeaths', 'militaryInjuries'],
  ['police', 'policeDeaths', 'policeInjuries'],
  ['emergency', 'emergencyDeaths', 'emergencyInjuries'],
  ['criminal', 'criminalDeaths', 'criminalInjuries'],
];

interface Count {
  group: CasualtyGroup;
  n: number;
}

/** The groups with deaths (column 1) or injuries (column 2), most first. */
function tally(casualties: IncidentTextContext['casualties'], column: 1 | 2): Count[] {
  const counts: Count[] = [];
  for (const group of CASUALTY_GROUPS) {
    const n = casualties[group[column]];
    if (n > 0) counts.push({ group: group[0], n });
  }
  if (counts.length > 1) counts.sort((a, b) => b.n - a.n);
  return counts;
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

const NONE: readonly string[] = [];
const NEAR_BEFORE = [
  'in ',
  'in central ',
  'on the outskirts of ',
  'near ',
  'in the ',
  'in a suburb of ',
];
const NEAR_AFTER = ['', '', '', '', ' area', ''];
const CROWD_SIZES = [300, 500, 800, 1_500, 2_000, 3_000, 5_000, 10_000, 20_000];
const RECORDS_ABOUT = ['about', 'around', 'more than', 'up to'];
const DEFAULT_ORGANISATIONS = ['a local company', 'a regional business'];
const DEFAULT_WORKERS = ['public sector workers', 'transport workers'];

class Scene {
  readonly category: CategoryPhrases;
  readonly type: TypePhrases;
  readonly bank: CategoryBank;
  readonly words: TypeBank;
  readonly family: Family;
  readonly style: CasualtyStyle;
  readonly place: IncidentTextContext['place'];
  /** People killed, and people killed or injured. */
  readonly dead: number;
  readonly hurt: number;
  /** The lead template the summary used, so the description can tell it differently. */
  summaryLead: Template | undefined;
  /** The leads that fit, once worked out. */
  leads: readonly Template[] | undefined;

  // Worked out on first use: a map point needs none of them, a headline few.
  private rolesValue: Readonly<Roles> | undefined;
  private countryValue: CountryWords | undefined;
  private deathsValue: readonly Count[] | undefined;
  private injuriesValue: readonly Count[] | undefined;
  private baseValue: number | undefined;
  private availableValue = -1;
  private provinceValue: string | undefined;
  /** Slot values by id, filled as templates ask for them. */
  private values: (string | undefined)[] | undefined;

  constructor(
    readonly random: Random,
    readonly context: IncidentTextContext,
  ) {
    this.category = CATEGORY_PHRASES[context.category] ?? FALLBACK_CATEGORY;
    this.type = this.category.types[context.type] ?? FALLBACK_TYPE;
    this.bank = categoryBank(this.category);
    this.words = typeBank(this.type);
    this.family = FAMILIES[context.category] ?? 'ops';
    this.style = this.type.casualtyStyle ?? this.category.casualtyStyle;
    this.place = context.place;
    let dead = 0;
    let injured = 0;
    for (const group of CASUALTY_GROUPS) {
      const deaths = context.casualties[group[1]];
      if (deaths > 0) dead += deaths;
      const injuries = context.casualties[group[2]];
      if (injuries > 0) injured += injuries;
    }
    this.dead = dead;
    this.hurt = dead + injured;
  }

  get roles(): Readonly<Roles> {
    return (this.rolesValue ??= assignRoles(this.context, this.family));
  }

  get country(): CountryWords {
    return (this.countryValue ??= countryWords(this.context.place.country));
  }

  get deaths(): readonly Count[] {
    return (this.deathsValue ??= tally(this.context.casualties, 1));
  }

  get injuries(): readonly Count[] {
    return (this.injuriesValue ??= tally(this.context.casualties, 2));
  }

  /** The optional slots this incident has (sectors, an actor, a target), as bits. */
  get available(): number {
    if (this.availableValue < 0) {
      const { roles } = this;
      this.availableValue =
        (this.context.sectors.length > 0 ? HAS_SECTORS : 0) |
        (roles.claimants.length > 0 || roles.actors.length > 0 ? HAS_ACTOR : 0) |
        (roles.targets.length > 0 ? HAS_TARGET : 0);
    }
    return this.availableValue;
  }

  /** The province when it adds something to the city's name, else ''. */
  private get province(): string {
    if (this.provinceValue === undefined) {
      const { city, province } = this.place;
      this.provinceValue =
        province &&
        !province.toLowerCase().includes(city.toLowerCase()) &&
        !city.toLowerCase().includes(province.toLowerCase())
          ? province
          : '';
    }
    return this.provinceValue;
  }

  /**
   * Facts (which building, how many arrests, the magnitude) come from a hash of the context
   * rather than the random stream, so the summary, the references and the map features of one
   * incident agree although they are written by separate calls.
   */
  private get base(): number {
    return (this.baseValue ??= contextHash(this.context));
  }

  /** A stable number for this incident and `key`. */
  private factHash(key: string): number {
    return hashFinal(hashString(key, this.base));
  }

  /** A stable choice for this incident. */
  fact<T>(key: string, items: readonly T[]): T {
    return items[this.factHash(key) % items.length]!;
  }

  factInt(key: string, min: number, max: number): number {
    return min + (this.factHash(key) % (max - min + 1));
  }

  /** Whether every slot the template names has a value here. */
  usable(template: Template): boolean {
    return usable(template, this.available);
  }

  /** A random usable template, filled; '' when none is usable. */
  pickFilled(templates: readonly Template[], given: Given, bits: number): string {
    const usable = usableOnes(templates, this.available | bits);
    if (usable.length === 0) return '';
    return this.fill(this.random.pick(usable), given);
  }

  /** The template filled, capitalised and tidied. */
  fill(template: Template, given?: Given): string {
    const { parts, ids } = template;
    let text = template.head;
    for (let index = 0; index < ids.length; index++) {
      const id = ids[index]!;
      text += (id < GIVEN ? this.lookUp(id, given, template) : this.slot(id)) + parts[index + 1]!;
    }
    return tidy(parts[0] === '' ? capitalise(text) : text);
  }

  /** The template filled as it is. */
  private fillRaw(template: Template): string {
    const { parts, ids } = template;
    let text = parts[0]!;
    for (let index = 0; index < ids.length; index++) {
      text += this.lookUp(ids[index]!, undefined, template) + parts[index + 1]!;
    }
    return text;
  }

  /** A slot's value, from `given` for the slots given per use. */
  private lookUp(id: number, given: Given | undefined, template: Template): string {
    let value: string | undefined;
    switch (id) {
      case CAS:
        return given?.cas ?? '';
      case NEAR:
        return given?.near ?? this.slot(NEAR);
      case X:
        value = given?.x;
        break;
      case WAS_WERE:
        value = given?.wasWere;
        break;
      case HCAS:
        value = given?.hcas;
        break;
      case HCAS_START:
        value = given?.hcasStart;
        break;
      default:
        if (id >= GIVEN) return this.slot(id);
    }
    if (value === undefined) {
      const name = SLOT_NAMES[id] ?? template.names[template.ids.indexOf(id)];
      throw new Error(`Template slot {${name}} has no value: ${template.text}`);
    }
    return value;
  }

  /** A slot's value, worked out on first use. */
  slot(id: number): string {
    const values = (this.values ??= new Array<string | undefined>(SLOT_NAMES.length));
    let value = values[id];
    if (value === undefined) {
      value = this.compute(SLOT_NAMES[id]!);
      values[id] = value;
    }
    return value;
  }

  private compute(name: SlotName): string {
    const { place, context, type } = this;
    switch (name) {
      case 'city':
        return place.city;
      case 'country':
        return this.country.name;
      case 'countryPoss':
        return this.country.possessive;
      case 'region':
        return this.province || this.country.name;
      case 'area':
        return this.province ? `${this.country.possessive} ${this.province}` : this.country.name;
      case 'where':
        return this.province ? `${place.city}, ${this.province}` : place.city;
      case 'near': {
        const form = this.factHash('near') % NEAR_BEFORE.length;
        return `${NEAR_BEFORE[form]!}${place.city}${NEAR_AFTER[form]!}`;
      }
      case 'site':
        return this.site();
      case 'siteShort':
        return withoutArticle(this.slot(SITE));
      case 'org':
        return this.fromSectors('org', 'organisations', NONE, DEFAULT_ORGANISATIONS);
      case 'orgShort':
        return withoutArticle(this.slot(ORG));
      case 'OrgShort':
        return capitalise(withoutArticle(this.slot(ORG)));
      case 'event':
        return type.event;
      case 'ref':
        return type.ref;
      case 'Ref':
        return capitalise(type.ref);
      case 'plural':
        return type.plural;
      case 'duration':
        return durationWords(context.durationHours);
      case 'road':
        return this.fact('road', LISTS.road);
      case 'count':
        return numberWords(this.factInt('count', 2, 9));
      case 'arrests':
        return `${numberWords(this.factInt('arrests', 2, 14))} suspects`;
      case 'Arrests':
        return capitalise(this.slot(ARRESTS));
      case 'grievance':
        return this.fact('grievance', LISTS.grievance);
      case 'grievanceHead':
        return withoutArticle(this.fact('grievance', LISTS.grievance));
      case 'trigger':
        return this.fact('trigger', LISTS.trigger);
      case 'triggerHead':
        return withoutArticle(this.fact('trigger', LISTS.trigger));
      case 'labourIssue':
        return this.fact('labourIssue', LISTS.labourIssue);
      case 'labourIssueHead':
        return withoutArticle(this.fact('labourIssue', LISTS.labourIssue));
      case 'landIssue':
        return this.fact('landIssue', LISTS.landIssue);
      case 'workers':
        return this.fromSectors('workers', 'workers', NONE, DEFAULT_WORKERS);
      case 'Workers':
        return capitalise(this.slot(WORKERS));
      case 'loot':
        return this.fact('loot', LISTS.loot);
      case 'cargo':
        return this.fact('cargo', LISTS.cargo);
      case 'haul':
        return this.haul();
      case 'records':
        return this.records();
      case 'magnitude':
        return this.magnitude();
      case 'depth':
        return `${this.factInt('depth', 5, 70)} km`;
      case 'wind':
        return String(this.factInt('wind', 12, 25) * 10);
      case 'disease':
        return this.fact('disease', LISTS.disease);
      case 'vessel':
        return this.vessel();
      case 'drones':
        return numberWords(this.factInt('drones', 3, 60));
      case 'deaths':
        return numberWords(this.dead);
      case 'crowd':
        return this.crowd(false);
      case 'Crowd':
        return this.crowd(true);
      case 'headline':
        return this.fillRaw(this.words.headline);
      case 'Headline':
        return capitalise(this.slot(HEADLINE));
      case 'sectors':
        if (context.sectors.length === 0) break;
        return context.sectors.length === 1
          ? sectorProse(context.sectors[0]!)
          : joinList(context.sectors.map(sectorProse));
      case 'sectorWord':
        if (context.sectors.length === 0) break;
        return context.sectors.length === 1 ? 'sector' : 'sectors';
      case 'actor': {
        const { claimants, actors } = this.roles;
        if (claimants.length + actors.length === 0) break;
        return joinList([...claimants, ...actors].slice(0, 2));
      }
      case 'target': {
        const { targets } = this.roles;
        if (targets.length === 0) break;
        return joinList(targets.length > 2 ? targets.slice(0, 2) : targets);
      }
      default:
        break;
    }
    throw new Error(`Template slot {${name}} has no value here`);
  }

  private site(): string {
    const allowed = SITE_SECTORS[this.family];
    const own = this.family === 'unrest' ? this.category.sites : NONE;
    return this.fromSectors('site', 'sites', own, this.category.sites, allowed);
  }

  /**
   * A stable choice from `own` followed by the phrases of every (allowed) sector, as if from one
   * list, without building it; from `fallback` when that list is empty.
   */
  private fromSectors(
    key: string,
    field: 'sites' | 'organisations' | 'workers',
    own: readonly string[],
    fallback: readonly string[],
    allowed?: readonly string[],
  ): string {
    const { sectors } = this.context;
    let total = own.length;
    for (const sector of sectors) {
      if (!allowed || allowed.includes(sector))
        total += SECTOR_PHRASES[sector]?.[field].length ?? 0;
    }
    if (total === 0) return this.fact(key, fallback);
    let index = this.factHash(key) % total;
    if (index < own.length) return own[index]!;
    index -= own.length;
    for (const sector of sectors) {
      if (allowed && !allowed.includes(sector)) continue;
      const phrases = SECTOR_PHRASES[sector]?.[field] ?? NONE;
      if (index < phrases.length) return phrases[index]!;
      index -= phrases.length;
    }
    throw new Error('unreachable');
  }

  /** "an estimated 2,000 people" for a lead, or "2,000" for a headline. */
  private crowd(headline: boolean): string {
    const size = this.fact('crowd', CROWD_SIZES);
    if (size < 1_000) return headline ? 'Hundreds' : 'several hundred people';
    if (size >= 10_000) return headline ? 'Thousands' : 'tens of thousands of people';
    const form = this.factHash('crowdWords') % 3;
    if (form === 2) return headline ? 'Thousands' : 'thousands of people';
    if (headline) return numberDigits(size);
    return `${form === 0 ? 'an estimated' : 'around'} ${numberDigits(size)} people`;
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
    let amount: string;
    if (thousands >= 1_000) {
      const millions = (Math.round(thousands / 100) / 10).toFixed(1);
      amount = `${millions.endsWith('.0') ? millions.slice(0, -2) : millions} million`;
    } else {
      amount = numberDigits(thousands * 1_000);
    }
    return `${this.fact('recordsAbout', RECORDS_ABOUT)} ${amount} ${kind} records`;
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
    let total = 0;
    for (const count of counts) total += count.n;
    if (others) return `${numberWords(total)} ${total === 1 ? 'other' : 'others'}`;
    const nouns = this.category.nouns;
    if (counts.length === 1) return this.named(counts[0]!);
    const main = counts.find((count) => nouns[count.group][1] !== 'people') ?? counts[0]!;
    return `${numberWords(total)} people, including ${this.named(main)},`;
  }

  /** "two soldiers". */
  private named(count: Count): string {
    return `${numberWords(count.n)} ${this.category.nouns[count.group][count.n === 1 ? 0 : 1]}`;
  }
}

/** A stable hash of everything the writers read from the context. */
function contextHash(context: IncidentTextContext): number {
  const { place, casualties } = context;
  let hash = hashString(context.type, hashString(context.category));
  hash = hashWord(hash, hashString(place.city));
  hash = hashWord(hash, hashString(place.province));
  hash = hashWord(hash, hashString(place.country));
  for (const group of CASUALTY_GROUPS) {
    hash = hashNumber(hashNumber(hash, casualties[group[1]]), casualties[group[2]]);
  }
  hash = hashWord(hash, context.sectors.length);
  for (const sector of context.sectors) hash = hashWord(hash, hashString(sector));
  hash = hashWord(hash, context.parties.length);
  for (const party of context.parties) {
    hash = hashWord(hash, hashString(party.involvement, hashString(party.name)));
  }
  return hashFinal(hashNumber(hash, context.durationHours));
}

function withoutArticle(text: string): string {
  if (text.startsWith('a ')) return text.slice(2);
  if (text.startsWith('an ')) return text.slice(3);
  if (text.startsWith('the ')) return text.slice(4);
  return text;
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

/** The icon of a type; unknown types get one from their name. */
const ICONS = new Map(
  CATEGORIES.flatMap((category) => category.types.map((t) => [t.name, t.icon] as const)),
);

function iconOf(type: string): string {
  let icon = ICONS.get(type);
  if (icon === undefined) {
    icon = urlSlug(type, 40) || 'incident';
    if (ICONS.size < 10_000) ICONS.set(type, icon);
  }
  return icon;
}

// ---------------------------------------------------------------------------------------------
// Casualty wording.

const NO_CASUALTY_CLAUSES = ['', '', '', '; no casualties were reported'];
const INJURING = ['injuring', 'wounding'];

/** ", killing two soldiers and injuring five others"; '' or a no-casualty clause otherwise. */
function casualtyClause(scene: Scene): string {
  const { random, style, category } = scene;
  if (style === 'none') return '';
  if (scene.hurt === 0) {
    if (style === 'attack') return random.pick(NO_CASUALTY_CLAUSES);
    return '';
  }
  const { deaths, injuries } = scene;
  const deathsVerb = scene.dead === 1 ? 'was' : 'were';
  const injuriesVerb = scene.hurt - scene.dead === 1 ? 'was' : 'were';
  const dead = deaths.length > 0 ? scene.people(deaths) : '';
  const hurt =
    // With deaths named first, "and injuring 11 others" keeps a summary to one breath.
    injuries.length > 0 ? scene.people(injuries, deaths.length > 0) : '';
  switch (style) {
    case 'unrest':
      if (dead && hurt) return `; ${dead} ${deathsVerb} killed and ${hurt} injured in clashes`;
      if (dead) return `; ${dead} ${deathsVerb} killed in clashes with security forces`;
      return random.int(0, 1) === 0
        ? `; ${hurt} ${injuriesVerb} injured in clashes`
        : `; clashes left ${hurt} injured`;
    case 'disease':
      if (dead && hurt) return `, with ${dead} dead and ${hurt} in hospital`;
      if (dead) return `, with ${dead} reported dead`;
      return `, with ${hurt} admitted to hospital`;
    default: {
      const injure = category.wounding ? random.pick(INJURING) : 'injuring';
      if (dead && hurt) {
        return random.int(0, 1) === 0
          ? `, killing ${dead} and ${injure} ${withoutComma(hurt)}`
          : `, leaving ${dead} dead and ${hurt} injured`;
      }
      if (dead) {
        return random.int(0, 1) === 0
          ? `, killing ${withoutComma(dead)}`
          : `, leaving ${dead} dead`;
      }
      return random.int(0, 1) === 0
        ? `, ${injure} ${withoutComma(hurt)}`
        : `, leaving ${hurt} injured`;
    }
  }
}

function withoutComma(text: string): string {
  return text.endsWith(',') ? text.slice(0, -1) : text;
}

const NO_INJURIES_UNREST = ['No injuries were reported.', 'Police reported no injuries.'];
const NO_CASUALTIES = [
  'No casualties were reported.',
  'There were no reports of casualties.',
  'Initial reports indicated no injuries.',
];

/** A full sentence on casualties for the description; '' when the type has none to report. */
function casualtySentence(scene: Scene): string {
  const { random, deaths, injuries, style, category } = scene;
  if (style === 'none') return '';
  const attribution = random.pick(category.attribution);
  const deathsVerb = scene.dead === 1 ? 'was' : 'were';
  const injuriesVerb = scene.hurt - scene.dead === 1 ? 'was' : 'were';
  const dead = deaths.length > 0 ? scene.people(deaths) : '';
  const others = deaths.length > 0 && random.chance(0.6);
  const hurt = injuries.length > 0 ? scene.people(injuries, others) : '';
  const ref = scene.slot(REF);
  if (!dead && !hurt) {
    if (style === 'disease') return '';
    if (style === 'unrest') return random.pick(NO_INJURIES_UNREST);
    const form = random.int(0, NO_CASUALTIES.length);
    return form < NO_CASUALTIES.length ? NO_CASUALTIES[form]! : `${attribution} no one was hurt.`;
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
        ? `${attribution} ${dead} ${deathsVerb} killed and ${hurt} injured in clashes.`
        : dead
          ? `${attribution} ${dead} ${deathsVerb} killed in clashes with security forces.`
          : `${attribution} ${hurt} ${injuriesVerb} injured in clashes.`;
  } else if (dead && hurt) {
    sentence =
      random.int(0, 1) === 0
        ? `${attribution} ${dead} ${deathsVerb} killed and ${hurt} injured.`
        : `${ref} killed ${dead} and injured ${withoutComma(hurt)}.`;
  } else if (dead) {
    sentence =
      random.int(0, 1) === 0
        ? `${attribution} ${dead} ${deathsVerb} killed.`
        : `${ref} killed ${withoutComma(dead)}.`;
  } else {
    const form = random.int(0, 2);
    sentence =
      form === 0
        ? `${attribution} ${hurt} ${injuriesVerb} injured.`
        : form === 1
          ? `${ref} left ${hurt} injured.`
          : `${capitalise(hurt)} ${injuriesVerb} taken to hospital with injuries.`;
  }
  return tidy(capitalise(sentence));
}

// ---------------------------------------------------------------------------------------------
// Summary and description.

const SUMMARY_MIN = 60;
const SUMMARY_MAX = 220;

function leadTemplates(scene: Scene): readonly Template[] {
  if (scene.leads) return scene.leads;
  const { words, available } = scene;
  const fatal = scene.dead > 0;
  const all = usableOnes(fatal ? words.fatalLeads : words.leads, available);
  // With casualties to report, prefer leads that can carry them.
  if (scene.hurt > 0 && scene.style !== 'none') {
    const withCasualties = usableOnes(
      fatal ? words.fatalLeadsWithCas : words.leadsWithCas,
      available,
    );
    if (withCasualties.length > 0) return (scene.leads = withCasualties);
  }
  return (scene.leads = all);
}

const NEAR_SLOT = ['near'];
const OPEN_SLOTS = ['near', 'city', 'where'];

/** {near} may take the country as an appositive only where nothing follows it. */
function nearWithCountry(scene: Scene, template: Template): string | undefined {
  const trailing = endsWithSlot(template, NEAR_SLOT, 'cas');
  if (!trailing || !scene.random.chance(0.45)) return undefined;
  return `${scene.slot(NEAR)}, ${scene.country.plain}`;
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
    let summary = scene.fill(template, { cas, near: nearWithCountry(scene, template) });
    // Short leads gain the country and a source, as wire copy does.
    const open = cas === '' && endsWithSlot(template, OPEN_SLOTS, 'cas');
    if (summary.length + 1 < SUMMARY_MIN && open && !summary.includes(country.plain)) {
      summary = `${summary}, ${country.plain}`;
    }
    if (summary.length + 1 < SUMMARY_MIN && !summary.includes(';')) {
      summary = `${summary}${random.pick(SOURCE_TAILS[scene.family])}`;
    }
    // A lead may already end in a full stop: "… to John Smith Jr."
    if (!summary.endsWith('.')) summary = `${summary}.`;
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

const ONE_OR_TWO = [
  [1, 3],
  [2, 1],
] as const;

function writeDescription(scene: Scene): string {
  const { random } = scene;
  const paragraphs: string[] = [];

  // What happened.
  const all = leadTemplates(scene);
  // Retell the event in other words than the summary did.
  const templates =
    all.length > 1 && scene.summaryLead && all.includes(scene.summaryLead)
      ? all.filter((one) => one !== scene.summaryLead)
      : all;
  const leadTemplate = templates.length > 0 ? random.pick(templates) : undefined;
  const lead = leadTemplate ? `${scene.fill(leadTemplate)}.` : '';
  const first: string[] = lead ? [lead] : [];
  for (const detail of random.sample(scene.words.details, random.int(1, 2))) {
    first.push(scene.fill(detail));
  }
  const casualties = casualtySentence(scene);
  // The casualty figure reads best straight after the lead or at the end.
  const afterLead = random.chance(0.5);
  if (casualties) first.splice(afterLead && lead ? 1 : afterLead ? 0 : first.length, 0, casualties);
  paragraphs.push(first.join(' '));

  // Who was involved.
  const parties = partySentences(scene, leadTemplate?.names.includes('actor') ?? false);
  if (parties.length > 0) paragraphs.push(parties.join(' '));

  // Impact and disruption, then the assessment.
  const impact = impactSentences(scene);
  const outlook: string[] = [];
  const pool = usableOnes(outlookOf(scene.words, scene.bank), scene.available);
  for (const one of random.sample(pool, random.weighted(ONE_OR_TWO))) {
    outlook.push(scene.fill(one));
  }
  // A lone impact sentence reads better joined to the assessment.
  if (impact.length < 2 || random.chance(0.35)) paragraphs.push([...impact, ...outlook].join(' '));
  else paragraphs.push(impact.join(' '), outlook.join(' '));
  let text = '';
  for (const paragraph of paragraphs) {
    const tidied = tidy(paragraph);
    if (tidied) text = text ? `${text}\n\n${tidied}` : tidied;
  }
  return text;
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

function compileFamilies(
  sentences: Readonly<Record<Family, readonly string[]>>,
): Readonly<Record<Family, readonly Template[]>> {
  const compiled = {} as Record<Family, readonly Template[]>;
  for (const family of Object.keys(sentences) as Family[]) {
    compiled[family] = compile(sentences[family]);
  }
  return compiled;
}

const ACTOR = compileFamilies(ACTOR_SENTENCES);
const CLAIM = compileFamilies(CLAIM_SENTENCES);
const TARGET = compileFamilies(TARGET_SENTENCES);
const RESPONDER = compileFamilies(RESPONDER_SENTENCES);
const SUSPECTED_UNREST = compile(['Authorities accused {x} of instigating the unrest.']);
const SUSPECTED = compile([
  'Local sources suspect {x} of involvement, although this has not been confirmed.',
  'Officials said {x} may have been responsible but provided no evidence.',
  'Initial reporting points to {x}, but attribution remains unconfirmed.',
]);
const INDIRECT = compile([
  'Operations of {x} in the area were also disrupted.',
  'Property belonging to {x} was also damaged.',
  '{x} also reported disruption.',
]);
const PRESENT = compile([
  'The presence of {x} in parts of the affected area is complicating access for relief agencies.',
]);
const OTHERS = compile(['Reporting also links {x} to {ref}.']);
const NO_SUSPECTS = compile([
  'Police have not identified any suspects.',
  'No arrests had been made at the time of reporting.',
]);
const NO_CLAIM = compile([
  'No group has claimed responsibility for {ref}.',
  'The perpetrators have not been identified.',
  'There was no immediate claim of responsibility.',
]);

/** Adds a sentence naming the first two of `names`, if there are any. */
function say(
  scene: Scene,
  sentences: string[],
  templates: readonly Template[],
  names: readonly string[],
): void {
  if (templates.length === 0 || names.length === 0) return;
  const x = joinList(names.length > 2 ? names.slice(0, 2) : names);
  sentences.push(scene.fill(scene.random.pick(templates), { x }));
}

function partySentences(scene: Scene, actorNamed: boolean): string[] {
  const { random, roles, family } = scene;
  const sentences: string[] = [];
  say(scene, sentences, CLAIM[family], roles.claimants);
  if (!actorNamed) say(scene, sentences, ACTOR[family], roles.actors);
  say(scene, sentences, family === 'unrest' ? SUSPECTED_UNREST : SUSPECTED, roles.suspected);
  say(scene, sentences, TARGET[family], roles.targets);
  say(scene, sentences, INDIRECT, roles.indirect);
  say(scene, sentences, RESPONDER[family], roles.responders);
  say(scene, sentences, PRESENT, roles.present);
  say(scene, sentences, OTHERS, roles.others);
  const nobody = roles.claimants.length === 0 && roles.actors.length === 0;
  if (nobody && (family === 'attack' || family === 'crime') && random.chance(0.6)) {
    sentences.unshift(scene.fill(random.pick(family === 'crime' ? NO_SUSPECTS : NO_CLAIM)));
  }
  return sentences;
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

const IMPACT = new Map(
  Object.entries(IMPACT_SENTENCES).map(([rating, texts]) => [Number(rating), compile(texts)]),
);
const IMPACT_UNKNOWN = IMPACT.get(-1)!;
const SECTOR_IMPACT = compile([
  '{Ref} disrupted {sectors} activity in {city}.',
  'The {sectors} {sectorWord} {wasWere} most affected.',
  'Organisations in the {sectors} {sectorWord} in {city} reported disruption.',
]);
const CONSEQUENCES = new Map(
  Object.entries(SECTOR_PHRASES).map(([sector, phrases]) => [
    sector,
    compile(phrases.consequences),
  ]),
);
const ONGOING = compile([
  'The situation was ongoing at the time of reporting.',
  'Disruption is expected to continue.',
  'The situation remains unresolved.',
]);
const ENDED = compile([
  'Normal activity resumed after {duration}.',
  'The incident was closed after {duration}.',
  'The situation was resolved after {duration}.',
]);
const NO_TEMPLATES: readonly Template[] = [];

function impactSentences(scene: Scene): string[] {
  const { random, context } = scene;
  const { sectors } = context;
  const sentences: string[] = [];
  if (sectors.length > 0 && random.chance(0.6)) {
    const wasWere = sectors.length === 1 ? 'was' : 'were';
    sentences.push(scene.pickFilled(SECTOR_IMPACT, { wasWere }, HAS_WAS_WERE));
  }
  // Physical knock-on effects do not follow from a breach or a phishing wave.
  let consequences = NO_TEMPLATES;
  if (scene.family !== 'cyber') {
    for (const sector of sectors) {
      const own = CONSEQUENCES.get(sector);
      if (!own || own.length === 0) continue;
      consequences = consequences.length === 0 ? own : [...consequences, ...own];
    }
  }
  for (const consequence of random.sample(consequences, random.int(0, 2))) {
    sentences.push(scene.fill(consequence));
  }
  sentences.push(scene.fill(random.pick(IMPACT.get(context.impact) ?? IMPACT_UNKNOWN)));
  if (random.chance(0.7)) {
    sentences.push(scene.fill(random.pick(context.isOngoing ? ONGOING : ENDED)));
  }
  return sentences;
}

function writeNarratives(scene: Scene): string[] {
  const { random, context } = scene;
  const count = random.weighted(ZERO_TO_THREE);
  if (count === 0) return [];
  const pool = usableOnes(
    scene.bank.updates[(scene.dead > 0 ? 2 : 0) + (context.isOngoing ? 1 : 0)]!,
    scene.available,
  );
  const narratives: string[] = [];
  for (const update of random.sample(pool, count)) narratives.push(scene.fill(update));
  return narratives;
}

// ---------------------------------------------------------------------------------------------
// References.

function headlineCasualties(scene: Scene): Given {
  const { random, dead, hurt, style, category } = scene;
  if (style === 'none' || hurt === 0) return { hcas: '' };
  const injured = hurt - dead;
  if (dead > 0) {
    const count = numberDigits(dead);
    return {
      hcas: random.int(0, 1) === 0 ? ` kills ${count}` : ` leaves ${count} dead`,
      hcasStart: random.int(0, 1) === 0 ? `${count} killed` : `${count} dead`,
    };
  }
  if (style === 'disease') return { hcas: '' };
  const count = numberDigits(injured);
  return {
    hcas:
      random.int(0, 1) === 0
        ? ` injures ${count}`
        : category.wounding
          ? ` wounds ${count}`
          : ` leaves ${count} injured`,
    hcasStart: random.int(0, 1) === 0 ? `${count} injured` : `${count} hurt`,
  };
}

function writeTitle(scene: Scene): string {
  const given = headlineCasualties(scene);
  const bits = HAS_HCAS | (given.hcasStart === undefined ? 0 : HAS_HCAS_START);
  // A type's own headlines fit it better than the category's general ones.
  const own = scene.words.titles;
  const hasOwn = own.some(
    (one) => scene.usable(one) || (one.needs & (HAS_HCAS | HAS_HCAS_START)) !== 0,
  );
  const title =
    scene.pickFilled(hasOwn ? own : scene.bank.titles, given, bits) ||
    `${scene.slot(HEADLINE_CAPITALISED)} reported in ${scene.place.city}`;
  // A very short place name leaves a headline too thin to identify the event.
  return title.length < 20 && !title.includes(scene.country.plain)
    ? `${title}, ${scene.country.plain}`
    : title;
}

const WHO = ['local officials', 'security sources', 'witnesses', 'police', 'residents'];

function writeCitation(scene: Scene, name: string, domain: string): string {
  const { random } = scene;
  const about = `${scene.type.event} in ${scene.place.city}`;
  if (SOCIAL_HOSTS.has(domain)) {
    const form = random.int(0, 2);
    return form === 0
      ? `${name}, post on ${about}`
      : form === 1
        ? `${name}, statement on ${about}`
        : name;
  }
  if (domainOf(domain).official) {
    return random.int(0, 1) === 0
      ? `${name}, official statement`
      : `${name}, statement on ${about}`;
  }
  const who = random.pick(WHO);
  switch (random.int(0, 3)) {
    case 0:
      return `${name} (online)`;
    case 1:
      return `${name}, report on ${about}`;
    case 2:
      return `${name}, report citing ${who}`;
    default:
      return `${name}, ${scene.place.city} (${scene.country.plain})`;
  }
}

const SOCIAL_HOSTS = new Set(['x.com', 'twitter.com', 't.me', 'facebook.com']);
const OFFICIAL_DOMAIN = /(^|\.)(gov|mil|int)(\.[a-z]{2})?$|\.gov\.|\.int$/;
const OFFICIAL_SECTIONS = ['news', 'press-releases', 'statements'];

interface Domain {
  /** Lower case. */
  name: string;
  /** With "www." where a bare registered domain would have it. */
  host: string;
  official: boolean;
}

/** Domain wording by domain; there are a few dozen sources. */
const DOMAINS = new Map<string, Domain>();

function domainOf(raw: string): Domain {
  let domain = DOMAINS.get(raw);
  if (domain) return domain;
  const name = raw.toLowerCase();
  const parts = name.split('.');
  const secondLevel = /\.(co|com|net|org|gov|ac|or)\.[a-z]{2}$/.test(name);
  domain = {
    name,
    host: parts.length === 2 || (parts.length === 3 && secondLevel) ? `www.${name}` : name,
    official: OFFICIAL_DOMAIN.test(name),
  };
  if (DOMAINS.size < 10_000) DOMAINS.set(raw, domain);
  return domain;
}

const DIGITS = '0123456789';

function digits(random: Random, length: number): string {
  let text = DIGITS[random.int(1, 9)]!;
  while (text.length < length) text += DIGITS[random.int(0, 9)]!;
  return text;
}

/** Handles by source name; there are a few dozen sources. */
const HANDLES = new Map<string, string>();

/** An account handle from a source name: "Metropolitan Police (X)" -> "MetropolitanPolice". */
function handleOf(name: string): string {
  let handle = HANDLES.get(name);
  if (handle === undefined) {
    handle = name
      .replace(/\s*\([^)]*\)/g, '')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9 ]/g, '')
      .split(/\s+/)
      .map(capitalise)
      .join('');
    if (HANDLES.size < 10_000) HANDLES.set(name, handle);
  }
  return handle;
}

function writeLink(scene: Scene, source: { name: string; domain: string }, title: string): string {
  const { random } = scene;
  const domain = domainOf(source.domain);
  if (domain.name === 'x.com' || domain.name === 'twitter.com') {
    return `https://x.com/${handleOf(source.name)}/status/${digits(random, 19)}`;
  }
  if (domain.name === 't.me') {
    return `https://t.me/${handleOf(source.name).toLowerCase()}/${random.int(1_000, 99_999)}`;
  }
  if (domain.name === 'facebook.com') {
    return `https://www.facebook.com/${handleOf(source.name)}/posts/${digits(random, 16)}`;
  }
  const { host } = domain;
  const slug = urlSlug(title);
  const section = random.pick(domain.official ? OFFICIAL_SECTIONS : scene.category.section);
  switch (random.int(0, 3)) {
    case 0:
      return `https://${host}/${section}/${slug}-${digits(random, 6)}/`;
    case 1:
      return `https://${host}/${section}/${slug}`;
    case 2:
      return `https://${host}/news/${slug}-${digits(random, 8)}`;
    default:
      return `https://${host}/${section}/${digits(random, 7)}/${slug}.html`;
  }
}
