/**
 * The vocabulary of the generated data set: the reference lists a threat-intelligence desk in
 * the style of Intelligence Fusion / S7 Risk works with. Pure data without ids; the generator
 * assigns UUIDs.
 */

export type Severity = 'low' | 'medium' | 'high' | 'critical';

export interface TypeSpec {
  name: string;
  /** Lower-case slug (a-z, 0-9 and '-'), used as the map icon name. */
  icon: string;
  severity: Severity;
  /** Relative frequency within the category. */
  weight: number;
}

export interface CategorySpec {
  name: string;
  /** `#RRGGBB`, upper-case; readable on a light and on a dark basemap. */
  colour: string;
  /** Relative frequency of the category's incidents. */
  weight: number;
  types: readonly TypeSpec[];
}

const type = (name: string, icon: string, severity: Severity, weight: number): TypeSpec => ({
  name,
  icon,
  severity,
  weight,
});

export const CATEGORIES: readonly CategorySpec[] = [
  {
    name: 'Indirect Weapons',
    colour: '#4F5D95',
    weight: 14,
    types: [
      type('Ballistic Missile', 'ballistic-missile', 'critical', 2),
      type('Cruise Missile', 'cruise-missile', 'critical', 2),
      type('Airstrike', 'airstrike', 'critical', 3),
      type('Drone Strike', 'drone-strike', 'high', 5),
      type('Artillery Shelling', 'artillery', 'high', 5),
      type('Rocket Attack', 'rocket', 'high', 3),
      type('Mortar Fire', 'mortar', 'high', 2),
    ],
  },
  {
    name: 'Direct Weapons',
    colour: '#D62839',
    weight: 14,
    types: [
      type('Armed Assault', 'armed-assault', 'high', 5),
      type('Ambush', 'ambush', 'high', 3),
      type('Armed Clash', 'armed-clash', 'high', 4),
      type('Sniper Fire', 'sniper', 'medium', 1),
    ],
  },
  {
    name: 'Explosives',
    colour: '#F26419',
    weight: 7,
    types: [
      type('Improvised Explosive Device', 'ied', 'high', 5),
      type('Vehicle-Borne IED', 'vbied', 'critical', 2),
      type('Suicide Bombing', 'suicide-bombing', 'critical', 1),
      type('Unexploded Ordnance', 'uxo', 'medium', 2),
    ],
  },
  {
    name: 'Terrorism',
    colour: '#9B2C8F',
    weight: 5,
    types: [
      type('Kidnapping', 'kidnapping', 'high', 4),
      type('Assassination', 'assassination', 'high', 2),
      type('Vehicle Ramming', 'vehicle-ramming', 'critical', 1),
      type('Terror Plot Disrupted', 'plot-disrupted', 'medium', 2),
    ],
  },
  {
    name: 'Civil Unrest',
    colour: '#E3A008',
    weight: 16,
    types: [
      type('Protest', 'protest', 'low', 8),
      type('Riot', 'riot', 'high', 3),
      type('Strike Action', 'strike-action', 'low', 3),
      type('Roadblock', 'roadblock', 'medium', 2),
      type('Communal Violence', 'communal-violence', 'high', 2),
    ],
  },
  {
    name: 'Crime',
    colour: '#8D6346',
    weight: 14,
    types: [
      type('Armed Robbery', 'armed-robbery', 'medium', 4),
      type('Homicide', 'homicide', 'medium', 3),
      type('Gang Violence', 'gang-violence', 'high', 4),
      type('Cargo Theft', 'cargo-theft', 'low', 2),
      type('Drug Seizure', 'drug-seizure', 'low', 2),
    ],
  },
  {
    name: 'Cyber',
    colour: '#17A398',
    weight: 7,
    types: [
      type('Ransomware', 'ransomware', 'high', 4),
      type('Data Breach', 'data-breach', 'medium', 3),
      type('DDoS Attack', 'ddos', 'medium', 3),
      type('Phishing Campaign', 'phishing', 'low', 2),
      type('Infrastructure Intrusion', 'ics-intrusion', 'critical', 1),
    ],
  },
  {
    name: 'Natural Hazards',
    colour: '#4C9A2A',
    weight: 9,
    types: [
      type('Earthquake', 'earthquake', 'critical', 2),
      type('Flooding', 'flood', 'high', 5),
      type('Wildfire', 'wildfire', 'high', 3),
      type('Tropical Cyclone', 'cyclone', 'critical', 2),
      type('Disease Outbreak', 'disease-outbreak', 'high', 2),
    ],
  },
  {
    name: 'Maritime',
    colour: '#1F6FB2',
    weight: 4,
    types: [
      type('Piracy', 'piracy', 'high', 3),
      type('Attack on Vessel', 'vessel-attack', 'critical', 2),
      type('Suspicious Approach', 'suspicious-approach', 'low', 3),
    ],
  },
  {
    name: 'Aviation',
    colour: '#3FB8E0',
    weight: 3,
    types: [
      type('Airspace Closure', 'airspace-closure', 'medium', 3),
      type('GNSS Interference', 'gnss-interference', 'medium', 3),
      type('Drone Sighting', 'drone-sighting', 'low', 2),
    ],
  },
  {
    name: 'Security Operations',
    colour: '#7A7F8C',
    weight: 9,
    types: [
      type('Arrest', 'arrest', 'low', 4),
      type('Counter-Terrorism Raid', 'ct-raid', 'medium', 3),
      type('Military Operation', 'military-operation', 'high', 3),
      type('Curfew', 'curfew', 'medium', 1),
    ],
  },
];

