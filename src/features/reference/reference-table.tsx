import type { ReactNode } from 'react';
import { focusRing } from '@/components/button-styles';
import { HrefLink } from '@/components/href-link';
import { SkeletonRows } from '@/components/list-states';

/** The table every reference tab draws its rows in, and the cells they share. */

export const cell = 'px-3 py-2 align-middle';
export const headCell = 'px-3 py-2 font-medium';

export function ReferenceTable({
  caption,
  head,
  columns,
  busy,
  children,
}: {
  caption: string;
  head: ReactNode;
  columns: number;
  busy: boolean;
  /** The rows; undefined while the first page loads. */
  children: ReactNode | undefined;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface">
      <table aria-busy={busy || children === undefined} className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-left text-muted">
          <tr>{head}</tr>
        </thead>
        <tbody className={`divide-y divide-line ${busy ? 'opacity-60' : ''}`}>
          {children ?? <SkeletonRows columns={columns} />}
        </tbody>
      </table>
    </div>
  );
}

/** A link from a row to a view filtered by it; the label says what it opens, for whom. */
export function RowLink({
  href,
  children,
  label,
}: {
  href: string;
  children: ReactNode;
  /** Accessible name, starting with the visible text. */
  label: string;
}) {
  return (
    <HrefLink
      href={href}
      aria-label={label}
      className={`rounded whitespace-nowrap text-accent underline-offset-2 hover:underline ${focusRing}`}
    >
      {children}
    </HrefLink>
  );
}

export function Swatch({ colour }: { colour: string }) {
  return (
    <span
      aria-hidden
      className="inline-block size-3 shrink-0 rounded-sm border border-line align-middle"
      style={{ backgroundColor: colour }}
    />
  );
}
