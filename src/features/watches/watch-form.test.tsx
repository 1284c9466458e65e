import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { configureTestDeployment } from '@/test/deployment';
import { pickerHandlers, SITE_ID } from '@/test/workspace-handlers';
import { WatchEditPanel } from './watch-edit-panel';
import { newDraft, readDraft } from './watch-draft';

let created: unknown[] = [];

const server = setupServer(
  ...pickerHandlers,
  http.post('*/api/watchfloor/watches', async ({ request }) => {
    const body = (await request.json()) as { name: string };
    created.push(body);
    if (body.name === 'Taken') {
      return HttpResponse.json(
        { status: 'fail', data: { 'siteIds.0': 'There is no site with this id.' } },
        { status: 422 },
      );
    }
    return HttpResponse.json({ status: 'success', data: body }, { status: 201 });
  }),
);

// Typing into a dozen fields takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureTestDeployment();
  created = [];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPanel(prefill: Parameters<typeof newDraft>[0] = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WatchEditPanel initialDraft={newDraft(prefill)} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return screen.getByRole('form', { name: 'New watch' });
}

test('refuses what it can tell is wrong, each message on its field, and sends nothing', async () => {
  const user = userEvent.setup();
  const form = renderPanel({ filters: '/news?search=port' });
  await user.selectOptions(within(form).getByLabelText('Cadence'), 'daily');
  await user.clear(within(form).getByLabelText('Digest time'));
  await user.clear(within(form).getByLabelText(/Time zone/));
  await user.type(within(form).getByLabelText(/Time zone/), 'Mars/Olympus');
  await user.click(within(form).getByLabelText(/Quiet hours/));
  await user.clear(within(form).getByLabelText('Until'));
  await user.type(within(form).getByLabelText('Until'), '22:00');
  await user.type(
    within(form).getByLabelText('Webhook endpoints'),
    'https://hooks.example.com/a{Enter}ftp://files.example.com',
  );
  await user.type(
    within(form).getByLabelText('Email addresses'),
    'desk@example.com, not-an-address',
  );
  await user.click(within(form).getByRole('button', { name: 'Create watch' }));

  expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('Give the watch a name.');
  expect(within(form).getByLabelText('Explorer address')).toHaveAccessibleDescription(
    /starts with \/incidents/,
  );
  expect(within(form).getByLabelText('Digest time')).toHaveAccessibleDescription(
    'A daily digest needs the time it goes out (HH:MM).',
  );
  expect(within(form).getByLabelText(/Time zone/)).toHaveAccessibleDescription(/Not a time zone/);
  expect(within(form).getByLabelText('Until')).toHaveAccessibleDescription(
    'Quiet hours must start and end at different times.',
  );
  expect(within(form).getByLabelText('Webhook endpoints')).toHaveAccessibleDescription(
    /Line 2: only http:\/\/ and https:\/\/ endpoints/,
  );
  expect(within(form).getByLabelText('Email addresses')).toHaveAccessibleDescription(
    /“not-an-address” is not an email address/,
  );
  expect(created).toEqual([]);
});

test('a valid watch is sent as the server takes it, the explorer’s link read as its address', async () => {
  const user = userEvent.setup();
  const form = renderPanel({ siteIds: [SITE_ID] });
  await user.type(within(form).getByLabelText('Name'), 'Unrest near the depot');
  const address = within(form).getByLabelText('Explorer address');
  await user.clear(address);
  await user.click(address);
  await user.paste('https://watchfloor.example/incidents?impact=gte:3');
  await user.selectOptions(within(form).getByLabelText('Minimum impact'), '2');
  await user.selectOptions(within(form).getByLabelText('Alert on'), 'new');
  expect(await within(form).findByRole('button', { name: /Sites.*Lagos depot/ })).toBeVisible();
  await user.type(
    within(form).getByLabelText('Webhook endpoints'),
    ' https://hooks.example.com/watchfloor {Enter}{Enter}',
  );
  await user.type(
    within(form).getByLabelText('Email addresses'),
    'desk@example.com,ops@example.com',
  );
  await user.click(within(form).getByRole('button', { name: 'Create watch' }));
  await expect.poll(() => created.length).toBe(1);
  expect(created[0]).toMatchObject({
    name: 'Unrest near the depot',
    filters: '/incidents?impact=gte:3',
    savedSearchId: null,
    siteIds: [SITE_ID],
    minImpact: 2,
    triggers: 'new',
    cadence: 'instant',
    digestTime: null,
    quietHours: null,
    visibility: 'team',
    webhooks: ['https://hooks.example.com/watchfloor'],
    emails: ['desk@example.com', 'ops@example.com'],
  });
});

test('a refusal naming a list element shows on that list', async () => {
  const user = userEvent.setup();
  const form = renderPanel({ siteIds: [SITE_ID] });
  await user.type(within(form).getByLabelText('Name'), 'Taken');
  await user.click(within(form).getByRole('button', { name: 'Create watch' }));
  expect(await within(form).findByText('There is no site with this id.')).toBeVisible();
  expect(within(form).getByRole('alert')).toHaveTextContent(
    'Some fields need a change; each says why.',
  );
});

test('a saved search must be picked when the watch follows one', () => {
  const read = readDraft({ ...newDraft(), name: 'x', source: 'saved-search' });
  expect(read).toEqual({
    ok: false,
    errors: { savedSearchId: 'Pick a saved search of the incident explorer.' },
  });
});
