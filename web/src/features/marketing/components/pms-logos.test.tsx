import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PmsLogos } from './pms-logos.tsx';

describe('the supported PMS on the landing page', () => {
  it('shows the four logos named by their alt text, and marks the two not yet live as coming soon', () => {
    render(<PmsLogos />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('img').getAttribute('alt'))).toEqual([
      'Opera PMS',
      'Cloudbeds',
      'Mews',
      'Protel',
    ]);
    expect(items.map((item) => within(item).queryByText('Coming soon') !== null)).toEqual([true, false, false, true]);
  });
});
