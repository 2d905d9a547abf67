import { z } from 'zod';
import type { CallResolution, CallSentiment, CallTopic } from './call-facts.ts';

/** A day on the hotel's clock, `YYYY-MM-DD`. */
export const calendarDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-01.')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      message: 'That date does not exist.',
    },
  );

/** Longest period one request may cover: three years of days (the bench's largest hotel). */
export const insightsMaxDays = 3 * 366;

/** `GET /api/hotels/:hotelId/insights?from=&to=`: days on the hotel's clock, both included. */
export const insightsQuery = z.object({ from: calendarDay, to: calendarDay });
export type InsightsQuery = z.infer<typeof insightsQuery>;

/** Front-desk hours and zone, editable by the hotel's owners and by admins. */
export const insightsSettingsInput = z
  .object({
    timeZone: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .refine(
        (name) => {
          try {
            new Intl.DateTimeFormat('en-US', { timeZone: name });
            return true;
          } catch {
            return false;
          }
        },
        { message: 'Pick a time zone such as Europe/Lisbon.' },
      ),
    frontDeskOpens: z.number().int().min(0, 'Opening hour is 0 to 23.').max(23, 'Opening hour is 0 to 23.'),
    frontDeskCloses: z.number().int().min(1, 'Closing hour is 1 to 24.').max(24, 'Closing hour is 1 to 24.'),
  })
  .strict();
export type InsightsSettingsInput = z.infer<typeof insightsSettingsInput>;
export interface InsightsSettings extends InsightsSettingsInput {
  hotelId: string;
}

export interface InsightsTotals {
  calls: number;
  seconds: number;
  /** Mean seconds of the calls with a duration; null without calls. */
  averageSeconds: number | null;
  afterHoursCalls: number;
  followUps: number;
  /** Mean guest review rating left in the period; null without reviews. */
  averageRating: number | null;
  reviews: number;
}

export interface InsightsPoint {
  /** YYYY-MM-DD, or YYYY-MM-DDTHH for an hour, on the hotel's clock. */
  label: string;
  /** The instants the bucket covers: the call log's from/to for a click-through. */
  start: string;
  end: string;
  calls: number;
  seconds: number;
}

export interface InsightsHeatCell {
  /** 1 Monday … 7 Sunday, on the hotel's clock. */
  weekday: number;
  hour: number;
  calls: number;
}

/**
 * The cost of a period's calls in one currency or unit, as the voice platforms reported it
 * (decision 092). Amounts in different currencies are never added up: one entry per currency.
 * Revenue ÷ cost for the period is revenue's amount over the entry in revenue's currency.
 */
export interface InsightsCost {
  /** The ISO 4217 code (`USD`) when `isCurrency`, else the platform's unit (ElevenLabs: `credits`). */
  denomination: string;
  isCurrency: boolean;
  amount: number;
  /** The period's calls with a reported cost in this denomination (of all `totals.calls`). */
  calls: number;
  /** amount ÷ calls. */
  averagePerCall: number;
}

export interface Insights {
  /**
   * "Cost of calls", the owner's and managers' only: absent from the front desk's answer. Empty
   * lists: no call of the period had a reported cost. Ordered by denomination.
   */
  costs?: { current: InsightsCost[]; previous: InsightsCost[] };
  hotelId: string;
  timeZone: string;
  frontDeskOpens: number;
  frontDeskCloses: number;
  from: string;
  to: string;
  /** The same number of days just before. */
  previousFrom: string;
  previousTo: string;
  granularity: 'hour' | 'day';
  totals: InsightsTotals;
  previous: InsightsTotals;
  series: InsightsPoint[];
  heatmap: InsightsHeatCell[];
  outcomes: Record<CallResolution, number>;
  sentiments: Record<Exclude<CallSentiment, 'unknown'> | 'unknown', number>;
  topics: Record<CallTopic, number>;
}
