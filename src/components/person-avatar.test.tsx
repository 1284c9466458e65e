import { fireEvent, render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { PersonAvatar } from './person-avatar';

const PICTURE = 'https://avatars.example/initials/svg?seed=Ada%20Lovelace';

test('a web picture is shown without telling its host which page asked', () => {
  const { container } = render(<PersonAvatar name="Ada Lovelace" picture={PICTURE} />);
  const image = container.querySelector('img')!;
  expect(image.getAttribute('src')).toBe(PICTURE);
  expect(image.getAttribute('referrerpolicy')).toBe('no-referrer');
  expect(image.getAttribute('alt')).toBe('');
});

test('a picture that fails gives way to the initials; a new picture is tried again', () => {
  const { container, rerender } = render(<PersonAvatar name="Ada Lovelace" picture={PICTURE} />);
  fireEvent.error(container.querySelector('img')!);
  expect(container.querySelector('img')).toBeNull();
  expect(container.textContent).toBe('AL');
  rerender(<PersonAvatar name="Ada Lovelace" picture={`${PICTURE}&v=2`} />);
  expect(container.querySelector('img')?.getAttribute('src')).toBe(`${PICTURE}&v=2`);
});

test.each([
  ['javascript:alert(1)'],
  ['data:image/svg+xml,<svg onload=alert(1)>'],
  ['/relative.png'],
  [null],
])('%s is never loaded: initials instead', (picture) => {
  const { container } = render(<PersonAvatar name="grace hopper" picture={picture} />);
  expect(container.querySelector('img')).toBeNull();
  expect(container.textContent).toBe('GH');
});

test('a person without a name still gets a mark', () => {
  const { container } = render(<PersonAvatar name="  " picture={null} />);
  expect(container.textContent).toBe('?');
});
