-- The kinds a ledger posting may have: exactly POSTING_KINDS of packages/shared/src/posting-kinds.ts
-- (apps/server/src/modules/wallet/posting-kinds.test.ts compares the two). Every kind any code path
-- writes is listed; the constraint is checked against the existing rows at once, so a database
-- holding a kind outside the list stops here rather than keep it unexplained.
-- A new kind is added by a new migration that drops and re-creates this constraint, with the list.
alter table ledger_transactions add constraint ledger_transactions_kind check (kind in (
  'deposit',
  'withdrawal_request',
  'withdrawal_payout',
  'withdrawal_return',
  'adjustment',
  'bet',
  'win',
  'rollback',
  'bonus_grant',
  'cashback',
  'bonus_convert',
  'bonus_expire',
  'bonus_cancel',
  'bonus_forfeit',
  'bonus_exclusion'
));
