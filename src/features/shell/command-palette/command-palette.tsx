import { useNavigate, useRouterState } from '@tanstack/react-router';
import { Command, defaultFilter } from 'cmdk';
import {
  History,
  Keyboard,
  Layers,
  LayoutDashboard,
  LogOut,
  Monitor,
  Moon,
  Siren,
  Sun,
  type LucideIcon,
} from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import {
  readTypedQuery,
  suggestCompletions,
  type LanguageView,
  type Suggestion,
} from '../../../../contract/query-language/typed-query';
import type { Clause } from '../../../../contract/query-language/syntax';
import { ReadingNotes, replaceSpan } from '@/components/typed-filter/reading-notes';
import { readRecentQueries, rememberRecentQuery } from '@/lib/recent/recent-queries';
import { nearIncidentsIn, useReferenceData } from '@/lib/reference/use-reference-data';
import { useNow } from '@/lib/time/use-now';
import { addressOfTypedQuery } from '@/lib/url/typed-query-address';
import { useTheme } from '@/lib/theme/theme-context';
import { parseJumpTarget, type JumpTarget } from './jump-target';
import { PaletteItem } from './palette-item';
import { RecentQueryItems, TYPED, TypedFilterItems } from './typed-filter-items';
import { readRecentItems, rememberRecentItem, type RecentItem } from '@/lib/recent/recent-items';
import { useFocusReturn } from './use-focus-return';
import { useJumpPreview, type JumpPreview } from './use-jump-preview';
import { usePreloadSelection } from './use-preload-selection';
import { APP_VIEWS, findView, type AppView } from '../views';

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the palette has closed and focus is back where it was. */
  onShowShortcuts: () => void;
  onSignOut: () => void;
}

const HINT =
  'Type an incident id like IN-123, a theme id like TH-45, or filters like incidents country:NG impact>=4 last 7d.';

// Jump items exist only when the search parses as an id, so they always match; everything else
// matches on its keywords (values are keys like "view /", which would match stray letters).
const JUMP = 'jump ';
// So are the typed-filter rows, which exist only when the search reads as filters.
const filter = (value: string, search: string, keywords?: string[]) =>
  value.startsWith(JUMP) || value.startsWith(TYPED)
    ? 1
    : defaultFilter(keywords?.join(' ') ?? '', search);

const isWindowWord = (clause: Clause) =>
  clause.kind === 'word' && !clause.negated && /^last \d+[hdw]$/.test(clause.text);

/** The view a filter without a view name is for: the one the analyst is on, if it filters. */
const viewOfPath = (path: string): LanguageView | undefined =>
  path.startsWith('/incidents') && !/^\/incidents\/./.test(path)
    ? 'incidents'
    : path.startsWith('/news')
      ? 'news'
      : undefined;

const KIND_ICONS: Record<RecentItem['kind'], LucideIcon> = {
  incident: Siren,
  theme: Layers,
  view: LayoutDashboard,
};

const groupClass =
  'px-2 pb-2 [&_[cmdk-group-heading]]:flex [&_[cmdk-group-heading]]:items-center [&_[cmdk-group-heading]]:gap-1.5 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted';

/**
 * The command palette (Ctrl+K / ⌘K): open an incident or theme by id, a recent place or a view,
 * or run an app action, all from the keyboard. Loaded lazily by the layout, hence the default
 * export and imports kept to this folder and shared libraries.
 */
