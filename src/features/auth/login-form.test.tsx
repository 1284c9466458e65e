import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import type { SessionBody } from '@/lib/session/session';
import { configureTestDeployment } from '@/test/deployment';
import { LoginForm } from './login-form';

const SESSION_URL = '/session';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  configureTestDeployment();
});

const session: SessionBody = {
  user: { email: 'ada@watchfloor.example', name: 'Ada Analyst', admin: false },
  expiresAt: '2026-11-23T09:00:00Z',
  idleExpiresAt: '2026-11-22T17:00:00Z',
  idleTimeoutSeconds: 28_800,
};
const signedIn = (body: SessionBody = session) =>
  HttpResponse.json({ status: 'success', data: body });
const fail = (status: number, data: Record<string, string>, headers?: HeadersInit) =>
  HttpResponse.json({ status: 'fail', data }, { status, headers });
const serverError = (status: number, message: string) =>
  HttpResponse.json({ status: 'error', message }, { status });

function renderForm(onSignedIn = vi.fn((_session: SessionBody) => true)) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LoginForm onSignedIn={onSignedIn} />
    </QueryClientProvider>,
  );
  return { onSignedIn };
}

async function fillAndSubmit(email = 'ada@watchfloor.example', password = 'hunter2') {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

test('the fields carry labels and autocomplete hints for password managers', () => {
  renderForm();
  expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
});

test('a successful sign-in posts to the server and hands over the session it answered', async () => {
  let body: unknown;
  let authorization: string | null = 'unset';
  server.use(
    http.post(SESSION_URL, async ({ request }) => {
      body = await request.json();
      authorization = request.headers.get('Authorization');
      return signedIn();
    }),
  );
  const { onSignedIn } = renderForm();
  await fillAndSubmit('  ada@watchfloor.example ', 'correct horse');
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session));
  expect(body).toEqual({ email: 'ada@watchfloor.example', password: 'correct horse' });
  expect(authorization).toBeNull();
});

test('while the request is out, the button says so and cannot be pressed twice', async () => {
  let calls = 0;
  server.use(
    http.post(SESSION_URL, async () => {
      calls += 1;
      await delay(200);
      return signedIn();
    }),
  );
  renderForm();
  const user = await fillAndSubmit();
  const busy = screen.getByRole('button', { name: /Signing in/ });
  expect(busy).toBeDisabled();
  expect(busy).toHaveAttribute('aria-busy', 'true');
  await user.click(busy);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  expect(calls).toBe(1);
});

test('wrong credentials show the service’s words, and nothing typed is lost', async () => {
  server.use(
    http.post(SESSION_URL, () => fail(401, { credentials: 'Email and password do not match' })),
  );
  const { onSignedIn } = renderForm();
  await fillAndSubmit();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Email and password do not match');
  expect(alert).toHaveTextContent('Passwords are case-sensitive');
  expect(screen.getByLabelText('Email')).toHaveValue('ada@watchfloor.example');
  expect(screen.getByLabelText('Password')).toHaveValue('hunter2');
  expect(onSignedIn).not.toHaveBeenCalled();
});

test('the service’s credentials message is shown as it wrote it', async () => {
  server.use(http.post(SESSION_URL, () => fail(401, { credentials: 'Unknown user or password' })));
  renderForm();
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Unknown user or password');
});

test('an expired access window has its own message, with the service’s words', async () => {
  server.use(
    http.post(SESSION_URL, () => fail(401, { accessWindow: 'User access window has expired' })),
  );
  renderForm();
  await fillAndSubmit();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your access window has expired');
  expect(alert).toHaveTextContent('“User access window has expired”');
  expect(alert).not.toHaveTextContent('do not match');
});

test('a field the server refuses is marked next to that field, in the server’s words', async () => {
  server.use(
    http.post(SESSION_URL, () =>
      fail(422, { password: 'Missing password request body parameter' }),
    ),
  );
  renderForm();
  await fillAndSubmit();
  const password = screen.getByLabelText('Password');
  await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
  expect(password).toHaveAccessibleDescription('Missing password request body parameter');
  expect(password).toHaveFocus();
  expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
});

test('a body the server refuses as a whole is explained above the form', async () => {
  server.use(http.post(SESSION_URL, () => fail(413, { body: 'The body is larger than 16 kB.' })));
  renderForm();
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The server refused the request: The body is larger than 16 kB.',
  );
});

