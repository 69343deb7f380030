-- The audit log is append-only (issue 14, docs/security.md "Audit log"): rows are inserted, never
-- changed or removed, whoever asks. A trigger refuses UPDATE, DELETE and TRUNCATE, which binds
-- even a superuser and the table's owner (privileges do not: owners and superusers bypass them),
-- and works the same on PGlite. The refusal covers the foreign keys' own writes too: deleting a
-- merchant (ON DELETE CASCADE) or a user (ON DELETE SET NULL) that has audit records fails with
-- this error. The gateway deletes neither; an operator who must (a legal erasure) does it in one
-- transaction as the table's owner, with the trigger disabled for that transaction only
-- (docs/security.md).
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'AuditLog is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'Audit records are kept as written (docs/security.md, "Audit log").';
END;
$$;

CREATE TRIGGER "audit_log_append_only"
  BEFORE UPDATE OR DELETE ON "AuditLog"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();

CREATE TRIGGER "audit_log_no_truncate"
  BEFORE TRUNCATE ON "AuditLog"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();

-- Privileges as well, for installations whose application role does not own the tables: nobody
-- is granted changes to the log by default.
REVOKE UPDATE, DELETE, TRUNCATE ON "AuditLog" FROM PUBLIC;

-- Who, from where (issue 14): the request's address and user agent, and an update's audited
-- fields before and after. Older rows keep nulls.
ALTER TABLE "AuditLog" ADD COLUMN "ip" TEXT;
ALTER TABLE "AuditLog" ADD COLUMN "userAgent" TEXT;
ALTER TABLE "AuditLog" ADD COLUMN "before" JSONB;
ALTER TABLE "AuditLog" ADD COLUMN "after" JSONB;

-- The audit page filters by action within a merchant, newest first.
CREATE INDEX "AuditLog_merchantId_action_createdAt_idx" ON "AuditLog"("merchantId", "action", "createdAt");
