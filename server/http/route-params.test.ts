import { expect, test } from 'vitest';
import { UUID } from '../../contract/formats.ts';
import { UUID_ID_PARAM } from './route-params.ts';

test('the id parameter of a route matches what the contract calls a UUID', () => {
  expect(UUID_ID_PARAM).toBe(`:id{${UUID.source.replace(/^\^|\$$/g, '')}}`);
});
