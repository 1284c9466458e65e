import { useState } from 'react';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('') || '?';

/**
 * A person's picture, or their initials when there is no usable picture (not http(s), or it
 * failed to load: the pictures live on another host that may be unreachable). The picture is
 * fetched without a referrer, so the other host does not learn which record was open.
 */
export function PersonAvatar({
  name,
  picture,
  size = 32,
}: {
  name: string;
  picture: string | null | undefined;
  size?: number;
}) {
  // The address that failed, so a new picture for the same person is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const usable = typeof picture === 'string' && /^https?:\/\//i.test(picture) && failed !== picture;
  const box = { width: size, height: size };
  if (usable) {
    return (
      <img
        src={picture}
        alt=""
        style={box}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(picture)}
        className="shrink-0 rounded-full border border-line bg-raised object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden
      style={box}
      className="inline-flex shrink-0 items-center justify-center rounded-full border border-line bg-raised text-xs font-semibold text-muted"
    >
      {initialsOf(name)}
    </span>
  );
}
