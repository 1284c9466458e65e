import { formatCount } from '@/lib/text/format-count';

/** "1 site", "3 sites", "1,204 incidents", "2 news items": a count with its noun. */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;
