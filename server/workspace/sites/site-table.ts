import type { SiteTable } from '../../../contract/resources/sites.ts';
import type { Person } from '../../../contract/resources/workspace.ts';
import { compressWith, type Encoding } from '../../proxy/compress-body.ts';
import type { WorkspaceUser } from '../workspace-user.ts';
import { visibleSites, type CatalogSite, type SiteCatalog } from './site-catalog.ts';

/**
 * The sites a user may see as the list's columns (contract SiteTable), serialized once per
 * catalog revision and user: the Sites page asks for all of them on every visit.
 */

const MAX_USERS_PER_REVISION = 200;
const answers = new WeakMap<SiteCatalog, Map<string, SiteTableAnswer>>();

export function siteTableOf(catalog: SiteCatalog, user: Pick<WorkspaceUser, 'email'>): SiteTable {
  return tableOfSites(visibleSites(catalog, user));
}

/** Sites as the table's columns, in the order given. */
export function tableOfSites(sites: readonly CatalogSite[]): SiteTable {
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
  for (const { summary } of sites) {
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

/** The whole JSend answer, once as bytes and once per encoding a browser asked for. */
export interface SiteTableAnswer {
  bytes: Uint8Array<ArrayBuffer>;
  encoded(encoding: Encoding): Promise<Uint8Array<ArrayBuffer>>;
}

/** zlib's output is a Buffer over a plain ArrayBuffer, never a shared one. */
const plainBytes = (buffer: Buffer) => buffer as Uint8Array as Uint8Array<ArrayBuffer>;

/**
 * The answer from the cache when this revision was listed for the user. Compressed once per
 * encoding too: 10,000 sites are 1.2 MB of JSON, which took ~50 ms of the server's time to gzip
 * on every visit to the Sites page, while the page's other two requests waited behind it.
 */
export function siteTableAnswer(
  catalog: SiteCatalog,
  user: Pick<WorkspaceUser, 'email'>,
): SiteTableAnswer {
  let byUser = answers.get(catalog);
  if (!byUser) {
    byUser = new Map();
    answers.set(catalog, byUser);
  }
  const cached = byUser.get(user.email);
  if (cached) return cached;
  const bytes = new TextEncoder().encode(
    JSON.stringify({ status: 'success', data: siteTableOf(catalog, user) }),
  );
  const variants = new Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>();
  const answer: SiteTableAnswer = {
    bytes,
    encoded(encoding) {
      let variant = variants.get(encoding);
      if (!variant) {
        variant = compressWith(
          Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          encoding,
        ).then(plainBytes);
        variants.set(encoding, variant);
        // A failed compression is not kept: the next request tries again.
        variant.catch(() => variants.delete(encoding));
      }
      return variant;
    },
  };
  if (byUser.size >= MAX_USERS_PER_REVISION) byUser.clear();
  byUser.set(user.email, answer);
  return answer;
}
