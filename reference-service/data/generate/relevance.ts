/**
 * What belongs together in one incident: which groups can be its actor and who else is
 * involved, which tags describe it, which outlets would report it. Without this, a rocket attack
 * in Syria came tagged `phishing`, cited by a Kenyan Red Cross post, with a protest movement as
 * its actor.
 */

/** Tags that describe an incident of this type, most telling first. */
const TYPE_TAGS: Readonly<Record<string, readonly string[]>> = {
  'Ballistic Missile': ['missile-attack', 'air-defence'],
  'Cruise Missile': ['missile-attack', 'air-defence', 'energy-infrastructure'],
  Airstrike: ['civilian-casualties', 'displacement'],
  'Drone Strike': ['drone-strike', 'air-defence', 'energy-infrastructure'],
  'Artillery Shelling': ['ceasefire-violation', 'cross-border', 'displacement'],
  'Rocket Attack': ['cross-border', 'civilian-casualties'],
  'Mortar Fire': ['ceasefire-violation', 'cross-border'],
  'Armed Assault': ['banditry', 'insurgency'],
  Ambush: ['insurgency', 'road-closure'],
  'Armed Clash': ['insurgency', 'communal-clashes', 'cross-border'],
  'Sniper Fire': ['ceasefire-violation'],
  'Improvised Explosive Device': ['ied', 'improvised-weapons', 'road-closure'],
  'Vehicle-Borne IED': ['ied', 'improvised-weapons', 'suicide-attack'],
  'Suicide Bombing': ['suicide-attack', 'places-of-worship'],
  'Unexploded Ordnance': ['evacuation'],
  Kidnapping: ['kidnap-for-ransom', 'foreign-nationals', 'aid-workers'],
  Assassination: ['assassination', 'journalists'],
  'Vehicle Ramming': ['improvised-weapons', 'tourists-affected'],
  'Terror Plot Disrupted': ['counter-terrorism', 'mass-arrests'],
  Protest: ['protest', 'anti-government', 'cost-of-living', 'student-protest', 'climate-activism'],
  Riot: ['riot', 'police-brutality', 'arson'],
  'Strike Action': ['labour-strike', 'rail-disruption', 'fuel-prices'],
  Roadblock: ['road-closure', 'farmers', 'land-dispute'],
  'Communal Violence': ['communal-clashes', 'sectarian', 'land-dispute'],
  'Armed Robbery': ['extortion', 'foreign-nationals'],
  Homicide: ['gang-violence', 'journalists'],
  'Gang Violence': ['gang-violence', 'cartel-violence', 'extortion'],
  'Cargo Theft': ['cargo-crime', 'supply-chain'],
  'Drug Seizure': ['drug-trafficking', 'cartel-violence', 'border-security'],
  Ransomware: ['ransomware', 'data-leak', 'critical-infrastructure'],
  'Data Breach': ['data-leak', 'espionage'],
  'DDoS Attack': ['ddos', 'hacktivism'],
  'Phishing Campaign': ['phishing', 'state-sponsored'],
  'Infrastructure Intrusion': ['critical-infrastructure', 'state-sponsored', 'sabotage'],
  Earthquake: ['earthquake', 'evacuation', 'humanitarian-access'],
  Flooding: ['flooding', 'evacuation', 'displacement'],
  Wildfire: ['wildfire', 'heatwave', 'evacuation'],
  'Tropical Cyclone': ['tropical-storm', 'evacuation', 'power-outage'],
  'Disease Outbreak': ['cholera', 'mpox', 'travel-advisory'],
  Piracy: ['piracy', 'shipping-disruption'],
  'Attack on Vessel': ['shipping-disruption', 'drone-strike', 'missile-attack'],
  'Suspicious Approach': ['piracy', 'shipping-disruption'],
  'Airspace Closure': ['airspace-restrictions', 'flight-disruption'],
  'GNSS Interference': ['gnss-jamming', 'gps-spoofing', 'flight-disruption'],
  'Drone Sighting': ['flight-disruption', 'airspace-restrictions'],
  Arrest: ['mass-arrests', 'counter-terrorism'],
  'Counter-Terrorism Raid': ['counter-terrorism', 'jihadist'],
  'Military Operation': ['insurgency', 'displacement', 'humanitarian-access'],
  Curfew: ['curfew', 'state-of-emergency', 'martial-law'],
};

