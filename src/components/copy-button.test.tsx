import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { CopyButton } from './copy-button';

afterEach(() => vi.unstubAllGlobals());

// fireEvent rather than user-event, whose setup installs a clipboard of its own.
function stubClipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
}

test('the text is read at the click, copied, and the confirmation said', async () => {
  const writeText = vi.fn(() => Promise.resolve());
  stubClipboard(writeText);
  let clicks = 0;
  render(
    <CopyButton
      label="Copy link"
      getText={() => {
        clicks += 1;
        return { text: `https://example.test/?n=${clicks}`, confirmation: `Copied link ${clicks}` };
      }}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(writeText).toHaveBeenCalledWith('https://example.test/?n=1');
  expect(await screen.findByRole('status')).toHaveTextContent('Copied link 1');
});

test('a refused clipboard leaves the text selected in a field to copy by hand', async () => {
  stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
  render(<CopyButton label="Copy link" getText={() => 'https://example.test/view'} />);
  fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
  const field = await screen.findByLabelText(/did not allow copying; copy it from here/);
  expect(field).toHaveValue('https://example.test/view');
  expect(field).toHaveFocus();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});
