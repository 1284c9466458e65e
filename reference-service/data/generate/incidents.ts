import {
  CASUALTY_KEYS,
  type Casualties,
  type InvolvedParty,
} from '../../../contract/resources/incident-parts.ts';
import type { Incident } from '../../../contract/resources/incident.ts';
import type { MapFeature } from '../../../contract/resources/geojson.ts';
import type { CountryRecord, Place } from '../geography.ts';
import { localTimeAt } from '../local-time.ts';
import type { Random } from '../random.ts';
import {
  writeIncidentText,
  writeMapFeatures,
  writeReference,
  type IncidentTextContext,
} from '../vocabulary/incident-text.ts';
import { memoiseByPair } from './memo.ts';
import type { People } from './people.ts';
import type { IncidentSetting } from './settings.ts';
import type { IncidentTimeline } from './timelines.ts';
import { partyCandidates, sourceWeight, tagsFor as relevantTags } from './relevance.ts';
import type { ReferenceData } from './reference.ts';

const HOUR = 3600;

interface Pools {
  countries: readonly CountryRecord[];
  placesByCountry: ReadonlyMap<string, readonly Place[]>;
  reference: ReferenceData;
  people: People;
  /** Themes an incident of this category in this country may belong to. */
  themesFor(categoryName: string, countryCode: string): readonly { id: string }[];
}

/** An incident's times and ids, and where and what it was: all an incident is drawn from. */
export type PlannedIncident = IncidentTimeline & IncidentSetting;

/**
 * Draws the incidents of the given plans, in order, handing each to `use` as soon as it is
 * drawn: a caller that reduces each incident to a row lets it die young, which keeps the
 * garbage collector's work small.
 */
export function drawIncidents(
  random: Random,
  plans: readonly PlannedIncident[],
  pools: Pools,
  use: (incident: Incident) => void,
): void {
  const draw = createIncidentDrawer(random, pools);
  for (const plan of plans) use(draw(plan));
}