/** Tags any incident of the category may carry besides its type's. */
const CATEGORY_TAGS: Readonly<Record<string, readonly string[]>> = {
  'Indirect Weapons': ['civilian-casualties', 'critical-infrastructure', 'power-outage'],
  'Direct Weapons': ['civilian-casualties', 'insurgency', 'jihadist'],
  Explosives: ['civilian-casualties', 'jihadist', 'insurgency'],
  Terrorism: ['jihadist', 'islamic-state', 'al-qaeda-affiliate', 'separatism'],
  'Civil Unrest': ['road-closure', 'election-violence', 'mass-arrests'],
  Crime: ['drug-trafficking', 'human-trafficking', 'kidnap-for-ransom'],
  Cyber: ['critical-infrastructure', 'internet-shutdown', 'telecoms-outage'],
  'Natural Hazards': ['displacement', 'power-outage', 'travel-advisory'],
  Maritime: ['port-disruption', 'supply-chain', 'gnss-jamming'],
  Aviation: ['travel-advisory', 'tourists-affected'],
  'Security Operations': ['border-security', 'state-of-emergency', 'insurgency'],
};

/** The tags to choose among, most telling first; unknown names fall back to none. */
export function tagsFor(category: string, type: string): readonly string[] {
  return [...new Set([...(TYPE_TAGS[type] ?? []), ...(CATEGORY_TAGS[category] ?? [])])];
}

export type GroupKind = 'state' | 'non-state' | 'criminal' | 'civil' | 'cyber';
interface GroupLike {
  name: string;
  kind: string;
  /** Where the group is active; empty for a group that can be anywhere. */
  countries: readonly string[];
}

const POLICE = /police|gendarmerie|national guard|rapid action/i;
const EMERGENCY = /emergency/i;
const HUMANITARIAN = /red cross|médecins|monusco|unifil/i;
const PIRATES = /pirate/i;
const UNIDENTIFIED = /^unidentified/i;

type Test = (group: GroupLike) => boolean;
const kind =
  (...kinds: GroupKind[]): Test =>
  (group) =>
    (kinds as string[]).includes(group.kind);
const and =
  (...tests: Test[]): Test =>
  (group) =>
    tests.every((test) => test(group));
const or =
  (...tests: Test[]): Test =>
  (group) =>
    tests.some((test) => test(group));
const not =
  (test: Test): Test =>
  (group) =>
    !test(group);
const named =
  (pattern: RegExp): Test =>
  (group) =>
    pattern.test(group.name);
/** Named as active in particular countries: the parties of a theatre, not generic stand-ins. */
const ofTheatre: Test = (group) => group.countries.length > 0;

const armedForces = and(
  kind('state'),
  not(named(POLICE)),
  not(named(EMERGENCY)),
  not(named(HUMANITARIAN)),
);
const police = and(kind('state'), named(POLICE));
const responders = (group: GroupLike) =>
  (group.kind === 'state' && (POLICE.test(group.name) || EMERGENCY.test(group.name))) ||
  HUMANITARIAN.test(group.name);
const militants = kind('non-state');
/** The armed parties of a war or insurgency: its armies and its armed groups. */
const combatants = or(and(armedForces, ofTheatre), and(militants, ofTheatre), named(UNIDENTIFIED));
const streetCriminals = and(kind('criminal'), not(named(PIRATES)));
const protesters = and(kind('civil'), not(named(HUMANITARIAN)), not(named(/residents/i)));
const residents = named(/local residents/i);

/**
 * Who can act in an incident of a category, and who else turns up and how. The first party is
 * the actor; the others are drawn from `others` with their involvement. Candidates are already
 * limited to the groups active in the incident's country.
 */
const PARTY_RULES: Readonly<
  Record<string, { actors: Test; others: readonly (readonly [Test, string])[] }>
