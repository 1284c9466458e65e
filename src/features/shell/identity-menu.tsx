import { LogOut } from 'lucide-react';
import { focusRing } from '@/components/button-styles';
import type { Identity } from '@/lib/session/access-token';

const initialsOf = (name: string) =>
  name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** Who is signed in, from the token, and the way out. */
export function IdentityMenu({
  identity,
  onSignOut,
}: {
  identity: Identity;
  onSignOut: () => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <div className="flex min-w-0 items-center gap-2" title={identity.email}>
        <span
          aria-hidden
          className="grid size-7 shrink-0 place-items-center rounded-full bg-raised text-xs font-semibold text-ink"
        >
          {initialsOf(identity.name) || '?'}
        </span>
        <span className="hidden max-w-48 min-w-0 flex-col leading-tight lg:flex">
          <span className="truncate text-sm font-medium">{identity.name}</span>
          {identity.email && identity.email !== identity.name ? (
            <span className="truncate text-xs text-muted">{identity.email}</span>
          ) : null}
        </span>
        <span className="sr-only lg:hidden">Signed in as {identity.name}</span>
      </div>
      <button
        type="button"
        onClick={onSignOut}
        className={`inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-muted hover:bg-raised hover:text-ink ${focusRing}`}
      >
        <LogOut aria-hidden size={16} />
        <span className="hidden sm:inline">Sign out</span>
        <span className="sr-only sm:hidden">Sign out</span>
      </button>
    </div>
  );
}
