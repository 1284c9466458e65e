import type { SiteTable } from '../../../contract/resources/sites.ts';
import type { Person } from '../../../contract/resources/workspace.ts';
import type { WorkspaceUser } from '../workspace-user.ts';
import type { SiteCatalog } from './site-catalog.ts';
import { isVisibleTo } from './site-rows.ts';

/**
 * The sites a user may see as the list's columns (contract SiteTable), serialized once per
 * catalog revision and user: the Sites page asks for all of them on every visit.
 */

const MAX_USERS_PER_REVISION = 200;
const answers = new WeakMap<SiteCatalog, Map<string, string>>();

export function siteTableOf(catalog: SiteCatalog, user: Pick<WorkspaceUser, 'email'>): SiteTable {
  const owners: Person[] = [];
  const ownerIndex = new Map<string, number>();
  const columns: SiteTable['columns'] = {
    id: [],
    name: [],
    latitude: [],
    longitude: [],
    address: [],
    tags: [],
    visibility: [],
    owner: [],
  };
  for (const { summary } of catalog.sites) {
    if (!isVisibleTo(user, { visibility: summary.visibility, ownerEmail: summary.owner.email })) {
      continue;
    }
    let owner = ownerIndex.get(summary.owner.email);
    if (owner === undefined) {
      owner = owners.push(summary.owner) - 1;
      ownerIndex.set(summary.owner.email, owner);
    }
    columns.id.push(summary.id);
    columns.name.push(summary.name);
    columns.latitude.push(summary.latitude);
    columns.longitude.push(summary.longitude);
    columns.address.push(summary.address);
    columns.tags.push(summary.tags);
    columns.visibility.push(summary.visibility);
    columns.owner.push(owner);
  }
  return { count: columns.id.length, owners, columns };
}

/** The whole JSend answer, as text, from the cache when this revision was listed for the user. */
export function siteTableAnswer(catalog: SiteCatalog, user: Pick<WorkspaceUser, 'email'>): string {
  let byUser = answers.get(catalog);
  if (!byUser) {
    byUser = new Map();
    answers.set(catalog, byUser);
  }
  const cached = byUser.get(user.email);
  if (cached) return cached;
  const answer = JSON.stringify({ status: 'success', data: siteTableOf(catalog, user) });
  if (byUser.size >= MAX_USERS_PER_REVISION) byUser.clear();
  byUser.set(user.email, answer);
  return answer;
}
