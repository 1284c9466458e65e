import { formatDateTime } from '@/lib/time/format-time';
import type { PublishedWindow } from './published-window';

const at = (seconds: number) => formatDateTime(seconds * 1000);

/** The window in words, in the analyst's zone: "Last 7 days", "Since 20 Nov 2026, 14:05". */
export function describeWindow(window: PublishedWindow): string {
  if (window.kind === 'preset') return window.preset.label;
  const { filter } = window;
  switch (filter.op) {
    case 'bt':
      return `${at(filter.from)} – ${at(filter.to)}`;
    case 'gte':
      return `Since ${at(filter.value)}`;
    case 'lte':
      return `The 24 hours before ${at(filter.value)}`;
  }
}
