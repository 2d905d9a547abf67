import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render.tsx';
import { CostOfCalls } from './cost-of-calls.tsx';

describe('the cost of calls in insights', () => {
  it('shows each currency on its own, with the calls that reported a cost, the average and the change', () => {
    renderWithApp(
      <CostOfCalls
        calls={5}
        costs={{
          current: [
            { denomination: 'EUR', isCurrency: true, amount: 0.3, calls: 1, averagePerCall: 0.3 },
            { denomination: 'USD', isCurrency: true, amount: 0.4, calls: 2, averagePerCall: 0.2 },
            { denomination: 'credits', isCurrency: false, amount: 1200, calls: 1, averagePerCall: 1200 },
          ],
          previous: [{ denomination: 'USD', isCurrency: true, amount: 0.2, calls: 1, averagePerCall: 0.2 }],
        }}
      />,
    );
    const card = screen.getByRole('region', { name: 'Cost of calls' });
    const entries = [...card.querySelectorAll('li')].map((li) => li.textContent);
    expect(entries[0]).toContain('€0.30');
    expect(entries[0]).toContain('1 of 5 calls with a reported cost');
    expect(entries[0]).toContain('Nothing to compare');
    expect(entries[1]).toContain('$0.40');
    expect(entries[1]).toContain('2 of 5 calls with a reported cost · $0.20 per call');
    expect(entries[1]).toContain('+100 % vs previous period');
    expect(entries[2]).toContain('1,200 credits');
    // No total across currencies.
    expect(card.textContent).not.toContain('$0.70');
  });

  it('says "not reported" when no call of the period had a reported cost', () => {
    renderWithApp(<CostOfCalls calls={3} costs={{ current: [], previous: [] }} />);
    expect(screen.getByRole('region', { name: 'Cost of calls' }).textContent).toContain('Not reported');
  });
});
