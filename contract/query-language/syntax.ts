/**
 * The typed filter language analysts write in the palette and the filter bars, as GitHub,
 * Linear and Kibana's KQL let them: `country:NG,GH -category:"civil unrest" impact>=4
 * started:last 7d flood`. This module reads and writes its syntax only (what a clause is);
 * `incidents.ts` and `news.ts` give the keys their meaning against the reference data.
 *
 *   query   := clause*                       clauses are separated by white space
 *   clause  := "-"? key comparator values    a filter; "-" negates it (none of, not)
 *            | "-"? word                     a free word; "-" excludes it
 *   key     := [a-z]+                        case is ignored
 *   comparator := ":" | ">=" | "<=" | ">" | "<"
 *   values  := value ("," value)*            a list means any of
 *   value   := token | quoted | "last" N unit | token N "km"
 *   token   := run of characters other than white space, `"` and `,`
 *   quoted  := `"` (any character, `\"` and `\\` escaped) `"`
 *
 * `last 3 days`, `last 3d`, `last 72 hours` and `last 2w` are one value (written back as
 * `last 3d`), so is `IN-123 50km` after `near:`; bare, `last 7d` is the view's time window.
 */

export type Comparator = ':' | '>=' | '<=' | '>' | '<';

export interface FilterClause {
  kind: 'filter';
  key: string;
  negated: boolean;
  comparator: Comparator;
  values: string[];
}

export interface WordClause {
  kind: 'word';
  negated: boolean;
  text: string;
}

export type Clause = FilterClause | WordClause;

/** Something the syntax cannot read, with where it is in the text (offsets, end exclusive). */
export interface SyntaxProblem {
  start: number;
  end: number;
  message: string;
}

export interface ParsedText {
  clauses: Clause[];
  /** Where each clause sits in the text, in the same order. */
  spans: { start: number; end: number }[];
  problems: SyntaxProblem[];
}

const COMPARATORS: readonly Comparator[] = ['>=', '<=', ':', '>', '<'];
const KEY = /^[A-Za-z]+/;
const LAST_AMOUNT = /^(\d{1,6})\s*(h|hours?|hrs?|d|days?|w|weeks?|wks?)$/i;
const LAST_NUMBER = /^\d{1,6}$/;
const LAST_UNIT = /^(h|hours?|hrs?|d|days?|w|weeks?|wks?)$/i;
const DISTANCE = /^\d+(?:\.\d+)?km$/i;

/** Upper bound on what is read: a pasted novel is explained, not parsed for seconds. */
export const MAX_QUERY_LENGTH = 4000;

const unitLetter = (unit: string) => unit[0]!.toLowerCase() as 'h' | 'd' | 'w';

/** `last 3d` from `3 days`, `3d` or `3`+`days`; undefined when it is not an amount of time. */
export function readLastAmount(amount: string, unit?: string): string | undefined {
  if (unit !== undefined) {
    return LAST_NUMBER.test(amount) && LAST_UNIT.test(unit)
      ? `last ${Number(amount)}${unitLetter(unit)}`
      : undefined;
  }
  const match = LAST_AMOUNT.exec(amount);
  return match ? `last ${Number(match[1])}${unitLetter(match[2]!)}` : undefined;
}

