import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { focusRing } from '@/components/button-styles';
import { useTheme } from '@/lib/theme/theme-context';
import type { ThemePreference } from '@/lib/theme/theme-preference';

const OPTIONS: { preference: ThemePreference; label: string; Icon: LucideIcon }[] = [
  { preference: 'system', label: 'System theme', Icon: Monitor },
  { preference: 'light', label: 'Light theme', Icon: Sun },
  { preference: 'dark', label: 'Dark theme', Icon: Moon },
];

export function ThemeSwitcher() {
  const { preference, setPreference } = useTheme();
  return (
    <div
      role="group"
      aria-label="Colour theme"
      className="flex items-center rounded-md border border-line bg-canvas p-0.5"
    >
      {OPTIONS.map(({ preference: option, label, Icon }) => (
        <button
          key={option}
          type="button"
          aria-label={label}
          aria-pressed={preference === option}
          title={label}
          onClick={() => setPreference(option)}
          className={`rounded p-1 text-muted hover:text-ink aria-pressed:bg-surface aria-pressed:text-ink aria-pressed:shadow-sm ${focusRing}`}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
