-- The team report reads report_team_days from its key alone (module: agent reports; issue #21
-- "Scale": a top agent's month under 200 ms).
--
-- A month of an agent's team is one key range, (ancestor_id, day), but its rows were written
-- one settlement at a time among everyone else's: at BENCH_SCALE 0.1 (20,000 accounts) the top
-- agent's 2,700 rows of a month sat in 2,175 heap blocks, and reading them took 380 ms cold
-- (EXPLAIN ANALYZE, load average 13 on the 2-core machine), once for the levels, once for the
-- days and once more under each direct member for the member rows. With the figures in the
-- primary key's leaf pages (INCLUDE), each is an index-only scan of about 30 pages: 2 to 10 ms.
--
-- Alternatives: a second, covering index beside the key would cost every upsert a second index
-- entry; a monthly rollup would be a second copy of the figures to keep right. The price here:
-- an update changes an included column, so it is never HOT and always adds a key entry (old
-- ones go by PostgreSQL's bottom-up deletion); bench/agent-team.ts measures the settlement
-- flush with it (figures in its header).
ALTER TABLE report_team_days
  DROP CONSTRAINT report_team_days_pkey,
  ADD PRIMARY KEY (ancestor_id, day, depth, shard)
    INCLUDE (tickets, turnover, prize, rebate, daily_pay, dividend);
