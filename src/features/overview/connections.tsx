import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import { API_BASE_URLS } from '@/lib/http/deployment';

/** What this deployment of the dashboard is connected to. */
export function Connections() {
  const config = useRouteContext({ from: rootRouteId, select: (context) => context.config });
  const server = window.location.origin;
  const connections = [
    { name: 'News API', value: `${server}${API_BASE_URLS.news}` },
    { name: 'Incident API', value: `${server}${API_BASE_URLS.incidents}` },
    { name: 'Sign-in', value: `${server}/session` },
    {
      name: 'Map basemap',
      value: config.mapStyleUrl ?? 'Built-in offline basemap (Natural Earth countries)',
    },
  ];
  return (
    <section aria-labelledby="connections-title" className="mt-8">
      <h2 id="connections-title" className="text-lg font-semibold">
        Connections
      </h2>
      <p className="mt-1 text-sm text-muted">
        Every API is reached through the Watchfloor server at this address, which holds the
        service&apos;s credentials; the basemap comes from its <code>config.json</code>.
      </p>
      <dl className="mt-4 divide-y divide-line rounded-lg border border-line bg-surface">
        {connections.map(({ name, value }) => (
          <div key={name} className="grid grid-cols-[9rem_1fr] gap-4 px-4 py-3 text-sm">
            <dt className="font-medium">{name}</dt>
            <dd className="font-mono break-all text-muted">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
