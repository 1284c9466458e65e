import { expect, test } from 'vitest';
import { isVisibleTo } from './shared-object.ts';

const owner = { email: 'owner@example.test', name: 'Owner', admin: false };
const colleague = { email: 'colleague@example.test', name: 'Colleague', admin: false };
const admin = { email: 'admin@example.test', name: 'Admin', admin: true };

test('what the team shares is seen by everyone who signs in', () => {
  const row = { visibility: 'team' as const, owner_email: owner.email };
  expect([owner, colleague, admin].map((user) => isVisibleTo(user, row))).toEqual([
    true,
    true,
    true,
  ]);
});

test('a private object is its owner’s alone: an admin does not see it either', () => {
  const row = { visibility: 'private' as const, owner_email: owner.email };
  expect([owner, colleague, admin].map((user) => isVisibleTo(user, row))).toEqual([
    true,
    false,
    false,
  ]);
});
