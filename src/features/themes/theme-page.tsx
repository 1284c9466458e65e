import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { secondaryButton } from '@/components/button-styles';
import { MissingRecord, RecordLoadError, RecordSkeleton } from '@/components/page-states';
import { apiErrorOf } from '@/lib/http/api-error';
import { getThemeOptions } from '@/lib/http/incidents';
import { rememberRecentItem } from '@/lib/recent/recent-items';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ThemeDetails } from './theme-details';
import { ThemeIncidents } from './theme-incidents';
import { ThemeTrend } from './theme-trend';

const route = getRouteApi('/_app/themes/$themeId');

/** One theme: the pattern it names, its people, places and toll. */
export function ThemePage() {
  const { themeId } = route.useParams();
  const theme = useQuery(getThemeOptions({ path: { id: themeId } }));
  const error = apiErrorOf(theme.error, 'incidents', 'GET /themes/{id}');
  useDocumentTitle(theme.data ? `${themeId} ${theme.data.name}` : themeId);

  useEffect(() => {
    if (theme.data)
      rememberRecentItem({ kind: 'theme', id: theme.data.id, label: theme.data.name });
  }, [theme.data]);

  if (theme.data)
    return (
      <ThemeDetails
        theme={theme.data}
        trend={<ThemeTrend themeId={themeId} />}
        incidents={<ThemeIncidents theme={theme.data} />}
      />
    );
  if (error?.status === 404) {
    return (
      <MissingRecord noun="Theme" id={themeId}>
        <Link to="/themes" className={secondaryButton}>
          Browse all themes
        </Link>
      </MissingRecord>
    );
  }
  if (error) {
    return (
      <RecordLoadError
        title={`Theme ${themeId} could not be loaded`}
        message={error.message}
        onRetry={() => void theme.refetch()}
      />
    );
  }
  return <RecordSkeleton label={`Loading theme ${themeId}`} />;
}
