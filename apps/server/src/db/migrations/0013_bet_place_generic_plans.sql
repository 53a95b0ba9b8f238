-- bet_place (0012), with the ledger_post and bet_insert_tickets it calls, plans its statements once
-- per connection instead of at every bet. PL/pgSQL picks between a plan made for the call's values
-- (custom) and one made for any values (generic) by their estimated costs: planned with the values,
-- unnest() of a parameter array is estimated at its true length (a cart's few postings), generic at
-- 100 rows, so the custom plan always looked cheaper and was made anew each time. Profiled under 50
-- pgbench clients running a bet's statements, the planner took 8.6 % of the machine's samples
-- before and 0.03 % after, and the database CPU per bet fell by about 12 % (issue #8). The setting
-- holds only while bet_place runs: ledger_post called otherwise keeps choosing, since a settlement
-- batch posts thousands of rows, for which a plan made with the true count matters.
ALTER FUNCTION bet_place SET plan_cache_mode = force_generic_plan;
