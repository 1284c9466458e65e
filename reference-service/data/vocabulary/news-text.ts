import type { Random } from '../random.ts';
import {
  INDUSTRY_FOLLOWS,
  KEYWORD_TERMS,
  NEWS_LISTS,
  NEWS_PHRASES,
  type Story,
} from './news-phrases.ts';
import {
  capitalise,
  countryWords,
  joinList,
  numberDigits,
  numberWords,
  TemplateCompiler,
  tidy,
  type CountryWords,
  type Template,
} from './text-kit.ts';

export interface NewsTextContext {
  taxonomy: string;
  subTaxonomies: readonly string[];
  /** Country names. */
  countries: readonly string[];
  city: string | null;
  /** Industry names. */
  industries: readonly string[];
  /** What the first country's situation makes plausible (NEWS_SITUATION bits). */
  situation: number;
}

/**
 * What a story needs of its country's situation, as bits: a coup story needs a country where
 * coups happen, a story of insurgent raids a country with an insurgency or a war.
 */
export const NEWS_SITUATION = {
  conflict: 1,
  coup: 2,
  humanitarianCrisis: 4,
  kidnapping: 8,
  earthquakes: 16,
  floods: 32,
  storms: 64,
  wildfires: 128,
  outbreaks: 256,
  /** Heatwaves of 38-48 °C: where summers are hot enough for wildfires. */
  heat: 512,
  /** Troop deployments and exercises: a country at war, or with forces that make news. */
  militaryPosture: 1024,
  underSanctions: 2048,
  /** Attack plots and extremist threats: where terrorism is a standing concern. */
  terrorismThreat: 4096,
  elections: 8192,
} as const;

/** Every bit: a country where anything can happen (for tests of the copy itself). */
export const EVERY_SITUATION = Object.values(NEWS_SITUATION).reduce((all, bit) => all | bit, 0);

/** The needs of every story of a sub-taxonomy. */
const SUB_TAXONOMY_NEEDS: Readonly<Record<string, number>> = {
  'Conflict/Armed Clashes': NEWS_SITUATION.conflict,
  'Conflict/Airstrikes and Shelling': NEWS_SITUATION.conflict,
  'Conflict/Ceasefires and Peace Talks': NEWS_SITUATION.conflict,
  'Conflict/Insurgency': NEWS_SITUATION.conflict,
  'Terrorism/Terrorist Attacks': NEWS_SITUATION.conflict,
  'Terrorism/Kidnapping': NEWS_SITUATION.kidnapping,
  'Humanitarian/Displacement': NEWS_SITUATION.humanitarianCrisis,
  'Humanitarian/Food Insecurity': NEWS_SITUATION.humanitarianCrisis,
  'Humanitarian/Aid Access': NEWS_SITUATION.humanitarianCrisis,
  'Health/Disease Outbreaks': NEWS_SITUATION.outbreaks,
  'Natural Hazards/Earthquakes': NEWS_SITUATION.earthquakes,
  'Natural Hazards/Floods': NEWS_SITUATION.floods,
  'Natural Hazards/Storms': NEWS_SITUATION.storms,
  'Natural Hazards/Wildfires': NEWS_SITUATION.wildfires,
  'Natural Hazards/Extreme Heat': NEWS_SITUATION.heat,
  // "Millions facing food shortages": a drought that becomes a hunger crisis.
  'Natural Hazards/Drought': NEWS_SITUATION.humanitarianCrisis,
  'Politics/Elections': NEWS_SITUATION.elections,
  'Civil Unrest/Election Unrest': NEWS_SITUATION.elections,
  'Conflict/Military Deployments': NEWS_SITUATION.militaryPosture,
  'Politics/Sanctions': NEWS_SITUATION.underSanctions,
  'Terrorism/Counter-Terrorism': NEWS_SITUATION.terrorismThreat,
  'Terrorism/Extremist Threats': NEWS_SITUATION.terrorismThreat,
};
const COUP = /\bcoup\b|seize power|taken power/i;
const ARMED_GROUPS = /\{group\}|insurgent|militant|jihadist/i;

function needsOf(taxonomy: string, sub: string, story: Story): number {
  const text = [...story.titles, ...story.leads].join(' ');
  return (
    (SUB_TAXONOMY_NEEDS[`${taxonomy}/${sub}`] ?? 0) |
    (COUP.test(text) ? NEWS_SITUATION.coup : 0) |
    (ARMED_GROUPS.test(text) ? NEWS_SITUATION.conflict : 0)
  );
}

