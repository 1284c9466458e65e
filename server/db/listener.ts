import type pg from 'pg';
import type { Logger } from '../logger.ts';

/**
 * One connection that LISTENs on a PostgreSQL channel, for as long as the instance runs. A lost
 * connection (a database restart, a terminated backend) is reported and retried every two
 * seconds; whoever relies on the notifications must treat the time between `lost` and the next
 * `listening` as a time when some were missed.
 */

const RECONNECT_MS = 2_000;

export interface ListenerHandlers {
  /** A notification on the channel, with its payload ('' when none was sent). */
  notified(payload: string): void;
  /** LISTEN took effect: from now on every notification arrives. */
  listening?(): void;
  /** The connection went away: notifications sent from now on may be missed. */
  lost?(): void;
}

export interface Listener {
  /** Whether the listening connection is up. */
  listening(): boolean;
  stop(): Promise<void>;
}

/** The channel is a constant of the caller's, never input: LISTEN takes no bound parameter. */
export function listenOn(
  db: pg.Pool,
  log: Logger,
  channel: string,
  handlers: ListenerHandlers,
): Listener {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === channel) handlers.notified(message.payload ?? '');
  };

  const drop = (broken: boolean) => {
    const lost = client;
    client = undefined;
    lost?.removeListener('notification', onNotification);
    lost?.release(broken);
    if (lost) handlers.lost?.();
  };

  async function connect() {
    if (stopped) return;
    let connection: pg.PoolClient | undefined;
    try {
      connection = await db.connect();
      const opened = connection;
      opened.on('notification', onNotification);
      opened.on('error', (error: Error) => {
        // Only the connection in use matters; an old one's late error is not news.
        if (client !== opened) return;
        log.warn({ err: error.message, channel }, 'listening connection lost; reconnecting');
        drop(true);
        schedule();
      });
      await opened.query(`LISTEN ${channel}`);
      if (stopped) {
        opened.removeListener('notification', onNotification);
        opened.release();
        return;
      }
      client = opened;
      handlers.listening?.();
    } catch (error) {
      log.warn({ err: (error as Error).message, channel }, 'could not listen; retrying');
      connection?.removeListener('notification', onNotification);
      connection?.release(true);
      schedule();
    }
  }

  function schedule() {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  }

  void connect();

  return {
    listening: () => client !== undefined,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const connection = client;
      client = undefined;
      if (connection) {
        connection.removeListener('notification', onNotification);
        await connection.query(`UNLISTEN ${channel}`).catch(() => {});
        connection.release();
      }
    },
  };
}
