import { Columns2, Map as MapIcon, Table2 } from 'lucide-react';
import { focusRing } from '@/components/button-styles';
import type { ExplorerLayout } from './map/map-address';

const CHOICES: { layout: ExplorerLayout; label: string; Icon: typeof Table2 }[] = [
  { layout: 'table', label: 'Table', Icon: Table2 },
  { layout: 'map', label: 'Map', Icon: MapIcon },
  { layout: 'split', label: 'Split', Icon: Columns2 },
];

/** Table | Map | Split: toggle buttons, each reachable with Tab, the current one pressed. */
export function LayoutToggle({
  layout,
  onChange,
}: {
  layout: ExplorerLayout;
  onChange: (layout: ExplorerLayout) => void;
}) {
  return (
    <div role="group" aria-label="Layout" className="flex rounded-md border border-line bg-surface">
      {CHOICES.map(({ layout: choice, label, Icon }) => (
        <button
          key={choice}
          type="button"
          aria-pressed={layout === choice}
          onClick={() => onChange(choice)}
          className={`inline-flex items-center gap-1.5 px-2.5 py-1 text-sm first:rounded-l-md last:rounded-r-md ${
            layout === choice
              ? 'bg-accent font-medium text-accent-ink'
              : 'text-muted hover:bg-raised hover:text-ink'
          } ${focusRing}`}
        >
          <Icon aria-hidden className="size-3.5" />
          {label}
        </button>
      ))}
    </div>
  );
}
