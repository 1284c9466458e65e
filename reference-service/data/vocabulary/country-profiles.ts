/**
 * What happens where: for every country, the incident types seen there and how often, from
 * public knowledge of its situation (wars and their front lines, insurgencies, crime, protest
 * movements, natural hazards by region and season, terrorism at realistic rates, cyber
 * everywhere). Each profile carries one sentence saying why. Countries without a profile of
 * their own take the baseline of their region, which has its own sentence.
 */

/**
 * 'war' and 'insurgency': armed conflict, with its war-type incidents. 'standoff': no fighting,
 * but a state that launches missiles in tests and shows of force. 'none': no war-type incident.
 */
export type Conflict = 'war' | 'insurgency' | 'standoff' | 'none';

/** Type names from CATEGORIES, with their relative frequency in the country. */
export type TypeWeights = Readonly<Record<string, number>>;

export interface CountryProfile {
  /** Why the profile looks as it does, in one sentence. */
  reason: string;
  /** Relative share of all incidents. */
  volume: number;
  conflict: Conflict;
  /** A coup or coup attempt is plausible news here. */
  coupProne: boolean;
  /** Displacement, hunger and aid access are news here. */
  humanitarianCrisis: boolean;
  /** Under international sanctions, which make news as they are extended or widened. */
  underSanctions: boolean;
  /** Holds contested national elections (false for one-party states, absolute monarchies, juntas). */
  holdsElections: boolean;
  types: TypeWeights;
  /** Provinces where a type happens, and the share of its incidents placed there. */
  regions: Readonly<Record<string, { provinces: readonly string[]; share: number }>>;
  /** Months (1-12) in which a type is in season; outside them it is rare. */
  seasons: Readonly<Record<string, readonly number[]>>;
}

/**
 * War-type incidents: the weapons of armed conflict, which a country at peace does not see.
 * Terrorism and crime have their own types (a shooting is an Armed Assault).
 */
export const WAR_TYPES: ReadonlySet<string> = new Set([
  'Ballistic Missile',
  'Cruise Missile',
  'Airstrike',
  'Drone Strike',
  'Artillery Shelling',
  'Rocket Attack',
  'Mortar Fire',
  'Armed Clash',
  'Ambush',
  'Sniper Fire',
  'Improvised Explosive Device',
  'Vehicle-Borne IED',
  'Suicide Bombing',
  'Military Operation',
]);

/** Fought on the front line: placed only in the front's provinces. */
const FRONT_TYPES = [
  'Artillery Shelling',
  'Mortar Fire',
  'Armed Clash',
  'Sniper Fire',
  'Ambush',
  'Military Operation',
  'Unexploded Ordnance',
];
/** Reach deep behind the front as well: most, not all, land near it. */
const DEEP_TYPES = ['Ballistic Missile', 'Cruise Missile', 'Airstrike', 'Drone Strike'];

// ---------------------------------------------------------------------------------------------
// Packs of types, scaled by intensity.

const scale = (weights: TypeWeights, by: number): TypeWeights =>
  Object.fromEntries(Object.entries(weights).map(([type, weight]) => [type, weight * by]));

const without = (weights: TypeWeights, ...types: string[]): TypeWeights =>
  Object.fromEntries(Object.entries(weights).filter(([type]) => !types.includes(type)));

/** A war between armies: strikes deep and fighting along a front. */
const war = (by: number) =>
  scale(
    {
      'Ballistic Missile': 1.5,
      'Cruise Missile': 1.5,
      Airstrike: 2,
      'Drone Strike': 6,
      'Artillery Shelling': 6,
      'Rocket Attack': 2,
      'Mortar Fire': 2,
      'Armed Clash': 4,
      'Sniper Fire': 1,
      Ambush: 1,
      'Unexploded Ordnance': 1.5,
      'Military Operation': 3,
      'Airspace Closure': 1,
      'GNSS Interference': 1,
    },
    by,
  );

/** Armed groups against the state: raids, ambushes, bombs, kidnappings and the army's answer. */
const insurgency = (by: number) =>
  scale(
    {
      'Armed Assault': 5,
      Ambush: 4,
      'Armed Clash': 4,
      'Improvised Explosive Device': 4,
      'Vehicle-Borne IED': 0.7,
      'Suicide Bombing': 0.5,
      Kidnapping: 3,
      Airstrike: 1,
      'Drone Strike': 1,
      'Mortar Fire': 0.7,
      'Military Operation': 3,
      'Counter-Terrorism Raid': 2,
      Curfew: 0.5,
      'Unexploded Ordnance': 0.5,
    },
    by,
  );

const crime = (by: number) =>
  scale(
    {
      'Armed Robbery': 4,
      Homicide: 3,
      'Gang Violence': 3,
      'Cargo Theft': 2,
      'Drug Seizure': 2,
      Arrest: 2,
    },
    by,
  );

/** Kidnapping for ransom and extortion-driven violence, where criminal groups rule streets. */
const organisedCrime = (by: number) =>
  scale({ 'Gang Violence': 4, Homicide: 3, Kidnapping: 2, 'Armed Assault': 1, Roadblock: 1 }, by);

const unrest = (by: number) =>
  scale({ Protest: 8, 'Strike Action': 3, Riot: 1.5, Roadblock: 1 }, by);

const cyber = (by: number) =>
  scale(
    {
      Ransomware: 4,
      'Data Breach': 3,
      'DDoS Attack': 3,
      'Phishing Campaign': 2,
      'Infrastructure Intrusion': 0.7,
    },
    by,
  );

/** Terrorism at the low rates of a stable country: mostly plots disrupted and arrests. */
const lowTerrorism = (by: number) =>
  scale(
    {
      'Terror Plot Disrupted': 1,
      'Counter-Terrorism Raid': 0.8,
      'Vehicle Ramming': 0.15,
      'Armed Assault': 0.2,
    },
    by,
  );

const aviation = (by: number) =>
  scale({ 'Drone Sighting': 2, 'Airspace Closure': 1, 'GNSS Interference': 1 }, by);

const piracy = (by: number) =>
  scale({ Piracy: 3, 'Suspicious Approach': 3, 'Attack on Vessel': 1 }, by);

const merge = (...packs: TypeWeights[]): TypeWeights => {
  const merged: Record<string, number> = {};
  for (const pack of packs) {
    for (const [type, weight] of Object.entries(pack)) merged[type] = (merged[type] ?? 0) + weight;
  }
  return merged;
};

// ---------------------------------------------------------------------------------------------
// Natural hazards, by season and region.

const NORTH_SUMMER = [6, 7, 8, 9];
const SOUTH_SUMMER = [12, 1, 2, 3];
const MONSOON = [6, 7, 8, 9];
const ATLANTIC_HURRICANES = [6, 7, 8, 9, 10, 11];
const PACIFIC_TYPHOONS = [6, 7, 8, 9, 10, 11];
const NORTH_INDIAN_CYCLONES = [4, 5, 10, 11, 12];
const SOUTH_CYCLONES = [12, 1, 2, 3, 4];

interface Hazard {
  type: string;
  weight: number;
  months?: readonly number[];
  provinces?: readonly string[];
}
const hazard = (
  type: string,
  weight: number,
  where: { months?: readonly number[]; provinces?: readonly string[] } = {},
): Hazard => ({ type, weight, ...where });

const earthquake = (weight: number, provinces?: readonly string[]) =>
  hazard('Earthquake', weight, { provinces });
const flood = (weight: number, months?: readonly number[], provinces?: readonly string[]) =>
  hazard('Flooding', weight, { months, provinces });
const wildfire = (weight: number, months = NORTH_SUMMER, provinces?: readonly string[]) =>
  hazard('Wildfire', weight, { months, provinces });
const cyclone = (weight: number, months: readonly number[], provinces?: readonly string[]) =>
  hazard('Tropical Cyclone', weight, { months, provinces });
const outbreak = (weight: number) => hazard('Disease Outbreak', weight);

