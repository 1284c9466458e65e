/**
 * Phrase banks for incident text, per category and per type, in the terse register of
 * threat-intelligence reporting. Templates use `{slot}` placeholders that incident-text.ts
 * fills; a template naming {actor} or {target} is only used when the incident has one.
 */

export type CasualtyGroup = 'civilian' | 'criminal' | 'emergency' | 'military' | 'police';

/** How casualties are worded: as attack victims, clash victims, patients, or not at all. */
export type CasualtyStyle = 'attack' | 'unrest' | 'disease' | 'none';

export interface TypePhrases {
  /** Indefinite mention: "a ballistic missile strike". */
  event: string;
  /** Definite mention after the first: "the strike". */
  ref: string;
  /** For assessments: "ballistic missile strikes". */
  plural: string;
  /** Headline noun, lower case: "missile strike". */
  headline: string;
  /** One-sentence leads without the final full stop; {cas} is the casualty clause. */
  leads: readonly string[];
  /** Leads that only fit when someone died. */
  fatalLeads?: readonly string[];
  /** Detail sentences for the first paragraph. */
  details: readonly string[];
  /** Analyst assessments. */
  outlook: readonly string[];
  /** Name of the main map point. */
  point: string;
  /** Headlines specific to the type. */
  titles?: readonly string[];
  casualtyStyle?: CasualtyStyle;
}

export interface FeatureSpec {
  name: string;
  description: string;
  icon: string;
  colour: string;
  /** Distance range from the incident, in km. */
  km: readonly [number, number];
  /** Only drawn when someone was hurt. */
  needsCasualties?: boolean;
}

export interface CategoryPhrases {
  nouns: Readonly<Record<CasualtyGroup, readonly [singular: string, plural: string]>>;
  /** Whether "wounding" fits (weapons) besides "injuring". */
  wounding: boolean;
  casualtyStyle: CasualtyStyle;
  /** Who reported the casualty figures; each reads before a clause. */
  attribution: readonly string[];
  outlook: readonly string[];
  updates: readonly string[];
  /** Updates that mention deaths; only used when someone died. */
  fatalUpdates: readonly string[];
  ongoingUpdates: readonly string[];
  endedUpdates: readonly string[];
  features: readonly FeatureSpec[];
  titles: readonly string[];
  /** URL section of reference links. */
  section: readonly string[];
  /** Sites when the incident's sectors offer none. */
  sites: readonly string[];
  types: Readonly<Record<string, TypePhrases>>;
}

const CONFLICT_NOUNS = {
  civilian: ['civilian', 'civilians'],
  criminal: ['militant', 'militants'],
  emergency: ['emergency worker', 'emergency workers'],
  military: ['soldier', 'soldiers'],
  police: ['police officer', 'police officers'],
} as const;

const PALETTE = {
  hospital: '#E63946',
  cordon: '#F4A261',
  grey: '#8D99AE',
  green: '#2A9D8F',
  yellow: '#E9C46A',
  blue: '#457B9D',
  navy: '#1D3557',
} as const;

const HOSPITAL: FeatureSpec = {
  name: 'Hospital receiving casualties',
  description: 'Casualties were taken to this facility for treatment.',
  icon: 'hospital',
  colour: PALETTE.hospital,
  km: [1, 12],
  needsCasualties: true,
};

const CORDON: FeatureSpec = {
  name: 'Security cordon',
  description: 'Area cordoned off by security forces after the incident.',
  icon: 'cordon',
  colour: PALETTE.cordon,
  km: [0.5, 2],
};

const ROAD_CLOSURE: FeatureSpec = {
  name: 'Road closure',
  description: 'Road closed to traffic; diversions in place.',
  icon: 'road-closure',
  colour: PALETTE.yellow,
  km: [0.5, 8],
};

const CHECKPOINT: FeatureSpec = {
  name: 'Checkpoint',
  description: 'Checkpoint set up on the approach road after the incident.',
  icon: 'checkpoint',
  colour: PALETTE.cordon,
  km: [1, 10],
};

const CONFLICT_ATTRIBUTION = [
  'Local officials said',
  'According to the regional administration,',
  'Medical sources said',
  'The regional governor said',
  'Security sources said',
  'According to local sources,',
];

const CONFLICT_FATAL_UPDATES = [
  'Update: local officials confirmed the death toll at {deaths}.',
  'Update: the bodies of the victims were handed over to their families.',
  'Update: funerals for the victims took place in {city}.',
  'Update: authorities declared a day of mourning in {region}.',
];

const CONFLICT_ONGOING = [
  'Update: the security situation in {city} remains volatile and further incidents have been reported nearby.',
  'Update: access to the area remains restricted by security forces.',
  'Update: rescue and clearance work at the site is continuing.',
];

const CONFLICT_ENDED = [
  'Update: roads around the site have reopened and the cordon has been lifted.',
  'Update: utility crews restored power and water supplies to the affected area.',
  'Update: local authorities completed an assessment of the damage.',
];

