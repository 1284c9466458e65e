import { z } from 'zod';
import { addressProblem, MAX_IMPORT_BATCH } from './saved-search-address.ts';
import { expectedVersion, keptObjectFields, objectName, Visibility } from './workspace.ts';

/**
 * Saved searches (issue 25, item 2): a named view of the news feed or the incident explorer,
 * kept by the Watchfloor server for the team. The address is the view's own path and search,
 * exactly as the dashboard writes it, so opening one restores the view; a parameter the app no
 * longer knows is dropped with the view's usual notice, never refused here.
 */

export const SavedSearchViewName = z
  .enum(['incidents', 'news'])
  .meta({ id: 'SavedSearchView', description: 'The view the address opens.' });

export const savedSearchAddress = z
  .string()
  .superRefine((address, context) => {
    const problem = addressProblem(address);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .meta({
    description:
      'The view’s path and search on the dashboard’s origin, e.g. `/incidents?impact=gte:3&sort=startedAt:desc` or `/news?countryCode=in:FRA`.',
    example: '/incidents?impact=gte:3',
  });

export const SavedSearch = z
  .object({
    ...keptObjectFields,
    name: z.string(),
    address: z.string(),
    view: SavedSearchViewName,
    /** The signed-in user's own marks: another user's pin or last look changes nothing here. */
    pinned: z.boolean().meta({ description: 'Pinned by the signed-in user (a personal mark).' }),
    lookedAt: z.iso.datetime({ offset: true }).nullable().meta({
      description:
        'When the signed-in user last opened it; null when they never have (new items then count from `createdAt`).',
    }),
    mine: z.boolean().meta({ description: 'The signed-in user owns it.' }),
  })
  .meta({ id: 'SavedSearch' });

export const SavedSearchList = z
  .object({ searches: z.array(SavedSearch) })
  .meta({ id: 'SavedSearchList' });

export const SavedSearchQuery = z.object({
  view: SavedSearchViewName.optional().meta({ description: 'Only the searches of this view.' }),
});

export const SavedSearchId = z.object({
  id: z.string().meta({ description: 'The saved search’s id (a UUID).' }),
});

export const CreateSavedSearch = z
  .strictObject({
    name: objectName,
    address: savedSearchAddress,
    visibility: Visibility.default('team'),
  })
  .meta({ id: 'CreateSavedSearch' });

export const UpdateSavedSearch = z
  .strictObject({
    version: expectedVersion,
    name: objectName.optional(),
    address: savedSearchAddress.optional(),
    visibility: Visibility.optional(),
  })
  .refine(
    (change) =>
      change.name !== undefined || change.address !== undefined || change.visibility !== undefined,
    { message: 'Nothing to change: give a name, an address or a visibility.' },
  )
  .meta({ id: 'UpdateSavedSearch' });

export const PinSavedSearch = z
  .strictObject({ pinned: z.boolean() })
  .meta({ id: 'PinSavedSearch', description: 'Pins or unpins it for the signed-in user only.' });

export const ImportedSavedSearch = z
  .object({
    key: z
      .string()
      .min(1, 'Give each search a key.')
      .max(100, 'Too long: at most 100 characters.')
      .meta({
        description:
          'Made by the client, one per local search: importing the same key again returns the search it made the first time.',
      }),
    name: objectName,
    address: savedSearchAddress,
    lookedAt: z.iso
      .datetime({ offset: true })
      .optional()
      .meta({ description: 'When it was last opened in the browser it comes from.' }),
  })
  .meta({ id: 'ImportedSavedSearch' });

const importBatch = <Item extends z.ZodType>(item: Item) =>
  z
    .array(item)
    .min(1, 'Nothing to import.')
    .max(MAX_IMPORT_BATCH, `At most ${MAX_IMPORT_BATCH} searches per request.`);

export const ImportSavedSearches = z
  .strictObject({ searches: importBatch(ImportedSavedSearch) })
  .meta({ id: 'ImportSavedSearches' });

/** The request as the server reads it: the batch first, then each search on its own. */
export const ImportSavedSearchesBatch = z.strictObject({ searches: importBatch(z.unknown()) });

export const ImportOutcome = z
  .object({
    key: z.string(),
    outcome: z.enum(['imported', 'existing', 'rejected']).meta({
      description:
        '`imported`: made now; `existing`: this key (or the same name and address) was imported before, nothing new was made; `rejected`: see `reasons`.',
    }),
    search: SavedSearch.optional(),
    reasons: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ImportOutcome' });

export const ImportResult = z
  .object({ results: z.array(ImportOutcome) })
  .meta({ id: 'ImportResult' });

export {
  addressProblem,
  MAX_ADDRESS_LENGTH,
  MAX_IMPORT_BATCH,
  SAVED_SEARCH_VIEWS,
  viewOfAddress,
  type SavedSearchPath,
  type SavedSearchView,
} from './saved-search-address.ts';

export type SavedSearch = z.infer<typeof SavedSearch>;
export type ImportOutcome = z.infer<typeof ImportOutcome>;
