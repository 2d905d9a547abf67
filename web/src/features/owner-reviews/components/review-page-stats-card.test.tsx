import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReviewSummary } from '@hotelvoice/api/contracts';
import { serverSends } from '../../../testing/fake-socket.ts';
import { seeblick } from '../../../testing/fixtures.ts';
import { reviewStatsApi } from '../../../testing/handlers.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { useLiveReviews } from '../hooks/use-live-reviews.ts';
import { ReviewPageStatsCard } from './review-page-stats-card.tsx';
import { ReviewSummaryCard } from './review-summary-card.tsx';

/** 12 reviews in all, 8 of them in the last 30 days; 6 of those were offered Google, 4 opened it. */
const summary: ReviewSummary = {
  average: 4.25,
  count: 12,
  counts: { '1': 1, '2': 0, '3': 1, '4': 4, '5': 6 },
  trend: { days: 30, current: { average: 4.5, count: 8 }, previous: { average: 3.5, count: 4 } },
  google: { offered: 6, opened: 4 },
};

function ReviewsPage() {
  useLiveReviews(seeblick.id);
  return (
    <>
      <ReviewSummaryCard hotelId={seeblick.id} />
      <ReviewPageStatsCard hotelId={seeblick.id} />
    </>
  );
}

function openReviews(pageOpens = 40) {
  server.use(...reviewStatsApi(seeblick, summary, pageOpens));
  return renderWithApp(<ReviewsPage />, { route: '/dashboard/reviews' });
}

const pageCard = () => screen.getByRole('region', { name: 'Review page, last 30 days' });
const figure = (term: string) => within(pageCard()).getByText(term).nextElementSibling?.textContent;

describe('the reviews page figures (one period, one source)', () => {
  it('counts the reviews left in the last 30 days as the trend does, beside the page opens, and says the overview covers all reviews', async () => {
    openReviews();
    await screen.findByRole('region', { name: 'Review page, last 30 days' });

    expect(figure('Page opened')).toBe('40');
    expect(figure('Reviews left')).toBe('8(20% of opens)');
    expect(within(pageCard()).getByText('Google: offered to 6 guests, 4 opened it.')).toBeTruthy();
    expect(within(pageCard()).getByText('The rating overview counts all 12 reviews since the start.')).toBeTruthy();
    expect(screen.getByText('12 reviews in all')).toBeTruthy();
    expect(screen.getByText('Last 30 days: 4.5 from 8 reviews, up 1.0 from 3.5 in the 30 days before.')).toBeTruthy();
  });

  it('moves both cards together when a guest leaves a review live', async () => {
    openReviews();
    await screen.findByRole('region', { name: 'Review page, last 30 days' });

    serverSends('review:created', {
      reviewId: 'review-new',
      hotelId: seeblick.id,
      rating: 5,
      feedback: 'Lovely stay',
      googleOffered: true,
      createdAt: '2026-03-02T10:00:00.000Z',
    });

    await screen.findByText('13 reviews in all');
    expect(figure('Reviews left')).toBe('9(23% of opens)');
    expect(within(pageCard()).getByText('Google: offered to 7 guests, 4 opened it.')).toBeTruthy();
  });
});