export const CATEGORY_PHRASES: Readonly<Record<string, CategoryPhrases>> = {
  'Indirect Weapons': {
    nouns: CONFLICT_NOUNS,
    wounding: true,
    casualtyStyle: 'attack',
    attribution: [...CONFLICT_ATTRIBUTION, 'Emergency services reported that'],
    outlook: [
      'Further strikes on {city} and the wider {region} area are likely in the coming weeks.',
      'The incident is consistent with a sustained pattern of long-range strikes on {region}.',
      'Personnel in {city} should follow air raid alerts and use shelters when warnings are issued.',
      'Infrastructure supporting {sectors} operations is likely to remain a priority target.',
    ],
    updates: [
      'Update: local authorities confirmed that emergency crews had finished clearing debris from the site.',
      'Update: engineers assessed the damaged structure and found it unsafe for use.',
      'Update: the regional administration announced compensation for owners of damaged homes.',
      'Update: officials said fragments recovered at the site had been sent for analysis.',
    ],
    fatalUpdates: CONFLICT_FATAL_UPDATES,
    ongoingUpdates: [
      ...CONFLICT_ONGOING,
      'Update: further air raid alerts were issued for {region}.',
    ],
    endedUpdates: CONFLICT_ENDED,
    features: [
      {
        name: 'Launch area (approximate)',
        description: 'Approximate launch area, based on open-source reporting.',
        icon: 'launch-site',
        colour: PALETTE.grey,
        km: [15, 40],
      },
      {
        name: 'Secondary impact site',
        description: 'A second impact or falling debris was reported here.',
        icon: 'impact',
        colour: PALETTE.navy,
        km: [0.5, 5],
      },
      {
        name: 'Debris fall site',
        description: 'Debris from an intercepted projectile fell here.',
        icon: 'debris',
        colour: PALETTE.blue,
        km: [1, 8],
      },
      HOSPITAL,
    ],
    titles: [
      '{Headline} hits {city}',
      '{Headline} on {city}{hcas}',
      '{hcasStart} in {headline} on {city}',
      'Explosions in {city} as {headline} hits {siteShort}',
      '{Headline} damages {siteShort} in {city}',
    ],
    section: [
      'world',
      'world/europe',
      'world/middle-east',
      'world/africa',
      'news/world',
      'conflict',
    ],
    sites: ['a residential area', 'civilian infrastructure', 'an industrial facility'],
    types: {
      'Ballistic Missile': {
        event: 'a ballistic missile strike',
        ref: 'the strike',
        plural: 'ballistic missile strikes',
        headline: 'missile strike',
        leads: [
          'A ballistic missile struck {site} {near}{cas}',
          '{actor} launched a ballistic missile at {site} {near}{cas}',
          'A ballistic missile strike hit {site} {near}{cas}',
          'Ballistic missiles were fired at {city}, with at least one striking {site}{cas}',
          'A missile attack attributed to {actor} hit {site} {near}{cas}',
        ],
        details: [
          'Air raid alerts were issued across {region} shortly before the impact.',
          'Air defence units reportedly engaged the missile but did not intercept it.',
          'The blast damaged nearby buildings and vehicles and broke windows across several blocks.',
          'Fragments recovered at the site are being examined to identify the missile variant.',
          'The short flight time of the missile left residents little warning.',
        ],
        outlook: [
          'Further ballistic missile strikes on {city} are likely, and air defence coverage is assessed as insufficient to intercept all of them.',
          'Strikes on {region} are expected to continue, with energy and logistics sites the most likely targets.',
        ],
        point: 'Impact site',
      },
      'Cruise Missile': {
        event: 'a cruise missile strike',
        ref: 'the strike',
        plural: 'cruise missile strikes',
        headline: 'missile strike',
        leads: [
          'A cruise missile struck {site} {near}{cas}',
          '{actor} targeted {site} {near} with cruise missiles{cas}',
          'A combined missile and drone attack hit {site} {near}{cas}',
          'Cruise missiles struck {site} {near} during a large-scale attack on {region}{cas}',
        ],
        details: [
          'Several missiles were reportedly shot down over {region}, but at least one reached its target.',
          'The attack formed part of a wider salvo directed at several regions.',
          'A fire broke out at the site and took emergency crews several hours to extinguish.',
          'Low-flying missiles were tracked crossing the region before the impact.',
        ],
        outlook: [
          'Large combined strikes on {region} are likely to recur, particularly against energy and defence-industrial targets.',
        ],
        point: 'Impact site',
      },
      Airstrike: {
        event: 'an airstrike',
        ref: 'the airstrike',
        plural: 'airstrikes',
        headline: 'airstrike',
        leads: [
          'An airstrike hit {site} {near}{cas}',
          '{actor} carried out airstrikes on {site} {near}{cas}',
          'Military aircraft struck {site} {near}{cas}',
          'An airstrike targeted positions held by {target} {near}{cas}',
          'A guided bomb struck {site} {near}{cas}',
        ],
        details: [
          'Residents reported hearing jets over {city} shortly before the strike.',
          'Several buildings were destroyed and rescue teams searched the rubble for survivors.',
          'The strike left a large crater and cut power to the surrounding neighbourhood.',
          'Military sources described the target as a command post, a claim residents disputed.',
        ],
        outlook: [
          'Further airstrikes in {region} are likely while fighting continues for control of the area.',
        ],
        point: 'Strike location',
      },
      'Drone Strike': {
        event: 'a drone strike',
        ref: 'the drone attack',
        plural: 'drone attacks',
        headline: 'drone strike',
        leads: [
          'A drone struck {site} {near}{cas}',
          '{actor} carried out a drone attack on {site} {near}{cas}',
          'Attack drones targeted {site} {near}{cas}',
          'A one-way attack drone hit {site} {near}{cas}',
          'A drone dropped munitions on {site} {near}{cas}',
        ],
        details: [
          'Local authorities said {drones} drones were launched at {region}, most of which were reportedly shot down.',
          'Debris from an intercepted drone started a fire at the site.',
          'Residents said the drone could be heard for several minutes before the impact.',
          'Drone attacks in the area have increased in frequency over recent weeks.',
        ],
        outlook: [
          'Drone attacks on {region} are likely to continue at a similar tempo, with critical infrastructure and logistics sites the most likely targets.',
        ],
        point: 'Impact site',
      },
      'Artillery Shelling': {
        event: 'artillery shelling',
        ref: 'the shelling',
        plural: 'artillery strikes',
        headline: 'shelling',
        leads: [
          'Artillery shelling hit {site} {near}{cas}',
          '{actor} shelled {site} {near}{cas}',
          'Shelling damaged {site} {near}{cas}',
          'Sustained artillery fire struck residential and industrial areas {near}{cas}',
        ],
        details: [
          'Local officials said the shelling continued intermittently through the day.',
          'Several houses, power lines and a gas pipeline were damaged.',
          'The area lies within range of artillery positioned across the front line.',
          'Utility crews were unable to reach damaged lines while the shelling continued.',
        ],
        outlook: [
          'Shelling of settlements near the front line in {region} is almost certain to continue.',
        ],
        point: 'Shelling impact area',
      },
      'Rocket Attack': {
        event: 'a rocket attack',
        ref: 'the rocket attack',
        plural: 'rocket attacks',
        headline: 'rocket attack',
        leads: [
          'Rockets were fired at {site} {near}{cas}',
          '{actor} fired rockets towards {city}{cas}',
          'A rocket attack hit {site} {near}{cas}',
          'A salvo of rockets struck {site} {near}{cas}',
        ],
        details: [
          'Sirens sounded across {city} and residents were told to take shelter.',
          'Some of the rockets were intercepted; others fell in open ground.',
          'Rocket fragments damaged vehicles and shopfronts near the impact site.',
        ],
        outlook: ['Further rocket fire towards {city} is likely in the coming days.'],
        point: 'Rocket impact site',
      },
      'Mortar Fire': {
        event: 'a mortar attack',
        ref: 'the mortar attack',
        plural: 'mortar attacks',
        headline: 'mortar attack',
        leads: [
          'Mortar rounds landed near {site} {near}{cas}',
          '{actor} fired mortars at {site} {near}{cas}',
          'A mortar attack targeted {site} {near}{cas}',
        ],
        details: [
          'At least {count} rounds were fired, according to security sources.',
          'Some rounds fell short and landed in a residential area.',
          'Security forces said the rounds were fired from the edge of the town.',
        ],
        outlook: [
          'Harassing mortar fire on security installations in {region} is likely to persist.',
        ],
        point: 'Mortar impact site',
      },
    },
  },

  'Direct Weapons': {
    nouns: { ...CONFLICT_NOUNS, criminal: ['assailant', 'assailants'] },
    wounding: true,
    casualtyStyle: 'attack',
    attribution: CONFLICT_ATTRIBUTION,
    outlook: [
      'Further attacks on security positions and isolated communities in {region} are likely in the coming weeks.',
      'Road movement in {region} carries a high risk; travel should be limited to daylight hours with security support.',
      'The attack is consistent with an established pattern of armed violence around {city}.',
    ],
    updates: [
      'Update: security forces launched a search operation in the surrounding area.',
      'Update: local authorities confirmed that the road had reopened to traffic.',
      'Update: residents who fled during the attack began returning to their homes.',
      'Update: police said several suspects had been detained for questioning.',
    ],
    fatalUpdates: CONFLICT_FATAL_UPDATES,
    ongoingUpdates: CONFLICT_ONGOING,
    endedUpdates: CONFLICT_ENDED,
    features: [
      HOSPITAL,
      CORDON,
      {
        name: "Attackers' withdrawal route (reported)",
        description: 'Direction in which the attackers reportedly withdrew.',
        icon: 'route',
        colour: PALETTE.grey,
        km: [2, 15],
      },
      CHECKPOINT,
    ],
    titles: [
      'Gunmen attack {siteShort} near {city}',
      '{hcasStart} as gunmen attack {siteShort} near {city}',
      '{hcasStart} in {headline} near {city}',
      '{Headline} near {city}{hcas}',
      'Security forces hunt attackers after {headline} in {city}',
    ],
    section: ['world', 'world/africa', 'news/world', 'security', 'world/asia-pacific'],
    sites: ['a village', 'a security checkpoint', 'a group of travellers'],
    types: {
      'Armed Assault': {
        event: 'an armed assault',
        ref: 'the attack',
        plural: 'armed attacks',
        headline: 'armed attack',
        leads: [
          'Gunmen attacked {site} {near}{cas}',
          '{actor} attacked {site} {near}{cas}',
          'Armed men opened fire on {site} {near}{cas}',
          'An armed assault targeted {site} {near}{cas}',
          'Militants stormed {site} {near}{cas}',
          '{actor} raided {site} {near}{cas}',
        ],
        details: [
          'The attackers arrived on motorcycles and withdrew before reinforcements reached the area.',
          'Witnesses described a sustained exchange of fire.',
          'Several vehicles and buildings were set on fire during the assault.',
          'Security forces launched a search operation in the surrounding area after the attack.',
          'The attackers seized weapons and ammunition before leaving.',
        ],
        outlook: [
          'Further attacks on isolated security positions and villages in {region} are likely in the coming weeks.',
        ],
        point: 'Attack location',
      },
      Ambush: {
        event: 'an ambush',
        ref: 'the ambush',
        plural: 'ambushes',
        headline: 'ambush',
        leads: [
          'Militants ambushed a military convoy on {road} {near}{cas}',
          '{actor} ambushed a convoy on {road} {near}{cas}',
          'A patrol was ambushed on {road} {near}{cas}',
          'Gunmen ambushed vehicles travelling on {road} {near}{cas}',
          '{actor} ambushed {target} on {road} {near}{cas}',
        ],
        details: [
          'The vehicles were hit by an explosive device before coming under small-arms fire.',
          'Several vehicles were destroyed and the road was closed for the rest of the day.',
          'The route is a known ambush point and had been assessed as high risk.',
        ],
        outlook: [
          'Movement on roads in {region} carries a high risk of ambush; daylight travel with security escorts is advised.',
        ],
        point: 'Ambush site',
      },
      'Armed Clash': {
        event: 'an armed clash',
        ref: 'the fighting',
        plural: 'armed clashes',
        headline: 'armed clash',
        leads: [
          'Clashes broke out between {actor} and {target} {near}{cas}',
          'Fighting erupted between rival armed groups {near}{cas}',
          'Heavy fighting was reported {near}{cas}',
          '{actor} clashed with security forces {near}{cas}',
          'Security forces and militants exchanged fire {near}{cas}',
        ],
        details: [
          'Residents reported heavy gunfire that lasted several hours.',
          'Both sides claimed to have inflicted heavy losses; the claims could not be verified.',
          'Hundreds of residents fled the area during the fighting.',
          'Control of the area remained contested after the clashes.',
        ],
        outlook: [
          'Further clashes in {region} are likely as both sides compete for control of territory and supply routes.',
        ],
        point: 'Clash location',
      },
      'Sniper Fire': {
        event: 'sniper fire',
        ref: 'the shooting',
        plural: 'sniper attacks',
        headline: 'sniper fire',
        leads: [
          'A sniper opened fire on {site} {near}{cas}',
          'Sniper fire targeted {site} {near}{cas}',
          'Shots fired by a sniper hit {site} {near}{cas}',
        ],
        details: [
          'The shots were fired from a high-rise building overlooking the area.',
          'Security forces closed several streets while they searched for the shooter.',
        ],
        outlook: ['Sniper activity near front-line positions in {region} is likely to continue.'],
        point: 'Shooting location',
      },
    },
  },

  Explosives: {
    nouns: { ...CONFLICT_NOUNS, criminal: ['attacker', 'attackers'] },
    wounding: true,
    casualtyStyle: 'attack',
    attribution: [...CONFLICT_ATTRIBUTION, 'Police said'],
    outlook: [
      'Further IED attacks in {region} are likely; routes used regularly by security forces are at particular risk.',
      'Crowded places and security installations in {city} remain attractive targets for explosive attacks.',
      'Organisations should vary routes and timings of movements around {city}.',
    ],
    updates: [
      'Update: bomb disposal teams completed a sweep of the area and the cordon was lifted.',
      'Update: police released images of a suspect and appealed for information.',
      'Update: investigators recovered components of the device for forensic analysis.',
      'Update: damaged buildings near the blast site were declared unsafe.',
    ],
    fatalUpdates: CONFLICT_FATAL_UPDATES,
    ongoingUpdates: CONFLICT_ONGOING,
    endedUpdates: CONFLICT_ENDED,
    features: [
      CORDON,
      HOSPITAL,
      {
        name: 'Secondary device found',
        description: 'A second device was found here and made safe.',
        icon: 'ied',
        colour: PALETTE.cordon,
        km: [0.5, 2],
      },
      ROAD_CLOSURE,
    ],
    titles: [
      'Blast at {siteShort} in {city}{hcas}',
      '{hcasStart} in {headline} in {city}',
      '{Headline} in {city}{hcas}',
      'Explosion rocks {city}',
    ],
    section: ['world', 'world/africa', 'world/middle-east', 'news/world', 'security'],
    sites: ['a busy street', 'a security checkpoint', 'a market'],
    types: {
      'Improvised Explosive Device': {
        event: 'an IED attack',
        ref: 'the explosion',
        plural: 'IED attacks',
        headline: 'roadside bomb',
        leads: [
          'An improvised explosive device (IED) detonated near {site} {near}{cas}',
          'An IED exploded beside {site} {near}{cas}',
          'A roadside bomb struck a vehicle on {road} {near}{cas}',
          'An IED targeted {target} {near}{cas}',
          'An explosive device planted by {actor} detonated near {site} {near}{cas}',
        ],
        details: [
          'The device was reportedly concealed at the roadside and triggered remotely.',
          'Bomb disposal teams later found a second device in the area and made it safe.',
          'The blast left a crater in the road and damaged several vehicles.',
          'Security forces closed the road while a forensic team examined the scene.',
        ],
        outlook: [
          'IED attacks on security force movements in {region} are likely to continue; routes used regularly are at particular risk.',
        ],
        point: 'Blast site',
      },
      'Vehicle-Borne IED': {
        event: 'a car bombing',
        ref: 'the car bombing',
        plural: 'car bombings',
        headline: 'car bomb',
        leads: [
          'A car bomb exploded outside {site} {near}{cas}',
          'A vehicle-borne IED detonated at {site} {near}{cas}',
          'A truck packed with explosives was detonated near {site} {near}{cas}',
          '{actor} detonated a car bomb near {site} {near}{cas}',
        ],
        details: [
          'The explosion was heard several kilometres away and damaged buildings within a wide radius.',
          'The vehicle was reportedly driven towards a checkpoint before it exploded.',
          'Several nearby buildings partially collapsed and fires broke out in adjacent shops.',
        ],
        outlook: [
          'High-profile VBIED attacks on government and security targets in {city} remain likely.',
        ],
        point: 'Blast site',
      },
      'Suicide Bombing': {
        event: 'a suicide bombing',
        ref: 'the bombing',
        plural: 'suicide attacks',
        headline: 'suicide bombing',
        leads: [
          'A suicide bomber detonated explosives at {site} {near}{cas}',
          'A suicide attack targeted {site} {near}{cas}',
          'A suicide bomber wearing an explosive vest struck {site} {near}{cas}',
          '{actor} carried out a suicide attack on {site} {near}{cas}',
        ],
        details: [
          'The bomber reportedly approached on foot and detonated the device at the entrance.',
          'Security at the site had been increased in recent weeks following threats.',
          'The blast occurred at a busy time of day, when the area was crowded.',
        ],
        outlook: [
          'Mass-casualty attacks on crowded places and security targets in {city} remain a credible threat.',
        ],
        point: 'Blast site',
      },
      'Unexploded Ordnance': {
        event: 'an unexploded ordnance detonation',
        ref: 'the explosion',
        plural: 'incidents involving mines and unexploded ordnance',
        headline: 'landmine blast',
        leads: [
          'Unexploded ordnance detonated {near}{cas}',
          'A landmine exploded under a vehicle {near}{cas}',
          'A piece of unexploded ordnance exploded at {site} {near}{cas}',
          'An anti-tank mine detonated under a tractor working fields {near}{cas}',
          'Residents found unexploded ordnance at {site} {near}, prompting an evacuation of the area',
        ],
        details: [
          'Demining teams were deployed to survey the surrounding land.',
          'The area saw heavy fighting and is contaminated with mines and unexploded shells.',
          'Residents had been warned not to enter the fields until clearance was complete.',
        ],
        outlook: [
          'Contamination by mines and unexploded ordnance in {region} will pose a risk to civilians and farm workers for years.',
        ],
        point: 'Detonation site',
      },
    },
  },

  Terrorism: {
    nouns: { ...CONFLICT_NOUNS, criminal: ['attacker', 'attackers'] },
    wounding: true,
    casualtyStyle: 'attack',
    attribution: [...CONFLICT_ATTRIBUTION, 'Police said'],
    outlook: [
      'The terrorism threat in {country} remains elevated; further attacks are likely.',
      'Foreign nationals and officials in {region} should review their security arrangements.',
      'Attacks of this kind are likely to recur while the groups involved retain freedom of movement in {region}.',
    ],
    updates: [
      'Update: police said several people had been detained in connection with the incident.',
      'Update: security was increased at government buildings and places of worship in {city}.',
      'Update: the government convened an emergency security meeting.',
      'Update: investigators said the suspects had been known to the security services.',
    ],
    fatalUpdates: CONFLICT_FATAL_UPDATES,
    ongoingUpdates: [
      ...CONFLICT_ONGOING,
      'Update: negotiations for the release of the hostages are reportedly under way.',
    ],
    endedUpdates: [
      ...CONFLICT_ENDED,
      'Update: the national threat level was kept unchanged after a review.',
    ],
    features: [
      CORDON,
      HOSPITAL,
      {
        name: 'Vehicle recovered',
        description: 'Vehicle believed to have been used by the perpetrators, found abandoned.',
        icon: 'vehicle',
        colour: PALETTE.grey,
        km: [2, 20],
      },
    ],
    titles: [
      '{Headline} in {city}{hcas}',
      'Police investigate {headline} in {city}',
      '{hcasStart} in {headline} in {city}',
    ],
    section: ['world', 'news/world', 'security', 'world/africa', 'uk-news'],
    sites: ['a busy street', 'a public square', 'a market'],
    types: {
      Kidnapping: {
        event: 'a kidnapping',
        ref: 'the kidnapping',
        plural: 'kidnappings',
        headline: 'kidnapping',
        leads: [
          'Gunmen abducted {count} people from {site} {near}{cas}',
          '{actor} kidnapped {count} people {near}{cas}',
          'Armed men kidnapped travellers on {road} {near}{cas}',
          'Kidnappers seized {count} people in a raid on {site} {near}{cas}',
          'Gunmen kidnapped {count} aid workers {near}{cas}',
        ],
        details: [
          'The kidnappers reportedly contacted relatives to demand a ransom.',
          'Security forces launched a search operation in nearby forests.',
          'Kidnapping for ransom has become a major source of income for armed groups in {region}.',
          'The whereabouts of the hostages remained unknown.',
        ],
        outlook: [
          'Kidnappings of travellers and foreign nationals on roads in {region} remain a high risk.',
        ],
        point: 'Abduction site',
        titles: [
          'Gunmen abduct {count} in {city}',
          'Kidnappers seize {count} near {city}',
          'Search under way after {count} abducted near {city}',
        ],
      },
      Assassination: {
        event: 'a targeted attack on an official',
        ref: 'the attack',
        plural: 'targeted attacks on officials',
        headline: 'attack on official',
        leads: [
          'Gunmen opened fire on a vehicle carrying a local official {near}{cas}',
          'A senior security official was targeted in an attack {near}{cas}',
          '{actor} attacked the convoy of a provincial official {near}{cas}',
          'An explosive device targeted the car of a local politician {near}{cas}',
          'Attackers targeted a prominent community leader {near}{cas}',
        ],
        details: [
          'The official had received threats in the months before the attack.',
          'The attackers escaped on a motorcycle before security forces arrived.',
          'Targeted attacks on officials have increased ahead of upcoming local elections.',
        ],
        outlook: [
          'Targeted attacks on officials, community leaders and security personnel in {region} are likely to continue.',
        ],
        point: 'Attack location',
      },
      'Vehicle Ramming': {
        event: 'a vehicle ramming attack',
        ref: 'the ramming',
        plural: 'vehicle ramming attacks',
        headline: 'car ramming',
        leads: [
          'A vehicle was driven into a crowd {near}{cas}',
          'A driver rammed a car into pedestrians outside {site} {near}{cas}',
          'A vehicle ramming attack targeted {site} {near}{cas}',
        ],
        details: [
          'Police detained the driver at the scene.',
          'Investigators are examining whether the attack was ideologically motivated.',
          'Several streets in the area were closed while forensic teams worked.',
        ],
        outlook: [
          'Low-sophistication attacks on crowded places in {city} remain possible, particularly during public events.',
        ],
        point: 'Attack location',
      },
      'Terror Plot Disrupted': {
        event: 'a disrupted terror plot',
        ref: 'the plot',
        plural: 'terror plots',
        headline: 'terror plot',
        leads: [
          'Police arrested {arrests} over a suspected plan to attack targets in {city}',
          'Security forces disrupted a plot to attack {site} {near}',
          'Counter-terrorism officers foiled a planned attack on {site} {near}',
          'Authorities arrested {arrests} over an alleged plot linked to {actor} {near}',
        ],
        details: [
          'Weapons, explosive precursors and electronic devices were seized during searches.',
          'Investigators said the suspects had been in contact with handlers abroad.',
          'The suspects are due to appear in court on terrorism charges.',
        ],
        outlook: [
          'The threat of terrorism in {country} remains elevated; further arrests linked to the network are possible.',
        ],
        point: 'Search location',
        titles: [
          'Police foil attack plot in {city}',
          '{Arrests} arrested over terror plot in {city}',
        ],
        casualtyStyle: 'none',
      },
    },
  },

  'Civil Unrest': {
    nouns: {
      civilian: ['protester', 'protesters'],
      criminal: ['rioter', 'rioters'],
      emergency: ['emergency worker', 'emergency workers'],
      military: ['soldier', 'soldiers'],
      police: ['police officer', 'police officers'],
    },
    wounding: false,
    casualtyStyle: 'unrest',
    attribution: [
      'Police said',
      'Organisers said',
      'According to local media,',
      'Hospital officials said',
      'A rights group said',
    ],
    outlook: [
      'Further demonstrations in {city} are likely in the coming days and may turn violent at short notice.',
      'Protests are likely to spread to other cities in {country} while the underlying grievances remain unaddressed.',
      'Travellers in {city} should avoid large gatherings and allow extra time for journeys.',
    ],
    updates: [
      'Update: organisers announced a further day of protest for later in the week.',
      'Update: police said a number of people had been arrested and would face charges.',
      'Update: the government invited protest leaders to talks.',
      'Update: municipal workers cleared the streets and the main roads reopened.',
    ],
    fatalUpdates: [
      'Update: rights groups called for an independent inquiry into the deaths.',
      'Update: funerals for those killed drew large crowds in {city}.',
    ],
    ongoingUpdates: [
      'Update: demonstrators remain in place and have set up camps near the site.',
      'Update: security forces remain deployed in large numbers in central {city}.',
    ],
    endedUpdates: [
      'Update: shops and offices in the area reopened.',
      'Update: traffic in central {city} returned to normal.',
    ],
    features: [
      {
        name: 'Assembly point',
        description: 'Where protesters gathered before marching.',
        icon: 'assembly-point',
        colour: PALETTE.yellow,
        km: [0.5, 3],
      },
      ROAD_CLOSURE,
      {
        name: 'Police dispersal point',
        description: 'Police used tear gas to disperse the crowd here.',
        icon: 'police',
        colour: PALETTE.navy,
        km: [0.5, 2],
      },
    ],
    titles: [
      '{Crowd} protest in {city} over {grievanceHead}',
      'Protest violence in {city}{hcas}',
      'Protesters take to the streets of {city}',
      'Unrest in {city} as anger grows over {grievanceHead}',
    ],
    section: ['world', 'world/africa', 'world/europe', 'news/world', 'politics'],
    sites: [
      'the town hall',
      'a government building',
      'the regional assembly',
      'police headquarters',
    ],
    types: {
      Protest: {
        event: 'a protest',
        ref: 'the protest',
        plural: 'protests',
        headline: 'protest',
        leads: [
          '{crowd} protested {near} against {grievance}{cas}',
          '{actor} staged a protest outside {site} {near}{cas}',
          'Demonstrators gathered outside {site} {near} to protest against {grievance}{cas}',
          'A protest against {grievance} took place {near}{cas}',
          '{crowd} marched through {city} to denounce {grievance}{cas}',
        ],
        details: [
          'Police deployed in large numbers and blocked access to government buildings.',
          'Organisers said further demonstrations would follow if their demands were not met.',
          'Traffic in the city centre was disrupted for several hours.',
          'The protest was organised on social media and drew a largely young crowd.',
          'Protesters carried banners and chanted slogans against the government.',
        ],
        outlook: [
          'Further protests in {city} are likely while {grievance} remains a source of anger; demonstrations may escalate at short notice.',
        ],
        point: 'Protest location',
      },
      Riot: {
        event: 'a riot',
        ref: 'the rioting',
        plural: 'riots',
        headline: 'riots',
        leads: [
          'Rioting broke out {near} after {trigger}{cas}',
          'Protesters clashed with police {near}{cas}',
          'Rioters set fire to vehicles and looted shops {near}{cas}',
          'Violent unrest erupted {near} after {trigger}{cas}',
        ],
        details: [
          'Police responded with tear gas, water cannon and rubber bullets.',
          'Several shops and a police post were set on fire.',
          'Authorities deployed reinforcements and banned public gatherings.',
          'Police said dozens of people were arrested.',
        ],
        outlook: [
          'Further unrest in {city} is likely in the coming days; businesses in affected districts should review security arrangements.',
        ],
        point: 'Riot location',
        titles: [
          'Riots erupt in {city} after {triggerHead}',
          'Unrest in {city}{hcas}',
          'Cars torched as unrest hits {city}',
        ],
      },
      'Strike Action': {
        event: 'a strike',
        ref: 'the strike',
        plural: 'strikes',
        headline: 'strike',
        leads: [
          '{workers} went on strike {near} over {labourIssue}',
          '{actor} called a strike over {labourIssue} that disrupted services {near}',
          'A strike by {workers} disrupted services {near}',
          '{workers} staged a walkout {near} in a dispute over {labourIssue}',
        ],
        details: [
          'Unions said the strike would continue until the government returned to negotiations.',
          'Picket lines formed outside several sites and services ran at reduced capacity.',
          'The government described the strike as illegal and threatened to dock wages.',
        ],
        outlook: [
          'Further industrial action is likely; unions have threatened a general strike if talks fail.',
        ],
        point: 'Picket line',
        titles: [
          '{Workers} strike over {labourIssueHead} in {city}',
          'Strike by {workers} disrupts {city}',
          'Walkout in {city} as talks over {labourIssueHead} stall',
        ],
      },
      Roadblock: {
        event: 'a road blockade',
        ref: 'the blockade',
        plural: 'road blockades',
        headline: 'road blockade',
        leads: [
          'Protesters blocked {road} {near}{cas}',
          '{actor} set up roadblocks {near}{cas}',
          'Burning barricades blocked access to {city}{cas}',
          'Demonstrators set up roadblocks on the main routes into {city} over {grievance}{cas}',
        ],
        details: [
          'Freight traffic was held up and long queues formed on the approach roads.',
          'Police cleared some of the barricades, but others were rebuilt within hours.',
          'Travellers were advised to avoid the area.',
        ],
        outlook: [
          'Roadblocks are likely to recur at short notice, disrupting road freight and travel through {region}.',
        ],
        point: 'Roadblock',
      },
      'Communal Violence': {
        event: 'communal violence',
        ref: 'the violence',
        plural: 'communal clashes',
        headline: 'communal clashes',
        leads: [
          'Communal clashes broke out between rival communities {near}{cas}',
          'Armed herders attacked a farming community {near}{cas}',
          'Violence flared between local communities {near} over {landIssue}{cas}',
          'Houses were set on fire during intercommunal violence {near}{cas}',
        ],
        details: [
          'The violence followed a long-running dispute over land and grazing rights.',
          'Several homes and market stalls were burned, and residents fled to neighbouring villages.',
          'Security forces were deployed to separate the groups and a curfew was announced.',
        ],
        outlook: [
          'Reprisal attacks between the communities in {region} are likely in the short term.',
        ],
        point: 'Clash location',
        titles: [
          'Communal clashes near {city}',
          '{hcasStart} in communal clashes near {city}',
          'Homes torched as communal violence flares near {city}',
        ],
      },
    },
  },

  Crime: {
    nouns: {
      civilian: ['bystander', 'bystanders'],
      criminal: ['suspect', 'suspects'],
      emergency: ['paramedic', 'paramedics'],
      military: ['soldier', 'soldiers'],
      police: ['police officer', 'police officers'],
    },
    wounding: true,
    casualtyStyle: 'attack',
    attribution: [
      'Police said',
      'According to police,',
      'Local media reported that',
      'A police spokesperson said',
    ],
    outlook: [
      'Violent crime in {city} is likely to remain at elevated levels.',
      'Businesses in {city} should review cash-handling and access-control procedures.',
      'Criminal groups in {region} remain capable of similar attacks.',
    ],
    updates: [
      'Update: police arrested {arrests} in connection with the incident.',
      'Update: police released CCTV images and appealed for witnesses.',
      'Update: the suspects appeared in court and were remanded in custody.',
      'Update: police increased patrols in the area.',
    ],
    fatalUpdates: [
      'Update: police identified the victims and informed their families.',
      'Update: a murder investigation is under way.',
    ],
    ongoingUpdates: [
      'Update: the suspects remain at large and police are continuing their search.',
      'Update: police operations in the area are continuing.',
    ],
    endedUpdates: [
      'Update: police lifted the cordon and the area reopened.',
      'Update: investigators finished examining the scene.',
    ],
    features: [
      {
        name: "Suspects' vehicle recovered",
        description: 'Vehicle used by the suspects, found abandoned.',
        icon: 'vehicle',
        colour: PALETTE.grey,
        km: [2, 20],
      },
      CHECKPOINT,
      HOSPITAL,
    ],
    titles: [
      '{Headline} in {city}{hcas}',
      'Police investigate {headline} in {city}',
      '{hcasStart} in {headline} in {city}',
    ],
    section: ['world', 'news', 'crime', 'world/americas', 'local'],
    sites: ['a shop', 'a business', 'a petrol station'],
    types: {
      'Armed Robbery': {
        event: 'an armed robbery',
        ref: 'the robbery',
        plural: 'armed robberies',
        headline: 'armed robbery',
        leads: [
          'Armed robbers attacked {site} {near}{cas}',
          'Gunmen robbed {site} {near}{cas}',
          'A gang armed with rifles held up {site} {near}{cas}',
          'Armed men robbed a cash-in-transit vehicle {near}{cas}',
        ],
        details: [
          'The robbers escaped with {loot}.',
          'The suspects fled in a vehicle that was later found abandoned.',
          'Police said the attack bore the hallmarks of a gang responsible for similar robberies in {region}.',
        ],
        outlook: [
          'Armed robberies targeting businesses and cash movements in {city} are likely to continue.',
        ],
        point: 'Robbery location',
      },
      Homicide: {
        event: 'a shooting',
        ref: 'the shooting',
        plural: 'targeted shootings',
        headline: 'shooting',
        leads: [
          'Police opened an investigation after a shooting {near}{cas}',
          'Gunmen attacked a businessman {near}{cas}',
          'Gunmen on a motorcycle opened fire on a vehicle {near}{cas}',
          'A targeted shooting was reported outside {site} {near}{cas}',
        ],
        fatalLeads: ['Police launched a murder investigation after a shooting {near}{cas}'],
        details: [
          'Police said the motive was unclear and no arrests had been made.',
          'Investigators are examining possible links to local criminal disputes.',
          'Witnesses said the gunmen fled on foot through nearby streets.',
        ],
        outlook: [
          'Targeted shootings linked to criminal disputes in {city} are likely to continue.',
        ],
        point: 'Shooting location',
      },
      'Gang Violence': {
        event: 'gang violence',
        ref: 'the violence',
        plural: 'gang attacks',
        headline: 'gang violence',
        leads: [
          'Rival gangs clashed {near}{cas}',
          'Gang members opened fire on residents {near}{cas}',
          '{actor} attacked rival gang members {near}{cas}',
          'A shoot-out between criminal groups was reported {near}{cas}',
          'Gunfire between rival gangs forced businesses to close {near}{cas}',
        ],
        details: [
          'The violence is linked to a dispute over control of drug distribution in the area.',
          'Schools and shops in the neighbourhood closed early and public transport was suspended.',
          'Police deployed armoured vehicles to the area after the shooting.',
        ],
        outlook: ['Further gang violence in {city} is likely as rival groups contest territory.'],
        point: 'Shooting location',
      },
      'Cargo Theft': {
        event: 'a cargo theft',
        ref: 'the theft',
        plural: 'cargo thefts',
        headline: 'cargo hijacking',
        leads: [
          'Armed men hijacked a cargo truck {near}{cas}',
          'Thieves stole a shipment of {cargo} from {site} {near}{cas}',
          'A lorry carrying {cargo} was hijacked on {road} {near}{cas}',
        ],
        details: [
          'The driver was forced out of the cab and the vehicle was later found abandoned and empty.',
          'Police said the thieves appeared to have inside information about the shipment.',
          'Cargo theft on the route has risen in recent months.',
        ],
        outlook: [
          'Cargo theft on highways around {city} remains a significant risk for logistics operators; secure parking and convoy movements are advised.',
        ],
        point: 'Hijacking location',
      },
      'Drug Seizure': {
        event: 'a drug seizure',
        ref: 'the seizure',
        plural: 'drug seizures',
        headline: 'drug seizure',
        leads: [
          'Police seized {haul} {near}{cas}',
          'Authorities intercepted {haul} at {site} {near}',
          'Security forces raided a clandestine drug laboratory {near}{cas}',
          'Police arrested {arrests} after seizing {haul} {near}',
        ],
        details: [
          'Investigators believe the shipment was destined for markets in Europe and North America.',
          'The seizure is one of the largest in {country} this year.',
          'Several vehicles, firearms and cash were also seized.',
        ],
        outlook: [
          'Trafficking routes through {region} remain active; reprisals against security forces after large seizures are possible.',
        ],
        point: 'Seizure location',
        titles: ['Police seize {haul} in {city}', 'Record drug haul seized near {city}'],
      },
    },
  },

  Cyber: {
    nouns: {
      civilian: ['person', 'people'],
      criminal: ['suspect', 'suspects'],
      emergency: ['emergency worker', 'emergency workers'],
      military: ['soldier', 'soldiers'],
      police: ['police officer', 'police officers'],
    },
    wounding: false,
    casualtyStyle: 'none',
    attribution: ['The organisation said', 'Officials said'],
    outlook: [
      'Organisations in the {sectors} {sectorWord} in {country} should review remote-access controls and keep offline backups.',
      'Similar attacks on organisations in {country} are likely in the coming months.',
      'The incident highlights continued targeting of the {sectors} {sectorWord} by financially motivated actors.',
    ],
    updates: [
      'Update: the organisation said core systems had been restored from backups.',
      'Update: the national cyber security agency published indicators of compromise.',
      'Update: the organisation began notifying affected customers.',
      'Update: regulators opened an inquiry into the incident.',
    ],
    fatalUpdates: [],
    ongoingUpdates: [
      'Update: some services remain unavailable while recovery work continues.',
      'Update: the investigation into the scope of the intrusion is continuing.',
    ],
    endedUpdates: [
      'Update: all services were restored and the organisation resumed normal operations.',
    ],
    features: [
      {
        name: 'Affected data centre',
        description: 'Data centre hosting the affected systems.',
        icon: 'data-centre',
        colour: PALETTE.blue,
        km: [5, 40],
      },
    ],
    titles: [
      '{Headline} hits {orgShort} in {city}',
      '{OrgShort} in {city} hit by {headline}',
      '{OrgShort} confirms {headline}',
    ],
    section: ['technology', 'technology/cybersecurity', 'cybercrime', 'news/security'],
    sites: ['an office building'],
    types: {
      Ransomware: {
        event: 'a ransomware attack',
        ref: 'the attack',
        plural: 'ransomware attacks',
        headline: 'ransomware attack',
        leads: [
          'A ransomware attack disrupted systems at {org} in {city}',
          '{actor} claimed a ransomware attack on {org} based in {city}',
          '{org} in {city} took systems offline after a ransomware attack',
          'A ransomware attack on {org} in {city} forced staff to revert to manual processes',
        ],
        details: [
          'The organisation said it had isolated affected systems and engaged external incident responders.',
          'The group listed the organisation on its leak site and threatened to publish stolen data.',
          'Customer-facing services were unavailable for {duration}.',
          'The attackers are believed to have gained access through a compromised remote-access account.',
        ],
        outlook: [
          'Ransomware attacks on organisations in the {sectors} {sectorWord} are likely to continue; tested recovery plans are advised.',
        ],
        point: 'Affected organisation',
      },
      'Data Breach': {
        event: 'a data breach',
        ref: 'the breach',
        plural: 'data breaches',
        headline: 'data breach',
        leads: [
          '{org} in {city} disclosed a data breach affecting {records}',
          'Hackers stole {records} from {org} in {city}',
          '{actor} claimed to have stolen {records} from {org} in {city}',
          'A data breach at {org} in {city} exposed {records}',
        ],
        details: [
          'The organisation said it had notified the national data protection authority.',
          'Samples of the data were posted on a criminal forum.',
          'Exposed data included names, contact details and identity document numbers.',
        ],
        outlook: [
          'Affected individuals face an increased risk of targeted phishing and fraud in the coming months.',
        ],
        point: 'Affected organisation',
      },
      'DDoS Attack': {
        event: 'a DDoS attack',
        ref: 'the attack',
        plural: 'DDoS attacks',
        headline: 'cyberattack',
        leads: [
          'A distributed denial-of-service attack took the websites of {org} in {city} offline',
          '{actor} claimed DDoS attacks on government websites in {country}',
          'Government and banking websites in {country} were disrupted by DDoS attacks',
          'Websites of {org} in {city} were knocked offline by a DDoS attack',
        ],
        details: [
          'Services were restored after {duration}.',
          'The attacks coincided with a period of heightened political tension.',
          'A hacktivist group claimed the attacks on its Telegram channel.',
        ],
        outlook: [
          'Further DDoS attacks on public-facing websites in {country} are likely, particularly around politically significant dates.',
        ],
        point: 'Affected organisation',
      },
      'Phishing Campaign': {
        event: 'a phishing campaign',
        ref: 'the campaign',
        plural: 'phishing campaigns',
        headline: 'phishing campaign',
        leads: [
          'A phishing campaign impersonating {org} targeted users in {country}',
          'Authorities in {city} warned of a phishing campaign targeting {sectors} staff',
          '{actor} ran a phishing campaign against {org} in {city}',
        ],
        details: [
          'The emails contained links to credential-harvesting pages.',
          'Several accounts were compromised before the campaign was detected.',
          'The messages used convincing branding and referenced real invoices.',
        ],
        outlook: [
          'Phishing remains the most common route into corporate networks; staff awareness and phishing-resistant MFA are advised.',
        ],
        point: 'Targeted organisation',
        casualtyStyle: 'none',
      },
      'Infrastructure Intrusion': {
        event: 'an intrusion into critical infrastructure',
        ref: 'the intrusion',
        plural: 'intrusions into critical infrastructure',
        headline: 'cyber intrusion',
        leads: [
          'Hackers accessed control systems at {org} in {city}',
          'Investigators linked an intrusion into the networks of {org} in {city} to {actor}',
          'An intrusion into operational technology at {org} in {city} disrupted operations',
        ],
        details: [
          'Operators switched to manual control as a precaution.',
          'National cyber authorities issued an advisory to operators of similar systems.',
          'The intruders had reportedly maintained access for several months before detection.',
        ],
        outlook: [
          'State-linked actors are likely to continue pre-positioning in critical infrastructure networks in {country}.',
        ],
        point: 'Affected facility',
      },
    },
  },

  'Natural Hazards': {
    nouns: {
      civilian: ['person', 'people'],
      criminal: ['prison inmate', 'prison inmates'],
      emergency: ['rescue worker', 'rescue workers'],
      military: ['soldier', 'soldiers'],
      police: ['police officer', 'police officers'],
    },
    wounding: false,
    casualtyStyle: 'attack',
    attribution: [
      'The national disaster management agency said',
      'Emergency services said',
      'Local authorities said',
      'According to the civil protection agency,',
    ],
    outlook: [
      'Recovery in the affected areas of {region} is likely to take weeks.',
      'Travel to and through {region} should be reviewed while recovery work continues.',
      'Supply chains through {region} are likely to face delays in the short term.',
    ],
    updates: [
      'Update: the government released emergency funds for the affected areas.',
      'Update: aid agencies began distributing food, water and shelter kits.',
      'Update: main roads into the affected area reopened.',
      'Update: power was restored to most affected households.',
    ],
    fatalUpdates: [
      'Update: the national disaster agency confirmed the death toll at {deaths}.',
      'Update: search teams recovered more bodies from the affected area.',
    ],
    ongoingUpdates: [
      'Update: relief operations are continuing and several communities remain cut off.',
      'Update: authorities kept the emergency warning in place for {region}.',
    ],
    endedUpdates: [
      'Update: authorities lifted the emergency warning for {region}.',
      'Update: evacuated residents were allowed to return home.',
    ],
    features: [
      {
        name: 'Evacuation centre',
        description: 'Temporary shelter for displaced residents.',
        icon: 'evacuation-centre',
        colour: PALETTE.green,
        km: [2, 20],
      },
      { ...ROAD_CLOSURE, km: [1, 30] },
      HOSPITAL,
      {
        name: 'Damaged bridge',
        description: 'Bridge damaged and closed to traffic.',
        icon: 'bridge',
        colour: PALETTE.yellow,
        km: [2, 25],
      },
    ],
    titles: [
      '{Headline} in {area}{hcas}',
      '{hcasStart} as {headline} hits {area}',
      'Thousands evacuated as {headline} hits {city}',
    ],
    section: ['world', 'climate-environment', 'environment', 'news/world', 'weather'],
    sites: ['homes', 'roads'],
    types: {
      Earthquake: {
        event: 'an earthquake',
        ref: 'the earthquake',
        plural: 'aftershocks',
        headline: 'earthquake',
        leads: [
          'A magnitude {magnitude} earthquake struck {near}{cas}',
          'An earthquake of magnitude {magnitude} hit {area}, with its epicentre near {city}{cas}',
          'A magnitude {magnitude} earthquake centred near {city} shook {area}{cas}',
        ],
        details: [
          'The earthquake struck at a depth of {depth}, according to seismologists.',
          'Several aftershocks were recorded in the hours that followed.',
          'Older buildings and houses built of mud brick suffered the most damage.',
          'Landslides blocked roads to several villages, hampering rescue efforts.',
        ],
        outlook: [
          'Further aftershocks are likely in the coming days and may bring down structures already weakened.',
        ],
        point: 'Epicentre',
        titles: [
          'Magnitude {magnitude} quake strikes {area}',
          'Strong earthquake near {city}{hcas}',
        ],
      },
      Flooding: {
        event: 'flooding',
        ref: 'the flooding',
        plural: 'floods',
        headline: 'flooding',
        leads: [
          'Heavy rain caused flooding {near}{cas}',
          'Flash floods hit {near}{cas}',
          'Rivers burst their banks {near} after days of heavy rain{cas}',
          'Flooding submerged roads and homes in {where}{cas}',
        ],
        details: [
          'Thousands of residents were evacuated to temporary shelters.',
          'Several bridges and sections of road were washed away.',
          'Meteorological services forecast further heavy rain for {region}.',
          'Crops and livestock were lost across large areas of farmland.',
        ],
        outlook: [
          'Further flooding is likely while heavy rain persists; waterborne disease is a risk in the affected areas.',
        ],
        point: 'Flooded area',
      },
      Wildfire: {
        event: 'a wildfire',
        ref: 'the fire',
        plural: 'wildfires',
        headline: 'wildfire',
        leads: [
          'A wildfire spread {near}{cas}',
          'Wildfires forced evacuations {near}{cas}',
          'A forest fire fanned by strong winds approached {city}{cas}',
        ],
        details: [
          'Firefighting aircraft and hundreds of firefighters were deployed.',
          'Several villages were evacuated as the fire front advanced.',
          'The fire burned across several thousand hectares of forest and farmland.',
          'Smoke reduced visibility on main roads, several of which were closed.',
        ],
        outlook: [
          'High temperatures and strong winds are forecast to keep the wildfire risk in {region} very high.',
        ],
        point: 'Fire front',
      },
      'Tropical Cyclone': {
        event: 'a tropical cyclone',
        ref: 'the storm',
        plural: 'tropical storms',
        headline: 'tropical storm',
        leads: [
          'A tropical cyclone made landfall near {city}{cas}',
          'A tropical storm brought destructive winds and heavy rain to {where}{cas}',
          'Cyclone-force winds and a storm surge hit {where}{cas}',
        ],
        details: [
          'Winds of more than {wind} km/h brought down trees and power lines.',
          'A storm surge flooded low-lying coastal districts.',
          'Ports and airports in the region suspended operations ahead of landfall.',
        ],
        outlook: [
          'Recovery in {region} is likely to take weeks, with power and water supplies disrupted.',
        ],
        point: 'Landfall point',
      },
      'Disease Outbreak': {
        event: 'a disease outbreak',
        ref: 'the outbreak',
        plural: 'outbreaks',
        headline: '{disease} outbreak',
        leads: [
          'Health authorities confirmed an outbreak of {disease} {near}{cas}',
          'An outbreak of {disease} was declared in {where}{cas}',
          'Cases of {disease} rose sharply {near}{cas}',
        ],
        details: [
          'Health workers launched a vaccination campaign in the most affected districts.',
          'Overcrowded housing and poor sanitation have accelerated transmission.',
          'Neighbouring districts increased surveillance at health facilities.',
        ],
        outlook: [
          'Case numbers are likely to rise in the coming weeks; travellers should follow health advice and ensure vaccinations are up to date.',
        ],
        point: 'Outbreak area',
        casualtyStyle: 'disease',
        titles: ['{Headline} in {city}{hcas}', 'Health officials warn of {headline} in {city}'],
      },
    },
  },

  Maritime: {
    nouns: {
      civilian: ['crew member', 'crew members'],
      criminal: ['attacker', 'attackers'],
      emergency: ['rescue worker', 'rescue workers'],
      military: ['sailor', 'sailors'],
      police: ['coastguard officer', 'coastguard officers'],
    },
    wounding: true,
    casualtyStyle: 'attack',
    attribution: [
      'UKMTO said',
      "The vessel's operator said",
      'Maritime security sources said',
      'The coastguard said',
    ],
    outlook: [
      'Further incidents against merchant vessels in waters near {city} are likely; vessels should maintain heightened watch.',
      'Operators transiting the area should review routing and the embarkation of armed security teams.',
    ],
    updates: [
      'Update: the vessel reached port and the crew were accounted for.',
      'Update: a naval vessel arrived to escort the ship.',
      'Update: maritime authorities issued a navigational warning for the area.',
    ],
    fatalUpdates: [
      "Update: the vessel's operator confirmed the death toll at {deaths} and offered condolences to the families.",
    ],
    ongoingUpdates: [
      'Update: the vessel remains under the control of the attackers.',
      'Update: naval forces continue to monitor the vessel.',
    ],
    endedUpdates: ['Update: the vessel resumed its voyage.'],
    features: [
      {
        name: 'Nearest port',
        description: 'Port where the vessel was headed or diverted.',
        icon: 'port',
        colour: PALETTE.blue,
        km: [10, 40],
      },
      {
        name: 'Responding naval vessel',
        description: 'Last reported position of the responding warship.',
        icon: 'warship',
        colour: PALETTE.navy,
        km: [5, 40],
      },
    ],
    titles: [
      'Ship {headline} reported off {city}',
      '{Headline} near {city}{hcas}',
      'Vessel targeted in {headline} near {city}',
    ],
    section: ['world', 'business/shipping', 'maritime', 'news/world'],
    sites: ['a merchant vessel'],
    types: {
      Piracy: {
        event: 'a piracy attack',
        ref: 'the boarding',
        plural: 'piracy attacks',
        headline: 'boarding',
        leads: [
          'Pirates boarded {vessel} off {city}{cas}',
          'Armed pirates attacked {vessel} near {city}{cas}',
          '{vessel} was hijacked by armed men in waters near {city}{cas}',
        ],
        details: [
          'The crew retreated to the citadel and raised the alarm.',
          'The pirates stole ship stores and crew belongings before leaving.',
          'A naval vessel was dispatched to the area.',
        ],
        outlook: [
          'Pirate activity off the coast near {city} is likely to continue; vessels should follow industry best management practices.',
        ],
        point: 'Vessel position',
      },
      'Attack on Vessel': {
        event: 'an attack on a vessel',
        ref: 'the attack',
        plural: 'attacks on shipping',
        headline: 'attack',
        leads: [
          '{vessel} was struck by a projectile off {city}{cas}',
          '{actor} attacked {vessel} near {city}{cas}',
          'An uncrewed surface vessel struck {vessel} off {city}{cas}',
          'A missile hit {vessel} in waters off {city}{cas}',
        ],
        details: [
          'The vessel reported a fire on board, which the crew brought under control.',
          'UKMTO advised vessels in the area to transit with caution and report suspicious activity.',
          'The ship continued to its next port of call under its own power.',
        ],
        outlook: [
          'Attacks on merchant shipping in the area are likely to continue; several carriers have diverted vessels away from the route.',
        ],
        point: 'Vessel position',
      },
      'Suspicious Approach': {
        event: 'a suspicious approach',
        ref: 'the approach',
        plural: 'suspicious approaches',
        headline: 'suspicious approach',
        leads: [
          'A skiff approached {vessel} off {city}',
          'Small craft approached {vessel} near {city} before withdrawing',
          '{vessel} reported a suspicious approach by an unidentified boat off {city}',
        ],
        details: [
          'The armed security team on board fired warning shots and the skiff withdrew.',
          'Ladders and weapons were reportedly sighted on the small craft.',
        ],
        outlook: [
          'Vessels operating near {city} should maintain a vigilant watch, especially at anchor.',
        ],
        point: 'Vessel position',
        casualtyStyle: 'none',
      },
    },
  },

  Aviation: {
    nouns: {
      civilian: ['passenger', 'passengers'],
      criminal: ['suspect', 'suspects'],
      emergency: ['emergency worker', 'emergency workers'],
      military: ['service member', 'service members'],
      police: ['police officer', 'police officers'],
    },
    wounding: false,
    casualtyStyle: 'attack',
    attribution: ['The airport operator said', 'Aviation authorities said', 'Officials said'],
    outlook: [
      'Further short-notice disruption to flights around {city} is likely; travellers should allow for delays and rebooking.',
      'Airlines are likely to keep route restrictions over {area} under review.',
    ],
    updates: [
      'Update: flight operations returned to normal.',
      'Update: the civil aviation authority issued a NOTAM covering the area.',
      'Update: airlines offered free rebooking to affected passengers.',
    ],
    fatalUpdates: [],
    ongoingUpdates: [
      'Update: restrictions remain in place and airlines continue to reroute flights.',
      'Update: further reports of interference were received from crews in the area.',
    ],
    endedUpdates: ['Update: the restrictions were lifted.'],
    features: [
      {
        name: 'Airport',
        description: 'Nearest airport affected by the disruption.',
        icon: 'airport',
        colour: PALETTE.blue,
        km: [5, 30],
      },
      {
        name: 'Reported sighting',
        description: 'Location of a reported sighting or interference report.',
        icon: 'drone',
        colour: PALETTE.grey,
        km: [1, 15],
      },
    ],
    titles: [
      'Flights disrupted at {city} after {headline}',
      '{Headline} disrupts flights in {city}',
      '{Headline} reported near {city}',
    ],
    section: ['business/aerospace-defense', 'travel', 'world', 'news/world'],
    sites: ['the local airport'],
    types: {
      'Airspace Closure': {
        event: 'an airspace closure',
        ref: 'the closure',
        plural: 'airspace closures',
        headline: 'airspace closure',
        leads: [
          'Authorities closed the airspace over {where}',
          'Flights to and from {city} were suspended after the airspace over {area} was closed',
          'The airspace over {area} was temporarily closed, affecting flights to {city}',
        ],
        details: [
          'Several inbound flights were diverted to alternative airports.',
          'Airlines cancelled departures for {duration}.',
          'The closure followed reports of military activity in the region.',
        ],
        outlook: [
          'Further short-notice airspace closures over {area} are likely; bookings should allow for flexibility.',
        ],
        point: 'Closed airspace (centre)',
        casualtyStyle: 'none',
      },
      'GNSS Interference': {
        event: 'GNSS interference',
        ref: 'the interference',
        plural: 'GNSS interference events',
        headline: 'GPS jamming',
        leads: [
          'Aircraft near {city} reported interference with satellite navigation',
          'Pilots reported GPS jamming affecting flights in the {city} area',
          'Satellite navigation signals were spoofed near {city}, affecting aviation and shipping',
        ],
        details: [
          'Crews switched to ground-based navigation aids.',
          'Interference was reported by dozens of flights over a wide area.',
          'The interference is assessed as linked to nearby military electronic warfare activity.',
        ],
        outlook: [
          'GNSS interference around {area} is likely to persist; operators should brief crews on alternative navigation procedures.',
        ],
        point: 'Interference area (centre)',
        casualtyStyle: 'none',
      },
      'Drone Sighting': {
        event: 'a drone sighting',
        ref: 'the sighting',
        plural: 'drone incursions',
        headline: 'drone sighting',
        leads: [
          'Drone sightings near the airport in {city} disrupted flights',
          'Unidentified drones were observed over {site} {near}',
          'Flights at {city} were suspended after a drone sighting',
        ],
        details: [
          'Police searched for the operators but made no arrests.',
          'Several arriving flights were diverted.',
          'Authorities said the drones were larger than those sold to hobbyists.',
        ],
        outlook: [
          'Further drone incursions over sensitive sites are possible; investigators have not ruled out state involvement.',
        ],
        point: 'Sighting location',
        casualtyStyle: 'none',
      },
    },
  },

  'Security Operations': {
    nouns: { ...CONFLICT_NOUNS, criminal: ['suspect', 'suspects'] },
    wounding: true,
    casualtyStyle: 'attack',
    attribution: ['Security forces said', 'Officials said', 'The army said', 'Police said'],
    outlook: [
      'Security operations in {region} are likely to continue in the coming weeks, with checkpoints and movement restrictions.',
      'Reprisal attacks against security forces in {region} are possible following the operation.',
      'Travellers in {region} should expect delays at checkpoints.',
    ],
    updates: [
      'Update: security forces announced the end of the operation.',
      'Update: those detained were transferred to the capital for questioning.',
      'Update: the authorities extended the security measures for another week.',
    ],
    fatalUpdates: ['Update: the army confirmed the death toll from the operation at {deaths}.'],
    ongoingUpdates: [
      'Update: the operation is continuing and access to the area remains restricted.',
      'Update: additional troops were deployed to {region}.',
    ],
    endedUpdates: ['Update: checkpoints were removed and movement restrictions lifted.'],
    features: [
      CHECKPOINT,
      {
        name: 'Detention site',
        description: 'Where those detained were taken.',
        icon: 'detention-site',
        colour: PALETTE.grey,
        km: [2, 20],
      },
      HOSPITAL,
    ],
    titles: [
      'Security forces launch {headline} near {city}',
      '{Headline} in {city}{hcas}',
      'Army says {headline} near {city} targeted militants',
    ],
    section: ['world', 'news/world', 'security', 'politics'],
    sites: ['a suspected hideout', 'a residential compound'],
    types: {
      Arrest: {
        event: 'arrests',
        ref: 'the arrests',
        plural: 'arrests',
        headline: 'arrests',
        leads: [
          'Police arrested {arrests} {near}',
          '{actor} detained {arrests} during raids {near}',
          'Security forces arrested a suspected member of {target} {near}',
          'Police detained {arrests} {near} in connection with recent attacks',
        ],
        details: [
          'Weapons, mobile phones and documents were seized during the searches.',
          'Authorities said those arrested would be charged under anti-terrorism laws.',
          'The arrests followed weeks of surveillance.',
        ],
        outlook: ['Further arrests linked to the network are likely as investigations continue.'],
        point: 'Arrest location',
        titles: ['{Arrests} arrested in {city}', 'Police detain {arrests} in raids near {city}'],
        casualtyStyle: 'none',
      },
      'Counter-Terrorism Raid': {
        event: 'a counter-terrorism raid',
        ref: 'the raid',
        plural: 'counter-terrorism raids',
        headline: 'raid',
        leads: [
          'Security forces raided a suspected militant hideout {near}{cas}',
          '{actor} conducted a counter-terrorism raid {near}{cas}',
          'A raid targeting {target} was carried out {near}{cas}',
        ],
        details: [
          'Weapons, explosives and communication equipment were recovered.',
          'The operation was based on intelligence about a planned attack.',
          'Residents reported an exchange of fire lasting around an hour.',
        ],
        outlook: [
          'Militant cells in {region} are likely to try to regroup; retaliatory attacks are possible.',
        ],
        point: 'Raid location',
      },
      'Military Operation': {
        event: 'a military operation',
        ref: 'the operation',
        plural: 'military operations',
        headline: 'offensive',
        leads: [
          '{actor} launched a military operation {near}{cas}',
          'Troops launched an offensive against {target} {near}{cas}',
          'Security forces carried out clearance operations {near}{cas}',
          'The army began an operation to retake areas {near}{cas}',
        ],
        details: [
          'The operation was supported by armoured vehicles and air assets.',
          'Residents were told to stay indoors while the operation continued.',
          'The military said it had destroyed several militant camps.',
        ],
        outlook: [
          'Operations in {region} are likely to displace civilians and prompt retaliatory attacks.',
        ],
        point: 'Operation area',
      },
      Curfew: {
        event: 'a curfew',
        ref: 'the curfew',
        plural: 'curfews',
        headline: 'curfew',
        leads: [
          'Authorities imposed a curfew in {where}',
          'A curfew was declared {near} following recent unrest',
          'A dusk-to-dawn curfew took effect in {where}',
        ],
        details: [
          'Only emergency services and essential workers are exempt.',
          'Security forces set up checkpoints to enforce the curfew.',
          'Public gatherings were banned for the duration of the curfew.',
        ],
        outlook: [
          'The curfew is likely to be extended if unrest continues; travel plans should allow for restrictions.',
        ],
        point: 'Curfew area',
        casualtyStyle: 'none',
        titles: ['Curfew imposed in {city}', 'Authorities declare curfew in {city}'],
      },
    },
  },
};

