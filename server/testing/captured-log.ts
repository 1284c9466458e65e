import { createLogger } from '../logger.ts';

/** A warn-level logger whose lines a test reads back: parsed, or as written. */
export function capturedLog() {
  const written: string[] = [];
  return {
    log: createLogger('warn', { write: (line: string) => void written.push(line) }),
    lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => written.join('\n'),
  };
}
