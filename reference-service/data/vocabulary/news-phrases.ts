/**
 * Wire-copy stories for news items, per taxonomy and sub-taxonomy. A story pairs headline
 * variants with lead variants about the same event, so the title and summary agree.
 */

export interface Story {
  titles: readonly string[];
  leads: readonly string[];
  /** Sentences that can follow the lead of this story. */
  follows: readonly string[];
}

export interface TaxonomyPhrases {
  /** Stories by sub-taxonomy name. */
  stories: Readonly<Record<string, readonly Story[]>>;
}

const story = (
  titles: readonly string[],
  leads: readonly string[],
  follows: readonly string[],
): Story => ({ titles, leads, follows });

/** Sentences on the industries tagged on the item; neutral, as the tags may be loose. */
export const INDUSTRY_FOLLOWS = [
  'Companies in the {industrySectors} with operations in {country} were advised to review contingency plans.',
  'Analysts said {industry} firms operating in {country} could face disruption.',
  'Industry groups representing the {industrySectors} said they were monitoring the situation.',
];

export const NEWS_PHRASES: Readonly<Record<string, TaxonomyPhrases>> = {
  Conflict: {
    stories: {
      'Armed Clashes': [
        story(
          [
            'Fighting intensifies near {place} as {group} advance',
            'Heavy clashes reported around {place}',
          ],
          [
            'Fighting between government forces and {group} intensified around {place}, with local officials reporting heavy gunfire and the displacement of hundreds of families.',
            'Heavy clashes broke out around {place} as {group} attempted to seize positions held by government troops, according to residents and security sources.',
          ],
          [
            'Residents said gunfire could be heard through the night.',
            'Casualty figures could not be independently verified.',
            'Aid agencies warned that access to the area remains limited.',
          ],
        ),
        story(
          [
            'At least {tens} killed in clashes in {country}',
            'Clashes in {country} leave at least {tens} dead',
          ],
          [
            'At least {tens} people were killed in clashes between rival armed groups in {where}, local officials said.',
            'Clashes between security forces and {group} in {where} killed at least {tens} people, according to officials.',
          ],
          [
            'Officials said the toll could rise as more bodies were recovered.',
            'Casualty figures could not be independently verified.',
          ],
        ),
        story(
          [
            'Army says it repelled attack on base near {place}',
            'Troops repel assault on military base near {place}',
          ],
          [
            'The army said it repelled a coordinated attack by {group} on a military base near {place}, adding that reinforcements had been sent to the area.',
            'Troops fought off an assault on a base near {place}, the military said, in the third such attack in the area this month.',
          ],
          [
            'The military did not give casualty figures for its own forces.',
            'Attacks on military positions in the area have increased in recent months.',
          ],
        ),
      ],
      'Airstrikes and Shelling': [
        story(
          [
            'Missile and drone attack targets energy facilities in {country}',
            'Overnight strikes hit energy infrastructure across {country}',
          ],
          [
            'A large missile and drone attack targeted energy infrastructure across {country}, causing power outages in several regions, officials said.',
            'Energy facilities in several regions of {country} were hit in an overnight missile and drone attack, forcing operators to introduce emergency blackouts.',
          ],
          [
            'The grid operator asked consumers to limit electricity use during peak hours.',
            'Air defences intercepted most of the incoming missiles and drones, the air force said.',
          ],
        ),
        story(
          [
            'Airstrikes on {place} damage homes and a hospital',
            'Strikes hit residential areas of {place}',
          ],
          [
            'Airstrikes hit residential areas of {place}, damaging homes and a hospital, according to local authorities and aid workers.',
            'Several residential buildings in {place} were damaged in airstrikes, local officials said, as rescue teams searched for people trapped under rubble.',
          ],
          [
            'Aid workers said the hospital had been forced to suspend some services.',
            'Rescue teams were still searching for survivors.',
          ],
        ),
        story(
          [
            'Shelling cuts power and water in {place}',
            'Artillery fire knocks out utilities in {place}',
          ],
          [
            'Artillery shelling damaged power lines and a water pumping station in {place}, leaving thousands of residents without utilities.',
            'Residents of {place} were left without power and water after artillery fire damaged key utility infrastructure, the local administration said.',
          ],
          [
            'Engineers said repairs could not begin until the shelling stopped.',
            'Local authorities distributed drinking water from tankers.',
          ],
        ),
      ],
      'Ceasefires and Peace Talks': [
        story(
          [
            'Warring parties in {country} agree to ceasefire after talks',
            'Ceasefire agreed in {country} after weeks of mediation',
          ],
          [
            'Government and rebel negotiators in {country} agreed to a ceasefire after weeks of talks brokered by regional mediators, although previous truces have quickly collapsed.',
            'A ceasefire between the government of {country} and armed groups is due to take effect after mediators announced a breakthrough in talks.',
          ],
          [
            'Previous truces have collapsed within weeks.',
            'Humanitarian agencies said they hoped the ceasefire would allow aid to reach cut-off communities.',
          ],
        ),
        story(
          [
            'Ceasefire violations reported in {country} hours after truce',
            'Truce in {country} under strain as fighting resumes',
          ],
          [
            'Both sides accused each other of violating a ceasefire in {country} within hours of it taking effect, with shelling reported near {place}.',
            'Fighting resumed near {place} despite a ceasefire agreement, raising doubts about the durability of the truce in {country}.',
          ],
          [
            'Mediators urged both sides to respect the agreement.',
            'Humanitarian agencies warned that renewed fighting would disrupt aid deliveries.',
          ],
        ),
        story(
          [
            '{Country} and {country2} resume talks on ending hostilities',
            'Talks between {country} and {country2} resume under international pressure',
          ],
          [
            'Delegations from {country} and {country2} resumed talks aimed at ending hostilities, with mediators cautioning that a comprehensive agreement remains distant.',
            'Negotiators from {country} and {country2} met for a new round of talks focused on prisoner exchanges and a possible ceasefire.',
          ],
          [
            'Previous rounds of talks ended without agreement.',
            'Mediators said both delegations had agreed to meet again.',
          ],
        ),
      ],
      'Military Deployments': [
        story(
          [
            '{Country} deploys additional troops to border regions',
            'Troop reinforcements sent to border areas of {country}',
          ],
          [
            '{Country} deployed additional troops and armoured vehicles to its border regions, citing a rise in cross-border attacks.',
            'The defence ministry of {country} said it had sent reinforcements to border areas after an increase in security incidents.',
          ],
          [
            'Officials said the deployment would remain in place until the security situation improved.',
            'Residents of border towns reported increased military traffic on main roads.',
          ],
        ),
        story(
          [
            'Large-scale military exercises begin near {place}',
            'Military drills near {place} draw warnings from neighbours',
          ],
          [
            'Armed forces began large-scale exercises near {place} involving thousands of troops, aircraft and naval vessels.',
            'Military exercises involving air and naval units began near {place}, prompting neighbouring states to call for restraint.',
          ],
          [
            'Officials said the exercises would last several days.',
            'Neighbouring states said they were monitoring the drills closely.',
          ],
        ),
      ],
      Insurgency: [
        story(
          [
            'Insurgents raid villages in {country}, displacing thousands',
            'Thousands flee insurgent raids in {country}',
          ],
          [
            'Insurgents attacked several villages in {where}, burning homes and forcing thousands of residents to flee, humanitarian officials said.',
            'Thousands of people fled their homes after {group} raided villages around {place}, according to local officials and aid agencies.',
          ],
          [
            'Aid agencies said displaced families were sheltering in schools and churches.',
            'The attacks are the latest in a long-running insurgency in the region.',
          ],
        ),
        story(
          [
            'Militants overrun army post in {country}',
            'Army post overrun as militants advance in {country}',
          ],
          [
            'Militants overran an army post and briefly took control of a town in {where}, security sources said, in one of the most serious attacks this year.',
            '{group} overran a military post near {place}, seizing weapons and vehicles before withdrawing, security sources said.',
          ],
          [
            'The army said reinforcements had been sent to the area.',
            'The attack is one of the most serious in the region this year.',
          ],
        ),
      ],
    },
  },

  Terrorism: {
    stories: {
      'Terrorist Attacks': [
        story(
          [
            'Suicide bombing at market in {place} kills at least {tens}',
            'Bomb attack on crowded market in {place}',
          ],
          [
            'A suicide bomber struck a crowded market in {where}, killing at least {tens} people and injuring dozens more, officials said.',
            'At least {tens} people were killed when an explosion tore through a busy market in {where}, according to police.',
          ],
          [
            'No group immediately claimed responsibility.',
            'Security was stepped up at markets and transport hubs across the region.',
          ],
        ),
        story(
          [
            'Gunmen attack hotel in {place}; security forces respond',
            'Hotel siege in {place} ends after hours-long standoff',
          ],
          [
            'Gunmen stormed a hotel in {where} used by officials and foreign visitors, prompting an hours-long operation by security forces.',
            'Security forces ended a siege at a hotel in {where} after attackers held guests inside for several hours, officials said.',
          ],
          [
            'Several foreign nationals were among those evacuated from the hotel.',
            'Embassies advised their citizens to avoid the area.',
          ],
        ),
        story(
          [
            'Islamic State affiliate claims attack in {country}',
            'Militant group claims deadly attack on checkpoint in {country}',
          ],
          [
            'An Islamic State affiliate claimed responsibility for an attack on a security checkpoint in {where}, in which {few} police officers were killed.',
            'A jihadist group claimed responsibility for an attack near {place} in which {few} members of the security forces were killed.',
          ],
          [
            'The group has carried out a string of attacks on security forces in the area this year.',
            'Security forces launched a search operation after the attack.',
          ],
        ),
      ],
      'Counter-Terrorism': [
        story(
          [
            'Police arrest {few} suspects over alleged attack plot in {place}',
            'Alleged attack plot foiled in {place}, police say',
          ],
          [
            'Counter-terrorism police arrested {few} people in {where} on suspicion of planning attacks, seizing weapons and electronic devices.',
            'Authorities said they had foiled a plot to attack public places in {place}, arresting {few} suspects in a series of raids.',
          ],
          [
            'The suspects are due to appear in court on terrorism charges.',
            'Police said there was no longer a threat to the public.',
          ],
        ),
        story(
          [
            '{Country} raises terrorism threat level',
            'Terror threat level raised in {country} after intelligence warnings',
          ],
          [
            '{Country} raised its national terrorism threat level, citing intelligence about possible attacks on crowded places and transport hubs.',
            'Authorities in {country} raised the terrorism threat level and stepped up security at airports, railway stations and places of worship.',
          ],
          [
            'Officials urged the public to remain vigilant and report suspicious activity.',
            'Additional police were deployed at airports and railway stations.',
          ],
        ),
      ],
      Kidnapping: [
        story(
          [
            'Gunmen abduct {tens} passengers on highway near {place}',
            'Dozens kidnapped in highway attack near {place}',
          ],
          [
            'Gunmen stopped vehicles on a highway near {place} and abducted {tens} passengers, police said, in the latest mass kidnapping in the region.',
            'Armed men abducted {tens} travellers on a road near {place}, according to local officials who said a rescue operation was under way.',
          ],
          [
            'Kidnapping for ransom has become widespread on roads in the region.',
            'Security forces launched a rescue operation.',
          ],
        ),
        story(
          [
            'Foreign engineer kidnapped in {country}',
            'Kidnappers seize foreign national in {country}',
          ],
          [
            'A foreign engineer working on an infrastructure project was kidnapped in {where}, and two of his guards were wounded, police said.',
            'Kidnappers seized a foreign national working for a construction firm in {where}, security sources said, adding that a ransom demand was expected.',
          ],
          [
            'Police said a search operation was under way.',
            'Foreign companies in the area have been advised to review security arrangements.',
          ],
        ),
        story(
          [
            'Kidnapped students freed in {country}, officials say',
            'Students abducted in {country} released after weeks in captivity',
          ],
          [
            'Authorities in {country} said {tens} students abducted from a school near {place} had been released, without saying whether a ransom was paid.',
            '{tens} students kidnapped from their school near {place} have been freed, officials in {country} said, after weeks in captivity.',
          ],
          [
            'The students were taken to hospital for medical checks.',
            'Mass kidnappings from schools have forced the closure of many schools in the region.',
          ],
        ),
      ],
      'Extremist Threats': [
        story(
          [
            'Security tightened in {place} after online threats',
            'Authorities warn of extremist threat ahead of festival in {place}',
          ],
          [
            'Authorities increased security at public events in {where} after extremist groups circulated threats online.',
            'Police stepped up patrols in {place} ahead of a major public festival, citing threats posted on extremist channels.',
          ],
          [
            'Police urged the public to report suspicious activity.',
            'Organisers said the festival would go ahead with additional security.',
          ],
        ),
        story(
          [
            'Report warns of growing extremist recruitment in {country}',
            'Extremist recruitment rising among young people in {country}, report finds',
          ],
          [
            'A new report warned that extremist groups are stepping up online recruitment of young people in {country}, exploiting unemployment and local grievances.',
            'Researchers found a sharp rise in extremist recruitment efforts aimed at young people in {country}, particularly on encrypted messaging apps.',
          ],
          [
            'The report called for more investment in prevention programmes.',
            'Officials said they were working with technology companies to remove extremist content.',
          ],
        ),
      ],
    },
  },

  Crime: {
    stories: {
      'Organised Crime': [
        story(
          [
            'Police dismantle criminal network operating across {country}',
            'Major organised crime network broken up in {country}',
          ],
          [
            'Police in {country} said they had dismantled a criminal network involved in extortion and money laundering, arresting {tens} suspects in coordinated raids.',
            'Authorities arrested {tens} people in raids across {country} targeting an organised crime group accused of extortion and arms trafficking.',
          ],
          [
            'Police seized firearms, cash and vehicles during the raids.',
            'Prosecutors said further arrests were possible.',
          ],
        ),
        story(
          [
            'Extortion gangs force businesses to close in {place}',
            'Businesses in {place} shut as extortion demands rise',
          ],
          [
            'Shop owners and transport operators in {place} closed their businesses in protest against extortion by criminal gangs, local media reported.',
            'Dozens of businesses in {place} closed after gangs stepped up extortion demands, according to local business associations.',
          ],
          [
            'Business associations called on the government to deploy more police.',
            'Transport operators said they would stay off the roads until security improved.',
          ],
        ),
      ],
      'Violent Crime': [
        story(
          ['Shooting in {place} leaves {few} dead', 'Gunmen open fire in {place}, killing {few}'],
          [
            'Gunmen opened fire at a bar in {where}, killing {few} people and wounding several others, police said.',
            '{few} people were killed when gunmen opened fire in a busy area of {place}, according to police, who said the motive was unclear.',
          ],
          ['Police said the motive was unclear.', 'No arrests had been made.'],
        ),
        story(
          [
            'Murders in {country} rise for third consecutive year',
            'Homicides in {country} rise sharply, new data shows',
          ],
          [
            'Official figures show that homicides in {country} rose by {pctBig} percent last year, driven by violence between rival criminal groups.',
            'The number of murders recorded in {country} increased by {pctBig} percent compared with the previous year, according to government data.',
          ],
          [
            'Violence between rival criminal groups accounts for most of the killings, officials said.',
            'The government said it would deploy additional police to the worst-affected areas.',
          ],
        ),
      ],
      'Drug Trafficking': [
        story(
          [
            'Record cocaine seizure at port in {country}',
            'Authorities seize tonnes of cocaine in {place}',
          ],
          [
            'Customs officers seized {few} tonnes of cocaine hidden in a shipment of fruit at a port in {country}, the largest seizure this year.',
            'Authorities in {place} seized {few} tonnes of cocaine concealed in shipping containers bound for Europe, officials said.',
          ],
          [
            'Investigators believe the shipment was destined for Europe.',
            'Ports in the region have become key transit points for cocaine trafficking.',
          ],
        ),
        story(
          [
            'Synthetic drug laboratory raided near {place}',
            'Police raid clandestine drug lab near {place}',
          ],
          [
            'Police raided a clandestine laboratory near {place} producing synthetic drugs, seizing chemicals and equipment and arresting {few} suspects.',
            'Security forces dismantled a synthetic drug laboratory near {place}, officials said, seizing precursor chemicals worth {money}.',
          ],
          [
            'The laboratory was capable of producing large quantities of methamphetamine, police said.',
            'Investigators are trying to identify who financed the operation.',
          ],
        ),
      ],
      'Fraud and Financial Crime': [
        story(
          [
            'Police break up online fraud centre in {country}',
            'Hundreds held in raid on scam compound in {country}',
          ],
          [
            'Police in {country} raided a compound used for online investment scams, detaining {hundreds} people, many of them foreign nationals.',
            'Authorities in {country} detained {hundreds} people in a raid on a scam centre that targeted victims abroad with fake investment schemes.',
          ],
          [
            'Many of those held said they had been trafficked and forced to work for the scam operators.',
            'Authorities said they would work with neighbouring countries to repatriate foreign nationals.',
          ],
        ),
        story(
          [
            'Regulator warns of surge in investment scams in {country}',
            'Investment fraud losses climb in {country}',
          ],
          [
            'The financial regulator in {country} warned of a sharp rise in investment scams promoted through social media, with reported losses of {money} this year.',
            'Victims in {country} lost {money} to investment fraud this year, according to regulators who urged consumers to check firms before investing.',
          ],
          [
            'The regulator urged consumers to be wary of offers promising high returns.',
            'Most victims were contacted through messaging apps and social media.',
          ],
        ),
      ],
      Corruption: [
        story(
          [
            'Former minister arrested in {country} corruption probe',
            'Ex-minister detained over graft allegations in {country}',
          ],
          [
            'Anti-corruption investigators in {country} arrested a former minister over allegations of embezzlement linked to public procurement contracts.',
            'A former minister was detained in {country} as part of an investigation into contracts worth {money}, prosecutors said.',
          ],
          [
            'The former minister denies wrongdoing.',
            'The case is one of the highest-profile corruption investigations in years.',
          ],
        ),
        story(
          [
            'Corruption scandal piles pressure on government of {country}',
            'Calls for inquiry grow as corruption scandal widens in {country}',
          ],
          [
            'A widening corruption scandal involving state contracts has put pressure on the government of {country}, with opposition parties calling for resignations.',
            'Revelations about the misuse of public funds have triggered calls for an independent inquiry in {country}, where the government denies wrongdoing.',
          ],
          [
            'The government said it would co-operate with any investigation.',
            'Opposition parties called for the resignation of the ministers involved.',
          ],
        ),
      ],
    },
  },

  Cyber: {
    stories: {
      'Ransomware Attacks': [
        story(
          [
            'Ransomware attack disrupts hospitals in {place}',
            'Hospitals in {place} hit by ransomware',
          ],
          [
            'A ransomware attack disrupted IT systems at several hospitals in {where}, forcing staff to postpone appointments and divert ambulances.',
            'Hospitals in {place} postponed operations after a ransomware attack took key systems offline, health officials said.',
          ],
          [
            'Patients were advised to attend appointments unless contacted.',
            'It was not immediately clear whether patient data had been stolen.',
          ],
        ),
        story(
          [
            'Ransomware group claims attack on {industry} firm in {country}',
            '{aIndustry} company in {country} confirms ransomware attack',
          ],
          [
            'A ransomware group claimed an attack on {aIndustry} company in {country} and threatened to leak stolen data unless a ransom was paid.',
            '{aIndustry} company in {country} confirmed that a ransomware attack had disrupted operations and said it was working with external investigators.',
          ],
          [
            'The company said it had notified the data protection authority.',
            'Ransomware groups have increasingly targeted companies in the sector.',
          ],
        ),
        story(
          [
            'Ransomware attack on local authority disrupts services in {place}',
            'Council services offline after cyberattack in {place}',
          ],
          [
            'A ransomware attack on the local authority in {place} disrupted public services including payments and permit applications, officials said.',
            'Local government services in {place} were disrupted after a ransomware attack forced officials to shut down IT systems.',
          ],
          [
            "Officials said residents' personal data may have been accessed.",
            'Some services were expected to remain offline for several days.',
          ],
        ),
        story(
          [
            'Ransomware attack disrupts public services in {country}',
            'Public services in {country} hit by ransomware',
          ],
          [
            'A ransomware attack on a government IT supplier disrupted online public services across {country}, officials said.',
            'Several public bodies in {country} took systems offline after a ransomware attack on a shared service provider.',
          ],
          [
            'Officials said they were restoring systems from backups.',
            'The attack highlights the risks posed by shared IT suppliers.',
          ],
        ),
      ],
      'Data Breaches': [
        story(
          [
            'Data breach exposes {millions} customer records in {country}',
            'Hackers steal data of {millions} customers in {country}',
          ],
          [
            'A data breach at a telecommunications provider in {country} exposed the personal details of {millions} customers, the company said.',
            'Hackers stole personal data belonging to {millions} customers of a major retailer in {country}, including names and contact details.',
          ],
          [
            'The company urged customers to be alert to phishing messages.',
            'The data protection authority said it was investigating.',
          ],
        ),
        story(
          [
            "Citizens' data from government database in {country} leaked online",
            'Leaked government data from {country} posted for sale',
          ],
          [
            'Personal data of citizens held in a government database in {country} was posted on a criminal forum, prompting an investigation by authorities.',
            'Authorities in {country} are investigating after data apparently taken from a government system appeared for sale online.',
          ],
          [
            'Officials said the leak did not appear to include financial information.',
            'Cyber security experts warned that the data could be used for fraud.',
          ],
        ),
      ],
      'State-Sponsored Hacking': [
        story(
          [
            '{Country} accuses state-backed hackers of targeting ministries',
            'State-linked hackers targeted government networks in {country}, officials say',
          ],
          [
            'Officials in {country} said state-backed hackers had targeted the networks of several ministries in a long-running espionage campaign.',
            'The national cyber agency of {country} attributed a series of intrusions into government networks to a state-sponsored group.',
          ],
          [
            'Officials did not name the country they believe is behind the campaign.',
            'The national cyber agency said it had removed the attackers from the affected networks.',
          ],
        ),
        story(
          [
            'State-linked hackers probed critical infrastructure in {country}',
            'Critical infrastructure in {country} targeted by state-linked hackers',
          ],
          [
            'Security researchers said state-linked hackers had probed energy and water utilities in {country}, possibly to prepare for disruptive attacks.',
            'A state-sponsored group gained access to the networks of critical infrastructure operators in {country}, according to a joint advisory.',
          ],
          [
            'No disruption to services was reported.',
            'Operators were urged to review remote access to their networks.',
          ],
        ),
      ],
      Vulnerabilities: [
        story(
          [
            'Organisations in {country} urged to patch critical software flaw',
            'Critical software flaw exploited in attacks on organisations in {country}',
          ],
          [
            'The national cyber security centre of {country} urged organisations to patch a critical vulnerability in widely used remote-access software that is being actively exploited.',
            'Attackers are exploiting a critical flaw in network security devices to break into organisations in {country}, the national cyber agency warned.',
          ],
          [
            'Organisations were urged to apply updates immediately.',
            'Security researchers said scanning for vulnerable devices had increased sharply.',
          ],
        ),
      ],
      Hacktivism: [
        story(
          [
            'Hacktivists claim DDoS attacks on government websites in {country}',
            'Government websites in {country} disrupted by hacktivist attacks',
          ],
          [
            'A hacktivist group claimed responsibility for distributed denial-of-service attacks that disrupted government and banking websites in {country}.',
            'Several government websites in {country} were briefly unavailable after DDoS attacks claimed by a pro-Russian hacktivist group.',
          ],
          [
            'The attacks caused temporary disruption but no data was compromised, officials said.',
            'The group has targeted several countries that support Ukraine.',
          ],
        ),
        story(
          [
            'Hacktivists deface municipal websites in {country}',
            'Municipal websites in {country} defaced in politically motivated attack',
          ],
          [
            'Hacktivists defaced the websites of several municipalities in {country}, posting political messages, officials said.',
            'Websites run by local authorities in {country} were defaced with political slogans in an attack claimed by a hacktivist group.',
          ],
          ['Officials said no data had been accessed.', 'The websites were restored within hours.'],
        ),
      ],
    },
  },

  'Civil Unrest': {
    stories: {
      Protests: [
        story(
          [
            'Thousands protest in {place} over rising cost of living',
            'Cost-of-living protests draw thousands in {place}',
          ],
          [
            'Thousands of people marched through {where} to protest against rising food and fuel prices, calling on the government to act.',
            'Protesters gathered in {where} to denounce the rising cost of living, in one of the largest demonstrations this year.',
          ],
          [
            'Organisers said further protests were planned.',
            'The government said it was preparing measures to ease the burden on households.',
          ],
        ),
        story(
          [
            'Protesters rally in {place} against new tax law',
            'Demonstrations in {place} against proposed tax increases',
          ],
          [
            'Demonstrators rallied in {where} against a proposed tax law that critics say would hit low-income households hardest.',
            'Thousands of people took to the streets of {place} to oppose tax increases approved by parliament.',
          ],
          [
            'The government said the law was needed to reduce the budget deficit.',
            'Organisers said further protests were planned.',
          ],
        ),
        story(
          [
            'Pro-Palestinian demonstrators march in {place}',
            'Large pro-Palestinian march held in {place}',
          ],
          [
            'Tens of thousands of pro-Palestinian demonstrators marched through {where}, calling for a permanent ceasefire in Gaza.',
            'A large pro-Palestinian march took place in {where}, with organisers calling for an end to arms sales to Israel.',
          ],
          [
            'The march passed off largely peacefully, police said.',
            'Organisers said similar protests would be held in other cities.',
          ],
        ),
        story(
          [
            'Protests spread across {country} over rising prices',
            'Anti-government protests spread to several cities in {country}',
          ],
          [
            'Protests against rising prices spread to several cities in {country}, with demonstrators demanding wage increases and lower fuel costs.',
            'Anti-government demonstrations spread across {country}, with protesters calling for the resignation of senior ministers.',
          ],
          [
            'Police said several people were arrested.',
            "The government has so far rejected the protesters' demands.",
          ],
        ),
      ],
      Riots: [
        story(
          [
            'Riots break out in {place} after police shooting',
            'Unrest in {place} after fatal police shooting',
          ],
          [
            'Rioting broke out in {where} after police shot a young man during a traffic stop, with protesters setting cars alight and clashing with officers.',
            'Violent unrest erupted in {place} following a police shooting, with shops looted and several vehicles set on fire.',
          ],
          ['Police said dozens of people were arrested.', 'Community leaders appealed for calm.'],
        ),
        story(
          [
            'Police use tear gas as protests turn violent in {place}',
            'Clashes in {place} as protest turns violent',
          ],
          [
            'Police fired tear gas and water cannon at protesters in {where} after a demonstration turned violent, with dozens of arrests reported.',
            'Protesters and police clashed in {place}, where officers used tear gas to disperse crowds who threw stones and built barricades.',
          ],
          [
            'Businesses in the city centre closed early as a precaution.',
            'Police said several officers were injured.',
          ],
        ),
        story(
          [
            'Night of rioting in several cities of {country}',
            'Riots spread across {country}; hundreds arrested',
          ],
          [
            'Rioting broke out in several cities across {country} overnight, with shops looted and vehicles set on fire, police said.',
            'Police in {country} arrested hundreds of people after a second night of rioting in several cities.',
          ],
          [
            'The interior minister said reinforcements would be deployed.',
            'Several towns imposed overnight curfews.',
          ],
        ),
      ],
      'Labour Strikes': [
        story(
          [
            'Nationwide strike halts transport in {country}',
            'General strike disrupts transport and services across {country}',
          ],
          [
            'A nationwide strike called by major unions halted public transport and closed schools across {country}, as workers demanded higher wages.',
            'Unions in {country} staged a general strike over pay and pension reforms, disrupting rail, air and port services.',
          ],
          [
            'Unions said the strike would continue until the government returned to negotiations.',
            'Airports and ports reported delays.',
          ],
        ),
        story(
          [
            'Doctors in {country} begin indefinite strike',
            'Hospital services hit as doctors strike in {country}',
          ],
          [
            'Doctors at public hospitals in {country} began an indefinite strike over unpaid allowances and working conditions, leaving only emergency services running.',
            'Public hospitals in {country} were running emergency services only after doctors went on strike over pay.',
          ],
          [
            'Only emergency services were operating in most public hospitals.',
            "The health ministry said talks with doctors' unions would resume.",
          ],
        ),
        story(
          [
            'Dock workers strike in {place}, delaying cargo',
            'Strike by port workers in {place} disrupts shipping',
          ],
          [
            'Dock workers in {place} went on strike over pay, leaving dozens of vessels waiting to unload.',
            'A strike by port workers in {place} disrupted container operations, with shipping lines warning of delays.',
          ],
          [
            'The strike is the second at the port this year.',
            'The port operator said talks with unions were continuing.',
          ],
        ),
      ],
      'Election Unrest': [
        story(
          [
            'Opposition supporters clash with police in {place} after disputed vote',
            'Post-election clashes erupt in {place}',
          ],
          [
            'Opposition supporters clashed with police in {where} after the electoral commission declared the incumbent the winner of a disputed election.',
            'Clashes broke out in {place} between police and opposition supporters who accuse the ruling party of rigging the vote.',
          ],
          [
            'The opposition has said it will challenge the results in court.',
            'International observers called for calm.',
          ],
        ),
        story(
          [
            'Internet restricted in {country} amid post-election protests',
            'Authorities curb internet access as election protests spread in {country}',
          ],
          [
            'Authorities in {country} restricted access to social media and messaging apps as protests over the election results spread to several cities.',
            'Internet monitors reported widespread disruption to social media in {country} as protests against the election outcome continued.',
          ],
          [
            'Rights groups condemned the restrictions.',
            'Internet monitoring groups said access had been partially restored.',
          ],
        ),
      ],
    },
  },

  Politics: {
    stories: {
      Elections: [
        story(
          [
            '{Country} votes in closely contested election',
            'Polls open in {country} in tight election race',
          ],
          [
            'Voters in {country} went to the polls in a closely contested election dominated by concerns about the economy and security.',
            'Polling stations opened across {country} for an election that analysts say is too close to call.',
          ],
          ['Results are expected within days.', 'Turnout was reported to be high in urban areas.'],
        ),
        story(
          [
            'Opposition candidate wins presidential election in {country}',
            'Opposition claims victory in presidential vote in {country}',
          ],
          [
            'The main opposition candidate won the presidential election in {country}, according to provisional results, ending years of rule by the governing party.',
            'Provisional results in {country} show the opposition candidate winning the presidential vote, with the incumbent yet to concede.',
          ],
          [
            'The incumbent has not yet commented on the results.',
            'International observers said the vote was largely orderly.',
          ],
        ),
      ],
      'Government and Legislation': [
        story(
          [
            'Parliament in {country} passes controversial security law',
            'Lawmakers in {country} approve sweeping security powers',
          ],
          [
            'Parliament in {country} passed a security law that expands police powers of arrest and surveillance, despite objections from rights groups.',
            'Lawmakers in {country} approved legislation granting security forces broader powers, a move critics say could be used against protesters.',
          ],
          [
            'Rights groups said the law could be used to target journalists and protesters.',
            'The government said the measures were needed to counter rising insecurity.',
          ],
        ),
        story(
          [
            'Cabinet reshuffle in {country} replaces interior and finance ministers',
            'Government of {country} announces cabinet reshuffle',
          ],
          [
            'The government of {country} announced a cabinet reshuffle, replacing the interior and finance ministers amid criticism of its handling of security and the economy.',
            'A reshuffle in {country} brought new ministers into the interior and finance portfolios as the government seeks to regain public confidence.',
          ],
          [
            "The reshuffle follows months of criticism of the government's handling of the economy.",
            'Opposition parties dismissed the changes as cosmetic.',
          ],
        ),
        story(
          [
            'State of emergency declared in parts of {country}',
            'Government of {country} declares emergency in restive regions',
          ],
          [
            'The government of {country} declared a state of emergency in several regions, granting security forces additional powers to detain suspects.',
            'A state of emergency came into force in parts of {country}, with curfews and restrictions on public gatherings.',
          ],
          [
            'Security forces were given additional powers of arrest and search.',
            'Rights groups called for the measures to be lifted as soon as possible.',
          ],
        ),
      ],
      Diplomacy: [
        story(
          [
            '{Country} and {country2} agree to restore diplomatic ties',
            'Diplomatic relations restored between {country} and {country2}',
          ],
          [
            '{Country} and {country2} agreed to restore full diplomatic relations and reopen embassies, following talks mediated by regional partners.',
            'The foreign ministers of {country} and {country2} announced the restoration of diplomatic ties after years of tension.',
          ],
          [
            'Ambassadors are expected to return to their posts within weeks.',
            'Analysts said the move could open the way for closer trade ties.',
          ],
        ),
        story(
          [
            '{Country} expels diplomats from {country2}',
            'Diplomatic row between {country} and {country2} deepens',
          ],
          [
            '{Country} expelled several diplomats from {country2}, accusing them of activities incompatible with their status, in a deepening diplomatic row.',
            'Relations between {country} and {country2} deteriorated further after the government of {country} ordered several diplomats to leave.',
          ],
          [
            'The move is expected to prompt a reciprocal response.',
            'Relations between the two countries have been strained for months.',
          ],
        ),
        story(
          [
            'Foreign ministers meet in {place} for talks on security and trade',
            'Security and trade top agenda as envoys meet in {place}',
          ],
          [
            'Foreign ministers met in {where} to discuss regional security, migration and trade, with officials describing the talks as constructive.',
            'A high-level delegation held talks in {where} on security co-operation and investment, officials said.',
          ],
          [
            'Officials said further meetings were planned.',
            'Migration and border security were also discussed.',
          ],
        ),
        story(
          [
            '{Country} seeks closer security ties with neighbours',
            'Security co-operation tops agenda as {country} hosts regional talks',
          ],
          [
            'The foreign minister of {country} held talks with regional counterparts on border security and trade, officials said.',
            '{Country} hosted regional talks on security co-operation and migration, with officials describing the meeting as constructive.',
          ],
          [
            'Officials said further meetings were planned.',
            'Analysts said the talks reflect growing concern about regional instability.',
          ],
        ),
      ],
      Sanctions: [
        story(
          [
            'New sanctions target shipping companies linked to {country}',
            'Western governments sanction firms tied to {country}',
          ],
          [
            'Western governments announced new sanctions on shipping companies and vessels accused of helping {country} evade existing restrictions.',
            'Several governments imposed sanctions on companies and individuals linked to {country}, targeting revenue from energy exports.',
          ],
          [
            'The government dismissed the sanctions as unjustified.',
            'Officials said further measures were being considered.',
          ],
        ),
        story(
          [
            'Sanctions on {country} extended for another year',
            '{Country} faces another year of sanctions',
          ],
          [
            'The sanctions regime against {country} was extended for another year, keeping asset freezes and travel bans in place.',
            'Officials agreed to extend sanctions on {country}, citing a lack of progress on commitments made last year.',
          ],
          [
            'Officials said the sanctions would be reviewed if conditions change.',
            'The government has repeatedly called for the measures to be lifted.',
          ],
        ),
      ],
      'Coups and Political Instability': [
        story(
          [
            'Soldiers detain president in apparent coup in {country}',
            'Military officers seize power in {country}',
          ],
          [
            'Soldiers detained the president of {country} and announced on state television that they had dissolved the government and closed the borders.',
            'A group of military officers in {country} said they had taken power, suspending the constitution and imposing a curfew.',
          ],
          [
            'Regional bodies condemned the takeover and called for a return to constitutional order.',
            'Flights were suspended and land borders closed.',
          ],
        ),
        story(
          [
            'Coup attempt foiled in {country}, government says',
            'Government of {country} says it thwarted coup plot',
          ],
          [
            'The government of {country} said it had thwarted a coup attempt and arrested several officers after gunfire was heard near the presidential palace.',
            'Authorities in {country} said a coup plot had been foiled and that the situation in the capital was under control.',
          ],
          [
            'Officials said the situation in the capital was calm.',
            'Several officers were arrested, according to state media.',
          ],
        ),
        story(
          [
            'Prime minister of {country} resigns amid political crisis',
            'Political crisis deepens in {country} as government collapses',
          ],
          [
            'The prime minister of {country} resigned after losing a confidence vote, deepening a political crisis that has paralysed the government.',
            'The government of {country} collapsed after coalition partners withdrew their support, raising the prospect of early elections.',
          ],
          [
            'The president is expected to begin consultations on forming a new government.',
            'Markets fell on the news.',
          ],
        ),
      ],
    },
  },

  Economy: {
    stories: {
      'Markets and Currency': [
        story(
          [
            'Currency of {country} falls to record low',
            'Local currency slides in {country} as reserves dwindle',
          ],
          [
            'The currency of {country} fell to a record low against the US dollar as foreign reserves dwindled and investors grew concerned about debt repayments.',
            'The local currency in {country} weakened sharply, prompting the central bank to intervene in foreign exchange markets.',
          ],
          [
            'Analysts expect further pressure on the currency in the coming months.',
            'Importers said rising costs would be passed on to consumers.',
          ],
        ),
        story(
          [
            'Central bank of {country} raises interest rate to {rate} percent',
            'Interest rates rise to {rate} percent in {country} as inflation persists',
          ],
          [
            'The central bank of {country} raised its benchmark interest rate to {rate} percent, citing persistent inflation and currency weakness.',
            'Policymakers in {country} lifted interest rates to {rate} percent, the highest level in several years.',
          ],
          [
            'The central bank said it was prepared to raise rates further if inflation did not slow.',
            'Business groups warned that higher borrowing costs would hit investment.',
          ],
        ),
      ],
      'Energy Supply': [
        story(
          [
            'Fuel shortages hit {country} as imports are delayed',
            'Queues at filling stations as fuel runs short in {country}',
          ],
          [
            'Long queues formed at filling stations across {country} as fuel shortages worsened following delays to imports.',
            'Fuel shortages spread across {country}, with motorists queuing for hours and some transport operators suspending services.',
          ],
          [
            'Transport operators raised fares in response to the shortages.',
            'The government said new shipments were expected within days.',
          ],
        ),
        story(
          [
            'Rolling blackouts extended in {country}',
            'Power cuts of up to {few} hours a day announced in {country}',
          ],
          [
            'The state power company in {country} extended rolling blackouts of up to {few} hours a day, citing generation shortfalls.',
            'Households and businesses in {country} face power cuts of up to {few} hours a day after the grid operator announced new load-shedding schedules.',
          ],
          [
            'Businesses said the power cuts were disrupting production.',
            'The grid operator said it hoped to reduce outages once repairs were completed.',
          ],
        ),
      ],
      'Trade and Supply Chains': [
        story(
          [
            'Shipping delays hit exporters in {country}',
            'Exporters in {country} warn of rising freight costs',
          ],
          [
            'Exporters in {country} warned that disruption to shipping routes had increased freight costs and delivery times.',
            'Shipping disruption has raised costs for importers and exporters in {country}, industry groups said.',
          ],
          [
            'Industry groups called on the government to support affected businesses.',
            'Freight rates have risen sharply in recent months.',
          ],
        ),
        story(
          [
            'Border closure strands hundreds of trucks near {place}',
            'Trucks stranded as border crossing near {place} closes',
          ],
          [
            'Hundreds of trucks were stranded near {place} after authorities closed a key border crossing, disrupting regional trade.',
            'The closure of a border crossing near {place} left long queues of freight vehicles, with drivers reporting waits of several days.',
          ],
          [
            'Drivers said they had been waiting for several days.',
            'Officials said talks to reopen the crossing were under way.',
          ],
        ),
      ],
      'Cost of Living': [
        story(
          [
            'Inflation in {country} rises to {pctBig} percent',
            'Food prices push inflation in {country} to {pctBig} percent',
          ],
          [
            'Annual inflation in {country} rose to {pctBig} percent, driven by higher food and transport costs, official data showed.',
            'Consumer prices in {country} rose {pctBig} percent year on year, with food prices increasing fastest.',
          ],
          [
            'Analysts expect pressure on household budgets to continue in the coming months.',
            'The central bank is expected to keep interest rates high.',
          ],
        ),
        story(
          [
            'Government of {country} raises fuel prices as subsidies are cut',
            'Fuel prices rise in {country} after subsidy cut',
          ],
          [
            'The government of {country} raised fuel prices by {pctBig} percent after cutting subsidies under an agreement with international lenders.',
            'Fuel prices in {country} rose sharply after the government reduced subsidies, prompting unions to threaten strikes.',
          ],
          [
            'Unions threatened strikes in response to the increase.',
            'The government said the savings would be used to fund social programmes.',
          ],
        ),
      ],
    },
  },

  Health: {
    stories: {
      'Disease Outbreaks': [
        story(
          [
            '{disease} outbreak declared in {place}',
            'Health officials confirm {disease} outbreak in {country}',
          ],
          [
            'Health authorities declared an outbreak of {disease} in {where} after confirming {tens} cases, and launched a vaccination campaign.',
            'Health officials in {country} confirmed an outbreak of {disease}, with {tens} cases recorded around {place}.',
          ],
          [
            'Health officials urged the public to seek treatment early.',
            'The World Health Organization said it was supporting the national response.',
          ],
        ),
        story(
          [
            '{disease} cases rise sharply in {country}',
            'Surge in {disease} cases strains clinics in {country}',
          ],
          [
            'Cases of {disease} have risen sharply in {country}, with health officials reporting {hundreds} suspected cases in the past month.',
            'Clinics in {country} reported a surge in {disease} cases, with {hundreds} suspected infections recorded in recent weeks.',
          ],
          [
            'Health officials urged the public to seek treatment early.',
            'Neighbouring countries have stepped up surveillance.',
          ],
        ),
      ],
      'Public Health Measures': [
        story(
          [
            'Vaccination campaign launched in {country}',
            'Mass vaccination drive begins in {country}',
          ],
          [
            'Health authorities in {country} launched a mass vaccination campaign aimed at reaching {millions} people in high-risk areas.',
            'A vaccination drive began in {country} targeting {millions} people, with mobile teams deployed to remote districts.',
          ],
          [
            'Health workers said vaccine supplies were sufficient for the first phase.',
            'The campaign is supported by the World Health Organization.',
          ],
        ),
        story(
          [
            'Health screening introduced at airports in {country}',
            'Airports in {country} begin health screening of arrivals',
          ],
          [
            'Authorities in {country} introduced health screening for travellers arriving at international airports following outbreaks in neighbouring countries.',
            'Airports in {country} began screening arriving passengers for symptoms after regional health alerts.',
          ],
          [
            'Officials said there were no confirmed cases in the country.',
            'Travellers were advised to seek medical advice if they developed symptoms.',
          ],
        ),
      ],
      'Healthcare Systems': [
        story(
          [
            'Hospitals in {country} struggle with medicine shortages',
            'Medicine shortages hit hospitals across {country}',
          ],
          [
            'Hospitals in {country} reported shortages of essential medicines and supplies, blaming import delays and unpaid bills.',
            'Public hospitals across {country} are running short of essential drugs, doctors said, warning that patients were being turned away.',
          ],
          [
            "Doctors' unions warned of a strike if conditions do not improve.",
            'The health ministry said emergency supplies were being procured.',
          ],
        ),
      ],
    },
  },

  'Natural Hazards': {
    stories: {
      Earthquakes: [
        story(
          [
            'Magnitude {magnitude} earthquake strikes near {place}',
            'Strong earthquake of magnitude {magnitude} shakes {country}',
          ],
          [
            'A magnitude {magnitude} earthquake struck near {place}, damaging buildings and sending residents into the streets, seismologists said.',
            'An earthquake of magnitude {magnitude} shook {where}, with initial reports of damaged buildings and disrupted power supplies.',
          ],
          [
            'No tsunami warning was issued.',
            'Authorities said they were assessing damage in outlying villages.',
          ],
        ),
        story(
          [
            'Rescuers search rubble after earthquake in {country}',
            'Rescue efforts continue after earthquake in {country}',
          ],
          [
            'Rescue teams searched collapsed buildings for survivors after an earthquake struck {where}, with the death toll expected to rise.',
            'Emergency crews worked through the night to reach people trapped after a powerful earthquake in {where}.',
          ],
          [
            'The government declared a state of emergency in the affected areas.',
            'International rescue teams offered assistance.',
          ],
        ),
      ],
      Floods: [
        story(
          ['Floods displace thousands in {country}', 'Heavy rain triggers floods in {place}'],
          [
            'Flooding caused by days of heavy rain displaced thousands of people in {where}, submerging homes and cutting off roads.',
            'Torrential rain triggered flash floods in {where}, forcing thousands of residents into temporary shelters.',
          ],
          [
            'Authorities urged residents to follow evacuation orders.',
            'Damage to roads and bridges is hampering relief efforts.',
          ],
        ),
        story(
          [
            'Flood warnings issued as rivers rise in {country}',
            'Authorities in {country} warn of more flooding',
          ],
          [
            'Authorities in {country} issued flood warnings for several regions as river levels continued to rise after heavy rainfall.',
            'Meteorologists warned of further heavy rain in {country}, with rivers already at dangerous levels near {place}.',
          ],
          [
            'Meteorologists warned of further heavy rain in the coming days.',
            'Residents of low-lying areas were advised to move to higher ground.',
          ],
        ),
      ],
      Storms: [
        story(
          [
            'Tropical storm makes landfall in {country}',
            'Tropical storm batters coast near {place}',
          ],
          [
            'A tropical storm made landfall in {where}, bringing strong winds and heavy rain that brought down trees and power lines.',
            'Strong winds and heavy rain from a tropical storm lashed {where}, forcing the closure of ports and airports.',
          ],
          [
            'Power and mobile networks were disrupted across the affected area.',
            'Authorities urged residents to stay indoors until the storm passed.',
          ],
        ),
        story(
          [
            'Severe storms cut power to thousands in {country}',
            'Thousands without power after storms in {place}',
          ],
          [
            'Severe storms cut power to thousands of homes in {where}, with utility crews working to restore supplies.',
            'Thousands of households in {place} were left without electricity after violent storms damaged power lines.',
          ],
          [
            'Utility companies said full restoration could take several days.',
            'Several roads were blocked by fallen trees.',
          ],
        ),
      ],
      Wildfires: [
        story(
          [
            'Wildfire forces evacuations near {place}',
            'Thousands evacuated as wildfire spreads near {place}',
          ],
          [
            'A fast-moving wildfire forced the evacuation of several villages near {place}, as firefighters battled strong winds.',
            'Authorities evacuated thousands of residents near {place} as a wildfire fanned by strong winds spread through forest and farmland.',
          ],
          [
            'Authorities urged residents to follow evacuation orders.',
            'Several roads in the area were closed.',
          ],
        ),
        story(
          [
            'Wildfires spread across {country} amid heatwave',
            'Firefighters battle wildfires across {country}',
          ],
          [
            'Firefighters battled dozens of wildfires across {country} as high temperatures and strong winds fanned the flames, forcing evacuations in several areas.',
            'Authorities in {country} deployed firefighting aircraft and soldiers to tackle wildfires that have forced thousands of people from their homes.',
          ],
          [
            'Meteorologists warned that hot, dry and windy conditions would persist.',
            'Several roads were closed and some rail services were suspended.',
          ],
        ),
      ],
      'Extreme Heat': [
        story(
          [
            'Temperatures top {temp} degrees as heatwave grips {country}',
            'Heat alerts issued across {country} as temperatures soar',
          ],
          [
            'Temperatures exceeded {temp} degrees Celsius in parts of {country}, prompting authorities to issue heat alerts and restrict outdoor work.',
            'Authorities in {country} issued heat warnings as temperatures climbed above {temp} degrees Celsius, raising the risk of wildfires and power cuts.',
          ],
          [
            'Hospitals reported an increase in heat-related admissions.',
            'Authorities opened cooling centres in several cities.',
          ],
        ),
      ],
      Drought: [
        story(
          [
            'Drought threatens harvests in {country}',
            'Prolonged drought leaves millions facing food shortages in {country}',
          ],
          [
            'A prolonged drought has damaged crops and livestock across {country}, leaving {millions} people in need of food assistance, aid agencies said.',
            'Aid agencies warned that {millions} people in {country} face food shortages after successive failed rainy seasons.',
          ],
          [
            'Aid agencies called for urgent funding to scale up assistance.',
            'Livestock losses have been reported in several regions.',
          ],
        ),
      ],
    },
  },

  'Transport and Infrastructure': {
    stories: {
      'Aviation Disruption': [
        story(
          [
            'Flights cancelled at {place} airport after system failure',
            'IT failure disrupts flights at {place} airport',
          ],
          [
            'Dozens of flights were cancelled or delayed at the airport in {place} after a failure in air traffic control systems.',
            'A technical fault disrupted departures from the airport in {place}, leaving thousands of passengers stranded.',
          ],
          [
            'Passengers were advised to check with airlines before travelling.',
            'The airport operator said it expected services to return to normal later in the day.',
          ],
        ),
        story(
          [
            'Airlines suspend flights to {country} over security concerns',
            'Flights to {country} suspended amid security concerns',
          ],
          [
            'Several airlines suspended flights to {country} citing security concerns, while others rerouted services to avoid its airspace.',
            'International carriers cancelled flights to {country} and rerouted others after authorities warned of military activity.',
          ],
          [
            'Airlines said they would keep the situation under review.',
            'Passengers were offered refunds or rebooking.',
          ],
        ),
      ],
      'Maritime Security': [
        story(
          [
            'Merchant vessel reports attack off coast of {country}',
            'Ship attacked off {country}, maritime agency says',
          ],
          [
            'A merchant vessel reported being attacked by armed men in a small boat off the coast of {country}, a maritime security agency said.',
            'Maritime security officials said a commercial ship had come under attack off {country}, but that the crew was safe.',
          ],
          [
            'The crew were reported safe and the vessel continued its voyage.',
            'Maritime security agencies advised vessels in the area to remain vigilant.',
          ],
        ),
        story(
          [
            'Shipping firms avoid waters off {country} after attacks',
            'Carriers divert vessels away from waters off {country}',
          ],
          [
            'Several shipping companies diverted vessels away from waters off {country} after a series of attacks, adding days to voyages.',
            'Major container lines rerouted ships away from the area off {country}, citing security risks to crews and cargo.',
          ],
          [
            'Freight rates on the route have risen as a result.',
            'Insurers have raised premiums for vessels transiting the area.',
          ],
        ),
      ],
      'Road and Rail Disruption': [
        story(
          [
            'Rail services suspended in {country} after sabotage',
            'Sabotage halts trains in {country}',
          ],
          [
            'Rail services across parts of {country} were suspended after cables were deliberately damaged, in what officials described as sabotage.',
            'Trains were halted in {country} after saboteurs damaged signalling cables, causing widespread delays.',
          ],
          [
            'Police said they were investigating and did not rule out foreign involvement.',
            'Passengers were advised to expect delays.',
          ],
        ),
        story(
          [
            'Key highway near {place} closed after landslide',
            'Landslide blocks main road near {place}',
          ],
          [
            'A landslide blocked a key highway near {place}, cutting off road links and stranding hundreds of vehicles.',
            'The main road near {place} was closed after a landslide, with authorities warning that clearing work could take several days.',
          ],
          [
            'Authorities advised drivers to use alternative routes.',
            'Further landslides are possible as heavy rain continues.',
          ],
        ),
      ],
      'Power and Utility Outages': [
        story(
          [
            'Widespread blackout hits {country}',
            'Power failure leaves much of {country} in the dark',
          ],
          [
            'A widespread power outage hit {country}, disrupting transport, communications and water supplies, as the grid operator investigated the cause.',
            'Large parts of {country} were left without electricity after a failure on the national grid, officials said.',
          ],
          [
            'Hospitals switched to backup generators.',
            'Officials said it was too early to say when supplies would be fully restored.',
          ],
        ),
        story(
          [
            'Water supply cut in {place} after pipeline damage',
            'Residents of {place} without water after main bursts',
          ],
          [
            'Residents of {place} were left without running water after a major pipeline was damaged, utility officials said.',
            'Water supplies to large parts of {place} were interrupted after damage to a main pipeline.',
          ],
          [
            'Water tankers were deployed to affected neighbourhoods.',
            'Engineers said repairs could take several days.',
          ],
        ),
      ],
    },
  },

  Humanitarian: {
    stories: {
      Displacement: [
        story(
          [
            'Thousands flee violence in {country}, UN says',
            'UN reports new wave of displacement in {country}',
          ],
          [
            'More than {thousands} people have fled their homes in {country} in the past week because of fighting, the United Nations said.',
            'The UN refugee agency said {thousands} people had been displaced in {country} by recent violence, many sheltering in schools and camps.',
          ],
          [
            'Aid agencies said funding for the response remains far below requirements.',
            'Camps for displaced people are overcrowded and short of clean water.',
          ],
        ),
      ],
      'Food Insecurity': [
        story(
          [
            'Millions face acute hunger in {country}, aid agencies warn',
            'Hunger crisis deepens in {country}',
          ],
          [
            'Aid agencies warned that {millions} people in {country} face acute food insecurity because of conflict, drought and high prices.',
            'A new assessment found that {millions} people in {country} do not have enough to eat, with conditions worst in conflict-affected areas.',
          ],
          [
            'Aid agencies said funding for the response remains far below requirements.',
            'Children under five are among the worst affected.',
          ],
        ),
      ],
      'Aid Access': [
        story(
          ['Aid convoy blocked near {place}', 'Humanitarian access restricted around {place}'],
          [
            'An aid convoy carrying food and medical supplies was blocked near {place}, the UN said, calling on all parties to allow safe passage.',
            'Humanitarian agencies said access to communities around {place} had been restricted by insecurity and bureaucratic obstacles.',
          ],
          [
            'The UN called for unhindered humanitarian access.',
            'Aid agencies said stocks of food and medicine in the area were running low.',
          ],
        ),
        story(
          [
            'Aid workers attacked in {country}',
            'Attack on aid workers in {country} prompts suspension of operations',
          ],
          [
            'Armed men attacked a vehicle carrying aid workers in {where}, prompting several agencies to suspend operations in the area.',
            'Several humanitarian organisations suspended activities in {where} after an attack on aid workers.',
          ],
          [
            'The UN condemned the attack and called for those responsible to be held accountable.',
            'Attacks on aid workers have increased in recent months.',
          ],
        ),
      ],
    },
  },
};

