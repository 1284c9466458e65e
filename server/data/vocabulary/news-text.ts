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
  fill,
  joinList,
  numberDigits,
  numberWords,
  slotsOf,
  tidy,
} from './text-kit.ts';

export interface NewsTextContext {
  taxonomy: string;
  subTaxonomies: readonly string[];
  /** Country names. */
  countries: readonly string[];
  city: string | null;
  /** Industry names. */
  industries: readonly string[];
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
  const slots = newsSlots(random, context);
  const usable = (template: string) => slotsOf(template).every((slot) => slot in slots);
  const write = (template: string) => {
    // "in Lagos, Nigeria killed ..." needs the comma that closes the appositive.
    const closed = context.city ? template.replace(/\{where\}(?= [a-z])/g, '{where},') : template;
    return tidy(capitalise(fill(closed, slots)));
  };

  const stories = storiesFor(context, usable);
  const chosen = random.pick(stories);
  const titles = chosen.titles.filter(usable);
  const leads = chosen.leads.filter(usable);

  let title = '';
  for (let attempt = 0; attempt < 6; attempt++) {
    title = write(random.pick(titles));
    if (title.length >= TITLE_MIN && title.length <= TITLE_MAX) break;
  }
  // Headlines drop the article before a country name: "United States deploys troops".
  if (
    context.countries.length > 0 &&
    title.startsWith('The ') &&
    slots.Country?.startsWith('The ') &&
    title.startsWith(slots.Country)
  ) {
    title = title.slice(4);
  }
  if (title.length < TITLE_MIN) title = `${title}, officials say`;
  if (title.length > TITLE_MAX) title = title.slice(0, title.lastIndexOf(' ', TITLE_MAX - 1));

  // Industry tags on news are loose, so their sentence is optional and neutral.
  const follows = [
    ...chosen.follows,
    ...('industry' in slots && random.chance(0.35) ? INDUSTRY_FOLLOWS : []),
  ].filter(usable);
  let summary = write(random.pick(leads));
  for (const sentence of random.sample(follows, random.int(0, 2)).map(write)) {
    if (`${summary} ${sentence}`.length <= SUMMARY_MAX) summary = `${summary} ${sentence}`;
  }
  // Short leads need a second sentence to read as a summary.
  for (const sentence of random.sample(follows, follows.length).map(write)) {
    if (summary.length >= SUMMARY_MIN) break;
    if (summary.includes(sentence)) continue;
    if (`${summary} ${sentence}`.length <= SUMMARY_MAX) summary = `${summary} ${sentence}`;
  }

  return { title, summary, keywords: keywordsOf(random, title, summary, context) };
}

function storiesFor(context: NewsTextContext, usable: (template: string) => boolean): Story[] {
  const phrases = NEWS_PHRASES[context.taxonomy];
  const fits = (story: Story) => story.titles.some(usable) && story.leads.some(usable);
  const named = context.subTaxonomies.flatMap((sub) => phrases?.stories[sub] ?? []).filter(fits);
  if (named.length > 0) return named;
  const anyOfTaxonomy = Object.values(phrases?.stories ?? {})
    .flat()
    .filter(fits);
  if (anyOfTaxonomy.length > 0) return anyOfTaxonomy;
  // An unknown taxonomy still gets readable copy: a political story fits most news.
  return Object.values(NEWS_PHRASES.Politics!.stories).flat().filter(fits);
}

function newsSlots(random: Random, context: NewsTextContext): Record<string, string> {
  const [first, second] = context.countries.map(countryWords);
  const country = first?.name ?? 'the region';
  const slots: Record<string, string> = {
    country,
    Country: capitalise(country),
    where: context.city ? `${context.city}, ${first?.plain ?? ''}`.replace(/, $/, '') : country,
    group: random.pick(NEWS_LISTS.group),
    disease: random.pick(NEWS_LISTS.disease),
    few: numberWords(random.int(2, 9)),
    tens: String(random.int(12, 95)),
    hundreds: String(random.int(12, 95) * 10),
    thousands: numberDigits(random.int(4, 120) * 500),
    millions: `${random.pick(['1.2', '1.5', '2', '2.4', '3', '3.8', '4.5', '6', '9', '12'])} million`,
    money: random.pick([
      `USD ${random.int(2, 95)} million`,
      `USD ${(random.int(11, 49) / 10).toFixed(1)} billion`,
      `USD ${random.int(120, 900)} million`,
    ]),
    pctBig: String(random.int(5, 40)),
    rate: (random.int(50, 300) / 10).toFixed(random.chance(0.5) ? 1 : 0).replace(/\.0$/, ''),
    magnitude: (random.int(45, 76) / 10).toFixed(1),
    temp: String(random.int(38, 48)),
  };
  if (context.city) slots.place = context.city;
  if (second && second.name !== first?.name) slots.country2 = second.name;
  const industries = context.industries.map((name) => name.toLowerCase());
  if (industries.length > 0) {
    const industry = industries[0]!;
    slots.industry = industry;
    slots.aIndustry = `${/^[aeiou]/.test(industry) ? 'an' : 'a'} ${industry}`;
    const named = industries.slice(0, 2);
    slots.industrySectors = `${joinList(named)} ${named.length === 1 ? 'sector' : 'sectors'}`;
    slots.isAre = named.length === 1 ? 'is' : 'are';
  }
  return slots;
}

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

const TERM_PATTERNS = KEYWORD_TERMS.map(
  (term) => [term, new RegExp(`(^|[^a-z-])${term.replace(/[-]/g, '\\-')}([^a-z-]|$)`)] as const,
);

/** Lower-case keywords that occur in the title or summary: places, then indexed terms. */
function keywordsOf(
  random: Random,
  title: string,
  summary: string,
  context: NewsTextContext,
): string[] {
  const text = `${title} ${summary}`.toLowerCase();
  const places = [context.city, ...context.countries.map((name) => countryWords(name).plain)]
    .filter((name): name is string => Boolean(name))
    .map((name) => name.toLowerCase())
    .filter((name) => text.includes(name));
  const terms = TERM_PATTERNS.filter(([, pattern]) => pattern.test(text))
    .map(([term]) => term)
    .sort((a, b) => text.indexOf(a) - text.indexOf(b));
  const words = [...title.toLowerCase().matchAll(/[a-z][a-z-]{4,}/g)]
    .map((match) => match[0].replace(/-+$/, ''))
    .filter((word) => !STOP_WORDS.has(word));
  const distinct = (list: readonly string[]) =>
    [...new Set(list)].filter(
      (word, index, all) => !all.slice(0, index).some((earlier) => earlier.includes(word)),
    );
  const indexed = distinct([...places, ...terms]);
  // Plain title words only make up the numbers; they are often verbs.
  const chosen = indexed.length >= 4 ? indexed : distinct([...indexed, ...words]).slice(0, 4);
  return chosen.slice(0, random.int(3, 8));
}
