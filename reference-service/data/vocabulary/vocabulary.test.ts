import { describe, expect, test } from 'vitest';
import { createRandom, type Random } from '../random.ts';
import { CATEGORY_PHRASES } from './incident-phrases.ts';
import {
  partyPhrase,
  writeIncidentText,
  writeMapFeatures,
  writeReference,
  type IncidentTextContext,
} from './incident-text.ts';
import { NEWS_PHRASES } from './news-phrases.ts';
import { EVERY_SITUATION, writeNewsItem, type NewsTextContext } from './news-text.ts';
import {
  CATEGORIES,
  GROUPS,
  IMPACT_RATINGS,
  INDUSTRIES,
  INVOLVEMENTS,
  SECTORS,
  SOURCE_MEDIA,
  SOURCES,
  TAGS,
  TAXONOMIES,
  THEMES,
} from './reference.ts';
import {
  capitalise,
  countryWords,
  endsWithSlot,
  fill,
  isTidy,
  joinList,
  numberDigits,
  slotsOf,
  TemplateCompiler,
  tidy,
  UNKNOWN_SLOT,
  urlSlug,
  usableOnes,
} from './text-kit.ts';

/** The countries the geography supports. */
const ALPHA3 = new Set(
  (
    'AFG AGO ALB ARE ARG ARM AUS AUT AZE BDI BEL BEN BFA BGD BGR BIH BLR BOL BRA CAF CAN CHE CHL ' +
    'CHN CIV CMR COD COG COL CRI CUB CZE DEU DNK DOM DZA ECU EGY ERI ESP EST ETH FIN FRA GAB GBR ' +
    'GEO GHA GIN GRC GTM HND HRV HTI HUN IDN IND IRL IRN IRQ ISR ITA JOR JPN KAZ KEN KGZ KHM KOR ' +
    'LBN LBR LBY LKA LTU LVA MAR MDA MEX MKD MLI MMR MNE MOZ MRT MWI MYS NER NGA NIC NLD NOR NPL ' +
    'NZL PAK PAN PER PHL PNG POL PRK PRT PRY PSE ROU RUS RWA SAU SDN SEN SLE SLV SOM SRB SSD SWE ' +
    'SYR TCD TGO THA TJK TKM TUN TUR TWN TZA UGA UKR URY USA UZB VEN VNM YEM ZAF ZMB ZWE'
  ).split(' '),
);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COLOUR = /^#[0-9A-F]{6}$/;
const DEATH_WORDS = /\bkill|dead|death|fatal|\bdied\b|\bdie\b|murder|bodies|\btoll\b/i;
const LEFTOVERS = /[{}]|undefined|NaN|null|\[object/;
const DRAWS = 2_000;

const unique = (values: readonly string[]) => new Set(values).size === values.length;
const TYPES = CATEGORIES.flatMap((category) => category.types);

describe('reference data', () => {
  test('has the expected sizes', () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(9);
    expect(TYPES.length).toBeGreaterThanOrEqual(35);
    expect(TYPES.length).toBeLessThanOrEqual(50);
    expect(SECTORS.length).toBeGreaterThanOrEqual(20);
    expect(SOURCE_MEDIA.length).toBeGreaterThanOrEqual(8);
    expect(SOURCES.length).toBeGreaterThanOrEqual(50);
    expect(TAGS.length).toBeGreaterThanOrEqual(80);
    expect(GROUPS.length).toBeGreaterThanOrEqual(70);
    expect(THEMES.length).toBeGreaterThanOrEqual(40);
    expect(TAXONOMIES.length).toBeGreaterThanOrEqual(10);
    expect(INDUSTRIES.length).toBeGreaterThanOrEqual(20);
  });

  test('names are unique in every list', () => {
    expect(unique(CATEGORIES.map((one) => one.name))).toBe(true);
    expect(unique(TYPES.map((one) => one.name))).toBe(true);
    expect(unique(SECTORS.map((one) => one.name))).toBe(true);
    expect(unique(SOURCE_MEDIA)).toBe(true);
    expect(unique(SOURCES.map((one) => one.name))).toBe(true);
    expect(unique(TAGS.map((one) => one.name))).toBe(true);
    expect(unique(GROUPS.map((one) => one.name))).toBe(true);
    expect(unique(THEMES.map((one) => one.name))).toBe(true);
    expect(unique(INVOLVEMENTS)).toBe(true);
    expect(unique(INDUSTRIES.map((one) => one.name))).toBe(true);
    expect(unique(INDUSTRIES.map((one) => one.reference))).toBe(true);
    expect(unique(TAXONOMIES.map((one) => one.name))).toBe(true);
  });

  test('sub-taxonomy names are unique across the tree, with 3 to 7 per taxonomy', () => {
    const subs = TAXONOMIES.flatMap((taxonomy) => taxonomy.subTaxonomies);
    expect(unique([...subs, ...TAXONOMIES.map((taxonomy) => taxonomy.name)])).toBe(true);
    for (const taxonomy of TAXONOMIES) {
      expect(taxonomy.subTaxonomies.length).toBeGreaterThanOrEqual(3);
      expect(taxonomy.subTaxonomies.length).toBeLessThanOrEqual(7);
    }
  });

  test('slugs and icons are valid, and unique', () => {
    for (const tag of TAGS) expect(tag.slug).toMatch(SLUG);
    expect(unique(TAGS.map((tag) => tag.slug))).toBe(true);
    for (const type of TYPES) expect(type.icon).toMatch(SLUG);
    expect(unique(TYPES.map((type) => type.icon))).toBe(true);
  });

  test('colours are #RRGGBB in upper case, and category colours are distinct', () => {
    for (const category of CATEGORIES) expect(category.colour).toMatch(COLOUR);
    for (const theme of THEMES) expect(theme.colour).toMatch(COLOUR);
    expect(unique(CATEGORIES.map((category) => category.colour))).toBe(true);
  });

  test('weights are positive and severities known', () => {
    for (const category of CATEGORIES) {
      expect(category.weight).toBeGreaterThan(0);
      for (const type of category.types) {
        expect(type.weight).toBeGreaterThan(0);
        expect(['low', 'medium', 'high', 'critical']).toContain(type.severity);
      }
    }
  });

  test('impact ratings are -1 and 1 to 5 with the vendor wording', () => {
    expect(IMPACT_RATINGS.map((rating) => rating.rating)).toEqual([-1, 1, 2, 3, 4, 5]);
    const short = Object.fromEntries(
      IMPACT_RATINGS.map((one) => [one.rating, one.shortDescription]),
    );
    expect(short[-1]).toBe('Unknown');
    expect(short[4]).toBe('Major');
    expect(short[5]).toBe('Extreme');
    for (const rating of IMPACT_RATINGS.filter((one) => one.rating > 0)) {
      expect(rating.longDescription).toMatch(/USD/);
      expect(rating.longDescription).toMatch(/disrupt/i);
    }
  });

  test('involvements include the values seen in real responses', () => {
    expect(INVOLVEMENTS).toContain('Actor');
    expect(INVOLVEMENTS).toContain('Directly Targeted');
  });

  test('sources use known media and bare domains', () => {
    for (const source of SOURCES) {
      expect(SOURCE_MEDIA).toContain(source.medium);
      expect(source.domain).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    }
  });

  test('some sector and theme descriptions are null, as in real responses', () => {
    expect(SECTORS.some((sector) => sector.description === null)).toBe(true);
    const nulls = THEMES.filter((theme) => theme.description === null).length;
    expect(nulls).toBeGreaterThan(0);
    expect(nulls).toBeLessThan(THEMES.length / 3);
  });

  test('themes group existing categories and only supported countries', () => {
    const names = new Set(CATEGORIES.map((category) => category.name));
    for (const theme of THEMES) {
      expect(theme.categories.length).toBeGreaterThan(0);
      for (const category of theme.categories) expect(names).toContain(category);
      for (const code of theme.countries) expect(ALPHA3).toContain(code);
    }
  });

  test('groups name only supported countries', () => {
    for (const group of GROUPS) {
      for (const code of group.countries) expect(ALPHA3).toContain(code);
    }
  });

  test('industry references are short upper-case codes', () => {
    for (const industry of INDUSTRIES) expect(industry.reference).toMatch(/^[A-Z]{2,8}$/);
  });

  test('every category, type, taxonomy and sub-taxonomy has its own phrases', () => {
    for (const category of CATEGORIES) {
      const phrases = CATEGORY_PHRASES[category.name];
      expect(phrases, category.name).toBeDefined();
      for (const type of category.types) expect(phrases?.types[type.name], type.name).toBeDefined();
    }
    for (const taxonomy of TAXONOMIES) {
      for (const sub of taxonomy.subTaxonomies) {
        expect(NEWS_PHRASES[taxonomy.name]?.stories[sub]?.length, sub).toBeGreaterThan(0);
      }
    }
  });
});

