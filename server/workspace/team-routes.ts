import { Hono } from 'hono';
import type { TeamMember } from '../../contract/resources/workspace.ts';
import type { ServerDeps } from '../deps.ts';

/** Everyone who has signed in to this deployment is the team (DESIGN §4c). */
export function teamRoutes(deps: ServerDeps) {
  const app = new Hono();
  app.get('/team', async (c) => {
    const { rows } = await deps.db.query<{ email: string; name: string; last_seen_at: Date }>(
      'SELECT email, name, last_seen_at FROM users ORDER BY lower(name), email',
    );
    const members: TeamMember[] = rows.map((row) => ({
      email: row.email,
      name: row.name,
      admin: deps.config.admins.includes(row.email),
      lastSeenAt: row.last_seen_at.toISOString(),
    }));
    return c.json({ status: 'success', data: { members } });
  });
  return app;
}
