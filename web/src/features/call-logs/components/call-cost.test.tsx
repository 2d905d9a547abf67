import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render.tsx';
import { CallCost } from './call-cost.tsx';

describe("a call's cost", () => {
  it('shows the total and each part in the currency the platform reported', () => {
    renderWithApp(
      <CallCost
        cost={{
          amount: 0.192,
          currency: 'USD',
          unit: null,
          parts: [
            { part: 'speech', amount: 0.14 },
            { part: 'llm', amount: 0.012 },
            { part: 'telephony', amount: 0.03 },
          ],
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Cost' });
    expect(within(section).getByText('$0.192')).toBeTruthy();
    expect(within(section).getByText('Speech').nextSibling?.textContent).toBe('$0.14');
    expect(within(section).getByText('LLM').nextSibling?.textContent).toBe('$0.012');
    expect(within(section).getByText('Telephony').nextSibling?.textContent).toBe('$0.03');
  });

  it('keeps credits as credits, never as money', () => {
    renderWithApp(<CallCost cost={{ amount: 1200, currency: null, unit: 'credits', parts: [] }} />);
    expect(screen.getByText('1,200 credits')).toBeTruthy();
  });

  it('says "not reported" for a call without a reported cost, never 0', () => {
    renderWithApp(<CallCost cost={null} />);
    const section = screen.getByRole('region', { name: 'Cost' });
    expect(section.textContent).toContain('Not reported by the voice platform');
    expect(section.textContent).not.toMatch(/\$0|0\.00/);
  });
});