> = {
  'Indirect Weapons': {
    actors: and(combatants, not(named(/gunmen|criminals/i))),
    others: [
      [and(armedForces, ofTheatre), 'Directly Targeted'],
      [responders, 'Responder'],
      [residents, 'Indirectly Targeted'],
    ],
  },
  'Direct Weapons': {
    actors: or(
      and(militants, ofTheatre),
      named(/unidentified (gunmen|militants)/i),
      named(/bandit/i),
    ),
    others: [
      [and(armedForces, ofTheatre), 'Directly Targeted'],
      [police, 'Directly Targeted'],
      [residents, 'Directly Targeted'],
    ],
  },
  Explosives: {
    actors: and(militants, or(ofTheatre, named(/militants/i))),
    others: [
      [and(armedForces, ofTheatre), 'Directly Targeted'],
      [police, 'Responder'],
      [residents, 'Indirectly Targeted'],
    ],
  },
  Terrorism: {
    actors: or(and(militants, ofTheatre), named(/militants|gunmen/i), named(/bandit/i)),
    others: [
      [police, 'Responder'],
      [residents, 'Directly Targeted'],
      [named(HUMANITARIAN), 'Directly Targeted'],
    ],
  },
  'Civil Unrest': {
    actors: protesters,
    others: [
      [police, 'Responder'],
      [residents, 'Indirectly Targeted'],
    ],
  },
  Crime: {
    actors: streetCriminals,
    others: [
      [police, 'Responder'],
      [residents, 'Directly Targeted'],
    ],
  },
  Cyber: {
    actors: kind('cyber'),
    others: [],
  },
  'Natural Hazards': {
    actors: () => false,
    others: [
      [responders, 'Responder'],
      [and(armedForces, ofTheatre), 'Responder'],
      [residents, 'Directly Targeted'],
    ],
  },
  Maritime: {
    actors: or(named(PIRATES), named(/houthi/i), named(/gunmen/i)),
    others: [[and(armedForces, ofTheatre), 'Responder']],
  },
  Aviation: {
    actors: and(armedForces, ofTheatre),
    others: [],
  },
  'Security Operations': {
    actors: or(and(armedForces, ofTheatre), police),
    others: [
      [and(militants, ofTheatre), 'Directly Targeted'],
      [and(streetCriminals, ofTheatre), 'Directly Targeted'],
    ],
  },
};

/**
 * Categories whose actor is the theatre's own army or armed group whenever it has one: a strike
 * in Ukraine is Russia's, an army operation in Sudan the army's, not an unidentified group's.
 */
const THEATRE_FIRST = new Set(['Indirect Weapons', 'Explosives', 'Security Operations']);
/** Strikes are called by unions; where none is known, the strike has no named actor. */
const UNIONS = /labour|union|confederation|congress/i;

/** The groups (from those active in the country) that fit an incident, with their involvement. */
export function partyCandidates<Group extends GroupLike>(
  category: string,
  groups: readonly Group[],
  type = '',
): { actors: Group[]; others: (readonly [Group, string])[] } {
  const rule = PARTY_RULES[category];
  if (!rule) return { actors: [...groups], others: [] };
  let actors = groups.filter(rule.actors);
  if (THEATRE_FIRST.has(category) && actors.some(ofTheatre)) actors = actors.filter(ofTheatre);
  if (type === 'Strike Action') actors = actors.filter(named(UNIONS));
  return {
    actors,
    others: rule.others.flatMap(([test, involvement]) =>
      groups.filter(test).map((group) => [group, involvement] as const),
    ),
  };
}

