import type { ReactNode } from 'react';
import { secondaryButton } from '@/components/button-styles';
import { formatCountdown, formatWaitInWords } from '@/lib/time/waits';
import type { SignInProblem } from './sign-in-problem';

interface ProblemMessageProps {
  id: string;
  /** Fields are marked beside themselves; an unreachable server is explained by the form. */
  problem: Exclude<SignInProblem, { kind: 'fields' | 'unreachable' }>;
  lockSecondsLeft: number;
  onRetry: () => void;
}

const box = 'rounded-md border px-3 py-2.5 text-sm';
const danger = `${box} border-danger bg-danger-soft text-danger`;
const warning = `${box} border-warning bg-warning-soft text-warning`;

/** The service's or server's own words, when they add to the title above them. */
function Said({ words, title }: { words: string; title: string }) {
  if (!words.trim() || words.trim() === title) return null;
  return <p className="mt-0.5">“{words}”</p>;
}

function Alert(props: {
  id: string;
  tone: string;
  title: string;
  said?: string;
  children?: ReactNode;
  onRetry?: () => void;
}) {
  return (
    <div id={props.id} role="alert" className={props.tone}>
      <p className="font-semibold">{props.title}</p>
      {props.said !== undefined ? <Said words={props.said} title={props.title} /> : null}
      {props.children ? <p className="mt-0.5">{props.children}</p> : null}
      {props.onRetry ? (
        <button type="button" onClick={props.onRetry} className={`${secondaryButton} mt-2`}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

/** One sign-in failure, explained in words and, where waiting or retrying helps, with that. */
export function ProblemMessage({ id, problem, lockSecondsLeft, onRetry }: ProblemMessageProps) {
  switch (problem.kind) {
    case 'credentials':
      return (
        <Alert id={id} tone={danger} title={problem.said || 'Email and password do not match'}>
          Check both and try again. Passwords are case-sensitive.
        </Alert>
      );
    case 'access-window':
      return (
        <Alert id={id} tone={warning} title="Your access window has expired" said={problem.said}>
          Your password is correct, but this account&apos;s access to the service has ended. Ask
          your administrator or the service provider to renew it.
        </Alert>
      );
    case 'locked':
      return lockSecondsLeft > 0 ? (
        <Alert id={id} tone={warning} title="Too many sign-in attempts" said={problem.said}>
          {problem.by === 'service'
            ? 'The service has paused sign-in for this email.'
            : 'The Watchfloor server has paused sign-in from here for a while.'}{' '}
          You can try again in{' '}
          <span role="timer" aria-live="off" className="font-mono font-semibold tabular-nums">
            {formatCountdown(lockSecondsLeft)}
          </span>
          <span className="sr-only"> ({formatWaitInWords(lockSecondsLeft)})</span>.
        </Alert>
      ) : (
        <div id={id} role="status" className={`${box} border-line bg-raised text-ink`}>
          <p>The pause is over: you can sign in again.</p>
        </div>
      );
    case 'auth-unavailable':
      return (
        <Alert
          id={id}
          tone={danger}
          title={
            problem.timedOut
              ? 'The sign-in service did not answer in time'
              : 'The sign-in service cannot be reached'
          }
          said={problem.said}
          onRetry={onRetry}
        >
          The Watchfloor server is up, but the threat-intelligence service behind it did not answer.
          What you typed is kept; try again in a moment.
        </Alert>
      );
    case 'server-unavailable':
      return (
        <Alert
          id={id}
          tone={danger}
          title="Watchfloor cannot keep sessions right now"
          said={problem.said}
          onRetry={onRetry}
        >
          The Watchfloor server&apos;s database is not answering, so no one can sign in until it is
          back. What you typed is kept; try again shortly.
        </Alert>
      );
    case 'refused':
      return (
        <Alert
          id={id}
          tone={danger}
          title="The Watchfloor server refused this sign-in"
          said={problem.said}
        >
          It only accepts sign-ins from its own pages. Open the dashboard from its usual address and
          sign in there.
        </Alert>
      );
    case 'service':
      return (
        <Alert id={id} tone={danger} title="The sign-in had a problem" onRetry={onRetry}>
          {problem.message}
        </Alert>
      );
  }
}
