import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { configureTestDeployment } from '@/test/deployment';
import { pickerHandlers, SITE_ID } from '@/test/workspace-handlers';
import { renderWithRouter } from '@/test/render-with-router';
import { BriefingForm } from './briefing-form';

let sent: unknown[] = [];

const server = setupServer(
  ...pickerHandlers,
  http.post('*/api/watchfloor/briefings', async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json(
      { status: 'fail', data: { 'siteIds.0': 'There is no site with this id.' } },
      { status: 422 },
    );
  }),
  http.post('*/api/watchfloor/briefing-schedules', async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json(
      { status: 'fail', data: { timeZone: 'Not a time zone the server knows.' } },
      { status: 422 },
    );
  }),
);

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureTestDeployment();
  sent = [];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderWithRouter(
    <QueryClientProvider client={client}>
      <BriefingForm />
    </QueryClientProvider>,
  );
  return screen.getByRole('form', { name: 'New briefing' });
}

test('says beside each field what is missing, and sends nothing', async () => {
  const user = userEvent.setup();
  const form = await renderForm();
  await user.click(within(form).getByRole('button', { name: 'Create briefing' }));
  expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription('Give it a title.');
  expect(within(form).getByLabelText('Saved search')).toHaveAccessibleDescription(
    'Choose a saved search or at least one site.',
  );
  expect(sent).toEqual([]);
});

test('the server’s refusal shows beside the field it names', async () => {
  const user = userEvent.setup();
  const form = await renderForm();
  await user.type(within(form).getByLabelText('Title'), 'Morning brief');
  await user.click(await within(form).findByRole('button', { name: /^Sites/ }));
  await user.click(await screen.findByRole('option', { name: /Lagos depot/ }));
  await user.keyboard('{Escape}');
  await user.selectOptions(within(form).getByLabelText('Period'), '48');
  await user.click(within(form).getByRole('button', { name: 'Create briefing' }));
  expect(await within(form).findByText('There is no site with this id.')).toBeVisible();
  expect(sent).toEqual([
    { title: 'Morning brief', savedSearchId: null, siteIds: [SITE_ID], periodHours: 48 },
  ]);

  await user.click(within(form).getByRole('button', { name: 'Send daily…' }));
  const zone = within(form).getByLabelText('Time zone');
  await user.clear(zone);
  await user.type(zone, 'Mars/Olympus');
  await user.type(within(form).getByLabelText('Recipients'), 'desk@example.com, ops@example.com');
  await user.click(within(form).getByRole('button', { name: 'Schedule daily' }));
  await expect
    .poll(() => within(form).getByLabelText('Time zone'))
    .toHaveAccessibleDescription('Not a time zone the server knows.');
  expect(sent[1]).toEqual({
    params: { title: 'Morning brief', savedSearchId: null, siteIds: [SITE_ID], periodHours: 48 },
    time: '07:00',
    timeZone: 'Mars/Olympus',
    recipients: ['desk@example.com', 'ops@example.com'],
  });
});
