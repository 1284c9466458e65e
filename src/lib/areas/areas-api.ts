import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AreaShape } from '../../../contract/areas/area-geometry';
import {
  areaHistory,
  createArea,
  deleteArea,
  importAreas,
  listAreasOptions,
  listAreasQueryKey,
  restoreArea,
  updateArea,
  type Area,
  type Visibility,
} from '@/lib/http/watchfloor';
import { refetchAfterWrite } from '@/lib/query/refetch-after-write';

export type { Area };

/**
 * The team's named areas for every view that uses them (explorer, reference, news, palette):
 * one cached list, refreshed soon after a colleague may have saved one, and every write
 * refreshing it at once.
 */
export const areasQuery = () => ({ ...listAreasOptions(), staleTime: 10_000 });

export function useAreas(enabled = true) {
  return useQuery({
    ...areasQuery(),
    enabled,
    select: (response) => response.data.areas,
  });
}

/** A shape as the server takes it: GeoJSON for a polygon, centre and radius for a circle. */
export type AreaShapeInput = AreaShape;

const refresh = (client: QueryClient) =>
  refetchAfterWrite(client, { queryKey: listAreasQueryKey() });

/** The writes, each refreshing the list; failures reject with an ApiError (422, 409, …). */
export function useAreaWrites() {
  const client = useQueryClient();
  const after = useCallback(
    async <T>(work: Promise<T>) => {
      try {
        return await work;
      } finally {
        await refresh(client);
      }
    },
    [client],
  );
  return {
    create: useCallback(
      async (body: { name: string; visibility: Visibility; shape: AreaShapeInput }) =>
        (await after(createArea({ body, throwOnError: true }))).data.data,
      [after],
    ),
    update: useCallback(
      async (
        area: Pick<Area, 'id' | 'version'>,
        change: { name?: string; visibility?: Visibility; shape?: AreaShapeInput },
      ) =>
        (
          await after(
            updateArea({
              path: { id: area.id },
              body: { version: area.version, ...change },
              throwOnError: true,
            }),
          )
        ).data.data,
      [after],
    ),
    remove: useCallback(
      async (area: Pick<Area, 'id' | 'version'>) =>
        (
          await after(
            deleteArea({
              path: { id: area.id },
              query: { version: area.version },
              throwOnError: true,
            }),
          )
        ).data.data,
      [after],
    ),
    restore: useCallback(
      async (area: Pick<Area, 'id'>) =>
        (await after(restoreArea({ path: { id: area.id }, throwOnError: true }))).data.data,
      [after],
    ),
    importAll: useCallback(
      async (body: { visibility: Visibility; areas: { name: string; shape: AreaShapeInput }[] }) =>
        (await after(importAreas({ body, throwOnError: true }))).data.data.areas,
      [after],
    ),
  };
}

export async function fetchAreaHistory(id: string) {
  return (await areaHistory({ path: { id }, throwOnError: true })).data.data.events;
}
