-- Read caches invalidated across processes (issue 15 item 5, decision 188): every change to what a cached logged-in
-- read shows notifies channel lawdesk_reads with a tag; every process evicts the entries carrying that tag.
--   u:<user id>    the user row, their quotas, their roles (base/info, permissions)
--   p:<phone>      an account with this phone appeared, changed or went (base/info lists the phone's accounts)
--   t:<tenant id>  a tenant's code or domains (base/info)
--   r:<tenant id>  a tenant's roles (every member's permissions)
--   c:<user id>    the user's contract tasks (the task list)
-- Triggers, not calls in the services, so every present and future writer (jobs, admin, other modules) is covered.
-- OLD is null on INSERT and NEW on DELETE: their tags are null and skipped; pg_notify drops duplicates per transaction.
CREATE OR REPLACE FUNCTION lawdesk_reads_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text[];
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    tags := ARRAY['u:' || OLD.id, 'u:' || NEW.id, 'p:' || OLD.phone, 'p:' || NEW.phone];
  ELSIF TG_TABLE_NAME = 'tenants' THEN
    tags := ARRAY['t:' || OLD.id, 't:' || NEW.id];
  ELSIF TG_TABLE_NAME IN ('quotas', 'user_roles') THEN
    tags := ARRAY['u:' || OLD.user_id, 'u:' || NEW.user_id];
  ELSIF TG_TABLE_NAME = 'roles' THEN
    tags := ARRAY['r:' || OLD.tenant_id, 'r:' || NEW.tenant_id];
  ELSE
    tags := ARRAY['c:' || OLD.user_id, 'c:' || NEW.user_id];
  END IF;
  PERFORM pg_notify('lawdesk_reads', tag) FROM unnest(tags) AS tag WHERE tag IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_reads_notify AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION lawdesk_reads_notify();
--> statement-breakpoint
CREATE TRIGGER tenants_reads_notify AFTER UPDATE OR DELETE ON tenants FOR EACH ROW EXECUTE FUNCTION lawdesk_reads_notify();
--> statement-breakpoint
CREATE TRIGGER quotas_reads_notify AFTER INSERT OR UPDATE OR DELETE ON quotas FOR EACH ROW EXECUTE FUNCTION lawdesk_reads_notify();
--> statement-breakpoint
CREATE TRIGGER user_roles_reads_notify AFTER INSERT OR UPDATE OR DELETE ON user_roles FOR EACH ROW EXECUTE FUNCTION lawdesk_reads_notify();
--> statement-breakpoint
CREATE TRIGGER roles_reads_notify AFTER INSERT OR UPDATE OR DELETE ON roles FOR EACH ROW EXECUTE FUNCTION lawdesk_reads_notify();
--> statement-breakpoint
CREATE TRIGGER contract_tasks_reads_notify AFTER INSERT OR UPDATE OR DELETE ON contract_tasks FOR EACH ROW EXECUTE FUNCTION lawdesk_reads_notify();
--> statement-breakpoint
CREATE TRIGGER contract_uploads_reads_notify AFTER UPDATE OR DELETE ON contract_uploads FOR EACH ROW EXECUTE FUNCTION lawdesk_reads_notify();
