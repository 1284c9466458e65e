/**
 * How incident text talks about the affected sectors: a sector name such as "Police/Law" is
 * a label, not prose, so each sector has the words an analyst would use instead.
 */
export interface SectorPhrases {
  /** Adjective or noun for "the ... sector": "law enforcement". */
  prose: string;
  /** Physical places that can be hit, with their article. */
  sites: readonly string[];
  /** Organisations that can be breached or disrupted, with their article. */
  organisations: readonly string[];
  /** Who goes on strike. */
  workers: readonly string[];
  /** A consequence sentence for the impact paragraph; slots as in the incident text. */
  consequences: readonly string[];
}

export const SECTOR_PHRASES: Readonly<Record<string, SectorPhrases>> = {
  Military: {
    prose: 'military',
    sites: [
      'a military position',
      'an army base',
      'a military convoy',
      'an ammunition depot',
      'a forward operating base',
      'a military training ground',
    ],
    organisations: ['a defence contractor', 'a military logistics supplier'],
    workers: ['civilian defence staff'],
    consequences: [
      'Military movements in the area were restricted while damage was assessed.',
      'The military reinforced positions around {city} after the incident.',
    ],
  },
  'Police/Law': {
    prose: 'law enforcement',
    sites: [
      'a police station',
      'a police checkpoint',
      'a police patrol',
      'a police post',
      'a courthouse',
    ],
    organisations: ['a regional police force', 'a court administration'],
    workers: ['prison officers', 'court staff'],
    consequences: [
      'Police redeployed officers from other districts to secure the area.',
      'Police checkpoints were set up on the main roads in and out of {city}.',
    ],
  },
  'Aviation/Airports': {
    prose: 'aviation',
    sites: [
      'the local airport',
      'an airfield',
      'an airport perimeter fence',
      'an airport access road',
    ],
    organisations: ['an airport operator', 'a regional airline'],
    workers: ['airport staff', 'air traffic controllers', 'airline cabin crew'],
    consequences: [
      'Flights at the local airport were suspended for {duration}.',
      'Several flights to {city} were delayed or diverted.',
      'Airlines temporarily suspended services to {city}.',
    ],
  },
  Energy: {
    prose: 'energy',
    sites: [
      'a power substation',
      'a thermal power plant',
      'energy infrastructure',
      'a high-voltage transmission line',
    ],
    organisations: ['an energy utility', 'a power distribution company'],
    workers: ['power utility workers', 'power station staff'],
    consequences: [
      'Power outages were reported in parts of {city}.',
      'The grid operator introduced rolling blackouts across {region}.',
      'Several thousand households were left without electricity.',
    ],
  },
  'Oil and Gas': {
    prose: 'oil and gas',
    sites: ['an oil refinery', 'a gas pipeline', 'an oil depot', 'a fuel storage facility'],
    organisations: ['an oil and gas company', 'a fuel distributor'],
    workers: ['oil workers', 'refinery workers'],
    consequences: [
      'Fuel deliveries in {region} were suspended and queues formed at filling stations.',
      'The operator shut down part of the facility as a precaution.',
    ],
  },
  'Maritime/Ports': {
    prose: 'port',
    sites: ['the port', 'a port facility', 'a container terminal', 'a fishing harbour'],
    organisations: ['a port operator', 'a shipping company'],
    workers: ['dock workers', 'port pilots'],
    consequences: [
      'Port operations were suspended for {duration}.',
      'Vessels waiting to berth were held at anchor outside the port.',
    ],
  },
  Government: {
    prose: 'government',
    sites: [
      'a government building',
      'a local administration office',
      "the regional governor's office",
      'a town hall',
    ],
    organisations: ['a government ministry', 'a local council', 'a tax authority'],
    workers: ['civil servants', 'local government employees'],
    consequences: [
      'Government offices in {city} closed for the rest of the day.',
      'Public services in the district were suspended.',
    ],
  },
  Diplomatic: {
    prose: 'diplomatic',
    sites: ['a diplomatic compound', 'an embassy', 'a consulate'],
    organisations: ['a foreign ministry', 'an embassy'],
    workers: ['embassy local staff'],
    consequences: [
      'Several embassies in {city} advised their nationals to limit movement.',
      'Foreign missions in {city} temporarily suspended consular services.',
    ],
  },
  Healthcare: {
    prose: 'healthcare',
    sites: ['a hospital', 'a health centre', 'a medical clinic', 'an ambulance station'],
    organisations: ['a hospital group', 'a regional health authority', 'a diagnostics provider'],
    workers: ['doctors', 'nurses', 'junior doctors', 'health workers'],
    consequences: [
      'Hospitals in {city} postponed non-urgent operations.',
      'Patients were transferred to other facilities in {region}.',
    ],
  },
  Education: {
    prose: 'education',
    sites: ['a school', 'a university campus', 'a secondary school'],
    organisations: ['a university', 'a school district'],
    workers: ['teachers', 'university lecturers'],
    consequences: [
      'Schools in the area closed for {duration}.',
      'Classes at local schools and universities were suspended.',
    ],
  },
  Retail: {
    prose: 'retail',
    sites: ['a shopping centre', 'a market', 'a supermarket', 'a row of shops'],
    organisations: ['a retail chain', 'an online retailer'],
    workers: ['retail workers', 'supermarket staff'],
    consequences: [
      'Shops and markets in the area remained closed.',
      'Traders reported heavy losses after businesses were forced to close.',
    ],
  },
  'Finance/Banking': {
    prose: 'banking',
    sites: ['a bank branch', 'a cash-in-transit vehicle', 'a currency exchange office'],
    organisations: ['a regional bank', 'a payment provider', 'an insurance company'],
    workers: ['bank employees'],
    consequences: [
      'Banks in the area closed their branches as a precaution.',
      'Card payments and cash machines were unavailable in parts of {city}.',
    ],
  },
  Telecommunications: {
    prose: 'telecommunications',
    sites: ['a telecommunications mast', 'a mobile network facility', 'a fibre-optic junction'],
    organisations: ['a mobile network operator', 'an internet service provider'],
    workers: ['telecoms engineers'],
    consequences: [
      'Mobile and internet services were disrupted across parts of {region}.',
      'Network operators reported outages affecting customers in {city}.',
    ],
  },
  'Transport/Rail': {
    prose: 'transport',
    sites: ['a railway station', 'a rail line', 'a bus station', 'a bridge', 'a railway depot'],
    organisations: ['a rail operator', 'a public transport authority'],
    workers: ['rail workers', 'bus drivers', 'transport workers'],
    consequences: [
      'Rail services through {city} were suspended for {duration}.',
      'Several roads were closed and traffic was diverted.',
      'Public transport in {city} ran a reduced service.',
    ],
  },
  Logistics: {
    prose: 'logistics',
    sites: ['a warehouse', 'a logistics hub', 'a cargo truck', 'a distribution centre'],
    organisations: ['a logistics company', 'a freight forwarder'],
    workers: ['truck drivers', 'warehouse workers'],
    consequences: [
      'Road freight through {region} was delayed.',
      'Deliveries to and from {city} were held up for {duration}.',
    ],
  },
  'Tourism/Hospitality': {
    prose: 'hospitality',
    sites: ['a hotel', 'a restaurant', 'a tourist site', 'a beach resort'],
    organisations: ['a hotel group', 'a tour operator'],
    workers: ['hotel workers'],
    consequences: [
      'Hotels in {city} reported cancellations.',
      'Tour operators suspended excursions in the area.',
    ],
  },
  Mining: {
    prose: 'mining',
    sites: ['a mine site', 'a gold mine', 'a mining convoy', 'a quarry'],
    organisations: ['a mining company'],
    workers: ['mine workers'],
    consequences: [
      'Mining operations in the area were suspended.',
      'The mine operator evacuated non-essential staff.',
    ],
  },
  Agriculture: {
    prose: 'agricultural',
    sites: ['farmland', 'a grain storage facility', 'a livestock market', 'a farm'],
    organisations: ['an agricultural cooperative', 'a food processing company'],
    workers: ['farm workers'],
    consequences: [
      'Farmers were unable to reach their fields.',
      'Grain exports from {region} were delayed.',
    ],
  },
  Manufacturing: {
    prose: 'manufacturing',
    sites: ['an industrial plant', 'a factory', 'an industrial zone'],
    organisations: ['a manufacturer', 'an automotive parts supplier', 'an industrial group'],
    workers: ['factory workers', 'car plant workers'],
    consequences: [
      'Production at several plants in {city} was halted.',
      'Manufacturers in the area reported supply delays.',
    ],
  },
  'Utilities/Water': {
    prose: 'utilities',
    sites: ['a water treatment plant', 'a pumping station', 'a water main'],
    organisations: ['a water utility', 'a municipal services company'],
    workers: ['water utility workers', 'refuse collectors'],
    consequences: [
      'Water supplies to parts of {city} were cut.',
      'Residents were advised to boil drinking water.',
    ],
  },
  Construction: {
    prose: 'construction',
    sites: ['a construction site', 'a road construction project'],
    organisations: ['a construction firm', 'an engineering contractor'],
    workers: ['construction workers'],
    consequences: ['Work on construction projects in the area was suspended.'],
  },
  Religious: {
    prose: 'religious',
    sites: ['a mosque', 'a church', 'a place of worship', 'a religious gathering'],
    organisations: ['a religious charity'],
    workers: ['religious staff'],
    consequences: [
      'Security was increased at places of worship across {city}.',
      'Religious leaders called for calm.',
    ],
  },
  'NGO/Humanitarian': {
    prose: 'humanitarian',
    sites: [
      'an aid convoy',
      'a humanitarian compound',
      'a displacement camp',
      'a food distribution point',
    ],
    organisations: ['an aid organisation', 'an international NGO'],
    workers: ['aid workers'],
    consequences: [
      'Aid agencies suspended movements in the area.',
      'Humanitarian operations in {region} were paused for {duration}.',
    ],
  },
  Media: {
    prose: 'media',
    sites: ["a broadcaster's offices", 'a media office', 'a television station'],
    organisations: ['a broadcaster', 'a newspaper publisher'],
    workers: ['journalists'],
    consequences: ['Local broadcasters temporarily went off air.'],
  },
  'Civilian/Residential': {
    prose: 'residential',
    sites: [
      'a residential building',
      'a residential area',
      'an apartment block',
      'a row of houses',
    ],
    organisations: ['a local council', 'a housing association'],
    workers: ['municipal workers'],
    consequences: [
      'Residents of damaged buildings were moved to temporary accommodation.',
      'Local authorities opened shelters for displaced residents.',
    ],
  },
};

/** Prose for a sector name; unknown sectors fall back to their label in lower case. */
export function sectorProse(name: string): string {
  return SECTOR_PHRASES[name]?.prose ?? name.toLowerCase().replace('/', ' and ');
}
