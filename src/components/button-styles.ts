/** Class names shared by buttons and button-like links, so every action looks and focuses alike. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

export const primaryButton = `inline-flex items-center gap-2 rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-accent-ink hover:opacity-90 disabled:opacity-50 ${focusRing}`;

export const secondaryButton = `inline-flex items-center gap-2 rounded-md border border-line bg-surface px-3 py-1.5 text-sm font-medium text-ink hover:bg-raised disabled:opacity-50 ${focusRing}`;
