import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { TagsSection } from './tags-section';

test('each tag opens the explorer filtered to that tag, in the API’s own form', async () => {
  const { router } = await renderWithRouter(
    <TagsSection
      tags={[
        { name: 'Critical infrastructure', slug: 'critical-infrastructure' },
        { name: null, slug: 'no-name' },
      ]}
    />,
  );
  const link = await screen.findByRole('link', { name: /Critical infrastructure/ });
  expect(link).toHaveAttribute('href', '/incidents?tagged=in:critical-infrastructure');
  // A tag without a name shows its slug.
  expect(screen.getByRole('link', { name: /no-name/ })).toHaveAttribute(
    'href',
    '/incidents?tagged=in:no-name',
  );
  await userEvent.click(link);
  expect(router.state.location.pathname).toBe('/incidents');
  expect(router.state.location.search).toEqual({ tagged: 'in:critical-infrastructure' });
});

test('no tags, null, or tags without a slug read "None."', async () => {
  for (const tags of [[], null, [null, { name: 'Slugless' }]]) {
    const { unmount } = await renderWithRouter(<TagsSection tags={tags} />);
    const region = await screen.findByRole('region', { name: 'Tags' });
    expect(within(region).getByText('None.')).toBeInTheDocument();
    expect(within(region).queryByRole('link')).toBeNull();
    unmount();
  }
});
