/**
 * What the live feed adds while the service runs: new incidents reported now, revisions of
 * recent ones (as a vendor's analysts revise them) and news items, drawn by the same rules as
 * the history.
 */
import { CASUALTY_KEYS, type Casualties } from '../../../contract/resources/incident-parts.ts';
import type { Incident } from '../../../contract/resources/incident.ts';
import type { NewsItem } from '../../../contract/resources/news.ts';
import { localTimeAt } from '../local-time.ts';
import { createRandom } from '../random.ts';
import {
  writeReference,
  writeUpdate,
  type IncidentTextContext,
} from '../vocabulary/incident-text.ts';
import { createIncidentDrawer, type PlannedIncident } from './incidents.ts';
import { foundations } from './index.ts';
import { createNewsDrawer, type NewsworthyIncident } from './news.ts';
import { sourceWeight } from './relevance.ts';
import { createSettingDrawer } from './settings.ts';
import { HISTORY_SECONDS } from './timelines.ts';

const MINUTE = 60;
const HOUR = 3600;

/** An incident as stored: its themes are ids, spliced into list items when read. */
export type StoredIncident = Omit<Incident, 'themes'> & { themes: string[] };

export interface Revision {
  incident: StoredIncident;
  /** Casualties the revision added, for the sums of the incident's themes. */
  casualtiesAdded: Partial<Casualties>;
}

/** Incidents that news items of the feed may report: the last few the feed added. */
const NEWSWORTHY_KEPT = 20;
/** Share of the feed's news items that report one of its new incidents. */
const INCIDENT_NEWS_SHARE = 0.15;

export function createLiveDrawer(seed: number, startSeconds: number) {
  const pools = foundations(seed);
  const stream = (name: string) => createRandom(seed, `live/${startSeconds}/${name}`);
  const random = stream('revisions');
  const settingOf = createSettingDrawer(stream('settings'), pools, {
    since: startSeconds - HISTORY_SECONDS,
    until: startSeconds + HISTORY_SECONDS,
  });
  const drawIncident = createIncidentDrawer(stream('incidents'), pools);
  const drawNews = createNewsDrawer(stream('news'), { ...pools, incidents: [] });
  const timesRandom = stream('times');
  const newsworthy: NewsworthyIncident[] = [];

  /** An incident that started a little while ago and is reported at `at`. */
  function newIncident(at: number, id: string, originId: string | null): Incident {
    const startedAt = at - Math.floor(timesRandom.float(15 * MINUTE, 8 * HOUR));
    const draftedAt = Math.max(startedAt, at - timesRandom.int(20 * MINUTE, 90 * MINUTE));
    const reviewedAt = Math.min(at, draftedAt + timesRandom.int(5 * MINUTE, 20 * MINUTE));
    const isOngoing = timesRandom.chance(0.3);
    const endedAt = isOngoing
      ? at
      : Math.min(at, startedAt + timesRandom.int(10 * MINUTE, 6 * HOUR));
    const plan: PlannedIncident = settingOf({
      id,
      startedAt,
      endedAt,
      isOngoing,
      draftedAt,
      reviewedAt,
      reportedAt: at,
      updatedAt: at,
      originId,
    });
    newsworthy.push(plan);
    if (newsworthy.length > NEWSWORTHY_KEPT) newsworthy.shift();
    return drawIncident(plan);
  }

  /** A news item published at `at`, now and then reporting one of the feed's new incidents. */
  function newsItem(at: number): NewsItem {
    const recent = newsworthy.filter((plan) => plan.startedAt <= at);
    const incident =
      recent.length > 0 && timesRandom.chance(INCIDENT_NEWS_SHARE)
        ? timesRandom.pick(recent)
        : null;
    return drawNews(at, at, incident);
  }

  /**
   * The incident as revised at `at`: an ongoing incident may end, casualty figures rise, a
   * reference and an update are added; `updatedAt` advances in every case.
   */
  function revise(stored: StoredIncident, at: number): Revision {
    const incident = structuredClone(stored);
    const casualtiesAdded: Partial<Casualties> = {};
    // An ongoing incident's end is the last it was heard of (as in the history): now, whether
    // this revision ends it or it goes on.
    if (incident.isOngoing) {
      incident.isOngoing = !random.chance(0.5);
      incident.endedAt = {
        timestamp: at,
        localTime: localTimeAt(at, incident.location.timeZone).localTime,
      };
    }
    if (!/Cyber|Aviation/.test(incident.category.name) && random.chance(0.4)) {
      // Figures only rise as bodies are found and the injured counted; a group already hurt first.
      const hurt = CASUALTY_KEYS.filter((key) => incident.casualties[key] > 0);
      const key = hurt.length > 0 ? random.pick(hurt) : 'civilianInjuries';
      const added = random.int(1, 4);
      incident.casualties[key] += added;
      casualtiesAdded[key] = added;
      incident.counts.casualties += added;
    }
    const context = textContext(incident);
    if (random.chance(0.5)) {
      const sources = pools.reference.sources.filter(
        (source) =>
          sourceWeight(source.name, incident.category.name, incident.countries[0]!.code) > 0,
      );
      const source = random.pick(sources);
      const written = writeReference(random, context, source);
      incident.references.push({
        id: random.uuid(),
        link: written.link,
        title: written.title,
        medium: { id: source.medium.id, name: source.medium.name },
        source: { id: source.id, name: source.name },
        status: random.chance(0.8) ? 'approved' : 'pending',
        citation: written.citation,
        publishedAt: at - random.int(MINUTE, 2 * HOUR),
      });
      incident.counts.references = incident.references.length;
    }
    const update = writeUpdate(random, context);
    if (update) {
      incident.narratives.push({
        id: random.uuid(),
        body: update,
        reporterId: random.pick(pools.people.analysts).id,
      });
      incident.counts.narratives = incident.narratives.length;
    }
    incident.updatedAt = at;
    return { incident, casualtiesAdded };
  }

  /** What the text writers need of a stored incident: its nearest known place stands for it. */
  function textContext(incident: StoredIncident): IncidentTextContext {
    const country = incident.countries[0]!;
    const places = pools.placesByCountry.get(country.code) ?? [];
    const { longitude, latitude } = incident.location;
    let nearest = places[0];
    let best = Infinity;
    for (const place of places) {
      const distance = (place.longitude - longitude) ** 2 + (place.latitude - latitude) ** 2;
      if (distance < best) [nearest, best] = [place, distance];
    }
    return {
      category: incident.category.name,
      type: incident.type.name,
      place: {
        city: nearest?.name ?? country.name,
        province: nearest?.province ?? '',
        country: country.name,
      },
      casualties: incident.casualties,
      parties: incident.involvedParties.map((party) => ({
        name: party.type === 'individual' ? party.individual.name : party.group.name,
        involvement: party.involvement,
      })),
      sectors: incident.affectedSectors.map((one) => one.sector.name),
      impact: incident.impact.rating,
      isOngoing: incident.isOngoing,
      durationHours: (incident.endedAt.timestamp - incident.startedAt.timestamp) / HOUR,
    };
  }

  return { newIncident, newsItem, revise, random: timesRandom };
}

export type LiveDrawer = ReturnType<typeof createLiveDrawer>;
