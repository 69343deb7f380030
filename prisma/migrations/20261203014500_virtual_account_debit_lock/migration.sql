-- Issue 30: a virtual-account debit in ONE statement (lib/virtual-accounts/debit-virtual-account.ts).
-- The debit row needs two figures that only hold under the lock of the account's ledger row: the
-- balance before (balance_before, balance_after) and a created_at strictly after the account's
-- previous debit (so the history's time order is the order the debits held the lock, and each
-- balance_before is the previous balance_after). A part of a WITH statement cannot read the second:
-- every part sees the snapshot taken when the statement began, and a debit that committed while
-- this one waited for the lock is not in it (SELECT … FOR UPDATE re-reads the locked row itself,
-- nothing else). A VOLATILE function takes a fresh snapshot for each of its queries, so this one
-- locks the row first and then reads the latest debit's time, both as of after the lock.
-- An account whose ledger row does not exist yet has a balance of 0 (it never received money).
-- Returns one row: the locked balance and the time the next debit takes (the database's clock, to
-- the millisecond, at least 1 ms after the previous debit's).
CREATE FUNCTION gw_lock_virtual_account_balance(virtual_account_id text, account_mode "Mode", account_currency text)
RETURNS TABLE (balance bigint, next_debit_at timestamp(3)) LANGUAGE plpgsql AS $$
DECLARE
  locked bigint;
BEGIN
  SELECT a.balance INTO locked FROM "LedgerAccount" a
  WHERE a.type = 'virtual_account'::"LedgerAccountType" AND a."ownerId" = virtual_account_id AND a.mode = account_mode AND a.currency = account_currency
  FOR UPDATE;
  RETURN QUERY
    SELECT coalesce(locked, 0::bigint),
           greatest(date_trunc('milliseconds', clock_timestamp() AT TIME ZONE 'UTC'), max(d."createdAt") + interval '1 millisecond')::timestamp(3)
    FROM "VirtualAccountDebit" d
    WHERE d."virtualAccountId" = virtual_account_id;
END;
$$;
