import { Bar, BarChart, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { IncidentListItem } from '@/lib/http/incidents';
import {
  incidentsByCategory,
  incidentsByImpact,
  incidentsPerDay,
  largestCategories,
} from './chart-data';

/** The figures are also written out as text; the drawing itself is not a keyboard stop. */
const DRAWN_FOR_THE_EYE = { accessibilityLayer: false, tabIndex: -1 } as const;

const AXIS = { fontSize: 11, fill: 'var(--color-muted)' };
const TOOLTIP = {
  contentStyle: {
    background: 'var(--color-surface)',
    border: '1px solid var(--color-line)',
    borderRadius: 6,
    fontSize: 12,
    color: 'var(--color-ink)',
  },
  cursor: { fill: 'var(--color-raised)' },
};

function ChartCard({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: React.ReactNode;
}) {
  return (
    <figure className="flex min-w-0 flex-1 flex-col rounded-md border border-line bg-surface p-2">
      <figcaption className="text-xs font-semibold text-muted">{title}</figcaption>
      {/* The bars are drawn for the eye; the same figures are written out for screen readers. */}
      <p className="sr-only">{summary}</p>
      <div aria-hidden className="h-32">
        {children}
      </div>
    </figure>
  );
}

/** Three small charts of the rows on screen: per start day, by category, by impact. */
export default function ChartsStrip({ incidents }: { incidents: readonly IncidentListItem[] }) {
  const days = incidentsPerDay(incidents);
  const categories = largestCategories(incidentsByCategory(incidents), 6);
  const impacts = incidentsByImpact(incidents);
  return (
    <div className="flex flex-col gap-2 md:flex-row" data-testid="incident-charts">
      <ChartCard
        title="Per start day"
        summary={days
          .filter((day) => day.incidents > 0)
          .map((day) => `${day.day}: ${day.incidents}`)
          .join(', ')}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            {...DRAWN_FOR_THE_EYE}
            data={days}
            margin={{ top: 4, right: 4, bottom: 0, left: -24 }}
          >
            <XAxis dataKey="day" tick={AXIS} tickLine={false} axisLine={false} minTickGap={24} />
            <YAxis allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} />
            <Tooltip {...TOOLTIP} />
            <Bar
              dataKey="incidents"
              name="Incidents"
              fill="var(--color-accent)"
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title="By category"
        summary={categories.map((entry) => `${entry.name}: ${entry.incidents}`).join(', ')}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            {...DRAWN_FOR_THE_EYE}
            data={categories}
            layout="vertical"
            margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
          >
            <XAxis type="number" hide allowDecimals={false} />
            <YAxis
              type="category"
              dataKey="name"
              width={110}
              tick={AXIS}
              tickLine={false}
              axisLine={false}
              interval={0}
            />
            <Tooltip {...TOOLTIP} />
            <Bar dataKey="incidents" name="Incidents" isAnimationActive={false}>
              {categories.map((entry) => (
                <Cell key={entry.name} fill={entry.colour} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title="By impact"
        summary={impacts.map((entry) => `${entry.label}: ${entry.incidents}`).join(', ')}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            {...DRAWN_FOR_THE_EYE}
            data={impacts}
            margin={{ top: 4, right: 4, bottom: 0, left: -24 }}
          >
            {/* The rating alone under each bar, so narrow layouts stay legible; the tooltip and
                the summary name it in full. */}
            <XAxis
              dataKey="label"
              tick={AXIS}
              tickLine={false}
              axisLine={false}
              interval={0}
              tickFormatter={(label: string) => (label === 'Unknown' ? '?' : label.split(' ')[0]!)}
            />
            <YAxis allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} />
            <Tooltip {...TOOLTIP} />
            <Bar dataKey="incidents" name="Incidents" isAnimationActive={false}>
              {impacts.map((entry) => (
                <Cell
                  key={entry.rating}
                  fill={entry.rating >= 4 ? 'var(--color-danger)' : 'var(--color-muted)'}
                />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
    </div>
  );
}
