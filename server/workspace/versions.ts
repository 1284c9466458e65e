import type { Context } from 'hono';

/**
 * Optimistic concurrency for everything the team edits (DESIGN §4c): each object carries a
 * version, every write names the version it was made from, and a stale one answers 409 with the
 * object as it is now, so the screen can show what changed instead of overwriting it.
 */
export const conflict = (c: Context, current: unknown) =>
  c.json(
    {
      status: 'fail',
      data: {
        version:
          'Someone else changed this since you opened it. Their version is shown; apply your change again if it still holds.',
        current,
      },
    },
    409,
  );

export const notFound = (c: Context, what: string) =>
  c.json(
    { status: 'fail', data: { id: `There is no ${what} with this id, or it was deleted.` } },
    404,
  );

export const forbidden = (c: Context, what: string) =>
  c.json(
    {
      status: 'fail',
      data: {
        owner: `Only the owner of this ${what} or an admin may change it.`,
      },
    },
    403,
  );