export const IMPACT_RATINGS: readonly {
  rating: number;
  shortDescription: string;
  longDescription: string;
}[] = [
  {
    rating: -1,
    shortDescription: 'Unknown',
    longDescription:
      'The impact of the incident has not been assessed or cannot yet be determined. Casualty figures, damage estimates and the extent of disruption are unconfirmed or unavailable at the time of reporting.',
  },
  {
    rating: 1,
    shortDescription: 'Minimal',
    longDescription:
      'No casualties or only minor injuries, and material damage below USD 10,000. Disruption to business, transport or public services is negligible and lasts less than a few hours.',
  },
  {
    rating: 2,
    shortDescription: 'Minor',
    longDescription:
      'No deaths and up to five people injured, with damage of up to USD 100,000. Disruption is localised to a street, site or single facility and lasts no more than a day.',
  },
  {
    rating: 3,
    shortDescription: 'Moderate',
    longDescription:
      'Up to five deaths or up to 25 injuries, and damage of up to USD 1 million. Disruption affects a town, district or single organisation for several days.',
  },
  {
    rating: 4,
    shortDescription: 'Major',
    longDescription:
      'Between six and 50 deaths or more than 25 injuries, with damage of up to USD 50 million. Critical services, transport routes or supply chains across a region are disrupted for up to several weeks.',
  },
  {
    rating: 5,
    shortDescription: 'Extreme',
    longDescription:
      'More than 50 deaths or hundreds injured, and damage exceeding USD 50 million. Severe, long-lasting disruption to national infrastructure, economies or supply chains, with effects expected for weeks or months.',
  },
];

export const SECTORS: readonly { name: string; description: string | null }[] = [
  { name: 'Military', description: 'Armed forces personnel, bases, convoys and equipment.' },
  { name: 'Police/Law', description: 'Police, gendarmerie, courts, prisons and border agencies.' },
  { name: 'Aviation/Airports', description: 'Airports, airlines, air navigation and airspace.' },
  { name: 'Energy', description: 'Power generation, transmission and distribution.' },
  { name: 'Oil and Gas', description: 'Extraction, refining, pipelines and fuel storage.' },
  { name: 'Maritime/Ports', description: 'Shipping, ports, terminals and offshore installations.' },
  { name: 'Government', description: 'National and local government offices and officials.' },
  { name: 'Diplomatic', description: 'Embassies, consulates and diplomatic staff.' },
  { name: 'Healthcare', description: 'Hospitals, clinics, ambulances and medical staff.' },
  { name: 'Education', description: 'Schools, universities, students and teachers.' },
  { name: 'Retail', description: null },
  {
    name: 'Finance/Banking',
    description: 'Banks, cash-in-transit, exchanges and payment systems.',
  },
  { name: 'Telecommunications', description: 'Mobile and fixed networks, data centres and masts.' },
  { name: 'Transport/Rail', description: 'Railways, roads, bridges and public transport.' },
  { name: 'Logistics', description: 'Freight, warehousing and road haulage.' },
  { name: 'Tourism/Hospitality', description: 'Hotels, resorts, restaurants and tourist sites.' },
  { name: 'Mining', description: 'Mines, mineral processing and mining convoys.' },
  { name: 'Agriculture', description: null },
  { name: 'Manufacturing', description: 'Factories, industrial plants and industrial zones.' },
  { name: 'Utilities/Water', description: 'Water supply, sanitation and waste services.' },
  { name: 'Construction', description: null },
  { name: 'Religious', description: 'Places of worship, clergy and religious gatherings.' },
  { name: 'NGO/Humanitarian', description: 'Aid agencies, humanitarian convoys and camps.' },
  { name: 'Media', description: null },
  {
    name: 'Civilian/Residential',
    description: 'Homes, residential districts and the general public.',
  },
];

export const SOURCE_MEDIA: readonly string[] = [
  'Online news',
  'Social media',
  'Government statement',
  'Press agency',
  'Broadcast',
  'NGO report',
  'Local contact',
  'Print',
];

