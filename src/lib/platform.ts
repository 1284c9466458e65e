/** Chromium's client hints; not yet in TypeScript's DOM types. */
interface NavigatorWithUserAgentData extends Navigator {
  userAgentData?: { platform?: string };
}

/**
 * Macs, iPhones and iPads use ⌘ where other platforms use Ctrl. `navigator.platform` is
 * deprecated but still the only source in Safari and Firefox; client hints come first where
 * the browser has them.
 */
export function isApplePlatform(nav: Navigator | undefined = globalThis.navigator): boolean {
  if (!nav) return false;
  const platform = (nav as NavigatorWithUserAgentData).userAgentData?.platform || nav.platform;
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** How the command palette's key reads on this platform: "⌘K" or "Ctrl K". */
export const paletteKeyLabel = () => (isApplePlatform() ? '⌘K' : 'Ctrl K');
