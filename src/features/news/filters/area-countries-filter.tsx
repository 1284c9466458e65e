import { useQueryClient } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { AreasPanel } from '@/components/areas/areas-panel';
import { secondaryButton } from '@/components/button-styles';
import { Popover, usePopoverClose } from '@/components/popover';
import { areaCountriesQuery, useAreaCountries } from '@/lib/areas/area-countries';
import { useAreas, type Area } from '@/lib/areas/areas-api';
import { apiErrorOf } from '@/lib/http/api-error';
import type { NewsSearch } from '../use-news-search';
import { groupLabelClass } from './control-styles';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((one) => b.includes(one));

function AreaPicker({
  usedId,
  onPick,
}: {
  usedId: string | undefined;
  onPick: (area: Area) => Promise<string | undefined>;
}) {
  const close = usePopoverClose();
  const [problem, setProblem] = useState<string>();
  return (
    <AreasPanel
      heading="Countries of a team area"
      useLabel="Use its countries"
      usedId={usedId}
      onUse={(area) => {
        setProblem(undefined);
        void onPick(area).then((why) => (why ? setProblem(why) : close()));
      }}
    >
      {problem ? (
        <p role="alert" className="rounded bg-danger-soft px-2 py-1 text-xs">
          {problem}
        </p>
      ) : (
        <p className="text-xs text-muted">
          The feed shows the news of every country the area touches, as the Reference page lists
          them.
        </p>
      )}
    </AreasPanel>
  );
}

/**
 * The news feed's countries taken from one of the team's areas: the countries it touches,
 * asked of the reference API. While the feed's countries are still exactly that area's, the
 * area is named beside them; once they are changed by hand, they are just countries.
 */
export function AreaCountriesFilter({ search }: { search: NewsSearch }) {
  const client = useQueryClient();
  const labelId = useId();
  // Asked only when the address names an area; the picker loads the list when it opens.
  const areas = useAreas(search.countriesAreaId !== undefined);
  const area = search.countriesAreaId
    ? areas.data?.find((one) => one.id === search.countriesAreaId)
    : undefined;
  const countries = useAreaCountries(area?.apiPolygon);
  const chosen = search.values.countryCode;
  const matches =
    area !== undefined &&
    countries.data !== undefined &&
    chosen?.op === 'in' &&
    sameSet(
      countries.data.map((one) => one.code),
      chosen.values,
    );

  const pick = async (picked: Area): Promise<string | undefined> => {
    try {
      const found = await client.fetchQuery(areaCountriesQuery(picked.apiPolygon));
      if (found.length === 0) return `No country touches “${picked.name}”.`;
      search.setCountriesFromArea(
        picked.id,
        found.map((one) => one.code),
      );
      return undefined;
    } catch (error) {
      return `The countries of “${picked.name}” could not be found: ${apiErrorOf(error, 'incidents', 'GET /geography/countries')?.message ?? ''}`;
    }
  };

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-0.5">
      <span id={labelId} className={groupLabelClass}>
        Area
      </span>
      <div className="flex items-center gap-2">
        <Popover
          trigger={
            <>
              <MapPin aria-hidden className="size-4 shrink-0" />
              <span className="truncate">{matches ? area.name : 'Countries from an area…'}</span>
            </>
          }
          triggerLabel={matches ? `Countries of the area ${area.name}; change the area` : undefined}
          triggerClassName={`${secondaryButton} h-8 max-w-56 !py-0 whitespace-nowrap`}
          triggerTitle={matches ? area.name : undefined}
          panelLabel="Countries of a team area"
          panelClassName="flex max-h-[min(28rem,70vh)] w-[22rem] flex-col"
        >
          <AreaPicker usedId={matches ? area.id : undefined} onPick={pick} />
        </Popover>
        {matches ? (
          <span className="text-xs text-muted" data-testid="area-countries">
            {countries.data.length === 1 ? '1 country' : `${countries.data.length} countries`} touch
            “{area.name}”
          </span>
        ) : null}
      </div>
    </div>
  );
}
