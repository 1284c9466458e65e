import type { SiteTable } from '../resources/sites.ts';
import type { Person, Visibility } from '../resources/workspace.ts';

/** One site of a SiteTable, as lists and maps read it. */
export interface TableSite {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  address: string;
  tags: string[];
  visibility: Visibility;
  owner: Person;
}

/** The table's columns back into one object per site, in the table's order (by name). */
export function sitesOfTable(table: SiteTable): TableSite[] {
  const { columns, owners } = table;
  const sites: TableSite[] = new Array<TableSite>(table.count);
  for (let index = 0; index < table.count; index += 1) {
    sites[index] = {
      id: columns.id[index]!,
      name: columns.name[index]!,
      latitude: columns.latitude[index]!,
      longitude: columns.longitude[index]!,
      address: columns.address[index]!,
      tags: columns.tags[index]!,
      visibility: columns.visibility[index]!,
      owner: owners[columns.owner[index]!]!,
    };
  }
  return sites;
}
