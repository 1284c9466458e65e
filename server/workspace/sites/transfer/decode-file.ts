/**
 * An uploaded file's bytes as text, or why it cannot be read. Files are UTF-8; what is not gets
 * a message saying what it seems to be and how to save it properly. A file that is mostly UTF-8
 * with a few stray bytes (a Latin-1 "é" pasted in) is decoded with replacement characters, and
 * the rows holding them are reported one by one.
 */

export type DecodedFile =
  | { ok: true; text: string; invalidUtf8: boolean }
  | { ok: false; message: string };

export const NOT_UTF8_MESSAGE =
  'Contains bytes that are not UTF-8 (the file looks like Latin-1 or Windows-1252): save the file as UTF-8 (in Excel, “CSV UTF-8”) and import it again.';

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

export function decodeFile(bytes: Uint8Array): DecodedFile {
  if (bytes.byteLength === 0) return { ok: false, message: 'The file is empty.' };
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    return {
      ok: false,
      message:
        'The file is UTF-16 (as Excel’s “Unicode text” saves it): save it as UTF-8 (“CSV UTF-8”) and import it again.',
    };
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return {
      ok: false,
      message:
        'This is a spreadsheet workbook (or another zip file), not a text file: save it as “CSV UTF-8” and import that.',
    };
  }
  if (bytes.includes(0)) {
    return {
      ok: false,
      message:
        'The file holds binary data (NUL bytes), not text: export it as CSV UTF-8 or GeoJSON.',
    };
  }
  const body = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  try {
    return {
      ok: true,
      text: new TextDecoder('utf-8', { fatal: true }).decode(body),
      invalidUtf8: false,
    };
  } catch {
    const text = new TextDecoder('utf-8').decode(body);
    return { ok: true, text, invalidUtf8: true };
  }
}

/** Whether a decoded value held bytes that were not UTF-8. */
export const hasInvalidBytes = (value: string) => value.includes('\uFFFD');
