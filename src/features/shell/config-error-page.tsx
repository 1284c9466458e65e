import { primaryButton } from '@/components/button-styles';
import { ProductMark } from '@/components/product-mark';
import type { ConfigProblem } from '@/lib/config/runtime-config';

const EXAMPLE = `{
  "mapStyleUrl": null,
  "mapIncidentLimit": 50000
}`;

/**
 * Full-page explanation when config.json is missing or wrong: the app cannot work without it.
 * The Watchfloor server writes the file from its own settings, so that is where it is fixed.
 */
export function ConfigErrorPage({ path, problems }: { path: string; problems: ConfigProblem[] }) {
  return (
    <main className="min-h-screen bg-canvas px-6 py-16 text-ink">
      <section
        role="alert"
        aria-labelledby="config-error-title"
        className="mx-auto max-w-2xl rounded-lg border border-line bg-surface p-8 shadow-sm"
      >
        <div className="flex items-center gap-3">
          <ProductMark className="size-8" />
          <h1 id="config-error-title" className="text-xl font-semibold">
            Watchfloor cannot start: its configuration is invalid
          </h1>
        </div>
        <p className="mt-4 text-muted">
          The dashboard reads <code className="text-ink">{path}</code> from the Watchfloor server
          before it starts. Fix {problems.length === 1 ? 'this problem' : 'these problems'} in the
          server&apos;s settings (<code>MAP_STYLE_URL</code>, <code>MAP_INCIDENT_LIMIT</code>), or
          in whatever serves that address in front of it, and reload:
        </p>
        <ul className="mt-4 space-y-2">
          {problems.map((problem, index) => (
            <li
              key={index}
              className="rounded-md border border-danger/40 bg-danger-soft px-3 py-2 text-sm"
            >
              {problem.key ? (
                <>
                  <code className="font-semibold text-danger">{problem.key}</code> {problem.message}
                </>
              ) : (
                problem.message
              )}
            </li>
          ))}
        </ul>
        <h2 className="mt-6 text-sm font-semibold">The answer looks like this</h2>
        <pre className="mt-2 overflow-x-auto rounded-md bg-raised p-3 text-sm">{EXAMPLE}</pre>
        <p className="mt-3 text-sm text-muted">
          <code>mapStyleUrl</code> is optional: leave it null for the built-in offline basemap.{' '}
          <code>mapIncidentLimit</code> is optional: the most incidents the explorer map loads
          (50,000 when left out).
        </p>
        <button
          type="button"
          className={`${primaryButton} mt-6`}
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
      </section>
    </main>
  );
}
