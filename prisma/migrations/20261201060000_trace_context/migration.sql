-- Issue 28, observability: the W3C traceparent of whatever enqueued a job, so that the worker
-- continues that trace (API request -> job -> processor call). Nullable: older jobs, and jobs
-- enqueued outside any trace, have none.
ALTER TABLE "Job" ADD COLUMN "traceparent" TEXT;