// ---------------------------------------------------------------------------------------------
// The profiles.

interface ProfileSpec {
  reason: string;
  volume: number;
  conflict?: Conflict;
  coupProne?: boolean;
  humanitarianCrisis?: boolean;
  underSanctions?: boolean;
  holdsElections?: boolean;
  types: TypeWeights;
  hazards?: readonly Hazard[];
  /** Provinces of the front line: where fighting happens. */
  front?: readonly string[];
  /** Provinces for particular types (a maritime coast, a crime corridor). */
  regions?: Readonly<Record<string, readonly string[]>>;
}

function profile(spec: ProfileSpec): CountryProfile {
  const hazards = spec.hazards ?? [];
  const types = merge(spec.types, ...hazards.map((one) => ({ [one.type]: one.weight })));
  const regions: Record<string, { provinces: readonly string[]; share: number }> = {};
  if (spec.front) {
    for (const type of FRONT_TYPES) regions[type] = { provinces: spec.front, share: 1 };
    for (const type of DEEP_TYPES) regions[type] = { provinces: spec.front, share: 0.6 };
  }
  for (const [type, provinces] of Object.entries(spec.regions ?? {})) {
    regions[type] = { provinces, share: 1 };
  }
  const seasons: Record<string, readonly number[]> = {};
  for (const one of hazards) {
    if (one.provinces) regions[one.type] = { provinces: one.provinces, share: 1 };
    if (one.months) seasons[one.type] = one.months;
  }
  return {
    reason: spec.reason,
    volume: spec.volume,
    conflict: spec.conflict ?? 'none',
    coupProne: spec.coupProne ?? false,
    humanitarianCrisis: spec.humanitarianCrisis ?? false,
    underSanctions: spec.underSanctions ?? false,
    holdsElections: spec.holdsElections ?? true,
    types,
    regions,
    seasons,
  };
}

const SAHEL_COUP_BELT = { coupProne: true, humanitarianCrisis: true } as const;