/** Whether a sub-taxonomy has a story that a country in this situation can carry. */
export function subTaxonomyFits(taxonomy: string, sub: string, situation: number): boolean {
  return (
    TAXONOMIES.get(taxonomy)
      ?.bySub.get(sub)
      ?.stories.some((story) => (story.needs & ~situation) === 0) ?? false
  );
}

export interface NewsText {
  title: string;
  summary: string;
  keywords: string[];
}

const TITLE_MIN = 40;
const TITLE_MAX = 120;
const SUMMARY_MIN = 120;
const SUMMARY_MAX = 400;

/** A wire-style headline, a 1-3 sentence summary and 3-8 keywords taken from them. */
export function writeNewsItem(random: Random, context: NewsTextContext): NewsText {
  const slots = new NewsSlots(random, context);
  const { available } = slots;
  // "in Lagos, Nigeria killed ..." needs the comma that closes the appositive.
  const form = context.city ? 1 : 0;

  const chosen = random.pick(storiesFor(context, available));
  const { titles, leads, follows: own } = chosen.usable(available);

  let title = '';
  for (let attempt = 0; attempt < 6; attempt++) {
    title = slots.fill(random.pick(titles)[form]);
    if (title.length >= TITLE_MIN && title.length <= TITLE_MAX) break;
  }
  // Headlines drop the article before a country name: "United States deploys troops".
  if (context.countries.length > 0 && title.startsWith('The ')) {
    const country = slots.value(COUNTRY_CAPITALISED);
    if (country.startsWith('The ') && title.startsWith(country)) title = title.slice(4);
  }
  if (title.length < TITLE_MIN) title = `${title}, officials say`;
  if (title.length > TITLE_MAX) title = title.slice(0, title.lastIndexOf(' ', TITLE_MAX - 1));

  // Industry tags on news are loose, so their sentence is optional and neutral.
  const follows =
    (available & HAS_INDUSTRY) !== 0 && random.chance(0.35) ? [...own, ...INDUSTRY] : own;
  let summary = slots.fill(random.pick(leads)[form]);
  for (const template of random.sample(follows, random.int(0, 2))) {
    const sentence = slots.fill(template[form]);
    if (summary.length + 1 + sentence.length <= SUMMARY_MAX) summary = `${summary} ${sentence}`;
  }
  // Short leads need a second sentence to read as a summary.
  if (summary.length < SUMMARY_MIN) {
    for (const template of random.sample(follows, follows.length)) {
      if (summary.length >= SUMMARY_MIN) break;
      const sentence = slots.fill(template[form]);
      if (summary.includes(sentence)) continue;
      if (summary.length + 1 + sentence.length <= SUMMARY_MAX) summary = `${summary} ${sentence}`;
    }
  }

  return { title, summary, keywords: keywordsOf(random, title, summary, context) };
}

// ---------------------------------------------------------------------------------------------
// Templates, compiled once.

const SLOT_NAMES = [
  'country',
  'Country',
  'where',
  'place',
  'country2',
  'industry',
  'aIndustry',
  'industrySectors',
  'isAre',
  'group',
  'disease',
  'few',
  'tens',
  'hundreds',
  'thousands',
  'millions',
  'money',
  'pctBig',
  'rate',
  'magnitude',
  'temp',
] as const;
type SlotName = (typeof SLOT_NAMES)[number];
const COUNTRY_CAPITALISED = SLOT_NAMES.indexOf('Country');

/** Optional slots, as bits: a template is usable when the item has every bit it needs. */
const HAS_PLACE = 1;
const HAS_COUNTRY2 = 2;
const HAS_INDUSTRY = 4;
/** Every combination of the bits above. */
const COMBINATIONS = 8;

const COMPILER = new TemplateCompiler(SLOT_NAMES, {
  place: HAS_PLACE,
  country2: HAS_COUNTRY2,
  industry: HAS_INDUSTRY,
  aIndustry: HAS_INDUSTRY,
  industrySectors: HAS_INDUSTRY,
  isAre: HAS_INDUSTRY,
});

/** A template as written, and with the comma a city's appositive needs ("in Lagos, Nigeria,"). */
type NewsTemplate = readonly [plain: Template, withCity: Template];

function compileNews(texts: readonly string[]): NewsTemplate[] {
  return texts.map((text) => [
    COMPILER.compile(text),
    COMPILER.compile(text.replace(/\{where\}(?= [a-z])/g, '{where},')),
  ]);
}