export const SOURCES: readonly { name: string; medium: string; domain: string }[] = [
  // Press agencies
  { name: 'Reuters', medium: 'Press agency', domain: 'reuters.com' },
  { name: 'Agence France-Presse', medium: 'Press agency', domain: 'afp.com' },
  { name: 'Associated Press', medium: 'Press agency', domain: 'apnews.com' },
  { name: 'Anadolu Agency', medium: 'Press agency', domain: 'aa.com.tr' },
  { name: 'Press Trust of India', medium: 'Press agency', domain: 'ptinews.com' },
  { name: 'EFE', medium: 'Press agency', domain: 'efe.com' },
  { name: 'Ukrinform', medium: 'Press agency', domain: 'ukrinform.net' },
  { name: 'Kyodo News', medium: 'Press agency', domain: 'kyodonews.net' },
  // Broadcasters
  { name: 'BBC News', medium: 'Broadcast', domain: 'bbc.co.uk' },
  { name: 'Al Jazeera', medium: 'Broadcast', domain: 'aljazeera.com' },
  { name: 'France 24', medium: 'Broadcast', domain: 'france24.com' },
  { name: 'Deutsche Welle', medium: 'Broadcast', domain: 'dw.com' },
  { name: 'CNN', medium: 'Broadcast', domain: 'cnn.com' },
  { name: 'Voice of America', medium: 'Broadcast', domain: 'voanews.com' },
  { name: 'RFI', medium: 'Broadcast', domain: 'rfi.fr' },
  { name: 'ABC News (Australia)', medium: 'Broadcast', domain: 'abc.net.au' },
  { name: 'CBC News', medium: 'Broadcast', domain: 'cbc.ca' },
  { name: 'Channels Television', medium: 'Broadcast', domain: 'channelstv.com' },
  // Online news
  { name: 'Kyiv Independent', medium: 'Online news', domain: 'kyivindependent.com' },
  { name: 'Premium Times Nigeria', medium: 'Online news', domain: 'premiumtimesng.com' },
  { name: 'Sahara Reporters', medium: 'Online news', domain: 'saharareporters.com' },
  { name: 'The Guardian', medium: 'Online news', domain: 'theguardian.com' },
  { name: 'Dawn', medium: 'Online news', domain: 'dawn.com' },
  { name: 'The Hindu', medium: 'Online news', domain: 'thehindu.com' },
  { name: 'Nation Africa', medium: 'Online news', domain: 'nation.africa' },
  { name: 'Garowe Online', medium: 'Online news', domain: 'garoweonline.com' },
  { name: 'The Times of Israel', medium: 'Online news', domain: 'timesofisrael.com' },
  { name: 'Arab News', medium: 'Online news', domain: 'arabnews.com' },
  { name: 'Rappler', medium: 'Online news', domain: 'rappler.com' },
  { name: 'The Irrawaddy', medium: 'Online news', domain: 'irrawaddy.com' },
  { name: 'Animal Político', medium: 'Online news', domain: 'animalpolitico.com' },
  { name: 'Infobae', medium: 'Online news', domain: 'infobae.com' },
  { name: 'El Tiempo', medium: 'Online news', domain: 'eltiempo.com' },
  { name: 'InSight Crime', medium: 'Online news', domain: 'insightcrime.org' },
  { name: 'News24', medium: 'Online news', domain: 'news24.com' },
  { name: 'Bangkok Post', medium: 'Online news', domain: 'bangkokpost.com' },
  { name: 'The Record', medium: 'Online news', domain: 'therecord.media' },
  { name: 'BleepingComputer', medium: 'Online news', domain: 'bleepingcomputer.com' },
  // Print
  { name: 'Financial Times', medium: 'Print', domain: 'ft.com' },
  { name: 'The New York Times', medium: 'Print', domain: 'nytimes.com' },
  { name: 'Le Monde', medium: 'Print', domain: 'lemonde.fr' },
  { name: 'The Punch', medium: 'Print', domain: 'punchng.com' },
  { name: 'The Daily Star (Bangladesh)', medium: 'Print', domain: 'thedailystar.net' },
  // Government statements
  { name: 'Ministry of Defence of Ukraine', medium: 'Government statement', domain: 'mod.gov.ua' },
  { name: 'UK Ministry of Defence', medium: 'Government statement', domain: 'gov.uk' },
  { name: 'US Department of State', medium: 'Government statement', domain: 'state.gov' },
  { name: 'Philippine National Police', medium: 'Government statement', domain: 'pnp.gov.ph' },
  {
    name: 'Inter-Services Public Relations (Pakistan)',
    medium: 'Government statement',
    domain: 'ispr.gov.pk',
  },
  { name: 'CISA', medium: 'Government statement', domain: 'cisa.gov' },
  { name: 'US Geological Survey', medium: 'Government statement', domain: 'usgs.gov' },
  { name: 'UK Maritime Trade Operations', medium: 'Government statement', domain: 'ukmto.org' },
  // NGO reports
  { name: 'ACLED', medium: 'NGO report', domain: 'acleddata.com' },
  { name: 'ReliefWeb (OCHA)', medium: 'NGO report', domain: 'reliefweb.int' },
  { name: 'Human Rights Watch', medium: 'NGO report', domain: 'hrw.org' },
  { name: 'International Crisis Group', medium: 'NGO report', domain: 'crisisgroup.org' },
  { name: 'ICC International Maritime Bureau', medium: 'NGO report', domain: 'icc-ccs.org' },
  { name: 'Médecins Sans Frontières', medium: 'NGO report', domain: 'msf.org' },
  // Social media accounts
  { name: 'Ukrainian Air Force (Telegram)', medium: 'Social media', domain: 't.me' },
  { name: 'Metropolitan Police (X)', medium: 'Social media', domain: 'x.com' },
  { name: 'Nigeria Police Force (X)', medium: 'Social media', domain: 'x.com' },
  { name: 'NetBlocks (X)', medium: 'Social media', domain: 'x.com' },
  { name: 'Kenya Red Cross (Facebook)', medium: 'Social media', domain: 'facebook.com' },
  // Local contacts
  { name: 'OSAC Country Council', medium: 'Local contact', domain: 'osac.gov' },
];

/** Lower-case words joined by single hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const TAG_NAMES = [
  'Ransomware',
  'Critical Infrastructure',
  'Election Violence',
  'Drone Strike',
  'Missile Attack',
  'Air Defence',
  'Energy Infrastructure',
  'Civilian Casualties',
  'Kidnap for Ransom',
  'IED',
  'Suicide Attack',
  'Improvised Weapons',
  'Jihadist',
  'Islamic State',
  'Al-Qaeda Affiliate',
  'Insurgency',
  'Separatism',
  'Banditry',
  'Cartel Violence',
  'Gang Violence',
  'Extortion',
  'Drug Trafficking',
  'Human Trafficking',
  'Cargo Crime',
  'Piracy',
  'Shipping Disruption',
  'Port Disruption',
  'GNSS Jamming',
  'GPS Spoofing',
  'Airspace Restrictions',
  'Flight Disruption',
  'Road Closure',
  'Rail Disruption',
  'Supply Chain',
  'Power Outage',
  'Internet Shutdown',
  'Telecoms Outage',
  'Data Leak',
  'Phishing',
  'DDoS',
  'Hacktivism',
  'State-Sponsored',
  'Espionage',
  'Sabotage',
  'Arson',
  'Protest',
  'Riot',
  'Labour Strike',
  'Student Protest',
  'Anti-Government',
  'Cost of Living',
  'Fuel Prices',
  'Farmers',
  'Climate Activism',
  'Police Brutality',
  'Curfew',
  'State of Emergency',
  'Martial Law',
  'Mass Arrests',
  'Counter-Terrorism',
  'Border Security',
  'Cross-Border',
  'Ceasefire Violation',
  'Peacekeepers',
  'Humanitarian Access',
  'Displacement',
  'Refugees',
  'Aid Workers',
  'Attacks on Healthcare',
  'Schools',
  'Places of Worship',
  'Sectarian',
  'Communal Clashes',
  'Land Dispute',
  'Mining Sites',
  'Oil and Gas',
  'Pipeline',
  'Flooding',
  'Earthquake',
  'Wildfire',
  'Tropical Storm',
  'Heatwave',
  'Cholera',
  'Mpox',
  'Evacuation',
  'Travel Advisory',
  'Tourists Affected',
  'Foreign Nationals',
  'Journalists',
  'Assassination',
];

export const TAGS: readonly { name: string; slug: string }[] = TAG_NAMES.map((name) => ({
  name,
  slug: slugify(name),
}));

/** `cyber`: hacking groups, criminal or state-linked, which act only in cyber incidents. */
export type GroupKind = 'state' | 'non-state' | 'criminal' | 'civil' | 'cyber';