/** For types or categories the banks do not know: neutral wording that fits any incident. */
export const FALLBACK_CATEGORY: CategoryPhrases = {
  ...CATEGORY_PHRASES['Security Operations']!,
  types: {},
};

export const FALLBACK_TYPE: TypePhrases = {
  event: 'a security incident',
  ref: 'the incident',
  plural: 'security incidents',
  headline: 'security incident',
  leads: [
    'A security incident was reported {near}{cas}',
    'Authorities responded to a security incident {near}{cas}',
  ],
  details: ['Authorities have released few details about the incident.'],
  outlook: ['Further incidents of this kind in {region} are possible.'],
  point: 'Incident location',
};

/** Slot values that do not depend on the incident. */
export const LISTS = {
  grievance: [
    'rising fuel prices',
    'the cost of living',
    'a proposed tax increase',
    'alleged police brutality',
    'unpaid salaries',
    'disputed election results',
    'prolonged power cuts',
    'government corruption',
    'the arrest of an opposition leader',
    'insecurity in the region',
    'planned pension reforms',
    'water shortages',
    'immigration policy',
    'new environmental rules for farmers',
    'rising rents',
  ],
  trigger: [
    'the arrest of a local activist',
    'a disputed police shooting',
    'a court ruling',
    'the announcement of election results',
    'a football match',
    'a sharp rise in transport fares',
    'a police raid on a market',
  ],
  labourIssue: [
    'pay',
    'unpaid wages',
    'pension reforms',
    'working conditions',
    'planned job cuts',
    'a wage freeze',
  ],
  landIssue: ['land ownership', 'grazing rights', 'access to water', 'a boundary dispute'],
  road: ['a main road', 'a highway', 'a rural road', 'a supply route', 'the main road'],
  loot: [
    'an undisclosed sum of cash',
    'cash and jewellery',
    'mobile phones and cash',
    'several firearms',
    'the contents of the safe',
  ],
  cargo: [
    'electronics',
    'pharmaceuticals',
    'fuel',
    'copper wire',
    'cigarettes',
    'food supplies',
    'mobile phones',
  ],
  drug: [
    'cocaine',
    'methamphetamine',
    'cannabis',
    'heroin',
    'fentanyl precursors',
    'captagon pills',
  ],
  disease: ['cholera', 'measles', 'dengue fever', 'mpox', 'Lassa fever', 'diphtheria'],
  vesselType: [
    'bulk carrier',
    'container ship',
    'product tanker',
    'crude oil tanker',
    'general cargo vessel',
    'LPG carrier',
    'fishing vessel',
  ],
  flag: ['Liberia', 'Panama', 'Marshall Islands', 'Malta', 'Singapore', 'Greece', 'Hong Kong'],
  recordKind: ['customer', 'patient', 'employee', 'student', 'user', 'citizen'],
} as const;
