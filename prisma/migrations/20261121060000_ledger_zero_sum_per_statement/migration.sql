-- The zero-sum rule moves from a deferred constraint trigger (checked at COMMIT) to a
-- statement-level trigger (checked when the entries are inserted). pglite-prisma-adapter
-- 0.7.2 swallows errors raised at COMMIT: the transaction is rolled back but the caller is
-- told it succeeded. A ledger transaction's entries are therefore inserted in one statement
-- (postLedgerTransaction uses a single INSERT), and that statement must balance.
DROP TRIGGER "LedgerEntry_balanced" ON "LedgerEntry";
DROP FUNCTION ledger_transaction_balanced();

CREATE FUNCTION ledger_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE unbalanced record;
BEGIN
  SELECT e."transactionId" AS id, e.currency, SUM(e.amount) AS total INTO unbalanced
  FROM "LedgerEntry" e
  WHERE e."transactionId" IN (SELECT DISTINCT "transactionId" FROM inserted)
  GROUP BY e."transactionId", e.currency
  HAVING SUM(e.amount) <> 0
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % does not balance in %: off by %', unbalanced.id, unbalanced.currency, unbalanced.total;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER "LedgerEntry_balanced" AFTER INSERT ON "LedgerEntry"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_balanced();
