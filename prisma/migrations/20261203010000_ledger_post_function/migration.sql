-- Issue 30: a ledger transaction posted in ONE round trip. postLedgerTransaction
-- (lib/ledger/post-ledger-transaction.ts) used to send six statements: the transaction row, the
-- accounts created on first use and read back, the row locks, the balance updates and the entries.
-- The same steps, in the same order and with the same guards, now run inside the database:
--   1. the transaction row, ON CONFLICT (kind, "referenceId") DO NOTHING: a posting already made
--      answers {already_posted: true} and changes nothing (a retried step never moves money twice);
--   2. the accounts it names, created on first use (ON CONFLICT DO NOTHING, so racing creators never
--      abort each other);
--   3. those accounts locked in id order (a fixed order: concurrent postings cannot deadlock);
--   4. under those locks, a spendable account the posting would take below zero makes the function
--      raise SQLSTATE GW001 (INSUFFICIENT_BALANCE) with the
--      account, its balance and the amount needed as JSON in DETAIL, so the statement (and the
--      caller's transaction or single statement) writes nothing; otherwise one UPDATE changes them all;
--   5. the entries in one INSERT, so the zero-sum trigger (ledger_entries_balanced) checks them.
-- The caller still checks that the lines balance before sending them (assertBalanced), and the
-- CHECK on nonNegative accounts and the zero-sum trigger stay behind it as before.
-- Input: {transaction_id, mode, kind, reference_id, merchant_id, description,
--         lines: [{entry_id, account_id, type, merchant_id, owner_id, currency, non_negative, amount}]}
-- (account_id: the id a new account gets; amount: signed minor units as text, since JSON numbers
-- lose precision beyond 2^53). Output: {transaction_id, already_posted}.
CREATE FUNCTION gw_posting_lines(posting jsonb)
RETURNS TABLE (ord bigint, entry_id text, account_id text, type "LedgerAccountType", merchant_id text, owner_id text,
               currency text, non_negative boolean, amount bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT l.ord, l.line->>'entry_id', l.line->>'account_id', (l.line->>'type')::"LedgerAccountType", l.line->>'merchant_id',
         l.line->>'owner_id', l.line->>'currency', (l.line->>'non_negative')::boolean, (l.line->>'amount')::bigint
  FROM jsonb_array_elements(posting->'lines') WITH ORDINALITY AS l(line, ord)
$$;

CREATE FUNCTION gw_post_ledger(posting jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  posting_mode "Mode" := (posting->>'mode')::"Mode";
  tx_id text;
  account_ids text[];
  short record;
BEGIN
  INSERT INTO "LedgerTransaction" (id, mode, kind, "referenceId", "merchantId", description)
  VALUES (posting->>'transaction_id', posting_mode, posting->>'kind', posting->>'reference_id',
          posting->>'merchant_id', posting->>'description')
  ON CONFLICT (kind, "referenceId") DO NOTHING
  RETURNING id INTO tx_id;
  IF tx_id IS NULL THEN
    SELECT id INTO tx_id FROM "LedgerTransaction" WHERE kind = posting->>'kind' AND "referenceId" = posting->>'reference_id';
    RETURN jsonb_build_object('transaction_id', tx_id, 'already_posted', true);
  END IF;

  INSERT INTO "LedgerAccount" (id, type, "merchantId", "ownerId", mode, currency, "nonNegative", balance, "updatedAt")
  SELECT DISTINCT ON (l.type, l.owner_id, l.currency) l.account_id, l.type, l.merchant_id, l.owner_id, posting_mode, l.currency, l.non_negative, 0, now()
  FROM gw_posting_lines(posting) l ORDER BY l.type, l.owner_id, l.currency, l.ord
  ON CONFLICT (type, "ownerId", mode, currency) DO NOTHING;

  -- Locked in id order, as the rows come out of the sort (LockRows runs above it).
  SELECT array_agg(id) INTO account_ids FROM (
    SELECT a.id FROM "LedgerAccount" a
    WHERE a.mode = posting_mode AND (a.type, a."ownerId", a.currency) IN (SELECT l.type, l.owner_id, l.currency FROM gw_posting_lines(posting) l)
    ORDER BY a.id FOR UPDATE
  ) AS locked;

  -- Under the locks nothing else changes these balances: a spendable account the posting would
  -- take below zero refuses the whole posting, and otherwise every balance changes in one UPDATE.
  SELECT a.id, a.currency, a.balance, -d.delta AS needed INTO short
  FROM (
    SELECT a2.id, sum(l.amount) AS delta
    FROM gw_posting_lines(posting) l
    JOIN "LedgerAccount" a2 ON a2.type = l.type AND a2."ownerId" = l.owner_id AND a2.mode = posting_mode AND a2.currency = l.currency
    GROUP BY a2.id
  ) d JOIN "LedgerAccount" a ON a.id = d.id
  WHERE a."nonNegative" AND a.balance + d.delta < 0
  ORDER BY a.id LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'insufficient balance in ledger account %', short.id USING
      ERRCODE = 'GW001',
      DETAIL = jsonb_build_object('account_id', short.id, 'currency', short.currency, 'balance', short.balance::text, 'needed', short.needed::text)::text;
  END IF;
  UPDATE "LedgerAccount" a SET balance = a.balance + d.delta, "updatedAt" = now()
  FROM (
    SELECT a2.id, sum(l.amount) AS delta
    FROM gw_posting_lines(posting) l
    JOIN "LedgerAccount" a2 ON a2.type = l.type AND a2."ownerId" = l.owner_id AND a2.mode = posting_mode AND a2.currency = l.currency
    GROUP BY a2.id
  ) d
  WHERE a.id = d.id;

  -- One INSERT for all entries: the zero-sum trigger checks the statement.
  INSERT INTO "LedgerEntry" (id, "transactionId", "accountId", "merchantId", amount, currency)
  SELECT l.entry_id, tx_id, a.id, l.merchant_id, l.amount, l.currency
  FROM gw_posting_lines(posting) l
  JOIN "LedgerAccount" a ON a.type = l.type AND a."ownerId" = l.owner_id AND a.mode = posting_mode AND a.currency = l.currency
  WHERE l.amount <> 0
  ORDER BY l.ord;

  RETURN jsonb_build_object('transaction_id', tx_id, 'already_posted', false);
END;
$$;

-- For one-statement writes (lib/db/one-statement.ts): a part that finds the write must not happen
-- (an INSERT … ON CONFLICT DO NOTHING that inserted nothing) raises through this, so the whole
-- statement is undone and the caller learns why from the SQLSTATE and DETAIL.
CREATE FUNCTION gw_raise(code text, detail text) RETURNS int LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'one-statement write refused: %', detail USING ERRCODE = code, DETAIL = detail;
END;
$$;
