let english: Intl.NumberFormat | undefined;

/**
 * A number as the interface writes it, in English with thousands separators: "1,204", "2.5".
 * One formatter for the page, made on first use: `value.toLocaleString('en')` made a new one on
 * every call (V8 keeps only the default locale's), some 16 times slower per number, and the
 * watch floor, the site list and the briefings write dozens to hundreds of them per render.
 */
export function formatCount(value: number): string {
  english ??= new Intl.NumberFormat('en');
  return english.format(value);
}
