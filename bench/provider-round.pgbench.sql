-- One game round of bench:provider without HTTP or Node.js: the two wallet functions the server
-- calls (docs/decisions/0007). On a database kept by `BENCH_KEEP_DB=1 npm run bench:provider`:
--   psql -d <db> -c "create table bench_sessions as select row_number() over () n, id from game_sessions; create index on bench_sessions (n); analyze"
--   pgbench -n -f bench/provider-round.pgbench.sql -c 16 -j 2 -M prepared -T 10 <db>
-- (request hashes are placeholders: each transaction id is new, so no replay compares them)
\set n random(1, 1000)
\set r random(1, 1000000000)
select provider_call('bet', 'house', 'pb' || :r, 'h', (select id from bench_sessions where n = :n), 'pr' || :r, null, 'bench-slot', 100, null, null);
select provider_call('win', 'house', 'pw' || :r, 'h', (select id from bench_sessions where n = :n), 'pr' || :r, null, 'bench-slot', 90, 'pb' || :r, true);
