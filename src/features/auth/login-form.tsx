import { useMutation } from '@tanstack/react-query';
import { Eye, EyeOff, LoaderCircle } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { focusRing, primaryButton, secondaryButton } from '@/components/button-styles';
import type { SessionBody } from '@/lib/session/session';
import { formatCountdown } from '@/lib/time/waits';
import { useNow } from '@/lib/time/use-now';
import { missingFields } from './missing-fields';
import type { SignInField, SignInProblem } from './sign-in-problem';

export interface LoginFormProps {
  /** Keeps the session the server answered with; false when it cannot be read. */
  onSignedIn: (session: SessionBody) => boolean;
}

/**
 * The request, with the server's generated client and the classification of its failures, loads
 * once the analyst starts on the form, not with the page: the login page's first download stays
 * small.
 */
const loadSignInRequest = () => import('./sign-in-request');
const loadProblemMessage = () => import('./problem-message');
const ProblemMessage = lazy(() =>
  loadProblemMessage().then((module) => ({ default: module.ProblemMessage })),
);
const preloadSignIn = () => void Promise.all([loadSignInRequest(), loadProblemMessage()]);

/** Both modules in hand before the request goes out, so every answer can be explained. */
async function signInWith(variables: { body: { email: string; password: string } }) {
  const [{ requestSession }] = await Promise.all([loadSignInRequest(), loadProblemMessage()]);
  return requestSession(variables);
}

/** Kept in the page itself: when the server is out of reach, no more code can be loaded. */
function UnreachableMessage({ id, onRetry }: { id: string; onRetry: () => void }) {
  return (
    <div
      id={id}
      role="alert"
      className="rounded-md border border-danger bg-danger-soft px-3 py-2.5 text-sm text-danger"
    >
      <p className="font-semibold">The Watchfloor server cannot be reached</p>
      <p className="mt-0.5">
        Nothing answered at <span className="font-mono break-all">{window.location.origin}</span>.
        Check your connection or VPN, then try again; what you typed is kept.
      </p>
      <button type="button" onClick={onRetry} className={`${secondaryButton} mt-2`}>
        Try again
      </button>
    </div>
  );
}

const inputClass = `mt-1 block w-full rounded-md border bg-surface px-3 py-2 text-sm text-ink placeholder:text-muted ${focusRing}`;

/** Email and password, with every way signing in can fail explained in place. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const ids = { email: useId(), password: useId(), problem: useId() };
  const [values, setValues] = useState<Record<SignInField, string>>({ email: '', password: '' });
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const focusField = (field: SignInField) =>
    (field === 'email' ? emailInput : passwordInput).current?.focus();
  const signIn = useMutation({ mutationFn: signInWith });

  const lockedUntil = problem?.kind === 'locked' ? problem.until : 0;
  const now = useNow(1000, lockedUntil > 0);
  const lockSecondsLeft = Math.max(0, Math.ceil((lockedUntil - now) / 1000));
  const locked = lockSecondsLeft > 0;
  const fieldErrors = problem?.kind === 'fields' ? problem.fields : {};

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (signIn.isPending || locked) return;
    const missing = missingFields(values);
    const firstMissing = (['email', 'password'] as const).find((field) => missing[field]);
    if (firstMissing) {
      setProblem({ kind: 'fields', fields: missing });
      focusField(firstMissing);
      return;
    }
    setProblem(null);
    const email = values.email.trim();
    signIn.mutate(
      { body: { email, password: values.password } },
      {
        onSuccess: (answer) => {
          if ('session' in answer) {
            if (!onSignedIn(answer.session)) {
              setProblem({
                kind: 'service',
                message: 'The server answered with a session the dashboard cannot read.',
              });
            }
            return;
          }
          const next = answer.problem;
          setProblem(next);
          if (next.kind === 'fields') {
            const field = (['email', 'password'] as const).find((name) => next.fields[name]);
            if (field) focusField(field);
          }
        },
        // Only the request's code failing to load gets here: the server is out of reach.
        onError: () => setProblem({ kind: 'unreachable' }),
      },
    );
  }

  const update = (field: SignInField) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    // A field's own complaint goes once the analyst types in it; other problems stay readable.
    if (problem?.kind === 'fields' && problem.fields[field]) {
      const { [field]: _fixed, ...rest } = problem.fields;
      setProblem(Object.keys(rest).length || problem.form ? { ...problem, fields: rest } : null);
    }
  };

  const describedBy = (field: SignInField) =>
    [
      fieldErrors[field] ? `${ids[field]}-error` : null,
      problem && problem.kind !== 'fields' ? ids.problem : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocusCapture={preloadSignIn}
      aria-labelledby="login-title"
      className="space-y-5"
    >
      {problem?.kind === 'unreachable' ? (
        <UnreachableMessage id={ids.problem} onRetry={() => submit()} />
      ) : problem && problem.kind !== 'fields' ? (
        <Suspense fallback={null}>
          <ProblemMessage
            id={ids.problem}
            problem={problem}
            lockSecondsLeft={lockSecondsLeft}
            onRetry={() => submit()}
          />
        </Suspense>
      ) : null}
      {problem?.kind === 'fields' && problem.form ? (
        <p
          role="alert"
          className="rounded-md border border-danger bg-danger-soft px-3 py-2 text-sm text-danger"
        >
          {problem.form}
        </p>
      ) : null}

      <div>
        <label htmlFor={ids.email} className="block text-sm font-medium">
          Email
        </label>
        <input
          ref={emailInput}
          id={ids.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          required
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={describedBy('email')}
          value={values.email}
          onChange={(event) => update('email')(event.target.value)}
          className={`${inputClass} ${fieldErrors.email ? 'border-danger' : 'border-line'}`}
        />
        {fieldErrors.email ? (
          <p id={`${ids.email}-error`} className="mt-1 text-sm text-danger">
            {fieldErrors.email}
          </p>
        ) : null}
      </div>

      <div>
        <label htmlFor={ids.password} className="block text-sm font-medium">
          Password
        </label>
        <div className="relative">
          <input
            ref={passwordInput}
            id={ids.password}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            aria-invalid={fieldErrors.password ? true : undefined}
            aria-describedby={describedBy('password')}
            value={values.password}
            onChange={(event) => update('password')(event.target.value)}
            className={`${inputClass} pr-11 ${fieldErrors.password ? 'border-danger' : 'border-line'}`}
          />
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-pressed={showPassword}
            aria-label="Show password"
            className={`absolute top-1/2 right-1.5 -translate-y-1/2 rounded p-1.5 text-muted hover:text-ink ${focusRing}`}
          >
            {showPassword ? <EyeOff aria-hidden size={16} /> : <Eye aria-hidden size={16} />}
          </button>
        </div>
        {fieldErrors.password ? (
          <p id={`${ids.password}-error`} className="mt-1 text-sm text-danger">
            {fieldErrors.password}
          </p>
        ) : null}
      </div>

      <button
        type="submit"
        disabled={signIn.isPending || locked}
        aria-busy={signIn.isPending || undefined}
        className={`${primaryButton} w-full justify-center py-2`}
      >
        {signIn.isPending ? (
          <>
            <LoaderCircle aria-hidden size={16} className="animate-spin" />
            Signing in…
          </>
        ) : locked ? (
          `Try again in ${formatCountdown(lockSecondsLeft)}`
        ) : (
          'Sign in'
        )}
      </button>
    </form>
  );
}