const isLastValue = (text: string) => /^last [1-9]\d{0,5}[hdw]$|^last 0[hdw]$/.test(text);
const isNearValue = (text: string) => /^[^\s",]+ \d+(?:\.\d+)?km$/i.test(text);

/** A run of text: a bare token or a quoted string, with where it ended. */
interface Piece {
  text: string;
  quoted: boolean;
  start: number;
  end: number;
}

class Reader {
  position = 0;
  readonly problems: SyntaxProblem[] = [];
  constructor(readonly text: string) {}

  get done() {
    return this.position >= this.text.length;
  }
  peek(length = 1) {
    return this.text.slice(this.position, this.position + length);
  }
  skipSpace() {
    while (!this.done && /\s/.test(this.peek())) this.position += 1;
  }
  atSpaceOrEnd() {
    return this.done || /\s/.test(this.peek());
  }

  /** A quoted string (at `"`) or a token up to white space, `"` or `,`. */
  piece(): Piece {
    const start = this.position;
    if (this.peek() === '"') {
      this.position += 1;
      let text = '';
      while (!this.done && this.peek() !== '"') {
        if (this.peek() === '\\' && this.position + 1 < this.text.length) {
          text += this.text[this.position + 1];
          this.position += 2;
        } else {
          text += this.peek();
          this.position += 1;
        }
      }
      if (this.done) {
        this.problems.push({
          start,
          end: this.position,
          message: 'A quote is not closed: add " at the end of the phrase.',
        });
      } else this.position += 1;
      return { text, quoted: true, start, end: this.position };
    }
    while (!this.done && !/[\s",]/.test(this.peek())) this.position += 1;
    return {
      text: this.text.slice(start, this.position),
      quoted: false,
      start,
      end: this.position,
    };
  }

  /** The next bare token after white space, without moving, for `last 3 days` and `50km`. */
  lookAhead(): { text: string; end: number } | undefined {
    let index = this.position;
    while (index < this.text.length && /\s/.test(this.text[index]!)) index += 1;
    if (index === this.position || index >= this.text.length || this.text[index] === '"') {
      return undefined;
    }
    const start = index;
    while (index < this.text.length && !/[\s",]/.test(this.text[index]!)) index += 1;
    return { text: this.text.slice(start, index), end: index };
  }

  /** After an unquoted `last`: the amount (`3d`, or `3` then `days`), consumed when it is one. */
  lastWindow(): string | undefined {
    const next = this.lookAhead();
    if (!next) return undefined;
    const whole = readLastAmount(next.text);
    if (whole) {
      this.position = next.end;
      return whole;
    }
    if (!LAST_NUMBER.test(next.text)) return undefined;
    const saved = this.position;
    this.position = next.end;
    const unit = this.lookAhead();
    const joined = unit ? readLastAmount(next.text, unit.text) : undefined;
    if (unit && joined) {
      this.position = unit.end;
      return joined;
    }
    this.position = saved;
    return undefined;
  }
}

function readFilter(reader: Reader, key: string, negated: boolean, start: number): FilterClause {
  const comparator = COMPARATORS.find((one) => reader.peek(one.length) === one)!;
  reader.position += comparator.length;
  const values: string[] = [];
  for (;;) {
    if (reader.atSpaceOrEnd() || reader.peek() === ',') {
      reader.problems.push({
        start,
        end: reader.position,
        message: `${key}${comparator} needs a value${values.length > 0 ? ' after the comma' : ''}.`,
      });
      if (reader.peek() === ',') {
        reader.position += 1;
        continue;
      }
      break;
    }
    const piece = reader.piece();
    let value = piece.text;
    if (!piece.quoted && value.toLowerCase() === 'last') value = reader.lastWindow() ?? value;
    else if (!piece.quoted && key === 'near') {
      const next = reader.lookAhead();
      if (next && DISTANCE.test(next.text)) {
        value = `${value} ${next.text}`;
        reader.position = next.end;
      }
    }
    values.push(value);
    if (reader.peek() !== ',') break;
    reader.position += 1;
  }
  return { kind: 'filter', key, negated, comparator, values };
}

/** Reads typed text into clauses; never throws, and says what it could not read. */
export function parseFilterText(input: string): ParsedText {
  const text = input.length > MAX_QUERY_LENGTH ? input.slice(0, MAX_QUERY_LENGTH) : input;
  const reader = new Reader(text);
  if (input.length > MAX_QUERY_LENGTH) {
    reader.problems.push({
      start: MAX_QUERY_LENGTH,
      end: input.length,
      message: `Only the first ${MAX_QUERY_LENGTH.toLocaleString('en')} characters are read.`,
    });
  }
  const clauses: Clause[] = [];
  const spans: { start: number; end: number }[] = [];
  for (;;) {
    reader.skipSpace();
    if (reader.done) break;
    const start = reader.position;
    let negated = false;
    if (reader.peek() === '-' && !/[\s,]/.test(reader.text[reader.position + 1] ?? ' ')) {
      negated = true;
      reader.position += 1;
    }
    if (reader.peek() !== '"') {
      const key = KEY.exec(reader.text.slice(reader.position))?.[0];
      const after = key ? reader.text.slice(reader.position + key.length) : '';
      if (key && COMPARATORS.some((one) => after.startsWith(one))) {
        reader.position += key.length;
        clauses.push(readFilter(reader, key.toLowerCase(), negated, start));
        spans.push({ start, end: reader.position });
        continue;
      }
    }
    const piece = reader.piece();
    if (piece.text === '' && !piece.quoted) {
      // A stray comma between clauses.
      reader.position += 1;
      continue;
    }
    let word = piece.text;
    if (!piece.quoted && word.toLowerCase() === 'last') word = reader.lastWindow() ?? word;
    if (piece.quoted && word === '') continue;
    clauses.push({ kind: 'word', negated, text: word });
    spans.push({ start, end: reader.position });
  }
  return { clauses, spans, problems: reader.problems };
}

const PLAIN = /^[^\s",]+$/;

/** A value as written: bare when it reads back the same, else quoted. */
function writeValue(value: string, key?: string): string {
  if (isLastValue(value) || (key === 'near' && isNearValue(value))) return value;
  const plain =
    PLAIN.test(value) &&
    value.toLowerCase() !== 'last' &&
    // `a>` then `=b` would read back as `a>=` then `b`.
    !value.startsWith('=') &&
    // A bare word must not read as a filter or a negation.
    (key !== undefined || (!value.startsWith('-') && !/^[A-Za-z]+(?:>=|<=|:|>|<)/.test(value)));
  return plain ? value : `"${value.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
}

/** Writes clauses back as text; `parseFilterText(printFilterText(c)).clauses` equals `c`. */
export function printFilterText(clauses: readonly Clause[]): string {
  return clauses
    .map((clause, index) => {
      const sign = clause.negated ? '-' : '';
      if (clause.kind === 'filter') {
        return `${sign}${clause.key}${clause.comparator}${clause.values.map((value) => writeValue(value, clause.key)).join(',')}`;
      }
      const previous = clauses[index - 1];
      // `near:IN-1` then the word `5km` would read back as one value.
      const afterNear =
        previous?.kind === 'filter' && previous.key === 'near' && DISTANCE.test(clause.text);
      const written = writeValue(clause.text);
      return `${sign}${afterNear && written === clause.text ? `"${clause.text}"` : written}`;
    })
    .join(' ');
}
