import type { LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { inkOn } from '@/lib/colour';
import type { MapLibreMap } from './map-types';

/**
 * Map markers drawn from the app's own icon set: a disc in the feature's colour with a white
 * ring and the icon on top, in black or white, whichever reads better on that colour. The
 * offline style has no sprite, so markers are rasterised here and added with `map.addImage`.
 */

export interface MarkerImage {
  /** Image id for `icon-image`. */
  id: string;
  Icon: LucideIcon;
  /** `#RRGGBB`. */
  colour: string;
}

/** CSS pixels of the marker's side; drawn at twice that for sharp edges on dense screens. */
export const MARKER_SIZE = 26;
const PIXEL_RATIO = 2;

/** The icon's SVG markup, rendered by React into a detached element. */
function svgMarkup(Icon: LucideIcon, colour: string): string {
  const host = document.createElement('div');
  const root = createRoot(host);
  flushSync(() => root.render(createElement(Icon, { size: 24, color: colour, strokeWidth: 2.25 })));
  const markup = host.innerHTML;
  root.unmount();
  return markup;
}

async function rasterise({ Icon, colour }: MarkerImage): Promise<ImageData> {
  const side = MARKER_SIZE * PIXEL_RATIO;
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  // Read back at once with getImageData: a CPU canvas avoids a slow GPU read-back.
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot draw map markers (no 2D canvas).');
  const centre = side / 2;
  context.beginPath();
  context.arc(centre, centre, centre - PIXEL_RATIO, 0, Math.PI * 2);
  context.fillStyle = colour;
  context.fill();
  context.lineWidth = 2 * PIXEL_RATIO;
  context.strokeStyle = '#ffffff';
  context.stroke();

  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgMarkup(Icon, inkOn(colour)))}`;
  await image.decode();
  const glyph = side * 0.56;
  context.drawImage(image, centre - glyph / 2, centre - glyph / 2, glyph, glyph);
  return context.getImageData(0, 0, side, side);
}

/** Adds the markers the map does not have yet. */
export async function addMarkerImages(map: MapLibreMap, markers: readonly MarkerImage[]) {
  // Callers are usually effects, inside React's commit, where the flushSync that renders the
  // icons cannot run: start on the next microtask, after the commit.
  await Promise.resolve();
  const missing = markers.filter(
    (marker, index) =>
      !map.hasImage(marker.id) && markers.findIndex((other) => other.id === marker.id) === index,
  );
  const images = await Promise.all(missing.map(rasterise));
  missing.forEach((marker, index) => {
    // The map may have been removed, or another caller added it, while the images were drawn.
    if (map.style && !map.hasImage(marker.id)) {
      map.addImage(marker.id, images[index]!, { pixelRatio: PIXEL_RATIO });
    }
  });
}
