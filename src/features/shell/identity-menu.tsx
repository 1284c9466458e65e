import { ChevronDown, LogOut, MonitorX } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { focusRing } from '@/components/button-styles';
import type { SessionUser } from '@/lib/session/session';
import { useCloseOnOutsidePress } from '@/lib/use-close-on-outside-press';

const initialsOf = (name: string) =>
  name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

const quietButton = `inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-muted hover:bg-raised hover:text-ink disabled:opacity-60 ${focusRing}`;

interface IdentityMenuProps {
  user: SessionUser;
  /** Ends this session (or, `everywhere`, all of the analyst's); settles once it has ended. */
  onSignOut: (everywhere: boolean) => Promise<void>;
}

/** Who is signed in, their account details, and the ways out. */
export function IdentityMenu({ user, onSignOut }: IdentityMenuProps) {
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState<'here' | 'everywhere' | null>(null);
  useCloseOnOutsidePress(root, open, () => setOpen(false));

  const signOut = (everywhere: boolean) => {
    setLeaving(everywhere ? 'everywhere' : 'here');
    // The page leaves for the login page once the session has ended; nothing to reset after.
    void onSignOut(everywhere);
  };

  return (
    <div ref={root} className="relative flex items-center gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
        title={user.email}
        className={`flex min-w-0 items-center gap-2 rounded-md px-1 py-0.5 hover:bg-raised ${focusRing}`}
      >
        <span
          aria-hidden
          className="grid size-7 shrink-0 place-items-center rounded-full bg-raised text-xs font-semibold text-ink"
        >
          {initialsOf(user.name) || '?'}
        </span>
        <span className="hidden max-w-36 min-w-0 flex-col text-left leading-tight lg:flex 2xl:max-w-48">
          <span className="truncate text-sm font-medium">{user.name}</span>
          {user.email !== user.name ? (
            <span className="truncate text-xs text-muted">{user.email}</span>
          ) : null}
        </span>
        <span className="sr-only">Account of {user.name}</span>
        <ChevronDown aria-hidden size={14} className="text-muted" />
      </button>
      {open ? (
        <div
          id={panelId}
          role="group"
          aria-label="Account"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
          className="absolute top-full right-0 z-30 mt-1 w-72 rounded-lg border border-line bg-surface p-3 text-sm shadow-lg"
        >
          <p className="font-medium break-all">{user.name}</p>
          <p className="text-muted break-all">{user.email}</p>
          {user.admin ? (
            <p className="mt-1 inline-block rounded bg-raised px-1.5 py-0.5 text-xs font-medium">
              Administrator
            </p>
          ) : null}
          <div className="mt-3 border-t border-line pt-3">
            <button
              type="button"
              disabled={leaving !== null}
              onClick={() => signOut(true)}
              className={quietButton}
            >
              <MonitorX aria-hidden size={16} />
              {leaving === 'everywhere' ? 'Signing out everywhere…' : 'Sign out everywhere'}
            </button>
            <p className="mt-1 px-2 text-xs text-muted">
              Ends every session of your account, in every browser and on every device.
            </p>
          </div>
        </div>
      ) : null}
      <button
        type="button"
        disabled={leaving !== null}
        aria-busy={leaving === 'here' || undefined}
        onClick={() => signOut(false)}
        className={`${quietButton} whitespace-nowrap`}
        title="Sign out"
      >
        <LogOut aria-hidden size={16} />
        {/* Worded only where the header has room beside the navigation and the bell. */}
        <span className="hidden 2xl:inline">Sign out</span>
        <span className="sr-only 2xl:hidden">Sign out</span>
      </button>
    </div>
  );
}
