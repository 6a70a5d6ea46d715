-- Game rounds of bench:provider without HTTP or Node.js: eight players' bets in one call of the
-- wallet function, then their wins in another, as the server batches calls that arrive together
-- (docs/decisions/0008). On a database kept by `BENCH_KEEP_DB=1 npm run bench:provider`:
--   psql -d <db> -c "create table bench_sessions as select row_number() over () n, id from game_sessions; create index on bench_sessions (n); analyze"
--   pgbench -n -f bench/provider-round.pgbench.sql -c 2 -j 2 -M prepared -T 10 <db>
-- (rounds/s = 8 x the tps pgbench prints; request hashes are placeholders: each transaction id is
-- new, so no replay compares them)
\set n random(1, 990)
\set r random(1, 1000000000)
select provider_calls('house', array_fill('bet'::text, array[8]), array(select 'pb' || :r || '-' || g from generate_series(1, 8) g),
  array_fill('h'::text, array[8]), array(select id from bench_sessions where n between :n and :n + 7 order by n),
  array(select 'pr' || :r || '-' || g from generate_series(1, 8) g), array_fill(null::int, array[8]), array_fill('bench-slot'::text, array[8]),
  array_fill(100::bigint, array[8]), array_fill(null::text, array[8]), array_fill(null::boolean, array[8]));
select provider_calls('house', array_fill('win'::text, array[8]), array(select 'pw' || :r || '-' || g from generate_series(1, 8) g),
  array_fill('h'::text, array[8]), array(select id from bench_sessions where n between :n and :n + 7 order by n),
  array(select 'pr' || :r || '-' || g from generate_series(1, 8) g), array_fill(null::int, array[8]), array_fill('bench-slot'::text, array[8]),
  array_fill(90::bigint, array[8]), array(select 'pb' || :r || '-' || g from generate_series(1, 8) g), array_fill(true, array[8]));