const group = (name: string, kind: GroupKind, countries: readonly string[] = []) => ({
  name,
  kind,
  countries,
});

export const GROUPS: readonly { name: string; kind: GroupKind; countries: readonly string[] }[] = [
  // National armed forces, security forces and police
  group('Ukrainian Armed Forces', 'state', ['UKR', 'RUS']),
  group('Russian Armed Forces', 'state', ['RUS', 'UKR', 'SYR']),
  group('State Emergency Service of Ukraine', 'state', ['UKR']),
  group('Israel Defense Forces', 'state', ['ISR', 'PSE', 'LBN', 'SYR']),
  group('Lebanese Armed Forces', 'state', ['LBN']),
  group('Iraqi Security Forces', 'state', ['IRQ']),
  group('Islamic Revolutionary Guard Corps', 'state', ['IRN', 'IRQ', 'SYR']),
  group('Turkish Armed Forces', 'state', ['TUR', 'IRQ', 'SYR']),
  group('US Central Command', 'state', ['IRQ', 'SYR', 'YEM', 'JOR']),
  group('Syrian Government Forces', 'state', ['SYR']),
  group('Egyptian Armed Forces', 'state', ['EGY']),
  group('Nigerian Army', 'state', ['NGA']),
  group('Nigerian Police Force', 'state', ['NGA']),
  group('Malian Armed Forces (FAMa)', 'state', ['MLI']),
  group('Burkina Faso Armed Forces', 'state', ['BFA']),
  group('Niger Armed Forces', 'state', ['NER']),
  group('Russian Africa Corps', 'state', ['MLI', 'BFA', 'NER', 'CAF', 'LBY']),
  group('Somali National Army', 'state', ['SOM']),
  group('Kenya Defence Forces', 'state', ['KEN', 'SOM']),
  group('Kenya Police Service', 'state', ['KEN']),
  group('Sudanese Armed Forces', 'state', ['SDN']),
  group('Armed Forces of the Democratic Republic of the Congo (FARDC)', 'state', ['COD']),
  group('Ethiopian National Defense Force', 'state', ['ETH']),
  group('Mozambique Defence Armed Forces', 'state', ['MOZ']),
  group('South African Police Service', 'state', ['ZAF']),
  group('Pakistan Army', 'state', ['PAK']),
  group('Indian Army', 'state', ['IND']),
  group('Taliban security forces', 'state', ['AFG']),
  group('Myanmar Armed Forces (Tatmadaw)', 'state', ['MMR']),
  group('Armed Forces of the Philippines', 'state', ['PHL']),
  group('Philippine National Police', 'state', ['PHL']),
  group('Royal Thai Police', 'state', ['THA']),
  group('Rapid Action Battalion', 'state', ['BGD']),
  group("Chinese People's Liberation Army", 'state', ['CHN', 'TWN']),
  group('Colombian National Army', 'state', ['COL']),
  group('Mexican National Guard', 'state', ['MEX']),
  group('Ecuadorian Armed Forces', 'state', ['ECU']),
  group('Haitian National Police', 'state', ['HTI']),
  group('Rio de Janeiro Military Police', 'state', ['BRA']),
  group('Metropolitan Police Service', 'state', ['GBR']),
  group('French National Police', 'state', ['FRA']),
  group('German Federal Police', 'state', ['DEU']),
  group('UN Organization Stabilization Mission in the DR Congo (MONUSCO)', 'state', ['COD']),
  group('UN Interim Force in Lebanon (UNIFIL)', 'state', ['LBN']),
  group('Local emergency services', 'state'),
  group('National police', 'state'),
  // Insurgent and militant organisations
  group('Islamic State West Africa Province (ISWAP)', 'non-state', ['NGA', 'NER', 'TCD', 'CMR']),
  group('Islamic State Sahel Province', 'non-state', ['MLI', 'NER', 'BFA']),
  group("Jama'at Nusrat al-Islam wal-Muslimin (JNIM)", 'non-state', [
    'MLI',
    'BFA',
    'NER',
    'BEN',
    'TGO',
  ]),
  group('Boko Haram (JAS)', 'non-state', ['NGA', 'CMR', 'NER', 'TCD']),
  group('Al-Shabaab', 'non-state', ['SOM', 'KEN']),
  group('Houthi movement (Ansar Allah)', 'non-state', ['YEM', 'SAU', 'ISR']),
  group('Hamas', 'non-state', ['PSE', 'ISR']),
  group('Palestinian Islamic Jihad', 'non-state', ['PSE', 'ISR']),
  group('Hezbollah', 'non-state', ['LBN', 'ISR', 'SYR']),
  group('Islamic State (IS)', 'non-state', ['SYR', 'IRQ']),
  group('Islamic State Khorasan Province (ISKP)', 'non-state', ['AFG', 'PAK', 'TJK']),
  group('Tehrik-i-Taliban Pakistan (TTP)', 'non-state', ['PAK', 'AFG']),
  group('Balochistan Liberation Army', 'non-state', ['PAK']),
  group('Rapid Support Forces (RSF)', 'non-state', ['SDN', 'TCD']),
  group('Allied Democratic Forces (ADF)', 'non-state', ['COD', 'UGA']),
  group('M23 (March 23 Movement)', 'non-state', ['COD', 'RWA']),
  group('Fano militias', 'non-state', ['ETH']),
  group("Ahlu Sunnah wa Jama'a (IS Mozambique)", 'non-state', ['MOZ']),
  group('Ambazonian separatists', 'non-state', ['CMR']),
  group('Arakan Army', 'non-state', ['MMR']),
  group("People's Defence Force (PDF)", 'non-state', ['MMR']),
  group("New People's Army", 'non-state', ['PHL']),
  group('National Liberation Army (ELN)', 'non-state', ['COL', 'VEN']),
  group('FARC dissidents (Estado Mayor Central)', 'non-state', ['COL']),
  group("Kurdistan Workers' Party (PKK)", 'non-state', ['TUR', 'IRQ', 'SYR']),
  group('Unidentified gunmen', 'non-state'),
  group('Unidentified militants', 'non-state'),
  // Organised crime
  group('Sinaloa Cartel', 'criminal', ['MEX', 'USA']),
  group('Jalisco New Generation Cartel (CJNG)', 'criminal', ['MEX', 'USA', 'COL']),
  group('Gulf Clan (Clan del Golfo)', 'criminal', ['COL', 'PAN']),
  group('Tren de Aragua', 'criminal', ['VEN', 'COL', 'CHL', 'PER', 'USA']),
  group('Mara Salvatrucha (MS-13)', 'criminal', ['SLV', 'HND', 'GTM', 'USA']),
  group('Barrio 18', 'criminal', ['GTM', 'HND', 'SLV']),
  group('Los Choneros', 'criminal', ['ECU']),
  group('Los Lobos', 'criminal', ['ECU']),
  group('Comando Vermelho', 'criminal', ['BRA']),
  group('Primeiro Comando da Capital (PCC)', 'criminal', ['BRA', 'PRY', 'BOL']),
  group('Viv Ansanm (gang coalition)', 'criminal', ['HTI']),
  group("'Ndrangheta", 'criminal', ['ITA', 'DEU', 'NLD', 'AUS']),
  group('Mocro Maffia networks', 'criminal', ['NLD', 'BEL']),
  group('Armed bandits', 'criminal', ['NGA', 'NER']),
  group('Somali pirate groups', 'criminal', ['SOM', 'YEM']),
  // Hacking groups, criminal and state-linked
  group('LockBit', 'cyber'),
  group('Scattered Spider', 'cyber'),
  group('Cl0p', 'cyber'),
  group('Lazarus Group', 'cyber'),
  group('APT28 (Fancy Bear)', 'cyber'),
  group('Volt Typhoon', 'cyber'),
  group('Unattributed threat actor', 'cyber'),
  group('Unidentified armed criminals', 'criminal'),
  // Protest movements, unions and civil society
  group('Anti-government protesters', 'civil'),
  group('Opposition supporters', 'civil'),
  group('Student protesters', 'civil'),
  group('Pro-Palestinian protesters', 'civil'),
  group('Gen Z protest movement', 'civil', ['KEN', 'NPL', 'IDN', 'MAR']),
  group('Extinction Rebellion', 'civil', ['GBR', 'NLD', 'DEU', 'FRA', 'AUS']),
  group('Last Generation', 'civil', ['DEU', 'AUT', 'ITA']),
  group("Farmers' protest movement", 'civil', ['FRA', 'DEU', 'BEL', 'NLD', 'POL', 'ESP', 'IND']),
  group('Nigeria Labour Congress', 'civil', ['NGA']),
  group('General Confederation of Labour (CGT)', 'civil', ['FRA']),
  group('Congress of South African Trade Unions (COSATU)', 'civil', ['ZAF']),
  group('Pakistan Tehreek-e-Insaf supporters', 'civil', ['PAK']),
  group('Local residents', 'civil'),
  group('International Committee of the Red Cross', 'civil'),
  group('Médecins Sans Frontières', 'civil'),
];

