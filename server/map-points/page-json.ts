import { isAscii } from 'node:buffer';
import { readPageFields } from './page-fields.ts';

/**
 * Parses an upstream page (5 MB of JSON for 1,000 incidents) the cheap way when that is exact.
 * Decoding UTF-8 into a string costs ~45 ms a page as soon as one character is beyond Latin-1
 * (V8 then holds all 5 million as two bytes each), and parsing that string ~35 ms more; read as
 * Latin-1 (one byte, one character) the same bytes decode in ~18 ms and parse in ~24. JSON's
 * structure is all ASCII, so the parse sees the same objects; only a string with bytes beyond
 * ASCII comes out as its UTF-8 bytes one per character, and `text` turns such a string back.
 * That is exact unless an escape (`\u00e9`) wrote a character beyond ASCII, which would then be
 * indistinguishable from raw bytes: a page with one is decoded as UTF-8 the usual way.
 */

export interface ParsedPage {
  body: unknown;
  /** A string of the body as the upstream meant it. */
  text: (value: string) => string;
}

const same = (value: string) => value;
const BEYOND_ASCII = /[\u0080-\u00ff]/;
const fromUtf8Bytes = (value: string) =>
  BEYOND_ASCII.test(value) ? Buffer.from(value, 'latin1').toString('utf8') : value;

/** Whether some `\u` escape in the bytes may stand for a character beyond ASCII. */
function escapesBeyondAscii(bytes: Buffer): boolean {
  for (let at = bytes.indexOf('\\u'); at !== -1; at = bytes.indexOf('\\u', at + 2)) {
    const code = Number.parseInt(bytes.toString('latin1', at + 2, at + 6), 16);
    // Not four hex digits: malformed, or a `\\u` that is text. Either way the usual path decides.
    if (!(code < 0x80)) return true;
  }
  return false;
}

/**
 * The parsed page, or undefined when the bytes are not JSON. Given `fields`, the records may
 * hold only those (page-fields.ts), read without building the rest when the page reads cleanly.
 */
export function parsePageJson(bytes: Buffer, fields?: ReadonlySet<string>): ParsedPage | undefined {
  if (fields) {
    const body = readPageFields(bytes, fields);
    if (body) return { body, text: same };
  }
  try {
    const ascii = isAscii(bytes);
    if (ascii || !escapesBeyondAscii(bytes)) {
      const body = JSON.parse(bytes.toString('latin1')) as unknown;
      return { body, text: ascii ? same : fromUtf8Bytes };
    }
    return { body: JSON.parse(bytes.toString('utf8')) as unknown, text: same };
  } catch {
    return undefined;
  }
}