test('empty fields are caught before any request, each next to its field', async () => {
  const requests = vi.fn();
  server.use(http.post(SESSION_URL, () => (requests(), HttpResponse.error())));
  renderForm();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
    'Enter the email address of your account.',
  );
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(requests).not.toHaveBeenCalled();
});

test('typing in a marked field clears its message', async () => {
  renderForm();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await user.type(screen.getByLabelText('Email'), 'a');
  expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
});

test('the service’s lockout: its words, a live countdown from Retry-After, submit disabled until it ends', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
  try {
    server.use(
      http.post(SESSION_URL, () =>
        fail(
          429,
          { email: 'Too many authentication attempts. Try again in 5 minutes' },
          { 'Retry-After': '3' },
        ),
      ),
    );
    renderForm();
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many sign-in attempts');
    expect(alert).toHaveTextContent('The service has paused sign-in for this email');
    expect(alert).toHaveTextContent('“Too many authentication attempts. Try again in 5 minutes”');
    expect(screen.getByRole('timer')).toHaveTextContent('0:03');
    expect(screen.getByRole('button', { name: 'Try again in 0:03' })).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('0:02');
    expect(screen.getByRole('button', { name: 'Try again in 0:02' })).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('you can sign in again');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  } finally {
    vi.useRealTimers();
  }
});

test('the Watchfloor server’s own rate limit is told apart, with its countdown', async () => {
  server.use(
    http.post(SESSION_URL, () =>
      fail(
        429,
        { rateLimit: 'Too many sign-in attempts from this address.' },
        { 'Retry-After': '90' },
      ),
    ),
  );
  renderForm();
  await fillAndSubmit();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The Watchfloor server has paused sign-in from here');
  expect(alert).toHaveTextContent('“Too many sign-in attempts from this address.”');
  expect(screen.getByRole('timer')).toHaveTextContent('1:30');
});

test('a 429 without Retry-After waits the five minutes the spec names', async () => {
  server.use(http.post(SESSION_URL, () => fail(429, { email: 'Too many attempts' })));
  renderForm();
  await fillAndSubmit();
  expect(await screen.findByRole('timer')).toHaveTextContent('5:00');
});

test('an unreachable server says where it looked, and Try again sends the same form', async () => {
  let attempts = 0;
  server.use(
    http.post(SESSION_URL, () => {
      attempts += 1;
      return attempts === 1 ? HttpResponse.error() : signedIn();
    }),
  );
  const { onSignedIn } = renderForm();
  const user = await fillAndSubmit();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The Watchfloor server cannot be reached');
  expect(alert).toHaveTextContent(window.location.origin);
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session));
});

test.each([
  [502, 'The sign-in service cannot be reached', 'The authentication service did not answer.'],
  [504, 'The sign-in service did not answer in time', 'The authentication service timed out.'],
])(
  'a %i from the server says the sign-in service behind it is down, with a retry',
  async (status, title, message) => {
    server.use(http.post(SESSION_URL, () => serverError(status, message)));
    renderForm();
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('The Watchfloor server is up');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
);

test('a 503 says the server’s database is down, not the password', async () => {
  server.use(http.post(SESSION_URL, () => serverError(503, 'The database does not answer.')));
  renderForm();
  await fillAndSubmit();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Watchfloor cannot keep sessions right now');
  expect(alert).toHaveTextContent('database is not answering');
  expect(alert).toHaveTextContent('The database does not answer.');
  expect(alert).not.toHaveTextContent('do not match');
});

test('a cross-site refusal says to sign in from the dashboard’s own address', async () => {
  server.use(http.post(SESSION_URL, () => fail(403, { origin: 'Cross-site request refused.' })));
  renderForm();
  await fillAndSubmit();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The Watchfloor server refused this sign-in');
  expect(alert).toHaveTextContent('Cross-site request refused.');
});

test('a success body without a session is reported, not taken as signed in', async () => {
  server.use(http.post(SESSION_URL, () => HttpResponse.json({ status: 'success', data: {} })));
  const { onSignedIn } = renderForm();
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent('unexpected answer');
  expect(onSignedIn).not.toHaveBeenCalled();
});

test('a session the dashboard cannot keep is reported', async () => {
  server.use(http.post(SESSION_URL, () => signedIn()));
  renderForm(vi.fn(() => false));
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The server answered with a session the dashboard cannot read.',
  );
});
