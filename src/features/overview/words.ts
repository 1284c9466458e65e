/** "1 site", "3 sites", "1,204 incidents": a count with its noun. */
export const plural = (n: number, noun: string) =>
  `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;