export const COUNTRY_PROFILES: Readonly<Record<string, CountryProfile>> = {
  // --- Wars between states and large civil wars
  UKR: profile({
    reason:
      'Russia’s full-scale invasion: drones and missiles reach every oblast, while shelling and ground fighting stay on the front line in the east and south.',
    volume: 40,
    conflict: 'war',
    types: merge(war(3), crime(0.2), cyber(0.8), unrest(0.1), { Curfew: 1, Arrest: 1 }),
    front: [
      "Donets'k",
      "Luhans'k",
      'Zaporizhzhya',
      'Kherson',
      'Kharkiv',
      'Sumy',
      "Dnipropetrovs'k",
      'Chernihiv',
      'Mykolayiv',
    ],
    hazards: [wildfire(0.3)],
  }),
  RUS: profile({
    underSanctions: true,
    reason:
      'Ukrainian drones and shelling hit the border regions and refineries inside Russia, besides protest arrests, militancy in the North Caucasus and heavy cyber activity.',
    volume: 14,
    conflict: 'war',
    types: merge(without(war(1.2), 'Ballistic Missile', 'Sniper Fire'), cyber(1.5), {
      Arrest: 3,
      'Counter-Terrorism Raid': 1.5,
      'Terror Plot Disrupted': 1,
      Protest: 1,
    }),
    front: ['Belgorod', 'Kursk', 'Bryansk', 'Rostov', 'Voronezh', 'Krasnodar', 'Crimea'],
    hazards: [
      wildfire(
        1,
        [5, 6, 7, 8],
        ['Sakha (Yakutia)', 'Krasnoyarsk', 'Chita', 'Irkutsk', 'Amur', 'Buryat'],
      ),
    ],
  }),
  ISR: profile({
    reason:
      'War with Hamas and Hezbollah: rockets, missiles and drones from Gaza, Lebanon, Yemen and Iran, and attacks in the north and centre.',
    volume: 10,
    conflict: 'war',
    types: merge(
      without(war(1), 'Artillery Shelling', 'Ambush'),
      { 'Rocket Attack': 4, 'Vehicle Ramming': 0.5, 'Armed Assault': 1, Protest: 3 },
      cyber(1),
    ),
    front: ['HaZafon', 'HaDarom'],
  }),
  PSE: profile({
    reason:
      'Israeli air and ground operations in Gaza and raids in the West Bank, with rocket fire from armed groups and a humanitarian emergency.',
    volume: 10,
    conflict: 'war',
    humanitarianCrisis: true,
    types: merge(
      without(
        war(2),
        'Ballistic Missile',
        'Cruise Missile',
        'GNSS Interference',
        'Airspace Closure',
      ),
      { 'Disease Outbreak': 0.5, Arrest: 2 },
    ),
  }),
  LBN: profile({
    reason:
      'Israeli strikes on Hezbollah in the south, the Bekaa and Beirut’s southern suburbs despite the ceasefire, and a strained economy.',
    volume: 5,
    conflict: 'war',
    types: merge(
      without(war(1), 'Ballistic Missile', 'Cruise Missile', 'Sniper Fire'),
      unrest(0.5),
    ),
    front: ['South Lebanon', 'An Nabatiyah'],
  }),
  SYR: profile({
    underSanctions: true,
    reason:
      'After the change of government: Islamic State remnants, sectarian clashes on the coast and in the south, and Israeli and Turkish strikes.',
    volume: 14,
    conflict: 'war',
    humanitarianCrisis: true,
    types: merge(without(war(1), 'Cruise Missile', 'Ballistic Missile'), insurgency(1), crime(0.3)),
    front: [
      'Idlib',
      'Aleppo (Halab)',
      'Dayr Az Zawr',
      'Lattakia (Al Ladhiqiyah)',
      "As Suwayda'",
      'Dar`a',
      'Hasaka (Al Haksa)',
    ],
  }),
  YEM: profile({
    reason:
      'The Houthi movement’s war with the government and its attacks on Red Sea shipping, answered by US and Israeli strikes.',
    volume: 9,
    conflict: 'war',
    humanitarianCrisis: true,
    types: merge(without(war(1), 'Sniper Fire'), insurgency(0.5), piracy(1.5), {
      'Disease Outbreak': 1,
    }),
    front: ["Ma'rib", 'Ta`izz', 'Al Hudaydah', "Al Bayda'", 'Sa`dah', "Ad Dali'"],
    regions: {
      Piracy: ['Al Hudaydah', '`Adan', 'Hadramawt', 'Al Mahrah'],
      'Attack on Vessel': ['Al Hudaydah', 'Hajjah', '`Adan'],
    },
  }),
  SDN: profile({
    reason:
      'The civil war between the army and the Rapid Support Forces, fought in Darfur, Kordofan and around Khartoum, with famine and cholera.',
    volume: 10,
    conflict: 'war',
    humanitarianCrisis: true,
    coupProne: true,
    types: merge(without(war(2), 'Ballistic Missile', 'Cruise Missile', 'GNSS Interference'), {
      'Disease Outbreak': 2,
      Kidnapping: 1,
    }),
    front: [
      'Northern Darfur',
      'South Darfur',
      'West Darfur',
      'North Kurdufan',
      'South Kordufan',
      'South Kordofan',
      'Khartoum',
      'Gezira',
      'Blue Nile',
      'White Nile',
      'Sennar',
    ],
    hazards: [flood(1, [7, 8, 9])],
  }),
  MMR: profile({
    holdsElections: false,
    underSanctions: true,
    reason:
      'The civil war between the junta and resistance forces and ethnic armies, with airstrikes on villages in Sagaing, Rakhine, Shan and the borderlands.',
    volume: 8,
    conflict: 'war',
    coupProne: true,
    humanitarianCrisis: true,
    types: merge(without(war(1.5), 'Ballistic Missile', 'Cruise Missile', 'GNSS Interference'), {
      Arrest: 1,
    }),
    front: ['Sagaing', 'Rakhine', 'Shan', 'Kachin', 'Chin', 'Kayah', 'Kayin', 'Magway', 'Mandalay'],
    hazards: [
      cyclone(0.5, NORTH_INDIAN_CYCLONES, ['Rakhine', 'Ayeyarwady']),
      flood(0.8, MONSOON),
      earthquake(0.3, ['Mandalay', 'Sagaing']),
    ],
  }),
  COD: profile({
    reason:
      'M23 and the ADF fight the army in North Kivu, South Kivu and Ituri, with mass displacement, mpox and cholera.',
    volume: 9,
    conflict: 'war',
    humanitarianCrisis: true,
    types: merge(
      without(
        war(1),
        'Ballistic Missile',
        'Cruise Missile',
        'GNSS Interference',
        'Airspace Closure',
      ),
      insurgency(1),
      { 'Disease Outbreak': 2 },
    ),
    front: ['Nord-Kivu', 'Sud-Kivu', 'Orientale'],
    regions: {
      'Armed Assault': ['Nord-Kivu', 'Sud-Kivu', 'Orientale'],
      Kidnapping: ['Nord-Kivu', 'Sud-Kivu', 'Orientale'],
    },
  }),
  ETH: profile({
    reason:
      'Fano militias fight the army in Amhara and insurgency persists in Oromia, after the Tigray war.',
    volume: 6,
    conflict: 'war',
    humanitarianCrisis: true,
    types: merge(
      without(
        war(0.8),
        'Ballistic Missile',
        'Cruise Missile',
        'GNSS Interference',
        'Airspace Closure',
      ),
      insurgency(0.5),
      unrest(0.3),
      { 'Disease Outbreak': 1 },
    ),
    front: ['Amhara', 'Tigray', 'Benshangul-Gumaz'],
    hazards: [flood(0.5, [7, 8, 9])],
  }),

  // --- Insurgencies
  IRQ: profile({
    reason:
      'Islamic State remnants in the north and west, militia rocket and drone attacks on bases, and Turkish strikes on the PKK in Kurdistan.',
    volume: 9,
    conflict: 'insurgency',
    types: merge(
      insurgency(1),
      { 'Rocket Attack': 2, 'Drone Strike': 2, Airstrike: 1 },
      unrest(0.5),
    ),
    regions: {
      Airstrike: ['Dihok', 'Arbil', 'As-Sulaymaniyah', 'Ninawa'],
      'Armed Assault': ['Al-Anbar', 'Ninawa', 'Sala ad-Din', 'Diyala', "At-Ta'mim"],
      Ambush: ['Al-Anbar', 'Ninawa', 'Sala ad-Din', 'Diyala', "At-Ta'mim"],
    },
  }),
  AFG: profile({
    holdsElections: false,
    underSanctions: true,
    reason:
      'Islamic State Khorasan bombings and small resistance attacks under Taliban rule, with earthquakes in the east and west.',
    volume: 8,
    conflict: 'insurgency',
    humanitarianCrisis: true,
    types: merge(insurgency(0.8), { Arrest: 2, Protest: 0.3 }),
    hazards: [
      earthquake(1, ['Hirat', 'Nangarhar', 'Kunar', 'Badakhshan', 'Paktika']),
      flood(0.8, [3, 4, 5]),
    ],
  }),
  PAK: profile({
    reason:
      'TTP attacks in Khyber Pakhtunkhwa and Baloch separatist attacks in Balochistan, political protest, and monsoon floods in Sindh and Punjab.',
    volume: 10,
    conflict: 'insurgency',
    types: merge(insurgency(1.5), unrest(0.8), crime(0.5), { 'Artillery Shelling': 0.3 }),
    regions: {
      'Armed Assault': ['Khyber-Pakhtunkhwa', 'N.W.F.P.', 'F.A.T.A.', 'Baluchistan'],
      Ambush: ['Khyber-Pakhtunkhwa', 'N.W.F.P.', 'F.A.T.A.', 'Baluchistan'],
      'Armed Clash': ['Khyber-Pakhtunkhwa', 'N.W.F.P.', 'F.A.T.A.', 'Baluchistan'],
      'Artillery Shelling': ['Northern Areas', 'Punjab'],
    },
    hazards: [
      flood(1.5, MONSOON, ['Sind', 'Punjab', 'Khyber-Pakhtunkhwa']),
      earthquake(0.3, ['Northern Areas', 'Baluchistan']),
    ],
  }),
  NGA: profile({
    reason:
      'ISWAP and Boko Haram in the north-east, bandits and mass kidnappings in the north-west, farmer-herder violence in the Middle Belt, and separatist attacks in the south-east.',
    volume: 12,
    conflict: 'insurgency',
    types: merge(
      insurgency(1.5),
      crime(1),
      unrest(0.5),
      { 'Communal Violence': 2, Kidnapping: 3 },
      piracy(0.5),
    ),
    regions: {
      'Improvised Explosive Device': ['Borno', 'Yobe', 'Adamawa'],
      'Suicide Bombing': ['Borno', 'Yobe'],
      'Vehicle-Borne IED': ['Borno', 'Yobe'],
      Ambush: [
        'Borno',
        'Yobe',
        'Zamfara',
        'Katsina',
        'Niger',
        'Kaduna',
        'Sokoto',
        'Imo',
        'Anambra',
      ],
      'Communal Violence': ['Plateau', 'Benue', 'Kaduna', 'Nassarawa', 'Taraba'],
      Piracy: ['Rivers', 'Delta', 'Akwa Ibom', 'Lagos', 'Cross River'],
      'Suspicious Approach': ['Rivers', 'Delta', 'Akwa Ibom', 'Lagos', 'Cross River'],
      'Attack on Vessel': ['Rivers', 'Delta', 'Akwa Ibom', 'Cross River'],
    },
    hazards: [flood(1, [7, 8, 9, 10]), outbreak(0.8)],
  }),
  MLI: profile({
    reason:
      'JNIM and Islamic State Sahel Province attack the army, convoys and villages under a military government.',
    volume: 8,
    conflict: 'insurgency',
    ...SAHEL_COUP_BELT,
    types: merge(insurgency(1.5), { 'Drone Strike': 1 }),
  }),
  BFA: profile({
    reason:
      'JNIM controls much of the countryside and attacks garrisons and towns; the junta answers with drones and militias.',
    volume: 8,
    conflict: 'insurgency',
    ...SAHEL_COUP_BELT,
    types: merge(insurgency(1.5), { 'Drone Strike': 1 }),
  }),
  NER: profile({
    reason:
      'Jihadist attacks in Tillabéri and Diffa and banditry along the Nigerian border under a junta.',
    volume: 6,
    conflict: 'insurgency',
    ...SAHEL_COUP_BELT,
    types: merge(insurgency(1.5), { 'Drone Strike': 0.5 }),
    hazards: [flood(0.5, [7, 8, 9])],
  }),
  TCD: profile({
    reason:
      'Boko Haram raids around Lake Chad, Sudanese refugees in the east, and a fragile transition.',
    volume: 2,
    conflict: 'insurgency',
    ...SAHEL_COUP_BELT,
    types: merge(insurgency(1), unrest(0.3)),
  }),
  SOM: profile({
    reason:
      'Al-Shabaab bombings and attacks on the army and African Union forces, and piracy off Puntland.',
    volume: 9,
    conflict: 'insurgency',
    humanitarianCrisis: true,
    types: merge(insurgency(2), piracy(1), { Airstrike: 1, 'Mortar Fire': 1 }),
    regions: {
      Piracy: ['Bari', 'Nugaal', 'Mudug'],
      'Suspicious Approach': ['Bari', 'Nugaal', 'Mudug'],
      'Attack on Vessel': ['Bari', 'Nugaal', 'Mudug'],
    },
    hazards: [flood(1, [4, 5, 10, 11]), outbreak(0.5)],
  }),
  MOZ: profile({
    reason:
      'The Islamic State insurgency in Cabo Delgado, post-election unrest and cyclones on the central coast.',
    volume: 4,
    conflict: 'insurgency',
    types: merge(insurgency(1), unrest(0.8), crime(0.3)),
    regions: {
      'Armed Assault': ['Cabo Delgado', 'Nassa'],
      Ambush: ['Cabo Delgado', 'Nassa'],
      'Armed Clash': ['Cabo Delgado', 'Nassa'],
      'Improvised Explosive Device': ['Cabo Delgado'],
      Kidnapping: ['Cabo Delgado', 'Nassa', 'Maputo'],
      'Military Operation': ['Cabo Delgado', 'Nassa'],
    },
    hazards: [
      cyclone(1, SOUTH_CYCLONES, ['Sofala', 'Zambezia', 'Nampula', 'Inhambane', 'Cabo Delgado']),
      flood(0.5, SOUTH_SUMMER),
    ],
  }),
  CMR: profile({
    reason:
      'Boko Haram in the Far North and the Anglophone separatist conflict in the North-West and South-West.',
    volume: 4,
    conflict: 'insurgency',
    types: merge(insurgency(1.2), unrest(0.3)),
    front: ['Extrême-Nord', 'Nord-Ouest', 'Sud-Ouest'],
  }),
  CAF: profile({
    reason: 'Armed groups fight the army and Russian forces over mining areas in a weak state.',
    volume: 2,
    conflict: 'insurgency',
    humanitarianCrisis: true,
    types: insurgency(1),
  }),
  COL: profile({
    reason:
      'The ELN and FARC dissidents fight the army and each other in Cauca, Catatumbo and Arauca, and the Gulf Clan runs the drug trade.',
    volume: 8,
    conflict: 'insurgency',
    types: merge(insurgency(0.8), crime(1), organisedCrime(1), unrest(0.5)),
    regions: {
      Ambush: ['Cauca', 'Norte de Santander', 'Arauca', 'Nariño', 'Antioquia', 'Chocó', 'Guaviare'],
      'Armed Clash': ['Cauca', 'Norte de Santander', 'Arauca', 'Nariño', 'Antioquia', 'Chocó'],
      'Drone Strike': ['Cauca', 'Norte de Santander', 'Antioquia', 'Valle del Cauca'],
      'Improvised Explosive Device': ['Cauca', 'Norte de Santander', 'Arauca', 'Valle del Cauca'],
    },
    hazards: [flood(0.5, [4, 5, 10, 11])],
  }),
  PHL: profile({
    reason:
      'The communist and Islamist insurgencies in Mindanao, drug-war killings, and typhoons and earthquakes across the islands.',
    volume: 6,
    conflict: 'insurgency',
    types: merge(insurgency(0.5), crime(0.8), unrest(0.3), cyber(0.4)),
    regions: {
      Ambush: [
        'Lanao del Norte',
        'Shariff Kabunsuan',
        'Zamboanga del Sur',
        'Zamboanga Del Sur',
        'South Cotabato',
        'Davao del Norte',
        'Samar',
        'Negros Occidental',
      ],
      'Armed Clash': [
        'Lanao del Norte',
        'Shariff Kabunsuan',
        'Zamboanga del Sur',
        'South Cotabato',
        'Davao del Norte',
        'Samar',
        'Negros Occidental',
      ],
      'Improvised Explosive Device': [
        'Lanao del Norte',
        'Shariff Kabunsuan',
        'Zamboanga del Sur',
        'South Cotabato',
      ],
    },
    hazards: [cyclone(2, PACIFIC_TYPHOONS), flood(1, PACIFIC_TYPHOONS), earthquake(0.5)],
  }),
  IND: profile({
    reason:
      'Militancy in Jammu and Kashmir, Maoists in Chhattisgarh and ethnic violence in Manipur, protest, monsoon floods and cyclones.',
    volume: 9,
    conflict: 'insurgency',
    types: merge(scale(insurgency(0.4), 1), unrest(1.5), crime(0.8), cyber(1), {
      'Communal Violence': 2,
      'Artillery Shelling': 0.2,
    }),
    regions: {
      'Armed Assault': ['Jammu and Kashmir', 'Chhattisgarh', 'Manipur', 'Jharkhand'],
      Ambush: ['Jammu and Kashmir', 'Chhattisgarh', 'Manipur', 'Jharkhand'],
      'Armed Clash': ['Jammu and Kashmir', 'Chhattisgarh', 'Manipur'],
      'Improvised Explosive Device': ['Jammu and Kashmir', 'Chhattisgarh', 'Jharkhand', 'Manipur'],
      'Military Operation': ['Jammu and Kashmir', 'Chhattisgarh', 'Manipur'],
      'Artillery Shelling': ['Jammu and Kashmir'],
      'Drone Strike': ['Jammu and Kashmir', 'Punjab'],
      Airstrike: ['Jammu and Kashmir'],
      'Vehicle-Borne IED': ['Jammu and Kashmir'],
      'Suicide Bombing': ['Jammu and Kashmir'],
      'Mortar Fire': ['Jammu and Kashmir'],
    },
    hazards: [
      flood(2, MONSOON, [
        'Assam',
        'Bihar',
        'Kerala',
        'Maharashtra',
        'West Bengal',
        'Uttar Pradesh',
        'Himachal Pradesh',
        'Uttaranchal',
      ]),
      cyclone(0.8, NORTH_INDIAN_CYCLONES, [
        'Orissa',
        'Andhra Pradesh',
        'Tamil Nadu',
        'West Bengal',
      ]),
      earthquake(0.2, ['Jammu and Kashmir', 'Uttaranchal', 'Assam', 'Sikkim']),
      hazard('Wildfire', 0.2, {
        months: [3, 4, 5],
        provinces: ['Uttaranchal', 'Himachal Pradesh'],
      }),
      outbreak(0.5),
    ],
  }),
  TUR: profile({
    reason:
      'Residual PKK violence in the south-east, Islamic State plots, protest in the cities, and earthquakes and summer wildfires.',
    volume: 5,
    conflict: 'insurgency',
    types: merge(
      {
        'Armed Clash': 0.5,
        'Improvised Explosive Device': 0.3,
        'Military Operation': 0.5,
        'Counter-Terrorism Raid': 2,
        'Terror Plot Disrupted': 1,
        Arrest: 2,
      },
      unrest(1),
      crime(0.5),
      cyber(0.6),
    ),
    regions: {
      'Armed Clash': ['Hakkari', 'Sirnak', 'Diyarbakir', 'Mardin', 'Batman', 'Siirt', 'Van'],
      'Improvised Explosive Device': ['Hakkari', 'Diyarbakir', 'Mardin', 'Batman', 'Siirt', 'Van'],
      'Military Operation': ['Hakkari', 'Sirnak', 'Diyarbakir', 'Mardin', 'Batman', 'Siirt', 'Van'],
    },
    hazards: [
      earthquake(1),
      wildfire(1, NORTH_SUMMER, ['Mugla', 'Antalya', 'Izmir', 'Hatay', 'Çanakkale', 'Aydin']),
    ],
  }),
  EGY: profile({
    reason:
      'A low-level insurgency in North Sinai has faded; crime, economic protest and Red Sea shipping disruption remain.',
    volume: 2,
    conflict: 'insurgency',
    types: merge(
      { 'Armed Assault': 0.3, 'Counter-Terrorism Raid': 1, 'Military Operation': 0.3, Arrest: 2 },
      crime(0.5),
      unrest(0.4),
    ),
  }),
  LBY: profile({
    reason:
      'Rival governments and militias clash in Tripoli and elsewhere; migrant smuggling and floods in the east.',
    volume: 4,
    conflict: 'insurgency',
    types: merge(
      { 'Armed Clash': 3, 'Drone Strike': 0.5, Kidnapping: 1, 'Armed Assault': 1 },
      crime(0.5),
      unrest(0.3),
    ),
    hazards: [flood(0.5, [9, 10, 11, 12])],
  }),
  BEN: profile({
    reason:
      'Sahel jihadists have spilled into the northern national parks, attacking soldiers and rangers.',
    volume: 1.2,
    conflict: 'insurgency',
    types: merge(insurgency(0.6), crime(0.5), unrest(0.3)),
  }),
  TGO: profile({
    reason: 'JNIM attacks in the far north (Savanes) spill over from Burkina Faso.',
    volume: 1,
    conflict: 'insurgency',
    types: merge(insurgency(0.5), crime(0.5), unrest(0.4)),
  }),
  SSD: profile({
    reason:
      'Armed clashes between communities and factions, a fragile peace deal, floods and hunger.',
    volume: 2,
    conflict: 'insurgency',
    humanitarianCrisis: true,
    coupProne: true,
    types: merge(
      { 'Armed Clash': 3, 'Armed Assault': 2, 'Communal Violence': 3, Ambush: 1 },
      crime(0.5),
      { 'Disease Outbreak': 1 },
    ),
    hazards: [flood(1.5, [7, 8, 9, 10])],
  }),
  IRN: profile({
    underSanctions: true,
    reason:
      'Israeli and US strikes, Baluch militancy in Sistan, protest crackdowns, state-linked hacking and earthquakes.',
    volume: 4,
    conflict: 'insurgency',
    types: merge(
      {
        Airstrike: 0.6,
        'Drone Strike': 0.6,
        'Ballistic Missile': 0.3,
        'Armed Assault': 0.6,
        'Armed Clash': 0.5,
        Assassination: 0.5,
        Arrest: 3,
      },
      unrest(0.8),
      cyber(1),
    ),
    hazards: [earthquake(1)],
  }),

  // --- High crime, no armed conflict
  MEX: profile({
    reason:
      'Cartel wars in Sinaloa, Michoacán, Guerrero and Guanajuato, extortion, disappearances and hurricanes on both coasts.',
    volume: 12,
    types: merge(crime(2), organisedCrime(2.5), unrest(0.6), cyber(0.6), { 'Drug Seizure': 2 }),
    hazards: [
      cyclone(1, ATLANTIC_HURRICANES, [
        'Quintana Roo',
        'Yucatán',
        'Veracruz',
        'Tamaulipas',
        'Guerrero',
        'Oaxaca',
        'Baja California Sur',
        'Sinaloa',
        'Jalisco',
        'Colima',
      ]),
      earthquake(0.5, ['Oaxaca', 'Guerrero', 'Chiapas', 'Michoacán', 'Distrito Federal', 'México']),
    ],
  }),
  HTI: profile({
    reason:
      'Gang coalitions control most of Port-au-Prince and fight the police and the Kenyan-led mission; kidnapping is endemic.',
    volume: 6,
    humanitarianCrisis: true,
    types: merge(organisedCrime(3), crime(1), unrest(0.6), { Kidnapping: 3, 'Armed Assault': 2 }),
    hazards: [cyclone(0.8, ATLANTIC_HURRICANES), earthquake(0.2), outbreak(0.3)],
  }),
  VEN: profile({
    underSanctions: true,
    reason:
      'Crime, repression of the opposition after the disputed election, illegal mining and tension with the United States.',
    volume: 4,
    types: merge(crime(1.5), organisedCrime(1), unrest(1), { Arrest: 2 }),
  }),
  ECU: profile({
    reason:
      'Gangs tied to cocaine exports fight for ports and prisons, under repeated states of emergency.',
    volume: 4,
    types: merge(
      organisedCrime(2.5),
      crime(1.5),
      { Curfew: 0.5, 'Counter-Terrorism Raid': 0.5 },
      unrest(0.5),
    ),
    hazards: [earthquake(0.3), flood(0.3, [1, 2, 3, 4])],
  }),
  BRA: profile({
    reason:
      'Comando Vermelho and the PCC, police operations in Rio de Janeiro, Amazon fires and floods in the south.',
    volume: 8,
    types: merge(crime(2), organisedCrime(1.5), unrest(0.6), cyber(1)),
    hazards: [
      wildfire(
        1,
        [7, 8, 9, 10],
        ['Pará', 'Mato Grosso', 'Amazonas', 'Rondônia', 'Tocantins', 'Maranhão'],
      ),
      flood(0.8, [1, 2, 3, 4, 5]),
    ],
  }),
  ZAF: profile({
    reason:
      'Very high violent crime, cash-in-transit heists, construction mafias, service-delivery protests and load-shedding.',
    volume: 5,
    types: merge(crime(2.5), organisedCrime(0.8), unrest(1.5), cyber(0.6)),
    hazards: [flood(0.4, [4, 5, 6], ['KwaZulu-Natal', 'Eastern Cape', 'Western Cape'])],
  }),
  HND: profile({
    reason: 'MS-13 and Barrio 18 extortion and homicide, and hurricanes from the Caribbean.',
    volume: 1.5,
    types: merge(organisedCrime(2), crime(1), unrest(0.3)),
    hazards: [cyclone(0.5, ATLANTIC_HURRICANES)],
  }),
  GTM: profile({
    reason: 'Gang extortion and drug trafficking, volcanoes and earthquakes on the Pacific arc.',
    volume: 1.5,
    types: merge(organisedCrime(1.5), crime(1), unrest(0.4)),
    hazards: [earthquake(0.4), flood(0.3, [6, 7, 8, 9, 10])],
  }),
  SLV: profile({
    reason:
      'Gang violence has been crushed under a years-long state of emergency, so mass arrests outnumber killings.',
    volume: 1,
    types: merge(
      { Arrest: 3, 'Gang Violence': 0.5, Homicide: 0.5, 'Drug Seizure': 0.5 },
      unrest(0.2),
    ),
    hazards: [earthquake(0.3)],
  }),
  KEN: profile({
    reason:
      'Youth-led anti-government protests, Al-Shabaab attacks in the border counties, crime in Nairobi and seasonal floods.',
    volume: 5,
    conflict: 'insurgency',
    types: merge(unrest(2), crime(1), {
      'Improvised Explosive Device': 0.6,
      'Armed Assault': 0.6,
      Ambush: 0.4,
      'Military Operation': 0.3,
    }),
    regions: {
      'Improvised Explosive Device': [
        'Mandera',
        'Garissa',
        'Lamu',
        'Wajir',
        'North-Eastern',
        'Coast',
      ],
      Ambush: ['Mandera', 'Garissa', 'Lamu', 'Wajir', 'North-Eastern', 'Coast'],
      'Military Operation': ['Mandera', 'Garissa', 'Lamu', 'Wajir', 'North-Eastern', 'Coast'],
    },
    hazards: [flood(1, [3, 4, 5, 10, 11]), outbreak(0.3)],
  }),

  // --- Tension without war
  CHN: profile({
    holdsElections: false,
    reason:
      'Tight control leaves little reported violence; state-linked hacking, industrial accidents, floods, typhoons and earthquakes dominate.',
    volume: 5,
    types: merge(
      cyber(2),
      { Protest: 0.5, 'Strike Action': 0.5, Arrest: 1 },
      crime(0.2),
      aviation(0.3),
    ),
    hazards: [
      flood(2, [6, 7, 8]),
      cyclone(1, PACIFIC_TYPHOONS, ['Guangdong', 'Fujian', 'Zhejiang', 'Hainan', 'Guangxi']),
      earthquake(1, ['Sichuan', 'Yunnan', 'Xinjiang', 'Xizang', 'Gansu', 'Qinghai']),
    ],
  }),
  TWN: profile({
    reason:
      'PLA exercises and air incursions around the island, Chinese hacking, typhoons and earthquakes.',
    volume: 2,
    types: merge(cyber(1.5), aviation(1), { Protest: 0.3 }),
    hazards: [cyclone(1, PACIFIC_TYPHOONS), earthquake(1)],
  }),
  PRK: profile({
    holdsElections: false,
    underSanctions: true,
    reason: 'Missile tests fired into the sea, hacking for revenue, and almost no other reporting.',
    volume: 1,
    conflict: 'standoff',
    types: merge({ 'Ballistic Missile': 2, 'Cruise Missile': 0.5 }, cyber(1)),
  }),
  KOR: profile({
    reason:
      'North Korean missile tests and balloon launches, labour protest, cyber attacks and summer typhoons.',
    volume: 1.5,
    types: merge(unrest(0.8), cyber(1.5), aviation(0.3), crime(0.2)),
    hazards: [cyclone(0.5, [7, 8, 9]), flood(0.5, [7, 8]), wildfire(0.3, [3, 4])],
  }),
  JPN: profile({
    reason:
      'Very little crime or unrest; earthquakes, typhoons and heavy rain are what disrupt, with some cyber attacks.',
    volume: 2,
    types: merge(cyber(1.2), crime(0.1), { Protest: 0.2 }),
    hazards: [earthquake(2), cyclone(1.5, PACIFIC_TYPHOONS), flood(0.8, [6, 7, 8, 9])],
  }),
  THA: profile({
    reason:
      'The Malay-Muslim insurgency in the deep south, border fighting with Cambodia, protest in Bangkok and monsoon floods.',
    volume: 2,
    conflict: 'insurgency',
    types: merge(
      {
        'Improvised Explosive Device': 1,
        'Armed Assault': 1,
        'Armed Clash': 0.3,
        'Artillery Shelling': 0.2,
      },
      unrest(0.6),
      crime(0.6),
    ),
    regions: {
      'Improvised Explosive Device': ['Narathiwat', 'Pattani', 'Yala', 'Songkhla'],
      'Armed Assault': ['Narathiwat', 'Pattani', 'Yala', 'Songkhla'],
      'Armed Clash': ['Si Sa Ket', 'Surin', 'Buri Ram', 'Trat'],
      'Artillery Shelling': ['Si Sa Ket', 'Surin', 'Buri Ram', 'Trat'],
    },
    hazards: [flood(1, [8, 9, 10, 11])],
  }),
  BGD: profile({
    reason:
      'Political unrest after the 2024 uprising, mob violence, cyclones in the Bay of Bengal and monsoon floods.',
    volume: 4,
    types: merge(unrest(2), crime(0.8), { 'Communal Violence': 1, Arrest: 1 }),
    hazards: [flood(2, MONSOON), cyclone(1, NORTH_INDIAN_CYCLONES), outbreak(0.5)],
  }),
  IDN: profile({
    reason:
      'Separatist violence in Papua, protest in Jakarta, and earthquakes, eruptions and floods across the archipelago.',
    volume: 4,
    conflict: 'insurgency',
    types: merge(
      { 'Armed Assault': 0.5, 'Armed Clash': 0.4, 'Counter-Terrorism Raid': 0.8 },
      unrest(1),
      crime(0.4),
      cyber(0.5),
    ),
    regions: {
      'Armed Assault': ['Papua', 'Irian Jaya Barat'],
      'Armed Clash': ['Papua', 'Irian Jaya Barat'],
    },
    hazards: [earthquake(2), flood(1, [11, 12, 1, 2, 3])],
  }),
  SAU: profile({
    holdsElections: false,
    reason:
      'Occasional Houthi missiles and drones in the south, otherwise stable, with cyber attacks on energy firms.',
    volume: 1,
    conflict: 'insurgency',
    types: merge({ 'Drone Strike': 0.5, 'Ballistic Missile': 0.3 }, cyber(1), lowTerrorism(0.5)),
    regions: {
      'Drone Strike': ['Jizan', 'Najran', 'Asir'],
      'Ballistic Missile': ['Jizan', 'Najran', 'Asir'],
    },
  }),

  // --- Stable countries with notable risks
  USA: profile({
    reason:
      'Shootings and political violence, mass protest over immigration enforcement, ransomware, and hurricanes, wildfires, floods and earthquakes by region.',
    volume: 14,
    types: merge(crime(1.5), unrest(1.5), cyber(3), lowTerrorism(1.5), {
      'Armed Assault': 1,
      'Drone Sighting': 0.5,
    }),
    hazards: [
      cyclone(1.5, ATLANTIC_HURRICANES, [
        'Florida',
        'Texas',
        'Louisiana',
        'North Carolina',
        'South Carolina',
        'Georgia',
        'Alabama',
        'Mississippi',
      ]),
      wildfire(
        1.5,
        [6, 7, 8, 9, 10],
        ['California', 'Oregon', 'Washington', 'Colorado', 'Arizona', 'Montana', 'Idaho'],
      ),
      earthquake(0.5, ['California', 'Alaska', 'Washington', 'Nevada', 'Hawaii']),
      flood(1, [3, 4, 5, 6, 7]),
    ],
  }),
  CAN: profile({
    reason:
      'Low crime and unrest; summer wildfires in the west and north, spring floods and ransomware.',
    volume: 2,
    types: merge(crime(0.3), unrest(0.4), cyber(1.5), lowTerrorism(0.3)),
    hazards: [
      wildfire(
        2,
        [5, 6, 7, 8, 9],
        [
          'British Columbia',
          'Alberta',
          'Saskatchewan',
          'Manitoba',
          'Québec',
          'Northwest Territories',
        ],
      ),
      flood(0.5, [4, 5, 6]),
    ],
  }),
  GBR: profile({
    reason:
      'A stable democracy: protest and strikes, knife crime, plots disrupted by counter-terrorism police, and ransomware.',
    volume: 6,
    types: merge(unrest(1.5), crime(0.6), cyber(2), lowTerrorism(1.2), aviation(0.3)),
    hazards: [flood(0.5, [10, 11, 12, 1, 2])],
  }),
  FRA: profile({
    reason:
      'Frequent strikes and protests, drug violence in Marseille, a standing terrorism threat, unrest in New Caledonia and summer wildfires in the south.',
    volume: 7,
    types: merge(unrest(2.5), crime(0.8), cyber(1.5), lowTerrorism(1.5), { Riot: 1 }),
    hazards: [
      wildfire(0.5, NORTH_SUMMER, [
        "Provence-Alpes-Côte-d'Azur",
        'Corse',
        'Languedoc-Roussillon',
        'Occitanie',
        'Nouvelle-Aquitaine',
        'Aquitaine',
      ]),
      flood(0.4, [9, 10, 11]),
    ],
  }),
  DEU: profile({
    reason:
      'Strikes and farmers’ and climate protests, drones over bases and airports, suspected sabotage, occasional attacks, and wartime bombs found on building sites.',
    volume: 5,
    types: merge(unrest(1.5), crime(0.5), cyber(1.5), lowTerrorism(1), aviation(0.8), {
      'Unexploded Ordnance': 1,
    }),
    hazards: [flood(0.5, [5, 6, 7, 8])],
  }),
  ITA: profile({
    reason:
      'Strikes and protest, mafia arrests and drug seizures, earthquakes in the Apennines and summer wildfires.',
    volume: 3,
    types: merge(unrest(1.5), crime(0.6), cyber(1), lowTerrorism(0.4), { 'Drug Seizure': 1 }),
    hazards: [
      earthquake(0.5),
      wildfire(0.6, NORTH_SUMMER, ['Sicily', 'Sardegna', 'Calabria', 'Puglia']),
      flood(0.5, [9, 10, 11]),
    ],
  }),
  ESP: profile({
    reason:
      'Protest and strikes, drug smuggling through the south, flash floods in autumn and summer wildfires.',
    volume: 2.5,
    types: merge(unrest(1.2), crime(0.5), cyber(1), lowTerrorism(0.4), { 'Drug Seizure': 1 }),
    hazards: [wildfire(0.8), flood(0.6, [9, 10, 11])],
  }),
  GRC: profile({
    reason:
      'General strikes and protest, summer wildfires around Athens and the islands, and earthquakes.',
    volume: 1.5,
    types: merge(unrest(1.5), crime(0.3), cyber(0.5)),
    hazards: [wildfire(1.5), earthquake(0.5), flood(0.3, [9, 10, 11])],
  }),
  PRT: profile({
    reason: 'A quiet country whose main hazards are summer wildfires in the centre and north.',
    volume: 1,
    types: merge(unrest(0.8), crime(0.3), cyber(0.6)),
    hazards: [wildfire(1.5)],
  }),
  NLD: profile({
    reason:
      'Cocaine through Rotterdam and the violence around it, farmers’ and climate protest, and cyber attacks.',
    volume: 1.5,
    types: merge(unrest(1), crime(0.8), cyber(1.2), lowTerrorism(0.4), { 'Drug Seizure': 1.5 }),
  }),
  BEL: profile({
    reason:
      'Drug violence around Antwerp and Brussels, protest at the EU institutions and a standing terrorism threat.',
    volume: 1.5,
    types: merge(unrest(1.2), crime(0.8), cyber(1), lowTerrorism(0.5), aviation(0.4), {
      'Drug Seizure': 1,
    }),
  }),
  POL: profile({
    reason:
      'Russian drones straying across the border, suspected sabotage, farmers’ protest, and floods in the south-west.',
    volume: 2,
    types: merge(unrest(1), crime(0.3), cyber(1.2), aviation(1.2), {
      Arrest: 1,
      'Airspace Closure': 0.8,
    }),
    hazards: [flood(0.5, [5, 6, 7, 8, 9])],
  }),
  MDA: profile({
    reason: 'Russian drones crossing from Ukraine, pro-Russian protest and election interference.',
    volume: 1,
    types: merge(unrest(1), crime(0.3), cyber(0.8), aviation(1), { 'Drone Sighting': 1 }),
  }),
  CHE: profile({
    reason:
      'One of the calmest countries: a few protests and strikes, cyber attacks, floods and Alpine landslides.',
    volume: 0.8,
    types: merge(unrest(0.5), crime(0.2), cyber(1)),
    hazards: [flood(0.4, [5, 6, 7, 8])],
  }),
  AUS: profile({
    reason:
      'Low crime and unrest; bushfires in summer, cyclones in the tropical north and floods in the east.',
    volume: 2,
    types: merge(unrest(0.5), crime(0.3), cyber(1.5), lowTerrorism(0.3)),
    hazards: [
      wildfire(2, SOUTH_SUMMER, [
        'New South Wales',
        'Victoria',
        'South Australia',
        'Western Australia',
        'Tasmania',
      ]),
      cyclone(1, SOUTH_CYCLONES, ['Queensland', 'Northern Territory', 'Western Australia']),
      flood(0.8, [1, 2, 3]),
    ],
  }),
  NZL: profile({
    reason: 'A quiet country with earthquakes and storms from the Pacific.',
    volume: 0.6,
    types: merge(unrest(0.3), crime(0.2), cyber(0.6)),
    hazards: [earthquake(1), cyclone(0.4, SOUTH_CYCLONES), flood(0.4)],
  }),
  NPL: profile({
    reason:
      'Youth protest that toppled a government, monsoon floods and landslides, and Himalayan earthquakes.',
    volume: 1,
    types: merge(unrest(1.5), crime(0.2)),
    hazards: [flood(1.5, MONSOON), earthquake(0.8)],
  }),
  LKA: profile({
    reason: 'Economic protest after the default, monsoon floods and cyclones.',
    volume: 0.8,
    types: merge(unrest(1), crime(0.4)),
    hazards: [flood(1, [5, 6, 10, 11, 12]), cyclone(0.4, NORTH_INDIAN_CYCLONES)],
  }),
  CHL: profile({
    reason:
      'Protest, rising organised crime, earthquakes along the whole coast and summer wildfires.',
    volume: 1,
    types: merge(unrest(1), crime(0.8), cyber(0.6)),
    hazards: [earthquake(1.5), wildfire(1, SOUTH_SUMMER)],
  }),
  PER: profile({
    reason:
      'Political protest and road blockades, illegal mining violence, earthquakes and El Niño floods.',
    volume: 1.5,
    types: merge(unrest(1.5), crime(1), organisedCrime(0.5)),
    hazards: [earthquake(1), flood(0.8, [1, 2, 3])],
  }),
  ARG: profile({
    reason: 'Strikes and protest against austerity, drug violence in Rosario and urban crime.',
    volume: 1.2,
    types: merge(unrest(2), crime(1), cyber(0.5)),
    hazards: [flood(0.3, [1, 2, 3, 4])],
  }),
  UGA: profile({
    reason: 'ADF attacks near the Congolese border, election-time repression and Ebola outbreaks.',
    volume: 1,
    conflict: 'insurgency',
    types: merge(
      {
        'Armed Assault': 0.5,
        'Improvised Explosive Device': 0.3,
        'Military Operation': 0.3,
        Arrest: 1,
      },
      unrest(0.8),
      crime(0.5),
    ),
    hazards: [outbreak(1), flood(0.3, [4, 5, 10, 11])],
  }),
  GHA: profile({
    reason:
      'Stable, with chieftaincy clashes in the north, illegal mining and the Sahel threat at the northern border.',
    volume: 1,
    types: merge(unrest(0.8), crime(0.8), { 'Communal Violence': 1 }, cyber(0.3)),
    hazards: [flood(0.3, [6, 7, 8, 9])],
  }),
  JOR: profile({
    reason:
      'Stable, with protest over Gaza, drug and weapons smuggling on the Syrian border and drones crossing overhead.',
    volume: 0.8,
    types: merge(unrest(1), crime(0.4), {
      'Drug Seizure': 1.5,
      'Drone Sighting': 0.5,
      'Airspace Closure': 0.5,
    }),
  }),
  VNM: profile({
    holdsElections: false,
    reason:
      'Little unrest under one-party rule; typhoons and floods on the central coast and the north.',
    volume: 1,
    types: merge(crime(0.3), cyber(0.6), { Arrest: 0.5 }),
    hazards: [cyclone(1.5, PACIFIC_TYPHOONS), flood(1.5, [9, 10, 11])],
  }),
};

