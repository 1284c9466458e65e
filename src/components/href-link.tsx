import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/**
 * A link to a page of this app given as a finished address (`/incidents?tagged=in:riot`):
 * a plain click navigates inside the app, while a modified or middle click, "copy link" and
 * "open in new tab" work as on any link. For addresses built from another module's query
 * grammar, where the router's typed `<Link>` cannot check the search parameters.
 */
export function HrefLink({
  href,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter();
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      rest.target
    ) {
      return;
    }
    event.preventDefault();
    void router.navigate({ href });
  };
  return <a href={href} onClick={navigate} {...rest} />;
}
