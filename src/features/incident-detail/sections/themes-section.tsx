import { Link } from '@tanstack/react-router';
import { focusRing } from '@/components/button-styles';
import type { ThemeListItem } from '@/lib/http/incidents';
import type { Loose } from '../loose';
import { defineSection } from './section';

/** The themes that group this incident with others; each opens its theme page. */
export const ThemesSection = defineSection(
  { title: 'Themes', id: 'themes' },
  function ThemesBody({ themes }: { themes: Loose<ThemeListItem[]> }) {
    const list = (themes ?? []).flatMap((theme) => (theme?.id ? [{ ...theme, id: theme.id }] : []));
    return (
      <>
        {list.length > 0 ? (
          <ul className="space-y-1.5 text-sm">
            {list.map((theme) => (
              <li key={theme.id} className="flex items-start gap-2">
                <span
                  aria-hidden
                  className="mt-1 size-3 shrink-0 rounded-sm border border-line"
                  style={{ backgroundColor: theme.colour ?? 'transparent' }}
                />
                <span className="min-w-0">
                  <Link
                    to="/themes/$themeId"
                    params={{ themeId: theme.id }}
                    className={`font-medium text-accent underline-offset-2 hover:underline ${focusRing} print:text-ink`}
                  >
                    {theme.name ?? theme.id}
                  </Link>
                  <span className="block text-xs text-muted">
                    {theme.id}
                    {typeof theme.counts?.incidents === 'number'
                      ? ` · ${theme.counts.incidents} incidents`
                      : ''}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">Not part of any theme.</p>
        )}
      </>
    );
  },
);
