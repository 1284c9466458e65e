import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { describeLink, LinksSection } from './links-section';

test('links of unspecified shape show what they are', () => {
  expect(describeLink('https://example.org/a')).toEqual({
    href: 'https://example.org/a',
    text: 'https://example.org/a',
  });
  expect(describeLink({ url: 'https://example.org/b', title: 'Report B' })).toEqual({
    href: 'https://example.org/b',
    text: 'Report B',
  });
  expect(describeLink({ href: 'javascript:alert(1)', title: 'Trap' })).toEqual({
    text: '{"href":"javascript:alert(1)","title":"Trap"}',
  });
  expect(describeLink(42)).toEqual({ text: '42' });
  expect(describeLink(null)).toEqual({ text: 'null' });
});

test('web addresses become links; anything else is shown as code', () => {
  render(<LinksSection links={[{ link: 'https://example.org/c', name: 'C' }, { id: 7 }]} />);
  expect(screen.getByRole('link', { name: 'C' })).toHaveAttribute('href', 'https://example.org/c');
  expect(screen.getByText('{"id":7}').tagName).toBe('CODE');
});

test('no links, or null, read "None recorded."', () => {
  const { rerender } = render(<LinksSection links={[]} />);
  expect(screen.getByText('None recorded.')).toBeInTheDocument();
  rerender(<LinksSection links={null} />);
  expect(screen.getByText('None recorded.')).toBeInTheDocument();
});
