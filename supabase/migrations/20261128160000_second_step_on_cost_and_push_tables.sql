-- Every table a browser role may touch sits behind the second step (decision 080), as the
-- rls test requires of every public table: the cost rollups (decision 092) and the push tables
-- (decision 094) arrived without it.
create policy call_cost_rollups_daily_second_step on public.call_cost_rollups_daily as restrictive for all
  to authenticated using (public.second_step_passed()) with check (public.second_step_passed());
create policy push_subscriptions_second_step on public.push_subscriptions as restrictive for all
  to authenticated using (public.second_step_passed()) with check (public.second_step_passed());
create policy push_deliveries_second_step on public.push_deliveries as restrictive for all
  to authenticated using (public.second_step_passed()) with check (public.second_step_passed());
