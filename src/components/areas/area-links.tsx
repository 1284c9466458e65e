import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { areaCountriesQuery } from '@/lib/areas/area-countries';
import type { Area } from '@/lib/areas/areas-api';
import { apiErrorOf } from '@/lib/http/api-error';
import { areaIncidentsHref, areaNewsHref } from '@/lib/links/app-links';
import { showToast } from '@/lib/toasts/toast-store';
import { focusRing } from '../button-styles';
import { HrefLink } from '../href-link';

const link = `rounded text-xs text-accent underline-offset-2 hover:underline disabled:opacity-50 ${focusRing}`;

/**
 * An area's incidents (the explorer filtered by it) and its news (the feed narrowed to the
 * countries it touches, which are asked of the reference API first).
 */
export function AreaLinks({ area }: { area: Area }) {
  const client = useQueryClient();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const openNews = async () => {
    setBusy(true);
    try {
      const countries = await client.fetchQuery(areaCountriesQuery(area.apiPolygon));
      if (countries.length === 0) {
        showToast({
          tone: 'error',
          message: `No country touches “${area.name}”: no news to show.`,
        });
        return;
      }
      await router.navigate({
        href: areaNewsHref(
          area.id,
          countries.map((one) => one.code),
        ),
      });
    } catch (error) {
      showToast({
        tone: 'error',
        message: `The countries of “${area.name}” could not be found: ${apiErrorOf(error, 'incidents', 'GET /geography/countries')?.message ?? ''}`,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <HrefLink
        href={areaIncidentsHref(area)}
        aria-label={`Incidents in ${area.name}`}
        className={link}
      >
        Incidents
      </HrefLink>
      <span aria-hidden className="text-xs text-line">
        |
      </span>
      <button
        type="button"
        className={link}
        disabled={busy}
        aria-label={`News about the countries of ${area.name}`}
        onClick={() => void openNews()}
      >
        {busy ? 'Finding its countries…' : 'News'}
      </button>
    </>
  );
}
