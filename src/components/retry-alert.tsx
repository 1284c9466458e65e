import type { ReactNode } from 'react';
import { secondaryButton } from './button-styles';

/**
 * A part of a page that could not load, said in its place with a way to ask again, while the
 * rest of the page goes on working. (A list's own failure, with the service's reasons and its
 * retry rules, is ListError.)
 */
export function RetryAlert({
  children,
  onRetry,
  compact = false,
  className = '',
}: {
  /** What could not be loaded, and why. */
  children: ReactNode;
  onRetry: () => void;
  /** A smaller button, for narrow panels. */
  compact?: boolean;
  className?: string;
}) {
  return (
    <div role="alert" className={`space-y-2 text-sm ${className}`}>
      <p className="text-danger">{children}</p>
      <button
        type="button"
        className={`${secondaryButton} ${compact ? '!px-2 !py-1 text-xs' : ''}`}
        onClick={onRetry}
      >
        Try again
      </button>
    </div>
  );
}