/** A story's templates, usable ones by combination of optional slots. */
class CompiledStory {
  readonly titles: readonly NewsTemplate[];
  readonly leads: readonly NewsTemplate[];
  readonly follows: readonly NewsTemplate[];
  /** Bit n: the story fits combination n (a usable title and a usable lead). */
  readonly fits: number;
  /** NEWS_SITUATION bits the story's country must have. */
  readonly needs: number;
  private readonly byCombination: (StoryTemplates | undefined)[] = [];

  constructor(story: Story, taxonomy: string, sub: string) {
    this.needs = needsOf(taxonomy, sub, story);
    this.titles = compileNews(story.titles);
    this.leads = compileNews(story.leads);
    this.follows = compileNews(story.follows);
    let fits = 0;
    for (let combination = 0; combination < COMBINATIONS; combination++) {
      const ok = (template: NewsTemplate) => (template[0].needs & ~combination) === 0;
      if (this.titles.some(ok) && this.leads.some(ok)) fits |= 1 << combination;
    }
    this.fits = fits;
  }

  usable(available: number): StoryTemplates {
    let templates = this.byCombination[available];
    if (!templates) {
      templates = {
        titles: usableNews(this.titles, available),
        leads: usableNews(this.leads, available),
        follows: usableNews(this.follows, available),
      };
      this.byCombination[available] = templates;
    }
    return templates;
  }
}

interface StoryTemplates {
  titles: readonly NewsTemplate[];
  leads: readonly NewsTemplate[];
  follows: readonly NewsTemplate[];
}

function usableNews(templates: readonly NewsTemplate[], available: number): NewsTemplate[] {
  return templates.filter((template) => (template[0].needs & ~available) === 0);
}

/** Stories, and those that fit each combination of optional slots and each situation. */
class StoryGroup {
  private readonly byCase = new Map<number, readonly CompiledStory[]>();
  constructor(readonly stories: readonly CompiledStory[]) {}

  fitting(available: number, situation: number): readonly CompiledStory[] {
    const key = situation * COMBINATIONS + available;
    let stories = this.byCase.get(key);
    if (!stories) {
      const bit = 1 << available;
      stories = this.stories.filter(
        (story) => (story.fits & bit) !== 0 && (story.needs & ~situation) === 0,
      );
      this.byCase.set(key, stories);
    }
    return stories;
  }
}

interface TaxonomyStories {
  bySub: ReadonlyMap<string, StoryGroup>;
  all: StoryGroup;
}

const TAXONOMIES = new Map<string, TaxonomyStories>(
  Object.entries(NEWS_PHRASES).map(([name, phrases]) => {
    const bySub = new Map<string, StoryGroup>();
    const all: CompiledStory[] = [];
    for (const [sub, stories] of Object.entries(phrases.stories)) {
      const compiled = stories.map((story) => new CompiledStory(story, name, sub));
      bySub.set(sub, new StoryGroup(compiled));
      all.push(...compiled);
    }
    return [name, { bySub, all: new StoryGroup(all) }];
  }),
);
const POLITICS = TAXONOMIES.get('Politics')!;
const INDUSTRY = compileNews(INDUSTRY_FOLLOWS);

function storiesFor(context: NewsTextContext, available: number): readonly CompiledStory[] {
  const { situation } = context;
  const taxonomy = TAXONOMIES.get(context.taxonomy);
  let named: readonly CompiledStory[] = [];
  for (const sub of context.subTaxonomies) {
    const fitting = taxonomy?.bySub.get(sub)?.fitting(available, situation) ?? [];
    if (fitting.length > 0) named = named.length === 0 ? fitting : [...named, ...fitting];
  }
  if (named.length > 0) return named;
  const anyOfTaxonomy = taxonomy?.all.fitting(available, situation) ?? [];
  if (anyOfTaxonomy.length > 0) return anyOfTaxonomy;
  // An unknown taxonomy still gets readable copy: a political story fits most news.
  return POLITICS.all.fitting(available, situation);
}

// ---------------------------------------------------------------------------------------------
// Slot values.

const MILLIONS = ['1.2', '1.5', '2', '2.4', '3', '3.8', '4.5', '6', '9', '12'];

/**
 * The slot values of one item. Figures are drawn when a template first asks for one, so an item
 * only draws the few its templates use; a figure keeps its value for the whole item.
 */
class NewsSlots {
  /** The optional slots this item has, as bits. */
  readonly available: number;
  private readonly first: CountryWords | undefined;
  private readonly second: CountryWords | undefined;
  private readonly values: (string | undefined)[] = new Array<string | undefined>(
    SLOT_NAMES.length,
  );