export const INVOLVEMENTS: readonly string[] = [
  'Actor',
  'Directly Targeted',
  'Indirectly Targeted',
  'Claimed Responsibility',
  'Suspected Actor',
  'Responder',
];

export const TAXONOMIES: readonly { name: string; subTaxonomies: readonly string[] }[] = [
  {
    name: 'Conflict',
    subTaxonomies: [
      'Armed Clashes',
      'Airstrikes and Shelling',
      'Ceasefires and Peace Talks',
      'Military Deployments',
      'Insurgency',
    ],
  },
  {
    name: 'Terrorism',
    subTaxonomies: ['Terrorist Attacks', 'Counter-Terrorism', 'Kidnapping', 'Extremist Threats'],
  },
  {
    name: 'Crime',
    subTaxonomies: [
      'Organised Crime',
      'Violent Crime',
      'Drug Trafficking',
      'Fraud and Financial Crime',
      'Corruption',
    ],
  },
  {
    name: 'Cyber',
    subTaxonomies: [
      'Ransomware Attacks',
      'Data Breaches',
      'State-Sponsored Hacking',
      'Vulnerabilities',
      'Hacktivism',
    ],
  },
  {
    name: 'Civil Unrest',
    subTaxonomies: ['Protests', 'Riots', 'Labour Strikes', 'Election Unrest'],
  },
  {
    name: 'Politics',
    subTaxonomies: [
      'Elections',
      'Government and Legislation',
      'Diplomacy',
      'Sanctions',
      'Coups and Political Instability',
    ],
  },
  {
    name: 'Economy',
    subTaxonomies: [
      'Markets and Currency',
      'Energy Supply',
      'Trade and Supply Chains',
      'Cost of Living',
    ],
  },
  {
    name: 'Health',
    subTaxonomies: ['Disease Outbreaks', 'Public Health Measures', 'Healthcare Systems'],
  },
  {
    name: 'Natural Hazards',
    subTaxonomies: ['Earthquakes', 'Floods', 'Storms', 'Wildfires', 'Extreme Heat', 'Drought'],
  },
  {
    name: 'Transport and Infrastructure',
    subTaxonomies: [
      'Aviation Disruption',
      'Maritime Security',
      'Road and Rail Disruption',
      'Power and Utility Outages',
    ],
  },
  {
    name: 'Humanitarian',
    subTaxonomies: ['Displacement', 'Food Insecurity', 'Aid Access'],
  },
];

