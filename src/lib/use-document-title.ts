import { useEffect } from 'react';

export const PRODUCT_NAME = 'Watchfloor';

/**
 * Names the browser tab after what it shows ("IN-123 · Watchfloor"): analysts keep many tabs
 * open and find them by title.
 */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
