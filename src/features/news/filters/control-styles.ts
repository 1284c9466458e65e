import { focusRing } from '@/components/button-styles';

/** The filter bar's native selects and fields, one height so the bar reads as one line. */
export const selectClass = `h-8 rounded-md border border-line bg-surface px-1.5 text-sm text-ink ${focusRing}`;
export const fieldClass = `h-8 rounded-md border border-line bg-canvas px-2 text-sm text-ink ${focusRing}`;
export const groupLabelClass = 'text-xs font-medium text-muted';