  constructor(
    private readonly random: Random,
    private readonly context: NewsTextContext,
  ) {
    const { countries } = context;
    this.first = countries.length > 0 ? countryWords(countries[0]!) : undefined;
    const second = countries.length > 1 ? countryWords(countries[1]!) : undefined;
    this.second = second && second.name !== this.first?.name ? second : undefined;
    this.available =
      (context.city ? HAS_PLACE : 0) |
      (this.second ? HAS_COUNTRY2 : 0) |
      (context.industries.length > 0 ? HAS_INDUSTRY : 0);
  }

  /** The template filled, capitalised and tidied. */
  fill(template: Template): string {
    const { parts, ids } = template;
    let text = template.head;
    for (let index = 0; index < ids.length; index++) {
      const id = ids[index]!;
      if (id < 0) throw new Error(`Template slot {${template.names[index]!}}: ${template.text}`);
      text += this.value(id) + parts[index + 1]!;
    }
    return tidy(parts[0] === '' ? capitalise(text) : text);
  }

  value(id: number): string {
    let value = this.values[id];
    if (value === undefined) {
      value = this.compute(SLOT_NAMES[id]!);
      this.values[id] = value;
    }
    return value;
  }

  private compute(name: SlotName): string {
    const { random, context, first } = this;
    switch (name) {
      case 'country':
        return first?.name ?? 'the region';
      case 'Country':
        return capitalise(first?.name ?? 'the region');
      case 'where':
        if (!context.city) return first?.name ?? 'the region';
        return first?.plain ? `${context.city}, ${first.plain}` : context.city;
      case 'place':
        if (!context.city) break;
        return context.city;
      case 'country2':
        if (!this.second) break;
        return this.second.name;
      case 'industry':
        if (context.industries.length === 0) break;
        return context.industries[0]!.toLowerCase();
      case 'aIndustry': {
        if (context.industries.length === 0) break;
        const industry = context.industries[0]!.toLowerCase();
        return `${/^[aeiou]/.test(industry) ? 'an' : 'a'} ${industry}`;
      }
      case 'industrySectors': {
        const { industries } = context;
        if (industries.length === 0) break;
        if (industries.length === 1) return `${industries[0]!.toLowerCase()} sector`;
        return `${joinList([industries[0]!.toLowerCase(), industries[1]!.toLowerCase()])} sectors`;
      }
      case 'isAre':
        if (context.industries.length === 0) break;
        return context.industries.length === 1 ? 'is' : 'are';
      case 'group':
        return random.pick(NEWS_LISTS.group);
      case 'disease':
        return random.pick(NEWS_LISTS.disease);
      case 'few':
        return numberWords(random.int(2, 9));
      case 'tens':
        return String(random.int(12, 95));
      case 'hundreds':
        return String(random.int(12, 95) * 10);
      case 'thousands':
        return numberDigits(random.int(4, 120) * 500);
      case 'millions':
        return `${random.pick(MILLIONS)} million`;
      case 'money':
        switch (random.int(0, 2)) {
          case 0:
            return `USD ${random.int(2, 95)} million`;
          case 1:
            return `USD ${(random.int(11, 49) / 10).toFixed(1)} billion`;
          default:
            return `USD ${random.int(120, 900)} million`;
        }
      case 'pctBig':
        return String(random.int(5, 40));
      case 'rate': {
        const rate = random.int(50, 300);
        // One decimal place half the time: "12.5", or "13"; "12.0" reads "12".
        if (random.chance(0.5) && rate % 10 !== 0) return (rate / 10).toFixed(1);
        return (rate / 10).toFixed(0);
      }
      case 'magnitude':
        return (random.int(45, 76) / 10).toFixed(1);
      case 'temp':
        return String(random.int(38, 48));
    }
    throw new Error(`Template slot {${name}} has no value here`);
  }
}

// ---------------------------------------------------------------------------------------------
// Keywords.

const STOP_WORDS = new Set(
  (
    'about above after again against along also amid among around because been before being ' +
    'below between both could does down during each every from further have having here into ' +
    'itself just least more most much near only other over past said same says several should ' +
    'since some such than that their them then there these they this those through under until ' +
    'upon very were what when where which while with within would year years week weeks month ' +
    'months officials official another first third days hours dozens thousands hundreds million ' +
    'billion percent according latest major local large sharply widely across reported reports'
  ).split(' '),
);

/** Whether a character can be part of a word for keyword matching: a-z or '-'. */
function isWordCode(code: number): boolean {
  return (code >= 97 && code <= 122) || code === 45;
}