export const INDUSTRIES: readonly { reference: string; name: string }[] = [
  { reference: 'ENERGY', name: 'Energy' },
  { reference: 'OILGAS', name: 'Oil and Gas' },
  { reference: 'FIN', name: 'Financial Services' },
  { reference: 'INS', name: 'Insurance' },
  { reference: 'GOV', name: 'Government and Public Sector' },
  { reference: 'DEF', name: 'Defence' },
  { reference: 'HLTH', name: 'Healthcare' },
  { reference: 'PHARMA', name: 'Pharmaceuticals' },
  { reference: 'TELCO', name: 'Telecommunications' },
  { reference: 'TECH', name: 'Technology' },
  { reference: 'TRANS', name: 'Transport and Logistics' },
  { reference: 'AVN', name: 'Aviation' },
  { reference: 'MAR', name: 'Maritime and Shipping' },
  { reference: 'MIN', name: 'Mining' },
  { reference: 'AGRI', name: 'Agriculture and Food' },
  { reference: 'RETAIL', name: 'Retail' },
  { reference: 'MFG', name: 'Manufacturing' },
  { reference: 'CONS', name: 'Construction and Engineering' },
  { reference: 'TOUR', name: 'Travel and Tourism' },
  { reference: 'EDU', name: 'Education' },
  { reference: 'MEDIA', name: 'Media and Entertainment' },
  { reference: 'UTIL', name: 'Utilities' },
  { reference: 'NGO', name: 'Humanitarian and NGOs' },
];

export interface ThemeSpec {
  name: string;
  description: string | null;
  colour: string;
  /** Names from CATEGORIES that the theme groups. */
  categories: readonly string[];
  /** Alpha-3 codes; empty for a global theme. */
  countries: readonly string[];
}

const WEAPONS = ['Indirect Weapons', 'Direct Weapons', 'Explosives'];

