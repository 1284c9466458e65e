import { secondaryButton } from '@/components/button-styles';
import { formatCountdown, formatWaitInWords } from '@/lib/time/waits';
import type { SignInProblem } from './sign-in-problem';

interface ProblemMessageProps {
  id: string;
  problem: Exclude<SignInProblem, { kind: 'fields' }>;
  lockSecondsLeft: number;
  authUrl: string;
  onRetry: () => void;
}

/** One sign-in failure, explained in words and, where waiting or retrying helps, with that. */
export function ProblemMessage({
  id,
  problem,
  lockSecondsLeft,
  authUrl,
  onRetry,
}: ProblemMessageProps) {
  const box = 'rounded-md border px-3 py-2.5 text-sm';
  const danger = `${box} border-danger bg-danger-soft text-danger`;
  switch (problem.kind) {
    case 'credentials':
      return (
        <div id={id} role="alert" className={danger}>
          <p className="font-semibold">Email and password do not match</p>
          <p className="mt-0.5">Check both and try again. Passwords are case-sensitive.</p>
        </div>
      );
    case 'access-window':
      return (
        <div id={id} role="alert" className={`${box} border-warning bg-warning-soft text-warning`}>
          <p className="font-semibold">Your access window has expired</p>
          <p className="mt-0.5">
            Your password is correct, but this account&apos;s access to the service has ended. Ask
            your administrator or the service provider to renew it.
          </p>
        </div>
      );
    case 'locked':
      return lockSecondsLeft > 0 ? (
        <div id={id} role="alert" className={`${box} border-warning bg-warning-soft text-warning`}>
          <p className="font-semibold">Too many sign-in attempts</p>
          <p className="mt-0.5">
            The service has paused sign-in for this email. You can try again in{' '}
            <span role="timer" aria-live="off" className="font-mono font-semibold tabular-nums">
              {formatCountdown(lockSecondsLeft)}
            </span>
            <span className="sr-only"> ({formatWaitInWords(lockSecondsLeft)})</span>.
          </p>
        </div>
      ) : (
        <div id={id} role="status" className={`${box} border-line bg-raised text-ink`}>
          <p>The pause is over: you can sign in again.</p>
        </div>
      );
    case 'unreachable':
      return (
        <div id={id} role="alert" className={danger}>
          <p className="font-semibold">The sign-in service cannot be reached</p>
          <p className="mt-0.5">
            Nothing answered at <span className="font-mono break-all">{authUrl}</span>. Check your
            connection or VPN, then try again; what you typed is kept.
          </p>
          <button type="button" onClick={onRetry} className={`${secondaryButton} mt-2`}>
            Try again
          </button>
        </div>
      );
    case 'unreadable-token':
      return (
        <div id={id} role="alert" className={danger}>
          <p className="font-semibold">The service sent a token the dashboard cannot read</p>
          <p className="mt-0.5">
            Signing in succeeded, but the access token has no readable expiry, so it cannot be used.
            Check that the dashboard points at the right authentication service.
          </p>
        </div>
      );
    case 'service':
      return (
        <div id={id} role="alert" className={danger}>
          <p className="font-semibold">The sign-in service had a problem</p>
          <p className="mt-0.5">{problem.message}</p>
          <button type="button" onClick={onRetry} className={`${secondaryButton} mt-2`}>
            Try again
          </button>
        </div>
      );
  }
}