// ---------------------------------------------------------------------------------------------
// Baselines for the countries without a profile of their own.

const EUROPE = profile({
  reason: 'A stable European country: protest and strikes, some crime, cyber attacks, and floods.',
  volume: 0.5,
  types: merge(unrest(1), crime(0.4), cyber(1), lowTerrorism(0.2)),
  hazards: [flood(0.4, [5, 6, 7, 8, 9, 10])],
});
const SOUTHERN_EUROPE = profile({
  reason:
    'A stable country of southern Europe: protest and strikes, some crime, cyber attacks, earthquakes and summer wildfires.',
  volume: 0.5,
  types: merge(unrest(1), crime(0.5), cyber(0.8)),
  hazards: [wildfire(0.8), earthquake(0.3), flood(0.3, [9, 10, 11])],
});
const BALTIC_AND_NORDIC = profile({
  reason:
    'A Baltic or Nordic country next to Russia: GNSS jamming, drones over airports and bases, suspected sabotage and cyber attacks.',
  volume: 0.7,
  types: merge(aviation(1.5), cyber(1.2), unrest(0.4), crime(0.2), { Arrest: 0.5 }),
});
const GULF = profile({
  holdsElections: false,
  reason:
    'A wealthy Gulf state: almost no crime or unrest is reported; cyber attacks and the occasional spill-over from regional wars.',
  volume: 0.4,
  types: merge(cyber(1.2), crime(0.2), lowTerrorism(0.2), { 'Suspicious Approach': 0.5 }),
  hazards: [flood(0.2, [3, 4])],
});
const AFRICA = profile({
  reason:
    'An African country without armed conflict: crime, protest over prices and politics, floods in the rains and disease outbreaks.',
  volume: 0.5,
  types: merge(crime(1), unrest(1), cyber(0.2)),
  hazards: [flood(0.6, [4, 5, 6, 7, 8, 9, 10]), outbreak(0.5)],
});
const COASTAL_WEST_AFRICA = profile({
  reason:
    'A stable country of the Gulf of Guinea: crime, protest, piracy at anchorages, and seasonal floods.',
  volume: 0.6,
  types: merge(crime(1), unrest(1), piracy(0.6), cyber(0.2)),
  hazards: [flood(0.5, [6, 7, 8, 9]), outbreak(0.3)],
});
const SOUTHERN_AFRICA = profile({
  reason:
    'A country of southern Africa: crime, protest, cyclones from the Indian Ocean in summer, and drought.',
  volume: 0.5,
  types: merge(crime(1), unrest(0.8), cyber(0.2)),
  hazards: [cyclone(0.4, SOUTH_CYCLONES), flood(0.4, SOUTH_SUMMER), outbreak(0.3)],
});
const MIDDLE_EAST_AND_NORTH_AFRICA = profile({
  reason:
    'A country of North Africa or the Middle East at peace: protest, crime, counter-terrorism arrests and earthquakes.',
  volume: 0.5,
  types: merge(unrest(1), crime(0.6), cyber(0.4), lowTerrorism(0.6), { Arrest: 1 }),
  hazards: [earthquake(0.3), flood(0.2, [10, 11, 12])],
});
const CENTRAL_ASIA_AND_CAUCASUS = profile({
  reason:
    'A country of Central Asia or the Caucasus: tightly policed protest, border incidents, earthquakes and mudslides.',
  volume: 0.4,
  types: merge(unrest(0.6), crime(0.4), cyber(0.4), { Arrest: 1 }),
  hazards: [earthquake(0.5), flood(0.3, [4, 5, 6])],
});
const SOUTH_EAST_ASIA = profile({
  reason:
    'A country of South-East Asia at peace: crime, protest, cyber fraud, monsoon floods and typhoons.',
  volume: 0.5,
  types: merge(crime(0.6), unrest(0.6), cyber(0.6)),
  hazards: [flood(0.8, [6, 7, 8, 9, 10, 11]), cyclone(0.5, PACIFIC_TYPHOONS), earthquake(0.2)],
});
const ASIA = profile({
  reason:
    'An Asian country at peace: protest, some crime, cyber attacks, and floods and earthquakes.',
  volume: 0.4,
  types: merge(unrest(0.8), crime(0.5), cyber(0.5)),
  hazards: [flood(0.6, [6, 7, 8, 9]), earthquake(0.3)],
});
const LATIN_AMERICA = profile({
  reason:
    'A Latin American country without armed conflict: crime and drug trafficking, protest, floods and earthquakes.',
  volume: 0.5,
  types: merge(crime(1.2), unrest(1), cyber(0.4), { 'Drug Seizure': 0.6 }),
  hazards: [flood(0.4, [1, 2, 3, 4, 10, 11, 12]), earthquake(0.3)],
});
const CARIBBEAN = profile({
  reason: 'A Caribbean island: crime, some protest, and hurricanes from June to November.',
  volume: 0.4,
  types: merge(crime(1), unrest(0.4), cyber(0.3), { 'Drug Seizure': 0.6 }),
  hazards: [cyclone(1, ATLANTIC_HURRICANES), flood(0.3, ATLANTIC_HURRICANES)],
});
const PACIFIC = profile({
  reason:
    'A Pacific island: little crime or unrest, cyclones in the wet season and earthquakes on the Ring of Fire.',
  volume: 0.2,
  types: merge(crime(0.3), unrest(0.3), cyber(0.2)),
  hazards: [cyclone(1, SOUTH_CYCLONES), earthquake(0.5)],
});
const REMOTE = profile({
  reason:
    'A remote territory or a micro-state with few people: little ever happens beyond petty crime and the odd cyber incident.',
  volume: 0.05,
  holdsElections: false,
  types: merge(crime(0.2), cyber(0.2)),
});