/** Draws the details of one planned incident at a time, from `random`. */
export function createIncidentDrawer(
  random: Random,
  pools: Pools,
): (plan: PlannedIncident) => Incident {
  const tagWeights = pools.reference.tags.map((tag) => [tag, tag.weight] as const);

  const groupsByCountry = new Map<string, ReferenceData['groups']>();
  const neighbours = new Map<string, CountryRecord[]>();
  const centre = ({ bbox }: CountryRecord) => [(bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2];
  const tagBySlug = new Map(pools.reference.tags.map((tag) => [tag.slug, tag]));
  const lookups: Lookups = {
    partiesFor: memoiseByPair((categoryAndType, code) => {
      const [category, type] = categoryAndType.split('/') as [string, string];
      return partyCandidates(category, lookups.groupsIn(code), type);
    }),
    sourceFor: memoiseByPair((category, code) => {
      const weighted = pools.reference.sources
        .map((source) => [source, sourceWeight(source.name, category, code)] as const)
        .filter(([, weight]) => weight > 0);
      return random.weightedPicker(weighted);
    }),
    tagsFor: memoiseByPair((category, type) =>
      relevantTags(category, type).flatMap((slug) => tagBySlug.get(slug) ?? []),
    ),
    neighboursOf(country) {
      let near = neighbours.get(country.code);
      if (!near) {
        const [lng, lat] = centre(country);
        near = pools.countries
          .filter((other) => other !== country && other.continent.code === country.continent.code)
          .map((other) => {
            const [otherLng, otherLat] = centre(other);
            return { other, distance: (otherLng! - lng!) ** 2 + (otherLat! - lat!) ** 2 };
          })
          .sort((a, b) => a.distance - b.distance)
          .slice(0, 4)
          .map(({ other }) => other);
        neighbours.set(country.code, near);
      }
      return near;
    },
    categoryOf: new Map(pools.reference.categories.map((category) => [category.id, category])),
    membersOf: groupBy(pools.people.individuals, (one) => one.groupId),
    groupsIn(code) {
      let groups = groupsByCountry.get(code);
      if (!groups) {
        groups = pools.reference.groups.filter(
          (group) => group.countries.length === 0 || group.countries.includes(code),
        );
        groupsByCountry.set(code, groups);
      }
      return groups;
    },
  };
  const pickTag = random.weightedPicker(tagWeights);
  return (plan) => drawIncident(random, plan, pools, lookups, pickTag);
}

interface Lookups {
  /** Groups active in the country that can act in, or be involved in, `<category>/<type>`. */
  partiesFor(
    categoryAndType: string,
    countryCode: string,
  ): ReturnType<typeof partyCandidates<ReferenceData['groups'][number]>>;
  /** Draws a source likely to report this category of incident in this country. */
  sourceFor(category: string, countryCode: string): () => ReferenceData['sources'][number];
  tagsFor(category: string, type: string): readonly { name: string; slug: string }[];
  /** The countries whose bounding-box centres are nearest (a few, same continent). */
  neighboursOf(country: CountryRecord): readonly CountryRecord[];
  categoryOf: ReadonlyMap<string, ReferenceData['categories'][number]>;
  membersOf: ReadonlyMap<string, People['individuals']>;
  groupsIn(countryCode: string): ReferenceData['groups'];
}

function drawIncident(
  random: Random,
  timeline: PlannedIncident,
  pools: Pools,
  lookups: Lookups,
  pickTag: () => { name: string; slug: string },
): Incident {
  const { reference, people } = pools;
  const { country, place, type } = timeline;
  const { weight: _weight, ...category } = lookups.categoryOf.get(type.category.id)!;

  const { startedAt, endedAt, isOngoing, draftedAt, reviewedAt, reportedAt, updatedAt } = timeline;

  const impactRating = random.weighted([
    [-1, 4],
    [1, 20],
    [2, 30],
    [3, 25],
    [4, type.severity === 'low' ? 3 : 12],
    [5, type.severity === 'critical' || type.severity === 'high' ? 6 : 1],
  ] as const);
  const impact = reference.impactRatings.find((rating) => rating.rating === impactRating)!;
  const casualties = drawCasualties(random, impactRating, category.name);

  const partyCount = random.weighted([
    [0, 2],
    [1, 5],
    [2, 3],
    [3, 1],
  ] as const);
  const { actors, others } = lookups.partiesFor(`${category.name}/${type.name}`, country.code);
  const chosen: (readonly [ReferenceData['groups'][number], string])[] = [];
  if (partyCount > 0 && actors.length > 0) {
    // Militant attacks are often claimed, or only suspected.
    const involvement =
      random.chance(0.2) && /Weapons|Explosives|Terrorism/.test(category.name)
        ? random.pick(['Claimed Responsibility', 'Suspected Actor'])
        : 'Actor';
    chosen.push([random.pick(actors), involvement]);
  }
  for (const candidate of random.sample(others, partyCount - chosen.length)) {
    if (!chosen.some(([group]) => group.id === candidate[0].id)) chosen.push(candidate);
  }
  const involvedParties: InvolvedParty[] = chosen.map(([group, involvement]) => {
    const members = lookups.membersOf.get(group.id) ?? [];
    const named = { id: group.id, name: group.name };
    if (members.length > 0 && random.chance(0.25)) {
      const individual = random.pick(members);
      return {
        id: random.uuid(),
        type: 'individual',
        involvement,
        group: named,
        individual: { id: individual.id, name: individual.name },
      };
    }
    return { id: random.uuid(), type: 'group', involvement, group: named };
  });

  const affectedSectors = random
    .sample(
      reference.sectors,
      random.weighted([
        [1, 5],
        [2, 3],
        [3, 1],
      ] as const),
    )
    .map((sector) => ({ id: random.uuid(), sector: { id: sector.id, name: sector.name } }));

  const context: IncidentTextContext = {
    category: category.name,
    type: type.name,
    place: { city: place.name, province: place.province, country: country.name },
    casualties,
    parties: involvedParties.map((party) => ({
      name: party.type === 'individual' ? party.individual.name : party.group.name,
      involvement: party.involvement,
    })),
    sectors: affectedSectors.map((one) => one.sector.name),
    impact: impactRating,
    isOngoing,
    durationHours: (endedAt - startedAt) / HOUR,
  };
  const text = writeIncidentText(random, context);
  const reporter = random.pick(people.analysts);

  // The point itself may be a few hundred metres to a few km off the place's centre.
  const accuracy = random.weighted([
    [1, 5],
    [2, 3],
    [5, 2],
    [10, 1],
    [25, 0.5],
  ] as const);
  const [longitude, latitude] = offsetBy(
    random,
    place.longitude,
    place.latitude,
    random.float(0, Math.min(accuracy, 5)),
  );
  const start = localTimeAt(startedAt, place.timeZone);
  const end = localTimeAt(endedAt, place.timeZone);

  const features: MapFeature[] = writeMapFeatures(random, context).map((feature) => {
    const [lng, lat] =
      feature.offsetKm > 0
        ? offsetBy(random, longitude, latitude, feature.offsetKm)
        : [longitude, latitude];
    return {
      id: random.uuid(),
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [round(lng, 6), round(lat, 6)] },
      properties: {
        icon: feature.icon,
        name: feature.name,
        colour: feature.colour || category.colour,
        description: feature.description,
        meta: random.chance(0.7) ? null : [],
      },
    };
  });

  const references = Array.from(
    {
      length: random.weighted([
        [1, 4],
        [2, 4],
        [3, 2],
        [4, 1],
      ] as const),
    },
    () => {
      const source = lookups.sourceFor(category.name, country.code)();
      const written = writeReference(random, context, source);
      return {
        id: random.uuid(),
        link: written.link,
        title: written.title,
        medium: { id: source.medium.id, name: source.medium.name },
        source: { id: source.id, name: source.name },
        status: random.chance(0.8) ? 'approved' : 'pending',
        citation: written.citation,
        publishedAt: random.int(startedAt, Math.max(startedAt, reportedAt)),
      };
    },
  );

  const narratives = text.narratives.map((body) => ({
    id: random.uuid(),
    body,
    reporterId: random.chance(0.7) ? reporter.id : random.pick(people.analysts).id,
  }));
  const themes = random
    .sample(
      pools.themesFor(category.name, country.code),
      random.chance(0.55) ? 1 : random.chance(0.2) ? 2 : 0,
    )
    .map((theme) => ({ id: theme.id }));
  // Tags that describe this kind of incident, now and then one of the popular ones as well.
  const fitting = lookups.tagsFor(category.name, type.name);
  const tagged = random.sample(
    fitting.slice(0, 4),
    random.weighted([
      [0, 1],
      [1, 3],
      [2, 3],
      [3, 1],
    ] as const),
  );
  if (random.chance(0.15)) tagged.push(pickTag());
  const tags = tagged
    .filter((tag, index, all) => all.findIndex((one) => one.slug === tag.slug) === index)
    .map((tag) => ({ name: tag.name, slug: tag.slug }));

  // A few incidents span a border: the second country is one of the nearest.
  const countries = [country];
  const neighbours = lookups.neighboursOf(country);
  if (neighbours.length > 0 && random.chance(0.04)) countries.push(random.pick(neighbours));

  const casualtyTotal = CASUALTY_KEYS.reduce((sum, key) => sum + casualties[key], 0);
  return {
    id: timeline.id,
    organisationId: random.pick(people.organisationIds),
    reporter,
    assigneeId: random.chance(0.3) ? random.pick(people.analysts).id : null,
    category,
    type: { id: type.id, name: type.name },
    summary: text.summary,
    description: text.description,
    casualties,
    location: {
      longitude: round(longitude, 6),
      latitude: round(latitude, 6),
      accuracy,
      timeZone: place.timeZone,
      utcOffset: start.utcOffset,
    },
    countries: countries.map((one) => ({
      code: one.code,
      name: one.name,
      alpha2: one.hasOfficialAlpha2 ? one.alpha2 : null,
    })),
    map: { id: random.uuid(), type: 'FeatureCollection' as const, features },
    narratives,
    affectedSectors,
    references,
    involvedParties,
    links: [],
    startedAt: { timestamp: startedAt, localTime: start.localTime },
    endedAt: { timestamp: endedAt, localTime: end.localTime },
    isOngoing,
    // Filled with list items once the themes are assembled.
    themes: themes as unknown as Incident['themes'],
    tags,
    impact,
    counts: {
      affectedSectors: affectedSectors.length,
      casualties: casualtyTotal,
      involvedParties: involvedParties.length,
      links: 0,
      mapFeatures: features.length,
      narratives: narratives.length,
      references: references.length,
      themes: themes.length,
      tags: tags.length,
      watchers: random.weighted([
        [0, 4],
        [1, 3],
        [2, 2],
        [5, 1],
        [12, 0.3],
      ] as const),
    },
    status: 'approved',
    isWatched: random.chance(0.1),
    draftedAt,
    reportedAt,
    reviewedAt,
    updatedAt,
    originId: timeline.originId,
  };
}

