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
-- ones go by PostgreSQL's bottom-up deletion). Measured on one BENCH_SCALE 0.1 database, the
-- key swapped between rounds, 12 flushes of 1,000 players (4,276 team rows) each: median 337 and
-- 362 ms with the plain key, 437 and 515 ms with this one, about a third more for settlement's
-- team rows, against a report 10 to 40 times faster (bench/agent-team.ts at BENCH_SCALE 0.1, top
-- agent's month: 93 / 297 ms p50 / p95 before, 14 / 37 ms after; figures at full scale in its
-- header). The report is what the goal names; settlement pays the flush once per batch.
ALTER TABLE report_team_days
  DROP CONSTRAINT report_team_days_pkey,
  ADD PRIMARY KEY (ancestor_id, day, depth, shard)
    INCLUDE (tickets, turnover, prize, rebate, daily_pay, dividend);
