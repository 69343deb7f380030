-- API writes are audited (issue 9, "one way to do each job"): the record names the key that
-- made the write. Earlier API audit rows, if any, kept the key id in "targetId".
ALTER TABLE "AuditLog" ADD COLUMN "apiKeyId" TEXT;