const BALTIC_NORDIC_CODES = ['EST', 'LVA', 'LTU', 'FIN', 'SWE', 'NOR', 'DNK'];
const SOUTHERN_EUROPE_CODES = [
  'HRV',
  'CYP',
  'MLT',
  'ALB',
  'MNE',
  'MKD',
  'BGR',
  'ROU',
  'SRB',
  'BIH',
  'XKX',
  'SVN',
];
const GULF_CODES = ['ARE', 'QAT', 'KWT', 'BHR', 'OMN'];
const MENA_CODES = ['DZA', 'MAR', 'TUN', 'ESH', 'MRT'];
const GULF_OF_GUINEA_CODES = [
  'CIV',
  'GIN',
  'LBR',
  'SLE',
  'GNQ',
  'GAB',
  'STP',
  'COG',
  'SEN',
  'GMB',
  'GNB',
];
const SOUTHERN_AFRICA_CODES = [
  'MDG',
  'MWI',
  'ZWE',
  'ZMB',
  'BWA',
  'NAM',
  'LSO',
  'SWZ',
  'AGO',
  'COM',
  'MUS',
  'SYC',
];
const CENTRAL_ASIA_CODES = ['KAZ', 'KGZ', 'TJK', 'TKM', 'UZB', 'ARM', 'AZE', 'GEO', 'MNG'];
const SOUTH_EAST_ASIA_CODES = ['KHM', 'LAO', 'MYS', 'SGP', 'BRN', 'TLS', 'HKG', 'MAC'];
const CARIBBEAN_CODES = [
  'CUB',
  'DOM',
  'JAM',
  'BHS',
  'BRB',
  'TTO',
  'ATG',
  'DMA',
  'GRD',
  'KNA',
  'LCA',
  'VCT',
  'PRI',
  'ABW',
  'CUW',
  'CYM',
  'TCA',
  'VGB',
  'VIR',
  'AIA',
  'BMU',
  'MSR',
  'SXM',
  'MAF',
  'BLM',
];
const REMOTE_CODES = [
  'ATA',
  'ATF',
  'HMD',
  'SGS',
  'IOT',
  'FLK',
  'SHN',
  'PCN',
  'NFK',
  'NIU',
  'SPM',
  'GRL',
  'FRO',
  'ALA',
  'WLF',
  'VAT',
  'MCO',
  'SMR',
  'LIE',
  'AND',
  'GGY',
  'JEY',
  'IMN',
];

