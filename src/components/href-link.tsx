import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/**
 * A link inside the app given as a finished address (`/incidents?theme=eq:TH-149`), built by
 * @/lib/links/app-links. A plain click moves within the app, keeping the session's cache; a
 * modified click (new tab, new window) is left to the browser.
 */
export function HrefLink({
  href,
  onClick,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified || props.target) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return <a {...props} href={href} onClick={follow} />;
}