export default function CommandPalette({
  open,
  onOpenChange,
  onShowShortcuts,
  onSignOut,
}: CommandPaletteProps) {
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
  const [selected, setSelected] = useState('');
  const preloadSelection = usePreloadSelection();
  const { theme, preference, setPreference } = useTheme();
  const afterFocusReturn = useFocusReturn(open);
  const hintId = useId();

  const target = parseJumpTarget(search);
  const preview = useJumpPreview(target);
  // Read when the palette opens: places visited since the last time show up.
  const recent = useMemo(() => (open ? readRecentItems() : []), [open]);
  const recentQueries = useMemo(() => (open ? readRecentQueries() : []), [open]);

  // Typed filters: `incidents country:ng impact>=4 last 7d`, or keys alone on a filtering view.
  const here = viewOfPath(useRouterState({ select: (state) => state.location.pathname }));
  const filterLike = /[:<>]|^\s*(?:incidents?|news)\b|\blast\s+\d/i.test(search);
  const reference = useReferenceData(undefined, nearIncidentsIn(search), open && filterLike);
  const nowMs = useNow(60_000);
  const read = useMemo(
    () => readTypedQuery(search, reference, Math.floor(nowMs / 1000), here),
    [search, reference, nowMs, here],
  );
  // Plain words stay a search of the palette; a key, a view's name or a window makes it filters.
  const typed =
    !target &&
    read.query !== undefined &&
    (read.named || read.clauses.some((clause) => clause.kind === 'filter' || isWindowWord(clause)));
  const suggestions = useMemo(
    () => (target ? [] : suggestCompletions(search, read.query?.view, reference).slice(0, 6)),
    [target, search, read.query?.view, reference],
  );
  // Completions once the view is known (named, implied by a key, or the page the analyst is on).
  const completing = suggestions.length > 0 && read.query !== undefined;

  function setOpen(next: boolean) {
    // Each opening starts from an empty search.
    if (!next) setSearch('');
    onOpenChange(next);
  }

  function visit(item: Omit<RecentItem, 'visitedAt'> | null, go: () => Promise<void>) {
    if (item) rememberRecentItem(item);
    setOpen(false);
    void go();
  }

  const openIncident = (incidentId: string, label: string | null) =>
    visit(label === null ? null : { kind: 'incident', id: incidentId, label }, () =>
      navigate({ to: '/incidents/$incidentId', params: { incidentId } }),
    );
  const openTheme = (themeId: string, label: string | null) =>
    visit(label === null ? null : { kind: 'theme', id: themeId, label }, () =>
      navigate({ to: '/themes/$themeId', params: { themeId } }),
    );
  const openView = (view: AppView) =>
    visit({ kind: 'view', id: view.path, label: view.label }, () => navigate({ to: view.path }));

  function openTyped(text: string) {
    const again = readTypedQuery(text, reference, Math.floor(Date.now() / 1000), here);
    if (!again.query || again.problems.length > 0) {
      // Explained in place, never run in part: the text goes back to the field.
      setSearch(text);
      return;
    }
    rememberRecentQuery(text);
    const { to, search: address } = addressOfTypedQuery(again.query);
    setOpen(false);
    void navigate({ to, search: address as never });
  }

  const complete = (suggestion: Suggestion) => {
    const next = `${search.slice(0, suggestion.replaceFrom)}${suggestion.text}${search.slice(suggestion.replaceTo)}`;
    setSearch(suggestion.text.endsWith(':') ? next : `${next} `);
  };

  function runAction(action: () => void) {
    setOpen(false);
    action();
  }

  return (
    <Command.Dialog
      open={open}
      onOpenChange={setOpen}
      label="Command palette"
      filter={filter}
      // Ctrl+K must reach the app's hotkey (it closes the palette), not move the selection.
      vimBindings={false}
      // The page of the item the selection rests on starts loading before Enter.
      value={selected}
      onValueChange={(value) => {
        setSelected(value);
        preloadSelection(value);
      }}
      loop
      overlayClassName="fixed inset-0 z-40 bg-black/40"
      contentClassName="fixed top-[12vh] left-1/2 z-50 w-[min(640px,calc(100vw-2rem))] -translate-x-1/2 overflow-hidden rounded-xl border border-line bg-surface text-ink shadow-2xl"
    >
      <div className="border-b border-line px-4 pt-3 pb-2">
        <Command.Input
          value={search}
          onValueChange={setSearch}
          aria-describedby={hintId}
          placeholder="Search or jump to…"
          className="w-full bg-transparent text-base text-ink outline-none placeholder:text-muted"
        />
        <p id={hintId} className="mt-1 text-xs text-muted">
          {HINT}
        </p>
        {typed ? (
          <div className="mt-2 flex flex-col gap-1.5">
            <ReadingNotes
              read={read}
              onChoose={(replacement) => setSearch(replaceSpan(search, replacement))}
            />
          </div>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {target && preview ? announcement(target, preview) : ''}
      </p>
      <Command.List className="max-h-[min(60vh,26rem)] overflow-y-auto scroll-py-2 pt-2">
        <Command.Empty className="px-4 py-6 text-center text-sm text-muted">
          No matches. {HINT}
        </Command.Empty>

        {typed || completing ? (
          <TypedFilterItems
            read={typed ? read : { ...read, query: undefined }}
            suggestions={suggestions}
            onOpen={() => openTyped(search)}
            onComplete={complete}
          />
        ) : null}

        {target && preview && (
          <Command.Group heading="Jump to" className={groupClass}>
            {target.kind === 'incident' ? (
              <PaletteItem
                value={`${JUMP}incident ${target.id}`}
                keywords={[target.id]}
                icon={Siren}
                label={`Open incident ${target.id}`}
                detail={previewText(target, preview)}
                onSelect={() => openIncident(target.id, rememberedLabel(target, preview))}
              />
            ) : (
              <PaletteItem
                value={`${JUMP}theme ${target.id}`}
                keywords={[target.id]}
                icon={Layers}
                label={`Open theme ${target.id}`}
                detail={
                  <>
                    {preview.state === 'found' && preview.colour && (
                      <span
                        aria-hidden="true"
                        className="size-2.5 shrink-0 rounded-full border border-line"
                        style={{ backgroundColor: preview.colour }}
                      />
                    )}
                    <span className="truncate">{previewText(target, preview)}</span>
                  </>
                }
                onSelect={() => openTheme(target.id, rememberedLabel(target, preview))}
              />
            )}
          </Command.Group>
        )}

        {recent.length > 0 && (
          <Command.Group
            heading={
              <>
                <History className="size-3.5" aria-hidden="true" />
                Recent
              </>
            }
            value="Recent"
            className={groupClass}
          >
            {recent.map((item) => {
              const key = `recent ${item.kind} ${item.id}`;
              if (item.kind === 'view') {
                // Stored paths outlive the app's routes; only views that still exist are offered.
                const view = findView(item.id);
                return view ? (
                  <PaletteItem
                    key={key}
                    value={key}
                    keywords={[view.label, ...view.keywords]}
                    icon={KIND_ICONS.view}
                    label={view.label}
                    onSelect={() => openView(view)}
                  />
                ) : null;
              }
              const openItem = item.kind === 'incident' ? openIncident : openTheme;
              return (
                <PaletteItem
                  key={key}
                  value={key}
                  keywords={[item.label, item.id]}
                  icon={KIND_ICONS[item.kind]}
                  label={item.label}
                  detail={item.label === item.id ? undefined : item.id}
                  onSelect={() => openItem(item.id, item.label)}
                />
              );
            })}
          </Command.Group>
        )}

        <RecentQueryItems queries={recentQueries} onRun={openTyped} />

        <Command.Group heading="Go to" className={groupClass}>
          {APP_VIEWS.map((view) => (
            <PaletteItem
              key={view.path}
              value={`view ${view.path}`}
              keywords={[view.label, ...view.keywords]}
              icon={KIND_ICONS.view}
              label={view.label}
              onSelect={() => openView(view)}
            />
          ))}
        </Command.Group>

        <Command.Group heading="Actions" className={groupClass}>
          {theme === 'dark' ? (
            <PaletteItem
              value="action light-theme"
              keywords={['Switch to light theme', 'appearance', 'colour', 'color', 'mode']}
              icon={Sun}
              label="Switch to light theme"
              onSelect={() => runAction(() => setPreference('light'))}
            />
          ) : (
            <PaletteItem
              value="action dark-theme"
              keywords={['Switch to dark theme', 'appearance', 'colour', 'color', 'mode', 'night']}
              icon={Moon}
              label="Switch to dark theme"
              onSelect={() => runAction(() => setPreference('dark'))}
            />
          )}
          {preference !== 'system' && (
            <PaletteItem
              value="action system-theme"
              keywords={['Use the system theme', 'appearance', 'colour', 'color', 'mode', 'auto']}
              icon={Monitor}
              label="Use the system theme"
              onSelect={() => runAction(() => setPreference('system'))}
            />
          )}
          <PaletteItem
            value="action shortcuts"
            keywords={['Keyboard shortcuts', 'keys', 'hotkeys', 'help']}
            icon={Keyboard}
            label="Keyboard shortcuts"
            onSelect={() => runAction(() => afterFocusReturn(onShowShortcuts))}
          />
          <PaletteItem
            value="action sign-out"
            keywords={['Sign out', 'log out', 'logout', 'exit']}
            icon={LogOut}
            label="Sign out"
            onSelect={() => runAction(onSignOut)}
          />
        </Command.Group>
      </Command.List>
    </Command.Dialog>
  );
}

const noun = (target: JumpTarget) => (target.kind === 'incident' ? 'incident' : 'theme');

function previewText(target: JumpTarget, preview: JumpPreview): string {
  switch (preview.state) {
    case 'looking-up':
      return 'Looking up…';
    case 'found':
      return preview.name;
    case 'missing':
      return `No ${noun(target)} ${target.id}`;
    case 'failed':
      return preview.message;
  }
}

/** For screen readers, which do not hear the selected row's text change. */
function announcement(target: JumpTarget, preview: JumpPreview): string {
  return preview.state === 'looking-up' ? '' : `${target.id}: ${previewText(target, preview)}`;
}

/**
 * The label a jump is remembered under: the name once known, else the id. A place the service
 * says does not exist is not remembered at all (null), so typos do not crowd the recent list.
 */
function rememberedLabel(target: JumpTarget, preview: JumpPreview): string | null {
  if (preview.state === 'missing') return null;
  return preview.state === 'found' ? preview.name : target.id;
}