describe('wording helpers', () => {
  test('party names read naturally mid-sentence', () => {
    expect(partyPhrase('Nigerian Army')).toBe('the Nigerian Army');
    expect(partyPhrase('Armed Forces of the Philippines')).toBe(
      'the Armed Forces of the Philippines',
    );
    expect(partyPhrase('Houthi movement (Ansar Allah)')).toBe('the Houthi movement (Ansar Allah)');
    expect(partyPhrase('Al-Shabaab')).toBe('Al-Shabaab');
    expect(partyPhrase('Unidentified gunmen')).toBe('unidentified gunmen');
    expect(partyPhrase('Pro-Palestinian protesters')).toBe('pro-Palestinian protesters');
    expect(partyPhrase('Maria Santos')).toBe('Maria Santos');
  });

  test('lists keep an inner "and" readable', () => {
    expect(joinList(['energy', 'aviation'])).toBe('energy and aviation');
    expect(joinList(['oil and gas', 'banking'])).toBe('banking as well as oil and gas');
    expect(joinList(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('templates', () => {
  const compiler = new TemplateCompiler(['city', 'actor', 'cas', 'near'], { actor: 1 });

  test('compile once into literal parts and slot ids', () => {
    const template = compiler.compile('{actor} struck {city}{cas}');
    expect(template.parts).toEqual(['', ' struck ', '', '']);
    expect(template.names).toEqual(['actor', 'city', 'cas']);
    expect(template.ids).toEqual([1, 0, 2]);
    expect(template.needs).toBe(1);
    expect(compiler.compile('{actor} struck {city}{cas}')).toBe(template);
    expect(compiler.compile('fighting in {city}').head).toBe('Fighting in ');
  });

  test('leave braces that are not slots as text, and mark unknown slots', () => {
    const template = compiler.compile('a {not a slot} {} {city} {ghost}.');
    expect(template.parts).toEqual(['a {not a slot} {} ', ' ', '.']);
    expect(template.names).toEqual(['city', 'ghost']);
    expect(template.ids).toEqual([0, -1]);
    expect(template.needs & UNKNOWN_SLOT).not.toBe(0);
    expect(compiler.compile('no slots').parts).toEqual(['no slots']);
  });

  test('are usable only with every optional slot they need', () => {
    const plain = compiler.compile('in {city}');
    const named = compiler.compile('{actor} in {city}');
    const unknown = compiler.compile('{ghost}');
    expect(usableOnes([plain, named, unknown], 0)).toEqual([plain]);
    const both = [plain, named];
    expect(usableOnes(both, 1)).toBe(both);
  });

  test('know which slot they end with', () => {
    const near = ['near'];
    expect(endsWithSlot(compiler.compile('Clashes {near}'), near, 'cas')).toBe(true);
    expect(endsWithSlot(compiler.compile('Clashes {near}{cas}'), near, 'cas')).toBe(true);
    expect(endsWithSlot(compiler.compile('Clashes {near} {cas}'), near, 'cas')).toBe(false);
    expect(endsWithSlot(compiler.compile('Clashes {near}.'), near, 'cas')).toBe(false);
    expect(endsWithSlot(compiler.compile('{city}{cas}'), near, 'cas')).toBe(false);
  });

  test('fill by name as the regular expression did, and throw on a missing slot', () => {
    const slots = { city: 'Goma', actor: () => 'M23', cas: '' };
    const byRegex = (template: string) =>
      template.replace(/\{(\w+)\}/g, (_, key: string) => {
        const value = slots[key as keyof typeof slots];
        return typeof value === 'function' ? value() : value;
      });
    for (const template of ['{actor} attacked {city}{cas}', '{city}', 'x {} y', '{city}{city}']) {
      expect(fill(template, slots)).toBe(byRegex(template));
    }
    expect(slotsOf('{actor} in {city}')).toEqual(['actor', 'city']);
    expect(() => fill('{ghost}', slots)).toThrow(/\{ghost\}/);
  });
});

describe('text helpers keep the behaviour of their regular expressions', () => {
  const tidyByRegex = (text: string) =>
    text
      .replace(/[ \t]{2,}/g, ' ')
      .replace(/ +([,.;:])/g, '$1')
      .replace(/([,;])\1+/g, '$1')
      .replace(/\.{2,}/g, '.')
      .replace(/,\./g, '.')
      .trim();

  test('tidy, and its quick check', () => {
    const random = createRandom(3, 'tidy');
    const alphabet = ['a', 'b', ' ', ' ', ',', '.', ';', ':', '\t', '\n', '\u00a0'];
    for (let draw = 0; draw < 20_000; draw++) {
      let text = '';
      for (let index = random.int(0, 12); index > 0; index--) text += random.pick(alphabet);
      expect(tidy(text), JSON.stringify(text)).toBe(tidyByRegex(text));
      if (isTidy(text)) expect(tidyByRegex(text), JSON.stringify(text)).toBe(text);
    }
  });

  test('capitalise', () => {
    for (const text of ['', 'a', 'abc', 'Abc', '1st', 'élan', 'ßa', ' x']) {
      expect(capitalise(text)).toBe(text.charAt(0).toUpperCase() + text.slice(1));
    }
  });

  test('numberDigits', () => {
    const byRegex = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    const random = createRandom(4, 'digits');
    const values = [0, 9, 10, 999, 1_000, 12_345, 100_000, 1_234_567, 9_000_000_000, -1_500, 1.5];
    for (let draw = 0; draw < 2_000; draw++) values.push(random.int(0, 10 ** random.int(1, 12)));
    for (const value of values) expect(numberDigits(value)).toBe(byRegex(value));
  });

  test('urlSlug', () => {
    const byRegex = (text: string, max = 80) => {
      const slug = text
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
      if (slug.length <= max) return slug;
      const cut = slug.slice(0, max);
      return cut.slice(0, Math.max(cut.lastIndexOf('-'), 1));
    };
    const titles = [
      '',
      '---',
      'Explosion in Culiacán kills 3',
      '"Quoted" headline, with punctuation!',
      'Strikes hit Kharkiv; power cut across the region as air defences engage drones overnight',
      '  São Tomé: Côte d’Ivoire — Ñandú  ',
      'A'.repeat(120),
    ];
    for (const title of titles) {
      expect(urlSlug(title)).toBe(byRegex(title));
      expect(urlSlug(title, 40)).toBe(byRegex(title, 40));
    }
  });
});

const PLACES = [
  { city: 'Kharkiv', province: 'Kharkiv Oblast', country: 'Ukraine' },
  { city: 'Maiduguri', province: 'Borno', country: 'Nigeria' },
  { city: 'Culiacán', province: 'Sinaloa', country: 'Mexico' },
  { city: 'Davao City', province: 'Davao del Sur', country: 'Philippines' },
  { city: 'Nairobi', province: 'Nairobi', country: 'Kenya' },
  { city: 'Tehran', province: '', country: 'Iran, Islamic Republic of' },
  { city: 'Goma', province: 'North Kivu', country: 'Congo, The Democratic Republic of the' },
  { city: 'Y', province: '', country: 'Chad' },
  {
    city: 'San Cristóbal de las Casas',
    province: 'Chiapas',
    country: 'United States of America',
  },
];

const CASUALTY_KEYS = [
  'civilianDeaths',
  'civilianInjuries',
  'criminalDeaths',
  'criminalInjuries',
  'emergencyDeaths',
  'emergencyInjuries',
  'militaryDeaths',
  'militaryInjuries',
  'policeDeaths',
  'policeInjuries',
] as const;

/** Incident contexts as loose as the generator's: any party with any category. */
function incidentContext(random: Random): IncidentTextContext {
  const category = random.pick(CATEGORIES);
  const casualties = Object.fromEntries(CASUALTY_KEYS.map((key) => [key, 0])) as Record<
    (typeof CASUALTY_KEYS)[number],
    number
  >;
  if (random.chance(0.5)) {
    for (const key of random.sample(CASUALTY_KEYS, random.int(1, 4))) {
      casualties[key] = random.weighted([
        [1, 3],
        [random.int(2, 9), 3],
        [random.int(10, 300), 1],
      ]);
    }
  }
  const parties = random.sample(GROUPS, random.int(0, 3)).map((group, index) => ({
    name: random.chance(0.1) ? random.faker.person.fullName() : group.name,
    involvement: index === 0 ? 'Actor' : random.pick(INVOLVEMENTS),
  }));
  return {
    category: category.name,
    type: random.pick(category.types).name,
    place: random.pick(PLACES),
    casualties,
    parties,
    sectors: random.sample(SECTORS, random.int(0, 3)).map((sector) => sector.name),
    impact: random.pick([-1, 1, 2, 3, 4, 5]),
    isOngoing: random.chance(0.2),
    durationHours: random.float(0, 900),
  };
}

const deathsOf = (context: IncidentTextContext) =>
  CASUALTY_KEYS.filter((key) => key.endsWith('Deaths')).reduce(
    (sum, key) => sum + context.casualties[key],
    0,
  );

describe('incident text', () => {
  test('is deterministic for the same seed', () => {
    const run = () => {
      const random = createRandom(42, 'incidents');
      return Array.from({ length: 50 }, () => {
        const context = incidentContext(random);
        return [
          writeIncidentText(random, context),
          writeReference(random, context, SOURCES[0]!),
          writeMapFeatures(random, context),
        ];
      });
    };
    expect(run()).toEqual(run());
  });

  test('summaries, descriptions and narratives are well formed over many draws', () => {
    const random = createRandom(7, 'incident-text');
    const summaries = new Set<string>();
    for (let draw = 0; draw < DRAWS; draw++) {
      const context = incidentContext(random);
      const { summary, description, narratives } = writeIncidentText(random, context);
      const label = `${context.category}/${context.type}: ${summary}`;
      summaries.add(summary);

      expect(summary.length, label).toBeGreaterThanOrEqual(60);
      expect(summary.length, label).toBeLessThanOrEqual(220);
      expect(summary, label).toMatch(/^[A-Z0-9].*\.$/);
      // The place: the city, or for country-wide events (a DDoS wave) the country.
      expect(
        summary.includes(context.place.city) ||
          summary.includes(countryWords(context.place.country).plain),
        label,
      ).toBe(true);

      const paragraphs = description.split('\n\n');
      expect(paragraphs.length, description).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length, description).toBeLessThanOrEqual(4);
      for (const paragraph of paragraphs)
        expect(paragraph.trim().length, description).toBeGreaterThan(20);

      expect(narratives.length).toBeLessThanOrEqual(3);
      for (const text of [summary, description, ...narratives]) {
        expect(text, label).not.toMatch(LEFTOVERS);
        expect(text, label).not.toMatch(/ {2}| [,.;]|\.\.|,,/);
        expect(text, label).not.toMatch(/\bthe the\b|\ba a\b|\ban an\b/i);
        if (deathsOf(context) === 0) expect(text, label).not.toMatch(DEATH_WORDS);
      }
    }
    // 2,000 incidents must not read as copies of each other.
    expect(summaries.size).toBeGreaterThan(DRAWS * 0.9);
  });

  test('references carry a headline, a citation and a link on the source domain', () => {
    const random = createRandom(8, 'references');
    for (let draw = 0; draw < DRAWS; draw++) {
      const context = incidentContext(random);
      const source = random.pick(SOURCES);
      const { title, citation, link } = writeReference(random, context, source);
      for (const text of [title, citation, link]) expect(text, title).not.toMatch(LEFTOVERS);
      expect(title.length, title).toBeGreaterThan(10);
      expect(title, title).toMatch(/^[A-Z0-9]/);
      expect(citation, citation).toContain(source.name);
      const url = new URL(link);
      expect(url.protocol).toBe('https:');
      expect(
        url.hostname === source.domain || url.hostname.endsWith(`.${source.domain}`),
        link,
      ).toBe(true);
      expect(link, link).not.toMatch(/\s/);
      if (deathsOf(context) === 0) expect(title, title).not.toMatch(DEATH_WORDS);
    }
  });

  test('map features: a main point the caller colours, and up to three related points', () => {
    const random = createRandom(9, 'features');
    const icons = new Set(TYPES.map((type) => type.icon));
    for (let draw = 0; draw < DRAWS; draw++) {
      const context = incidentContext(random);
      const [main, ...related] = writeMapFeatures(random, context);
      expect(main).toBeDefined();
      expect(main!.offsetKm).toBe(0);
      expect(main!.colour).toBe('');
      expect(icons).toContain(main!.icon);
      expect(related.length).toBeLessThanOrEqual(3);
      for (const feature of [main!, ...related]) {
        expect(feature.icon).toMatch(SLUG);
        expect(`${feature.name} ${feature.description}`).not.toMatch(LEFTOVERS);
      }
      for (const feature of related) {
        expect(feature.colour).toMatch(COLOUR);
        expect(feature.offsetKm).toBeGreaterThanOrEqual(0.5);
        expect(feature.offsetKm).toBeLessThanOrEqual(40);
      }
    }
  });

  test('unknown categories and types still produce readable text', () => {
    const random = createRandom(1, 'fallback');
    const context = { ...incidentContext(random), category: 'Space Weather', type: 'Solar Flare' };
    const { summary, description } = writeIncidentText(random, context);
    expect(summary.length).toBeGreaterThanOrEqual(60);
    expect(description).not.toMatch(LEFTOVERS);
    expect(writeMapFeatures(random, context)[0]!.icon).toBe('solar-flare');
  });
});

const COUNTRY_NAMES = [
  'Nigeria',
  'Philippines',
  'United States of America',
  'Iran, Islamic Republic of',
  'Democratic Republic of the Congo',
  'France',
  'Ukraine',
  'Mexico',
  'Chad',
];
const CITIES = ['Lagos', 'Manila', 'Chicago', 'Tehran', 'Kinshasa', 'Marseille', 'Odesa', 'Aba'];

function newsContext(random: Random): NewsTextContext {
  const taxonomy = random.pick(TAXONOMIES);
  return {
    situation: EVERY_SITUATION,
    taxonomy: taxonomy.name,
    subTaxonomies: random.sample(taxonomy.subTaxonomies, random.int(0, 2)),
    countries: random.sample(
      COUNTRY_NAMES,
      random.weighted([
        [0, 1],
        [1, 12],
        [2, 3],
      ]),
    ),
    city: random.chance(0.6) ? random.pick(CITIES) : null,
    industries: random.sample(INDUSTRIES, random.int(0, 2)).map((industry) => industry.name),
  };
}

describe('news text', () => {
  test('is deterministic for the same seed', () => {
    const run = () => {
      const random = createRandom(42, 'news');
      return Array.from({ length: 100 }, () => writeNewsItem(random, newsContext(random)));
    };
    expect(run()).toEqual(run());
  });

  test('titles, summaries and keywords are well formed over many draws', () => {
    const random = createRandom(5, 'news-text');
    const titles = new Set<string>();
    for (let draw = 0; draw < DRAWS; draw++) {
      const context = newsContext(random);
      const { title, summary, keywords } = writeNewsItem(random, context);
      titles.add(title);
      expect(title.length, title).toBeGreaterThanOrEqual(40);
      expect(title.length, title).toBeLessThanOrEqual(120);
      expect(summary.length, summary).toBeGreaterThanOrEqual(120);
      expect(summary.length, summary).toBeLessThanOrEqual(400);
      expect(summary.split(/(?<=\.) (?=[A-Z0-9])/).length, summary).toBeLessThanOrEqual(3);
      for (const text of [title, summary]) {
        expect(text, text).not.toMatch(LEFTOVERS);
        expect(text, text).not.toMatch(/ {2}| [,.;]|\.\.|,,/);
        expect(text, text).toMatch(/^[A-Z0-9]/);
      }
      expect(keywords.length, title).toBeGreaterThanOrEqual(3);
      expect(keywords.length, title).toBeLessThanOrEqual(8);
      expect(unique(keywords)).toBe(true);
      const text = `${title} ${summary}`.toLowerCase();
      for (const keyword of keywords) {
        expect(keyword.length).toBeGreaterThan(0);
        expect(keyword).toBe(keyword.toLowerCase());
        expect(text, `${keyword} in ${text}`).toContain(keyword);
      }
    }
    expect(titles.size).toBeGreaterThan(DRAWS * 0.4);
  });
});
