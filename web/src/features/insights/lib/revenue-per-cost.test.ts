import { describe, expect, it } from 'vitest';
import type { InsightsCost } from '@hotelvoice/api/contracts';
import { revenuePerCost } from './revenue-per-cost.ts';

const cost = (denomination: string, amount: number, isCurrency = true): InsightsCost => ({
  denomination,
  isCurrency,
  amount,
  calls: 10,
  averagePerCall: amount / 10,
});

describe('revenue ÷ cost of calls', () => {
  it('divides by the cost reported in the revenue’s own currency only', () => {
    expect(revenuePerCost(596, 'USD', [cost('EUR', 4), cost('USD', 8)])).toBe(74.5);
  });

  it('gives none without a cost in that currency, for credits, for a cost of 0 or without revenue', () => {
    expect(revenuePerCost(596, 'EUR', [cost('USD', 8)])).toBeNull();
    expect(revenuePerCost(596, 'credits', [cost('credits', 1200, false)])).toBeNull();
    expect(revenuePerCost(596, 'USD', [cost('USD', 0)])).toBeNull();
    expect(revenuePerCost(null, 'USD', [cost('USD', 8)])).toBeNull();
    expect(revenuePerCost(0, 'USD', [cost('USD', 8)])).toBe(0);
  });
});
