import { focusRing } from '@/components/button-styles';
import { defineSection } from './section';
import { safeWebUrl } from './safe-url';

/**
 * The spec does not say what a `links` element holds (2.13), so each is shown by what it turns
 * out to be: a web address becomes a link (titled when the element names itself), anything
 * else is shown as its JSON.
 */
export function describeLink(element: unknown): { href?: string; text: string } {
  if (typeof element === 'string') return { href: safeWebUrl(element), text: element };
  if (typeof element === 'object' && element !== null) {
    const record = element as Record<string, unknown>;
    const address = ['url', 'href', 'link'].map((key) => record[key]).find(safeWebUrl);
    const title = ['title', 'name', 'label']
      .map((key) => record[key])
      .find((value): value is string => typeof value === 'string' && value.trim() !== '');
    const href = safeWebUrl(address);
    if (href) return { href, text: title ?? href };
  }
  return { text: JSON.stringify(element) ?? String(element) };
}

export const LinksSection = defineSection(
  { title: 'Links', id: 'links' },
  function LinksBody({ links }: { links: readonly unknown[] | null | undefined }) {
    const list = links ?? [];
    return (
      <>
        {list.length > 0 ? (
          <ul className="space-y-1 text-sm">
            {list.map((element, index) => {
              const { href, text } = describeLink(element);
              return (
                <li key={index} className="break-all">
                  {href ? (
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={`text-accent underline-offset-2 hover:underline ${focusRing}`}
                    >
                      {text}
                    </a>
                  ) : (
                    <code className="text-xs">{text}</code>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-muted">None recorded.</p>
        )}
      </>
    );
  },
);
