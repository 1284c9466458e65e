import { expect, test } from 'vitest';
import { destinationOf } from './use-preload-selection';

test('the items that open a page name it: views, recent places and jumps', () => {
  expect(destinationOf('view /incidents')).toEqual({ to: '/incidents' });
  expect(destinationOf('recent view /news')).toEqual({ to: '/news' });
  expect(destinationOf('recent incident IN-42')).toEqual({
    to: '/incidents/$incidentId',
    params: { incidentId: 'IN-42' },
  });
  expect(destinationOf('jump theme TH-7')).toEqual({
    to: '/themes/$themeId',
    params: { themeId: 'TH-7' },
  });
});

test('actions, typed filters and views that no longer exist preload nothing', () => {
  expect(destinationOf('action sign-out')).toBeUndefined();
  expect(destinationOf('typed incidents country:NG')).toBeUndefined();
  expect(destinationOf('recent view /gone')).toBeUndefined();
  expect(destinationOf('')).toBeUndefined();
});
