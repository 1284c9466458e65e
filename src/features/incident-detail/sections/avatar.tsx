import { useState } from 'react';
import { safeWebUrl } from './safe-url';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('') || '?';

/** A person's picture, or their initials when there is none or it fails to load. */
export function Avatar({ name, picture }: { name: string; picture: string | null | undefined }) {
  const src = safeWebUrl(picture);
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        width={32}
        height={32}
        className="size-8 shrink-0 rounded-full bg-raised object-cover"
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-raised text-xs font-semibold text-muted"
    >
      {initialsOf(name)}
    </span>
  );
}
