import { http, HttpResponse } from 'msw';

/**
 * The Watchfloor server's answers the pickers of the watch and briefing forms read: the team's
 * sites (one, "Lagos depot", owned by Ana Analyst) and no saved searches or areas.
 */

const PERSON = { email: 'ana@team.example', name: 'Ana Analyst' };
export const SITE_ID = '22222222-2222-4222-8222-222222222222';

export const pickerHandlers = [
  http.get('*/api/watchfloor/sites', () =>
    HttpResponse.json({
      status: 'success',
      data: {
        count: 1,
        owners: [PERSON],
        columns: {
          id: [SITE_ID],
          name: ['Lagos depot'],
          latitude: [6.45],
          longitude: [3.39],
          address: [''],
          tags: [[]],
          visibility: ['team'],
          owner: [0],
        },
      },
    }),
  ),
  http.get('*/api/watchfloor/areas', () =>
    HttpResponse.json({ status: 'success', data: { areas: [] } }),
  ),
  http.get('*/api/watchfloor/saved-searches', () =>
    HttpResponse.json({ status: 'success', data: { searches: [] } }),
  ),
];
