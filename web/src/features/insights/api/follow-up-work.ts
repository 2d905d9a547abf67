import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FollowUpActivity,
  FollowUpActivityList,
  FollowUpAssignees,
  FollowUpState,
} from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { followUpPath, followUpsPath } from './follow-ups.ts';
import { insightsKeys } from './insights-keys.ts';

/** Who a follow-up can be given to: the hotel's team. */
export function useAssignees(hotelId: string) {
  return useQuery({
    queryKey: insightsKeys.assignees(hotelId),
    queryFn: () => apiJson<FollowUpAssignees>(`${followUpsPath(hotelId)}/assignees`),
    staleTime: 60_000,
  });
}

/** One follow-up's history and comments, oldest first; loaded when its details open. */
export function useFollowUpActivity(hotelId: string, callId: string) {
  return useQuery({
    queryKey: insightsKeys.followUpActivity(hotelId, callId),
    queryFn: () => apiJson<FollowUpActivityList>(`${followUpPath(hotelId, callId)}/activity`),
  });
}

/** Gives the follow-up to a team member (null: nobody); lists, figures and its history refetch. */
export function useAssign(hotelId: string, callId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assigneeId: string | null) =>
      apiJson<FollowUpState>(`${followUpPath(hotelId, callId)}/assignee`, { method: 'PUT', json: { assigneeId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: insightsKeys.all(hotelId) }),
  });
}

export function useAddComment(hotelId: string, callId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiJson<FollowUpActivity>(`${followUpPath(hotelId, callId)}/comments`, { method: 'POST', json: { text } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: insightsKeys.all(hotelId) }),
  });
}