/** The run of a-z and '-' a string starts with. */
function leadingWord(text: string): string {
  let end = 0;
  while (end < text.length && isWordCode(text.charCodeAt(end))) end++;
  return text.slice(0, end);
}

/** Indexed terms by their first word, each with its place in KEYWORD_TERMS. */
const TERMS_BY_WORD = new Map<string, { term: string; order: number }[]>();
/** Marks the first letter and length of every first word, so most words need no look-up. */
const WORD_SHAPES = new Uint8Array(128 * 64);
const shapeOf = (first: number, length: number) => first * 64 + Math.min(length, 63);
KEYWORD_TERMS.forEach((term, order) => {
  const word = leadingWord(term);
  const terms = TERMS_BY_WORD.get(word);
  if (terms) terms.push({ term, order });
  else TERMS_BY_WORD.set(word, [{ term, order }]);
  WORD_SHAPES[shapeOf(word.charCodeAt(0), word.length)] = 1;
});

/**
 * The indexed terms that occur in `text` as whole words (not inside a longer a-z/'-' run), in
 * KEYWORD_TERMS order: one pass over the words, each looked up once.
 */
function termsIn(text: string): { term: string; order: number }[] {
  const found: { term: string; order: number }[] = [];
  const length = text.length;
  let start = 0;
  while (start < length) {
    // Find the next word: a run of a-z and '-', preceded by anything else.
    while (start < length && !isWordCode(text.charCodeAt(start))) start++;
    if (start >= length) break;
    let end = start;
    while (end < length && isWordCode(text.charCodeAt(end))) end++;
    const candidates =
      WORD_SHAPES[shapeOf(text.charCodeAt(start), end - start)] === 1
        ? TERMS_BY_WORD.get(text.slice(start, end))
        : undefined;
    if (candidates) {
      for (const candidate of candidates) {
        const after = start + candidate.term.length;
        if (
          !found.includes(candidate) &&
          text.startsWith(candidate.term, start) &&
          (after >= length || !isWordCode(text.charCodeAt(after)))
        ) {
          found.push(candidate);
        }
      }
    }
    start = end;
  }
  return found.sort((a, b) => a.order - b.order);
}

/** Title words that may stand in as keywords: five letters or more, not stop words. */
function titleWords(title: string): string[] {
  const words: string[] = [];
  const length = title.length;
  let index = 0;
  while (index < length) {
    const code = title.charCodeAt(index);
    if (!(code >= 97 && code <= 122)) {
      index++;
      continue;
    }
    let end = index + 1;
    while (end < length && isWordCode(title.charCodeAt(end))) end++;
    if (end - index >= 5) {
      let wordEnd = end;
      while (title.charCodeAt(wordEnd - 1) === 45) wordEnd--;
      const word = title.slice(index, wordEnd);
      if (!STOP_WORDS.has(word)) words.push(word);
    }
    index = end;
  }
  return words;
}

/** Distinct words, leaving out any contained in an earlier one. */
function distinct(words: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    let contained = false;
    // Compare with every earlier word, as the first occurrence of each would be.
    for (let earlier = 0; earlier < index && !contained; earlier++) {
      contained = words[earlier] !== word && words[earlier]!.includes(word);
    }
    if (!contained && !kept.includes(word)) kept.push(word);
  }
  return kept;
}

/** Lower-case keywords that occur in the title or summary: places, then indexed terms. */
export function keywordsOf(
  random: Random,
  title: string,
  summary: string,
  context: Pick<NewsTextContext, 'countries' | 'city'>,
): string[] {
  const text = `${title} ${summary}`.toLowerCase();
  const indexed: string[] = [];
  for (let index = -1; index < context.countries.length; index++) {
    const name = index < 0 ? context.city : countryWords(context.countries[index]!).plain;
    const lower = name?.toLowerCase();
    if (lower && text.includes(lower)) indexed.push(lower);
  }
  const terms = termsIn(text);
  if (terms.length > 1) {
    // First mention first; ties keep KEYWORD_TERMS order (the sort is stable).
    const at = new Map(terms.map(({ term }) => [term, text.indexOf(term)]));
    terms.sort((a, b) => at.get(a.term)! - at.get(b.term)!);
  }
  for (const { term } of terms) indexed.push(term);
  let chosen = distinct(indexed);
  // Plain title words only make up the numbers; they are often verbs.
  if (chosen.length < 4) {
    chosen = distinct([...chosen, ...titleWords(title.toLowerCase())]).slice(0, 4);
  }
  return chosen.slice(0, random.int(3, 8));
}
