import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { configureTestDeployment, TEST_URLS } from '@/test/deployment';
import { LoginForm } from './login-form';

const AUTH_URL = TEST_URLS.authUrl;
const TOKEN_URL = `${AUTH_URL}/user/token`;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  configureTestDeployment();
});

const fail = (status: number, data: Record<string, string>, headers?: HeadersInit) =>
  HttpResponse.json({ status: 'fail', data }, { status, headers });

function renderForm(onToken = vi.fn(() => true)) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LoginForm onToken={onToken} authUrl={AUTH_URL} />
    </QueryClientProvider>,
  );
  return { onToken };
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

test('a successful sign-in hands over the token and the email typed', async () => {
  let body: unknown;
  server.use(
    http.post(TOKEN_URL, async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ status: 'success', data: { accessToken: 'the-token' } });
    }),
  );
  const { onToken } = renderForm();
  await fillAndSubmit('  ada@watchfloor.example ', 'correct horse');
  await waitFor(() => expect(onToken).toHaveBeenCalledWith('the-token', 'ada@watchfloor.example'));
  expect(body).toEqual({ email: 'ada@watchfloor.example', password: 'correct horse' });
});

test('while the request is out, the button says so and cannot be pressed twice', async () => {
  let calls = 0;
  server.use(
    http.post(TOKEN_URL, async () => {
      calls += 1;
      await delay(200);
      return HttpResponse.json({ status: 'success', data: { accessToken: 't' } });
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

test('wrong credentials are explained and nothing typed is lost', async () => {
  server.use(
    http.post(TOKEN_URL, () => fail(401, { credentials: 'Email and password do not match' })),
  );
  const { onToken } = renderForm();
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Email and password do not match');
  expect(screen.getByLabelText('Email')).toHaveValue('ada@watchfloor.example');
  expect(screen.getByLabelText('Password')).toHaveValue('hunter2');
  expect(onToken).not.toHaveBeenCalled();
});

test('an expired access window has its own message, not the wrong-password one', async () => {
  server.use(
    http.post(TOKEN_URL, () => fail(401, { accessWindow: 'User access window has expired' })),
  );
  renderForm();
  await fillAndSubmit();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your access window has expired');
  expect(alert).not.toHaveTextContent('do not match');
});

test('a field the service says is missing is marked next to that field', async () => {
  server.use(
    http.post(TOKEN_URL, () => fail(422, { password: 'Missing password request body parameter' })),
  );
  renderForm();
  await fillAndSubmit();
  const password = screen.getByLabelText('Password');
  await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
  expect(password).toHaveAccessibleDescription('Enter your password.');
  expect(password).toHaveFocus();
  expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
});

test('empty fields are caught before any request, each next to its field', async () => {
  const requests = vi.fn();
  server.use(http.post(TOKEN_URL, () => (requests(), HttpResponse.error())));
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

test('too many attempts: a live countdown from Retry-After, submit disabled until it ends', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
  try {
    server.use(
      http.post(TOKEN_URL, () =>
        fail(
          429,
          { email: 'Too many authentication attempts. Try again in 5 minutes' },
          {
            'Retry-After': '3',
          },
        ),
      ),
    );
    renderForm();
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many sign-in attempts');
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

test('a 429 without Retry-After waits the five minutes the spec names', async () => {
  server.use(http.post(TOKEN_URL, () => fail(429, { email: 'Too many attempts' })));
  renderForm();
  await fillAndSubmit();
  expect(await screen.findByRole('timer')).toHaveTextContent('5:00');
});

test('an unreachable service says where it looked, and Try again sends the same form', async () => {
  let attempts = 0;
  server.use(
    http.post(TOKEN_URL, () => {
      attempts += 1;
      return attempts === 1
        ? HttpResponse.error()
        : HttpResponse.json({ status: 'success', data: { accessToken: 'second-time' } });
    }),
  );
  const { onToken } = renderForm();
  const user = await fillAndSubmit();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The sign-in service cannot be reached');
  expect(alert).toHaveTextContent(AUTH_URL);
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() =>
    expect(onToken).toHaveBeenCalledWith('second-time', 'ada@watchfloor.example'),
  );
});

test('a service fault shows its message with a way to retry', async () => {
  server.use(
    http.post(TOKEN_URL, () =>
      HttpResponse.json(
        { status: 'error', message: 'Token signing is unavailable' },
        { status: 500 },
      ),
    ),
  );
  renderForm();
  await fillAndSubmit();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The sign-in service had a problem');
  expect(alert).toHaveTextContent('Token signing is unavailable');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('a success body without a token is reported, not taken as signed in', async () => {
  server.use(http.post(TOKEN_URL, () => HttpResponse.json({ status: 'success', data: {} })));
  const { onToken } = renderForm();
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent('unexpected answer');
  expect(onToken).not.toHaveBeenCalled();
});

test('a token the dashboard cannot read is reported', async () => {
  server.use(
    http.post(TOKEN_URL, () =>
      HttpResponse.json({ status: 'success', data: { accessToken: 'x' } }),
    ),
  );
  renderForm(vi.fn(() => false));
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent('a token the dashboard cannot read');
});
