import type { CallLogFilters } from './call-log-filters.ts';

export const callLogKeys = {
  all: (hotelId: string) => ['hotels', hotelId, 'call-logs'] as const,
  lists: (hotelId: string) => ['hotels', hotelId, 'call-logs', 'list'] as const,
  list: (hotelId: string, filters: CallLogFilters) => ['hotels', hotelId, 'call-logs', 'list', filters] as const,
  detail: (hotelId: string, callId: string) => ['hotels', hotelId, 'call-logs', 'detail', callId] as const,
  languages: (hotelId: string) => ['hotels', hotelId, 'call-logs', 'languages'] as const,
  // Under the call's detail key, so a row update that refetches the detail refetches its bookings too.
  bookings: (hotelId: string, callId: string) =>
    ['hotels', hotelId, 'call-logs', 'detail', callId, 'bookings'] as const,
  toolCalls: (hotelId: string, callId: string) => ['hotels', hotelId, 'call-logs', 'tool-calls', callId] as const,
  callerThread: (hotelId: string, callId: string) => ['hotels', hotelId, 'call-logs', 'caller-thread', callId] as const,
  callerGuest: (hotelId: string, callId: string) => ['hotels', hotelId, 'call-logs', 'caller-guest', callId] as const,
};
