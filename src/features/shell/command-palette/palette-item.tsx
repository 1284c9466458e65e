import { Command } from 'cmdk';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One row of the palette: the kind's icon, a label and an optional second line. `value` is a
 * stable key (labels repeat across groups: "Overview" is both a recent item and a view);
 * matching uses `keywords`, which the palette's filter reads instead of the value.
 */
export function PaletteItem({
  value,
  keywords,
  icon: Icon,
  label,
  detail,
  onSelect,
}: {
  value: string;
  keywords: readonly string[];
  icon: LucideIcon;
  label: ReactNode;
  detail?: ReactNode;
  onSelect: () => void;
}) {
  return (
    <Command.Item
      value={value}
      keywords={[...keywords]}
      onSelect={onSelect}
      className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-ink data-[selected=true]:bg-raised"
    >
      <Icon className="size-4 shrink-0 text-muted" aria-hidden="true" />
      <span className="flex min-w-0 flex-col">
        <span className="truncate">{label}</span>
        {detail !== undefined && (
          <span className="flex min-w-0 items-center gap-1.5 truncate text-xs text-muted">
            {detail}
          </span>
        )}
      </span>
    </Command.Item>
  );
}