export const THEMES: readonly ThemeSpec[] = [
  {
    name: 'Russia-Ukraine War',
    description:
      'Missile, drone and artillery strikes, front-line fighting and cross-border attacks in the war between Russia and Ukraine, with their effect on energy infrastructure and civilians.',
    colour: '#C8102E',
    categories: [...WEAPONS, 'Aviation', 'Security Operations'],
    countries: ['UKR', 'RUS', 'MDA', 'POL'],
  },
  {
    name: 'Sahel Insurgency',
    description:
      'Attacks by JNIM and Islamic State Sahel Province on security forces, convoys and villages in Mali, Burkina Faso and Niger, and the military operations against them.',
    colour: '#B5651D',
    categories: ['Direct Weapons', 'Explosives', 'Terrorism', 'Security Operations'],
    countries: ['MLI', 'BFA', 'NER'],
  },
  {
    name: 'Lake Chad Basin Jihadist Violence',
    description:
      'ISWAP and Boko Haram raids, IEDs and kidnappings around Lake Chad, centred on Borno State and the Far North of Cameroon.',
    colour: '#8B4513',
    categories: ['Direct Weapons', 'Explosives', 'Terrorism', 'Security Operations'],
    countries: ['NGA', 'CMR', 'TCD', 'NER'],
  },
  {
    name: 'Red Sea Shipping Attacks',
    description:
      'Houthi missile, drone and boarding attacks on merchant shipping in the Red Sea, Bab el-Mandeb and Gulf of Aden, and strikes in response.',
    colour: '#A4161A',
    categories: ['Maritime', 'Indirect Weapons'],
    countries: ['YEM', 'SAU', 'ERI', 'EGY', 'ISR'],
  },
  {
    name: 'Israel-Gaza Conflict',
    description:
      'Airstrikes, ground operations and rocket fire in Gaza, Israel and the occupied West Bank.',
    colour: '#6A040F',
    categories: [...WEAPONS, 'Security Operations'],
    countries: ['ISR', 'PSE'],
  },
  {
    name: 'Israel-Hezbollah Hostilities',
    description: null,
    colour: '#9D0208',
    categories: ['Indirect Weapons', 'Direct Weapons'],
    countries: ['ISR', 'LBN', 'SYR'],
  },
  {
    name: 'Sudan Civil War',
    description:
      'Fighting between the Sudanese Armed Forces and the Rapid Support Forces, including attacks on cities, camps for displaced people and aid convoys.',
    colour: '#D00000',
    categories: [...WEAPONS, 'Natural Hazards'],
    countries: ['SDN', 'TCD', 'SSD'],
  },
  {
    name: 'Eastern DRC Conflict',
    description:
      'M23, ADF and CODECO violence in North Kivu, South Kivu and Ituri, and the regional military response.',
    colour: '#DC2F02',
    categories: ['Direct Weapons', 'Indirect Weapons', 'Terrorism'],
    countries: ['COD', 'RWA', 'UGA', 'BDI'],
  },
  {
    name: 'Al-Shabaab Insurgency',
    description:
      'Al-Shabaab bombings, complex attacks and ambushes in Somalia and along the Kenyan border counties.',
    colour: '#E85D04',
    categories: ['Explosives', 'Direct Weapons', 'Terrorism', 'Security Operations'],
    countries: ['SOM', 'KEN'],
  },
  {
    name: 'Mexican Cartel Violence',
    description:
      'Turf wars between the Sinaloa Cartel factions and the CJNG, attacks on security forces, extortion and road blockades.',
    colour: '#7B2CBF',
    categories: ['Crime', 'Direct Weapons'],
    countries: ['MEX'],
  },
  {
    name: 'Haiti Gang Crisis',
    description:
      'Gang offensives, kidnappings and blockades in Port-au-Prince and the Artibonite, and the multinational security response.',
    colour: '#5A189A',
    categories: ['Crime', 'Direct Weapons', 'Terrorism', 'Civil Unrest'],
    countries: ['HTI', 'DOM'],
  },
  {
    name: 'Ecuador Security Crisis',
    description: null,
    colour: '#3C096C',
    categories: ['Crime', 'Security Operations'],
    countries: ['ECU'],
  },
  {
    name: 'Central American Gang Violence',
    description: 'MS-13 and Barrio 18 extortion, homicides and state-of-emergency crackdowns.',
    colour: '#9D4EDD',
    categories: ['Crime', 'Security Operations'],
    countries: ['SLV', 'HND', 'GTM'],
  },
  {
    name: 'Colombian Armed Groups',
    description:
      'ELN, FARC dissident and Gulf Clan attacks on the military, police and oil infrastructure, and armed confinement of rural communities.',
    colour: '#C77DFF',
    categories: ['Direct Weapons', 'Explosives', 'Crime'],
    countries: ['COL', 'VEN'],
  },
  {
    name: 'Global Ransomware Campaigns',
    description:
      'Ransomware and extortion attacks on healthcare, manufacturing, logistics and public bodies, tracked across the main affiliate programmes.',
    colour: '#0F766E',
    categories: ['Cyber'],
    countries: [],
  },
  {
    name: 'State-Sponsored Cyber Espionage',
    description:
      'Intrusions attributed to state-linked actors against governments, defence suppliers, telecommunications and critical infrastructure.',
    colour: '#115E59',
    categories: ['Cyber'],
    countries: [],
  },
  {
    name: 'Hacktivist DDoS Campaigns',
    description: null,
    colour: '#14B8A6',
    categories: ['Cyber'],
    countries: [],
  },
  {
    name: 'Cost-of-Living Protests in Europe',
    description:
      'Demonstrations and strikes over prices, wages, pensions and energy bills across European capitals.',
    colour: '#F59E0B',
    categories: ['Civil Unrest'],
    countries: ['FRA', 'DEU', 'BEL', 'NLD', 'ITA', 'ESP', 'GBR', 'GRC', 'PRT'],
  },
  {
    name: "European Farmers' Protests",
    description:
      'Tractor convoys, road and port blockades by farmers opposing import competition, subsidy cuts and environmental rules.',
    colour: '#D97706',
    categories: ['Civil Unrest'],
    countries: ['FRA', 'DEU', 'BEL', 'NLD', 'POL', 'ESP', 'ITA', 'ROU'],
  },
  {
    name: 'Kenya Anti-Government Protests',
    description:
      'Youth-led protests over taxation, cost of living and police conduct, and the security response in Nairobi and other towns.',
    colour: '#B45309',
    categories: ['Civil Unrest', 'Security Operations'],
    countries: ['KEN'],
  },
  {
    name: 'Climate Activism Disruption',
    description:
      'Road blockades, airport incursions and actions against energy companies by climate groups.',
    colour: '#65A30D',
    categories: ['Civil Unrest', 'Aviation'],
    countries: ['GBR', 'DEU', 'NLD', 'FRA', 'AUT', 'AUS', 'USA'],
  },
  {
    name: 'Monsoon Flooding South Asia',
    description:
      'Flooding, landslides and associated disease outbreaks during the south-west monsoon.',
    colour: '#0369A1',
    categories: ['Natural Hazards'],
    countries: ['IND', 'BGD', 'PAK', 'NPL', 'LKA'],
  },
  {
    name: 'Atlantic Hurricane Season',
    description: null,
    colour: '#0284C7',
    categories: ['Natural Hazards'],
    countries: ['USA', 'MEX', 'CUB', 'HTI', 'DOM', 'HND', 'NIC'],
  },
  {
    name: 'West Pacific Typhoons',
    description:
      'Typhoons and tropical storms making landfall in East and South-East Asia, and the disruption to ports and aviation that follows.',
    colour: '#0EA5E9',
    categories: ['Natural Hazards'],
    countries: ['PHL', 'CHN', 'TWN', 'JPN', 'VNM', 'KOR'],
  },
  {
    name: 'Mediterranean Wildfires',
    description:
      'Summer wildfires forcing evacuations of towns and resorts around the Mediterranean.',
    colour: '#EA580C',
    categories: ['Natural Hazards'],
    countries: ['GRC', 'TUR', 'ESP', 'PRT', 'ITA', 'HRV', 'DZA'],
  },
  {
    name: 'Pakistan Militancy',
    description:
      'TTP and Baloch separatist attacks on security forces, Chinese nationals and infrastructure in Khyber Pakhtunkhwa and Balochistan.',
    colour: '#15803D',
    categories: [...WEAPONS, 'Terrorism', 'Security Operations'],
    countries: ['PAK', 'AFG'],
  },
  {
    name: 'Myanmar Civil Conflict',
    description:
      'Fighting between the military and resistance forces and ethnic armed organisations, including airstrikes on villages.',
    colour: '#166534',
    categories: [...WEAPONS],
    countries: ['MMR'],
  },
  {
    name: 'Cabo Delgado Insurgency',
    description: null,
    colour: '#854D0E',
    categories: ['Direct Weapons', 'Terrorism'],
    countries: ['MOZ'],
  },
  {
    name: 'Northwest Nigeria Banditry and Kidnapping',
    description:
      'Mass kidnappings, village raids and road attacks by armed bandit groups in Zamfara, Katsina, Kaduna, Sokoto and Niger states.',
    colour: '#A16207',
    categories: ['Terrorism', 'Crime', 'Direct Weapons'],
    countries: ['NGA', 'NER'],
  },
  {
    name: 'GNSS Interference',
    description:
      'Jamming and spoofing of satellite navigation affecting civil aviation and shipping around the Baltic, the Black Sea and the Middle East.',
    colour: '#2563EB',
    categories: ['Aviation', 'Maritime'],
    countries: ['EST', 'LVA', 'LTU', 'FIN', 'POL', 'ISR', 'IRQ', 'TUR', 'RUS'],
  },
  {
    name: 'Drone Incursions over European Infrastructure',
    description:
      'Unidentified drones over airports, military bases and energy sites, with airspace closures and investigations into state involvement.',
    colour: '#1D4ED8',
    categories: ['Aviation', 'Security Operations'],
    countries: ['DEU', 'DNK', 'NOR', 'POL', 'BEL', 'NLD', 'SWE', 'LTU'],
  },
  {
    name: 'Gulf of Guinea Piracy',
    description:
      'Boardings, kidnappings of crew and robberies at anchorages off West and Central Africa.',
    colour: '#1E40AF',
    categories: ['Maritime', 'Terrorism'],
    countries: ['NGA', 'GHA', 'TGO', 'BEN', 'CMR', 'GAB', 'CIV'],
  },
  {
    name: 'Somali Piracy Resurgence',
    description: null,
    colour: '#1E3A8A',
    categories: ['Maritime'],
    countries: ['SOM', 'YEM'],
  },
  {
    name: 'Coastal West Africa Spillover',
    description:
      "Jihadist attacks spreading from the Sahel into the northern border areas of Benin, Togo, Ghana and Côte d'Ivoire.",
    colour: '#92400E',
    categories: ['Direct Weapons', 'Explosives', 'Terrorism'],
    countries: ['BEN', 'TGO', 'GHA', 'CIV', 'BFA'],
  },
  {
    name: 'Syria Post-Transition Violence',
    description:
      'Sectarian violence, Islamic State remnants and foreign strikes in Syria after the change of government.',
    colour: '#7F1D1D',
    categories: [...WEAPONS, 'Security Operations'],
    countries: ['SYR'],
  },
  {
    name: 'Iraq Militia Activity',
    description:
      'Rocket and drone attacks by armed factions on bases and diplomatic facilities, and strikes in response.',
    colour: '#991B1B',
    categories: ['Indirect Weapons', 'Explosives'],
    countries: ['IRQ', 'SYR', 'JOR'],
  },
  {
    name: 'Election-Related Unrest',
    description:
      'Protests, clashes and attacks on candidates and electoral staff around elections worldwide.',
    colour: '#CA8A04',
    categories: ['Civil Unrest', 'Direct Weapons', 'Terrorism'],
    countries: [],
  },
  {
    name: 'Sabotage of European Critical Infrastructure',
    description:
      'Suspected state-directed arson, rail sabotage and damage to undersea cables and pipelines in Europe.',
    colour: '#334155',
    categories: ['Security Operations', 'Explosives', 'Cyber'],
    countries: ['DEU', 'POL', 'LTU', 'LVA', 'EST', 'GBR', 'FRA', 'FIN', 'SWE', 'NOR'],
  },
  {
    name: 'Brazil Organised Crime',
    description:
      'Comando Vermelho and PCC violence, police operations in Rio de Janeiro and prison unrest.',
    colour: '#4D7C0F',
    categories: ['Crime', 'Security Operations'],
    countries: ['BRA', 'PRY'],
  },
  {
    name: 'Seismic Activity along the Alpine-Himalayan Belt',
    description:
      'Earthquakes and aftershock sequences from the Mediterranean through Iran and Afghanistan to the Himalaya.',
    colour: '#57534E',
    categories: ['Natural Hazards'],
    countries: ['TUR', 'GRC', 'IRN', 'AFG', 'PAK', 'NPL', 'IND', 'CHN'],
  },
  {
    name: 'Disease Outbreaks in Central and East Africa',
    description: null,
    colour: '#0D9488',
    categories: ['Natural Hazards'],
    countries: ['COD', 'UGA', 'RWA', 'BDI', 'TZA', 'ETH', 'SDN', 'KEN'],
  },
  {
    name: 'US Political Violence and Protests',
    description:
      'Mass demonstrations, attacks on officials and unrest over immigration enforcement in the United States.',
    colour: '#BE123C',
    categories: ['Civil Unrest', 'Direct Weapons', 'Security Operations'],
    countries: ['USA'],
  },
  {
    name: 'India-Pakistan Tensions',
    description:
      'Cross-border firing, militant attacks in Jammu and Kashmir and military escalation between India and Pakistan.',
    colour: '#E11D48',
    categories: [...WEAPONS, 'Terrorism'],
    countries: ['IND', 'PAK'],
  },
  {
    name: 'Taiwan Strait Military Activity',
    description:
      'PLA air and naval exercises around Taiwan and incursions into its air defence identification zone.',
    colour: '#475569',
    categories: ['Security Operations', 'Aviation', 'Maritime'],
    countries: ['TWN', 'CHN', 'JPN', 'PHL'],
  },
  {
    name: 'Korean Peninsula Missile Tests',
    description: null,
    colour: '#64748B',
    categories: ['Indirect Weapons', 'Aviation'],
    countries: ['PRK', 'KOR', 'JPN'],
  },
];