/** Outlets that cover particular countries; any other source reports from anywhere. */
const SOURCE_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  Ukrinform: ['UKR', 'RUS', 'MDA'],
  'Kyiv Independent': ['UKR', 'RUS', 'MDA', 'BLR'],
  'Ministry of Defence of Ukraine': ['UKR', 'RUS'],
  'Ukrainian Air Force (Telegram)': ['UKR'],
  'Press Trust of India': ['IND', 'NPL', 'BGD', 'LKA'],
  'The Hindu': ['IND', 'LKA'],
  'Kyodo News': ['JPN', 'KOR', 'PRK', 'CHN', 'TWN'],
  'ABC News (Australia)': ['AUS', 'NZL', 'PNG', 'IDN'],
  'CBC News': ['CAN', 'USA'],
  'Channels Television': ['NGA'],
  'Premium Times Nigeria': ['NGA'],
  'Sahara Reporters': ['NGA'],
  'The Punch': ['NGA'],
  'Nigeria Police Force (X)': ['NGA'],
  Dawn: ['PAK', 'AFG'],
  'Inter-Services Public Relations (Pakistan)': ['PAK'],
  'Nation Africa': ['KEN', 'UGA', 'TZA', 'SOM', 'ETH', 'SSD', 'RWA', 'BDI'],
  'Kenya Red Cross (Facebook)': ['KEN'],
  'Garowe Online': ['SOM', 'ETH', 'KEN'],
  'The Times of Israel': ['ISR', 'PSE', 'LBN', 'SYR', 'IRN'],
  'Arab News': ['SAU', 'YEM', 'IRQ', 'SYR', 'LBN', 'JOR', 'EGY', 'ARE', 'IRN'],
  Rappler: ['PHL'],
  'Philippine National Police': ['PHL'],
  'The Irrawaddy': ['MMR', 'THA'],
  'Animal Político': ['MEX'],
  Infobae: ['ARG', 'MEX', 'COL', 'VEN', 'PER', 'CHL', 'URY', 'PRY', 'BOL', 'ECU'],
  'El Tiempo': ['COL', 'VEN'],
  'InSight Crime': ['MEX', 'COL', 'VEN', 'ECU', 'PER', 'BRA', 'HND', 'GTM', 'SLV', 'HTI', 'PAN'],
  News24: ['ZAF', 'ZWE', 'MOZ', 'ZMB', 'MWI'],
  'Bangkok Post': ['THA', 'MMR', 'KHM'],
  'The Daily Star (Bangladesh)': ['BGD'],
  'Metropolitan Police (X)': ['GBR'],
  'UK Ministry of Defence': ['UKR', 'RUS', 'GBR', 'YEM'],
  Anadolu: ['TUR', 'SYR', 'IRQ', 'AZE'],
  'Anadolu Agency': ['TUR', 'SYR', 'IRQ', 'AZE', 'PSE'],
};

/** Outlets that report only one kind of incident. */
const SOURCE_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  'The Record': ['Cyber'],
  BleepingComputer: ['Cyber'],
  CISA: ['Cyber'],
  NetBlocks: ['Cyber', 'Civil Unrest'],
  'NetBlocks (X)': ['Cyber', 'Civil Unrest'],
  'US Geological Survey': ['Natural Hazards'],
  'UK Maritime Trade Operations': ['Maritime'],
  'ICC International Maritime Bureau': ['Maritime'],
  'ReliefWeb (OCHA)': ['Natural Hazards', 'Indirect Weapons', 'Direct Weapons'],
  'Médecins Sans Frontières': ['Natural Hazards', 'Indirect Weapons'],
  ACLED: ['Direct Weapons', 'Indirect Weapons', 'Explosives', 'Civil Unrest', 'Terrorism'],
};

/**
 * How likely each source is to report an incident of this category in this country: outlets
 * of the country and specialists in the category first, international outlets always possible,
 * outlets of other countries or other subjects never.
 */
export function sourceWeight(source: string, category: string, country: string): number {
  const countries = SOURCE_COUNTRIES[source];
  const categories = SOURCE_CATEGORIES[source];
  if (countries && !countries.includes(country)) return 0;
  if (categories && !categories.includes(category)) return 0;
  return countries || categories ? 4 : 1;
}

/** How likely a source is to carry a news item about this country (specialist outlets aside). */
export function newsSourceWeight(source: string, country: string): number {
  if (SOURCE_CATEGORIES[source]) return 0;
  const countries = SOURCE_COUNTRIES[source];
  if (countries && !countries.includes(country)) return 0;
  return countries ? 4 : 1;
}
