import { expect, test } from 'vitest';
import { exampleIncident } from '../../../contract/examples/incidents';
import { explorerHref, explorerLinksFor, tagHref } from './explorer-links';

test('explorer addresses use the incident API’s own filter form', () => {
  expect(explorerHref({ country: { op: 'in', values: ['FRA', 'DEU'] } })).toBe(
    '/incidents?country=in:FRA;DEU',
  );
  expect(tagHref('critical-infrastructure')).toBe('/incidents?tagged=in:critical-infrastructure');
});

test('an incident links to its countries, its category and each theme', () => {
  expect(
    explorerLinksFor({
      ...exampleIncident,
      countries: [
        { code: 'USA', name: 'United States', alpha2: null },
        { code: 'MEX', name: 'Mexico', alpha2: 'MX' },
      ],
    }),
  ).toEqual([
    { label: 'In United States or Mexico', href: '/incidents?country=in:USA;MEX' },
    {
      label: 'Category Indirect Weapons',
      href: `/incidents?category=in:${exampleIncident.category.id}`,
    },
    { label: 'Theme Strikes on coastal infrastructure', href: '/incidents?theme=in:TH-149' },
  ]);
});

test('nothing to link from, nothing linked', () => {
  expect(explorerLinksFor({ countries: [null, { name: 'No code' }], themes: [null] })).toEqual([]);
});
