/** Remembers a function of two strings (a category and a country, say) per pair of arguments. */
export function memoiseByPair<Value>(
  compute: (a: string, b: string) => Value,
): (a: string, b: string) => Value {
  const cache = new Map<string, Value>();
  return (a, b) => {
    const key = `${a}\u0000${b}`;
    if (!cache.has(key)) cache.set(key, compute(a, b));
    return cache.get(key)!;
  };
}

/**
 * Remembers the latest result per key: a thread asks for the same seed's foundations and
 * timelines several times while it draws, and needs only one set at a time.
 */
export function memoiseLatest<Argument, Value>(
  keyOf: (argument: Argument) => string,
  compute: (argument: Argument) => Value,
): (argument: Argument) => Value {
  let last: { key: string; value: Value } | undefined;
  return (argument) => {
    const key = keyOf(argument);
    if (last?.key !== key) last = { key, value: compute(argument) };
    return last.value;
  };
}
