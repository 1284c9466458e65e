import type { Site, SiteSummary } from '../../../contract/resources/sites.ts';
import { compileRadiusRule, type RadiusRule } from '../../../contract/sites/radius-rules.ts';
import type { Visibility } from '../../../contract/resources/workspace.ts';
import { isVisibleTo, sharedFieldsOf, type SharedObjectRow } from '../shared-object.ts';
import type { WorkspaceUser } from '../workspace-user.ts';

/** A row of `sites` with its owner's name, as every query here selects it. */
export interface SiteRow extends SharedObjectRow {
  name: string;
  latitude: number;
  longitude: number;
  address: string;
  tags: string[];
  time_zone: string;
  radius: RadiusRule;
}

/** The columns of SiteRow; `s` is sites, `u` its owner in users. */
export const SITE_COLUMNS = `s.id, s.owner_email, u.name AS owner_name, s.visibility, s.version,
  s.created_at, s.updated_at, s.deleted_at, s.name, s.latitude, s.longitude, s.address, s.tags,
  s.time_zone, s.radius`;

export const SITES_WITH_OWNER = 'sites s JOIN users u ON u.email = s.owner_email';

/** A site of the catalog (camel-cased) as isVisibleTo reads a row. */
export const isSiteVisibleTo = (
  user: Pick<WorkspaceUser, 'email'>,
  site: { visibility: Visibility; ownerEmail: string },
) => isVisibleTo(user, { visibility: site.visibility, owner_email: site.ownerEmail });

export function siteSummaryOf(row: SiteRow): SiteSummary {
  return {
    id: row.id,
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    tags: row.tags,
    timeZone: row.time_zone,
    visibility: row.visibility,
    owner: { email: row.owner_email, name: row.owner_name },
    searchRadiusKm: compileRadiusRule(row.radius).maxKm,
  };
}

export function siteOf(row: SiteRow, user: WorkspaceUser): Site {
  return {
    ...sharedFieldsOf(row, user),
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    tags: row.tags,
    timeZone: row.time_zone,
    radius: row.radius,
    searchRadiusKm: compileRadiusRule(row.radius).maxKm,
  };
}

/** What the history keeps of a site: the fields a person set, and the zone they imply. */
export const AUDITED_FIELDS = [
  'name',
  'latitude',
  'longitude',
  'address',
  'tags',
  'visibility',
  'radius',
  'timeZone',
] as const;

export function auditedFieldsOf(row: SiteRow) {
  return {
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    tags: row.tags,
    visibility: row.visibility,
    radius: row.radius,
    timeZone: row.time_zone,
  };
}