/** Who gets hurt in each category: soldiers in fighting, not in a protest or a flood. */
const CASUALTY_GROUPS: Readonly<Record<string, readonly string[]>> = {
  'Indirect Weapons': ['civilian', 'military', 'emergency'],
  'Direct Weapons': ['civilian', 'military', 'police'],
  Explosives: ['civilian', 'military', 'police'],
  Terrorism: ['civilian', 'police'],
  'Civil Unrest': ['civilian', 'police'],
  Crime: ['civilian', 'police', 'criminal'],
  'Natural Hazards': ['civilian', 'emergency'],
  Maritime: ['civilian', 'military'],
  Aviation: ['civilian'],
  'Security Operations': ['police', 'military', 'criminal'],
};

function drawCasualties(random: Random, impact: number, category: string): Casualties {
  const casualties = Object.fromEntries(CASUALTY_KEYS.map((key) => [key, 0])) as Casualties;
  const unlikely = impact < 2 || /cyber|hazard|natural/i.test(category);
  if (random.chance(unlikely ? 0.85 : 0.35)) {
    return casualties;
  }
  const scale = impact >= 5 ? 40 : impact === 4 ? 12 : 4;
  const groups = random.sample(CASUALTY_GROUPS[category] ?? ['civilian'], random.int(1, 2));
  for (const group of groups) {
    casualties[`${group}Injuries` as keyof Casualties] = Math.floor(
      random.float(0, 1) ** 2 * scale * 2,
    );
    if (random.chance(0.5)) {
      casualties[`${group}Deaths` as keyof Casualties] = Math.floor(
        random.float(0, 1) ** 2 * scale,
      );
    }
  }
  return casualties;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** A point `km` from the origin in a random direction (flat-earth is fine at these distances). */
function offsetBy(
  random: Random,
  longitude: number,
  latitude: number,
  km: number,
): [number, number] {
  const bearing = random.float(0, 2 * Math.PI);
  const dLat = (km * Math.cos(bearing)) / 111.32;
  const dLng =
    (km * Math.sin(bearing)) / (111.32 * Math.max(0.05, Math.cos((latitude * Math.PI) / 180)));
  const lat = Math.max(-89.9, Math.min(89.9, latitude + dLat));
  let lng = longitude + dLng;
  if (lng > 180) lng -= 360;
  if (lng < -180) lng += 360;
  return [lng, lat];
}

/** Map.groupBy, which Node 20 lacks. */
function groupBy<Item>(items: readonly Item[], key: (item: Item) => string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