/** The baseline a country without a profile of its own takes, by where it is. */
function baselineFor(code: string, continent: string): CountryProfile {
  if (REMOTE_CODES.includes(code)) return REMOTE;
  if (BALTIC_NORDIC_CODES.includes(code)) return BALTIC_AND_NORDIC;
  if (SOUTHERN_EUROPE_CODES.includes(code)) return SOUTHERN_EUROPE;
  if (GULF_CODES.includes(code)) return GULF;
  if (SOUTH_EAST_ASIA_CODES.includes(code)) return SOUTH_EAST_ASIA;
  if (MENA_CODES.includes(code)) return MIDDLE_EAST_AND_NORTH_AFRICA;
  if (GULF_OF_GUINEA_CODES.includes(code)) return COASTAL_WEST_AFRICA;
  if (SOUTHERN_AFRICA_CODES.includes(code)) return SOUTHERN_AFRICA;
  if (CENTRAL_ASIA_CODES.includes(code)) return CENTRAL_ASIA_AND_CAUCASUS;
  if (CARIBBEAN_CODES.includes(code)) return CARIBBEAN;
  switch (continent) {
    case 'EU':
      return EUROPE;
    case 'AF':
      return AFRICA;
    case 'AS':
      return ASIA;
    case 'NA':
    case 'SA':
      return LATIN_AMERICA;
    case 'OC':
      return PACIFIC;
    default:
      return REMOTE;
  }
}

/** The profile of a country: its own, or its region's baseline. */
export function profileOf(code: string, continent: string): CountryProfile {
  return COUNTRY_PROFILES[code] ?? baselineFor(code, continent);
}
