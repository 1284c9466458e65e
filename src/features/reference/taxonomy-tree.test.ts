import { expect, test } from 'vitest';
import type { Taxonomy } from '@/lib/http/news';
import { narrowTaxonomies } from './taxonomy-tree';

const tree: Taxonomy[] = [
  {
    id: '46783a82-9db3-455c-93cc-3ad4128ee0be',
    name: 'Conflict',
    subTaxonomies: [
      { id: '959ac7cd-b6b7-42db-a738-298beaa0d112', name: 'Armed Clashes' },
      { id: '6edb8e7b-15c8-4745-a8bb-428db63e7bb6', name: 'Airstrikes and Shelling' },
    ],
  },
  {
    id: '86606201-de2a-4a67-9c2f-8ba78eb95259',
    name: 'Économie',
    subTaxonomies: [{ id: '2d461cff-3003-4d6f-9d1e-6a7b8c9d0e1f', name: 'Sanctions' }],
  },
];

test('no term keeps the whole tree', () => {
  expect(narrowTaxonomies(tree, undefined).map((branch) => branch.subTaxonomies.length)).toEqual([
    2, 1,
  ]);
  expect(narrowTaxonomies(tree, '  ')).toHaveLength(2);
});

test('a main taxonomy that matches keeps every sub; accents and case do not matter', () => {
  const [branch, ...rest] = narrowTaxonomies(tree, 'ECONOMIE');
  expect(rest).toEqual([]);
  expect(branch?.taxonomy.name).toBe('Économie');
  expect(branch?.matched).toBe(true);
  expect(branch?.subTaxonomies).toHaveLength(1);
});

test('a sub that matches brings its main taxonomy along, with only the matching subs', () => {
  const branches = narrowTaxonomies(tree, 'strike');
  expect(branches).toHaveLength(1);
  expect(branches[0]?.matched).toBe(false);
  expect(branches[0]?.subTaxonomies.map((sub) => sub.name)).toEqual(['Airstrikes and Shelling']);
});

test('a term nothing contains leaves nothing', () => {
  expect(narrowTaxonomies(tree, 'volcano')).toEqual([]);
});
