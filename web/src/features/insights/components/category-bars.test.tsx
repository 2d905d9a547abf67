import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render.tsx';
import { CategoryBars } from './category-bars.tsx';

describe('category bars', () => {
  it('when shown, then each bar is a link whose name holds the words it shows, and says what it opens', async () => {
    renderWithApp(
      <CategoryBars
        title="Outcomes"
        total={80}
        categories={[{ key: 'booked', label: 'Booking made', value: 18, href: '/dashboard/call-logs?outcome=booked' }]}
      />,
    );
    // happy-dom has no layout, so it puts a space between every element; a browser only between blocks.
    const link = await screen.findByRole('link', {
      name: /^Booking made\s*:\s*18 calls \(23 %\)\s*\.\s*Open these calls\.$/,
    });
    expect(link.getAttribute('href')).toBe('/dashboard/call-logs?outcome=booked');
    // No aria-label overrides what a sighted speech user reads on screen.
    expect(link.hasAttribute('aria-label')).toBe(false);
    expect(link.textContent).toContain('Booking made');
    expect(link.textContent).toContain('(23 %)');
  });
});
