/** The product's mark: decorative, the name beside it carries the meaning. */
export function ProductMark({ className = 'size-6' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" className="fill-accent" />
      <path
        d="M6 11l4 12 6-9 6 9 4-12"
        fill="none"
        className="stroke-accent-ink"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
