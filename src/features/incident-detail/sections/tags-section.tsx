import { focusRing } from '@/components/button-styles';
import { HrefLink } from '@/components/href-link';
import type { TagReference } from '@/lib/http/incidents';
import { tagHref } from '../explorer-links';
import type { Loose } from '../loose';
import { chip, defineSection } from './section';

/** Tags; each opens the explorer on every incident with that tag. */
export const TagsSection = defineSection(
  { title: 'Tags', id: 'tags' },
  function TagsBody({ tags }: { tags: Loose<TagReference[]> }) {
    const list = (tags ?? []).flatMap((tag) =>
      tag?.slug ? [{ slug: tag.slug, name: tag.name ?? tag.slug }] : [],
    );
    return (
      <>
        {list.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5">
            {list.map((tag) => (
              <li key={tag.slug}>
                <HrefLink
                  href={tagHref(tag.slug)}
                  className={`${chip} hover:bg-raised ${focusRing}`}
                  title={`Incidents tagged ${tag.name}`}
                >
                  <span aria-hidden className="text-muted">
                    #
                  </span>
                  {tag.name}
                </HrefLink>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">None.</p>
        )}
      </>
    );
  },
);
