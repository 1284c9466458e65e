import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { DroppedParametersNotice } from '@/components/dropped-parameters-notice';
import { ALERTS_SETTINGS, parseAlertsSearch } from '@/features/alerts/alerts-search';
import { renderAtRoute } from '@/test/render-at-route';
import { droppedSettings, useCheckedSearch } from './use-checked-search';

afterEach(cleanup);

function CentreAddress() {
  const link = useCheckedSearch(parseAlertsSearch, ALERTS_SETTINGS);
  return <DroppedParametersNotice dropped={link.dropped} onDismiss={link.dismissDropped} />;
}

/** The notification centre's reading of `href`: the address it settles on. */
async function open(href: string) {
  const { router } = renderAtRoute('/alerts', CentreAddress, href);
  for (let turn = 0; turn < 20; turn++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
  return router;
}

const WATCH = '0b0b0b0b-0000-4000-8000-000000000001';

describe('a page that reads its address by hand', () => {
  test('names what a link said that it ignored, and the address then says what it shows', async () => {
    const router = await open('/alerts?watch=zzz&unread=true&colour=red');
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('2 settings in this link were ignored');
    expect(notice).toHaveTextContent('watch: a watch is named by its id');
    expect(notice).toHaveTextContent('colour is not a setting of this view');
    expect(router.state.location.href).toBe('/alerts?unread=true');
    // Replaced, not pushed: Back leaves the page rather than returning to the broken link.
    expect(router.history.length).toBe(1);

    await userEvent.click(
      screen.getByRole('button', { name: 'Dismiss the notice about ignored settings' }),
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(router.state.location.href).toBe('/alerts?unread=true');
  });

  test('a link it reads whole is left as it is, with no notice', async () => {
    const router = await open(`/alerts?unread=true&watch=${WATCH}`);
    expect(screen.queryByRole('status')).toBeNull();
    expect(router.state.location.href).toBe(`/alerts?unread=true&watch=${WATCH}`);
  });

  test('empty values are no settings; the reason is given for names it reads', () => {
    expect(droppedSettings({ watch: '', unread: 'false' }, {}, ALERTS_SETTINGS)).toEqual([
      { parameter: 'unread', message: `unread: ${ALERTS_SETTINGS.unread}` },
    ]);
  });
});
