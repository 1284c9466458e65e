/**
 * The keyboard shortcuts the sheet lists, as data: a view that adds its own shortcuts appends
 * them here, and the sheet shows them without further changes.
 */
export interface Shortcut {
  /** Each entry is one key, shown in its own `<kbd>`. */
  keys: readonly string[];
  /** The keys on Apple platforms, when they differ (⌘ for Ctrl). */
  appleKeys?: readonly string[];
  description: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: ['Ctrl', 'K'], appleKeys: ['⌘', 'K'], description: 'Open the command palette' },
  { keys: ['?'], description: 'Show this sheet' },
  { keys: ['Esc'], description: 'Close a dialog or the palette' },
  { keys: ['↑', '↓'], description: 'Move in the palette' },
  { keys: ['Enter'], description: 'Open the selected item' },
  { keys: ['j', 'k'], description: 'News: next / previous item' },
  { keys: ['↑', '↓', 'Home', 'End'], description: 'News list (focused): move the selection' },
  { keys: ['/'], description: 'News: go to the search field' },
];

/** The keys to show for a shortcut on this platform. */
export function shortcutKeys(shortcut: Shortcut, apple: boolean): readonly string[] {
  return apple && shortcut.appleKeys ? shortcut.appleKeys : shortcut.keys;
}
