import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { DescriptionSection, paragraphsOf } from './description-section';

test('blank lines make paragraphs; single line breaks stay inside one', () => {
  expect(paragraphsOf('First.\n\n  Second\nstill second.\n \n\nThird.')).toEqual([
    'First.',
    'Second\nstill second.',
    'Third.',
  ]);
  render(<DescriptionSection description={'First part.\n\nSecond part.'} />);
  expect(screen.getByText('First part.').tagName).toBe('P');
  expect(screen.getByText('Second part.').tagName).toBe('P');
});

test('markup in a description is shown as text, never run as HTML', () => {
  const hostile = '<img src=x onerror=alert(1)> and <b>bold</b> <script>alert(2)</script>';
  const { container } = render(<DescriptionSection description={hostile} />);
  expect(screen.getByText(hostile)).toBeInTheDocument();
  expect(container.querySelector('img, b, script')).toBeNull();
});

test('an empty, blank, null or missing description says so', () => {
  for (const description of ['', '  \n\n ', null, undefined]) {
    const { unmount } = render(<DescriptionSection description={description} />);
    expect(screen.getByText('No description.')).toBeInTheDocument();
    unmount();
  }
});
