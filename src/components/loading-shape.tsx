import type { ReactNode } from 'react';

/**
 * What stands in for a part while it loads: busy for assistive tools, and saying what it waits
 * for in text they read. A plain `div` may not carry a name of its own (ARIA 1.2 prohibits
 * `aria-label` on an element with no role; axe reports it as aria-prohibited-attr), so the
 * label is visually hidden text, not an attribute.
 */
export function LoadingShape({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  /** The grey shapes of what is coming, if any. */
  children?: ReactNode;
}) {
  return (
    <div aria-busy="true" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
