/**
 * Reads only some top-level fields of each record in an upstream page's `data` array, straight
 * from the bytes, without building the rest. A page of 1,000 full incidents is 5 MB of JSON of
 * which the map reads six fields a record (under 10 %): `JSON.parse` of the whole page costs
 * ~25 ms and leaves ~15 ms of garbage to collect, where skipping the rest costs ~13 ms and
 * leaves almost none. On a machine whose cores the page, the upstream and this server share,
 * that difference is the map's load time.
 *
 * Each wanted value is parsed exactly (`JSON.parse` of its own bytes, decoded as UTF-8). A value
 * nobody reads is checked for what decides where it ends (closed strings, brackets that match);
 * the commas and literals inside it are not checked. Anything that does not read cleanly
 * (a key with an escape, a record that is not an object, bytes after the end) answers
 * undefined, and the caller parses the page in full, which decides.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

/** What every reader here answers instead of an index when the bytes do not read cleanly. */
const UNREADABLE = -1;

const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

function skipSpace(bytes: Uint8Array, at: number): number {
  while (isSpace(bytes[at]!)) at += 1;
  return at;
}

/**
 * The index after the string that opens at `at`, or -1 when it never closes. The closing quote
 * is looked for natively (most of a page is strings); one after an odd run of backslashes is
 * escaped and the search goes on.
 */
function endOfString(bytes: Buffer, at: number): number {
  let from = at + 1;
  for (;;) {
    const quote = bytes.indexOf(QUOTE, from);
    if (quote < 0) return UNREADABLE;
    let before = quote - 1;
    while (bytes[before] === BACKSLASH) before -= 1;
    if ((quote - 1 - before) % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/** The index after the object or array that opens at `at`, or -1 when its brackets do not match. */
function endOfContainer(bytes: Buffer, at: number): number {
  const length = bytes.length;
  // What each open bracket expects to be closed by, innermost last.
  const closers: number[] = [];
  for (let index = at; index < length; index += 1) {
    const byte = bytes[index];
    if (byte === QUOTE) {
      const end = endOfString(bytes, index);
      if (end < 0) return UNREADABLE;
      index = end - 1;
    } else if (byte === OPEN_BRACE) closers.push(CLOSE_BRACE);
    else if (byte === OPEN_BRACKET) closers.push(CLOSE_BRACKET);
    else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      if (closers.pop() !== byte) return UNREADABLE;
      if (closers.length === 0) return index + 1;
    }
  }
  return UNREADABLE;
}

/** The index after the literal (number, true, false, null) that starts at `at`. */
function endOfLiteral(bytes: Uint8Array, at: number): number {
  let index = at;
  for (;;) {
    const byte = bytes[index];
    if (
      byte === undefined ||
      byte === COMMA ||
      byte === CLOSE_BRACE ||
      byte === CLOSE_BRACKET ||
      isSpace(byte)
    ) {
      return index === at ? UNREADABLE : index;
    }
    index += 1;
  }
}

function endOfValue(bytes: Buffer, at: number): number {
  const byte = bytes[at];
  if (byte === QUOTE) return endOfString(bytes, at);
  if (byte === OPEN_BRACE || byte === OPEN_BRACKET) return endOfContainer(bytes, at);
  return endOfLiteral(bytes, at);
}

/** Names looked for among an object's keys, matched against the key's bytes as they are. */
class KeyNames {
  readonly #byLength = new Map<number, { name: string; bytes: Buffer }[]>();

  constructor(names: Iterable<string>) {
    for (const name of names) {
      const bytes = Buffer.from(name, 'latin1');
      const same = this.#byLength.get(bytes.length) ?? [];
      same.push({ name, bytes });
      this.#byLength.set(bytes.length, same);
    }
  }

  /** The name the key's text (between `start` and `end`) is, or null when none. */
  find(bytes: Buffer, start: number, end: number): string | null {
    const candidates = this.#byLength.get(end - start);
    if (!candidates) return null;
    for (const candidate of candidates) {
      if (bytes.compare(candidate.bytes, 0, candidate.bytes.length, start, end) === 0) {
        return candidate.name;
      }
    }
    return null;
  }
}

const DATA = new KeyNames(['data']);

/**
 * Walks an object's members from just after its `{`: calls `member` with the name each key is
 * among `names` (null for the others) and where its value starts, which answers where the value
 * ends (or -1). Answers the index after the `}`, or -1. A key with an escape is not read: its
 * text might be a name written another way.
 */
function readMembers(
  bytes: Buffer,
  at: number,
  names: KeyNames,
  member: (name: string | null, valueAt: number) => number,
): number {
  let index = skipSpace(bytes, at);
  if (bytes[index] === CLOSE_BRACE) return index + 1;
  for (;;) {
    if (bytes[index] !== QUOTE) return UNREADABLE;
    const keyEnd = endOfString(bytes, index);
    if (keyEnd < 0) return UNREADABLE;
    for (let inKey = index + 1; inKey < keyEnd - 1; inKey += 1) {
      if (bytes[inKey] === BACKSLASH) return UNREADABLE;
    }
    const name = names.find(bytes, index + 1, keyEnd - 1);
    index = skipSpace(bytes, keyEnd);
    if (bytes[index] !== COLON) return UNREADABLE;
    const valueEnd = member(name, skipSpace(bytes, index + 1));
    if (valueEnd < 0) return UNREADABLE;
    index = skipSpace(bytes, valueEnd);
    if (bytes[index] === COMMA) index = skipSpace(bytes, index + 1);
    else if (bytes[index] === CLOSE_BRACE) return index + 1;
    else return UNREADABLE;
  }
}

/**
 * `{ data: [...] }` with each record holding only the `fields` it has; the page's other
 * top-level members are left out. Undefined when the bytes do not read cleanly this way.
 */
export function readPageFields(
  bytes: Buffer,
  fields: Iterable<string>,
): { data: Record<string, unknown>[] } | undefined {
  const wanted = new KeyNames(fields);
  try {
    let data: Record<string, unknown>[] | undefined;
    let record: Record<string, unknown> = {};
    const readField = (name: string | null, valueAt: number) => {
      const end = endOfValue(bytes, valueAt);
      if (end >= 0 && name !== null) {
        record[name] = JSON.parse(bytes.toString('utf8', valueAt, end)) as unknown;
      }
      return end;
    };
    const readRecords = (at: number): number => {
      if (bytes[at] !== OPEN_BRACKET) return UNREADABLE;
      const records: Record<string, unknown>[] = [];
      let index = skipSpace(bytes, at + 1);
      if (bytes[index] === CLOSE_BRACKET) {
        data = records;
        return index + 1;
      }
      for (;;) {
        if (bytes[index] !== OPEN_BRACE) return UNREADABLE;
        record = {};
        index = readMembers(bytes, index + 1, wanted, readField);
        if (index < 0) return UNREADABLE;
        records.push(record);
        index = skipSpace(bytes, index);
        if (bytes[index] === COMMA) index = skipSpace(bytes, index + 1);
        else if (bytes[index] === CLOSE_BRACKET) {
          data = records;
          return index + 1;
        } else return UNREADABLE;
      }
    };
    const start = skipSpace(bytes, 0);
    if (bytes[start] !== OPEN_BRACE) return;
    const end = readMembers(bytes, start + 1, DATA, (name, valueAt) =>
      name === null ? endOfValue(bytes, valueAt) : readRecords(valueAt),
    );
    if (end < 0 || skipSpace(bytes, end) !== bytes.length || !data) return;
    return { data };
  } catch {
    // A wanted value that is not JSON: the full parse says so.
    return;
  }
}