/** Values drawn for news slots. */
export const NEWS_LISTS = {
  group: ['militants', 'rebel fighters', 'armed groups', 'insurgents', 'separatist fighters'],
  disease: ['cholera', 'measles', 'dengue', 'mpox', 'Lassa fever', 'diphtheria', 'meningitis'],
} as const;

/** Terms worth indexing when they occur in an item; keywords are drawn from these first. */
export const KEYWORD_TERMS: readonly string[] = [
  'ceasefire',
  'truce',
  'airstrikes',
  'shelling',
  'artillery',
  'missile',
  'drone',
  'militants',
  'insurgents',
  'rebel',
  'troops',
  'army',
  'military',
  'border',
  'exercises',
  'villages',
  'displacement',
  'displaced',
  'suicide bomber',
  'explosion',
  'market',
  'hotel',
  'siege',
  'islamic state',
  'checkpoint',
  'terrorism',
  'threat level',
  'attack plot',
  'kidnapping',
  'kidnapped',
  'abducted',
  'ransom',
  'students',
  'extremist',
  'recruitment',
  'police',
  'criminal network',
  'extortion',
  'organised crime',
  'shooting',
  'gunmen',
  'homicides',
  'murders',
  'cocaine',
  'drug laboratory',
  'synthetic drugs',
  'fraud',
  'scam',
  'investment scams',
  'corruption',
  'former minister',
  'embezzlement',
  'ransomware',
  'hospitals',
  'data breach',
  'hackers',
  'personal data',
  'espionage',
  'state-backed',
  'state-linked',
  'critical infrastructure',
  'vulnerability',
  'critical flaw',
  'ddos',
  'hacktivist',
  'defaced',
  'websites',
  'protest',
  'protesters',
  'demonstrators',
  'cost of living',
  'tax law',
  'pro-palestinian',
  'rioting',
  'riots',
  'tear gas',
  'general strike',
  'strike',
  'unions',
  'doctors',
  'dock workers',
  'port',
  'election',
  'opposition',
  'internet',
  'social media',
  'parliament',
  'security law',
  'cabinet reshuffle',
  'state of emergency',
  'diplomatic relations',
  'diplomats',
  'embassies',
  'sanctions',
  'shipping',
  'coup',
  'president',
  'prime minister',
  'confidence vote',
  'currency',
  'central bank',
  'interest rate',
  'inflation',
  'fuel shortages',
  'fuel prices',
  'subsidies',
  'blackouts',
  'power cuts',
  'load-shedding',
  'exporters',
  'freight',
  'border crossing',
  'trucks',
  'outbreak',
  'cholera',
  'measles',
  'dengue',
  'mpox',
  'lassa fever',
  'diphtheria',
  'meningitis',
  'vaccination',
  'screening',
  'medicines',
  'earthquake',
  'magnitude',
  'rescue teams',
  'flooding',
  'flash floods',
  'flood warnings',
  'rivers',
  'tropical storm',
  'landfall',
  'storms',
  'power lines',
  'wildfire',
  'wildfires',
  'evacuation',
  'heatwave',
  'heat warnings',
  'drought',
  'crops',
  'food assistance',
  'flights',
  'airport',
  'airlines',
  'air traffic control',
  'merchant vessel',
  'maritime security',
  'rail services',
  'sabotage',
  'landslide',
  'highway',
  'power outage',
  'national grid',
  'water supplies',
  'pipeline',
  'united nations',
  'refugee',
  'humanitarian',
  'aid convoy',
  'aid workers',
  'food insecurity',
  'hunger',
];
