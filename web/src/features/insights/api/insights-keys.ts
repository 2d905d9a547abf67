import type { FollowUpStatus, FollowUpView } from '@hotelvoice/api/contracts';

export const insightsKeys = {
  all: (hotelId: string) => ['hotels', hotelId, 'insights'] as const,
  period: (hotelId: string, from: string, to: string) => [...insightsKeys.all(hotelId), 'period', from, to] as const,
  allFollowUps: (hotelId: string) => [...insightsKeys.all(hotelId), 'follow-ups'] as const,
  /** A period's list; home and the opening page ask for the open ones of all people. */
  followUps: (hotelId: string, from: string, to: string, view: FollowUpView = 'all', status: FollowUpStatus = 'open') =>
    [...insightsKeys.allFollowUps(hotelId), from, to, view, status] as const,
  followUpActivity: (hotelId: string, callId: string) => [...insightsKeys.all(hotelId), 'follow-up', callId] as const,
  assignees: (hotelId: string) => [...insightsKeys.all(hotelId), 'assignees'] as const,
  settings: (hotelId: string) => [...insightsKeys.all(hotelId), 'settings'] as const,
};
