import { pino } from 'pino';

export type Logger = pino.Logger;

/**
 * JSON lines on stdout. Whatever is logged passes through the redaction below, so a token,
 * password or cookie that reaches a log call by mistake is written as [redacted].
 */
export function createLogger(
  level: pino.LevelWithSilent = 'info',
  /** Where the lines go (tests read them); stdout by default. */
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'watchfloor' },
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'vendorToken',
        '*.vendorToken',
        'accessToken',
        '*.accessToken',
        'cookie',
        '*.cookie',
        'authorization',
        '*.authorization',
        'headers.cookie',
        'headers.authorization',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
