import type { Theme } from '@/lib/theme/theme-preference';

/**
 * Colours for what views draw over the basemap (labels, halos, highlights), per theme. Paint
 * properties cannot read CSS variables, so these repeat the matching tokens of src/index.css
 * (ink, surface, accent). A printed map always uses the light set.
 */
export interface OverlayPalette {
  ink: string;
  halo: string;
  accent: string;
}

export const OVERLAY_PALETTES: Record<Theme, OverlayPalette> = {
  light: { ink: '#141820', halo: '#ffffff', accent: '#0b63bd' },
  dark: { ink: '#e5e8ed', halo: '#0d1015', accent: '#5aa6ff' },
};
