/** "1 site", "3 sites", "1,204 incidents", "2 news items": a count with its noun. */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
