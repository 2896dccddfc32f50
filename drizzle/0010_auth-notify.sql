-- Session cache invalidation across processes (issue 15, decision 173): any change that ends a session or changes
-- who a user is notifies channel lawdesk_auth; every process evicts what it cached. Triggers, so every code path
-- (logout, password change, admin disable, clean-up job) is covered without remembering to notify.
CREATE OR REPLACE FUNCTION lawdesk_auth_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('lawdesk_auth', 's:' || OLD.id::text);
  ELSE
    PERFORM pg_notify('lawdesk_auth', 'u:' || OLD.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_notify AFTER DELETE OR UPDATE ON sessions FOR EACH ROW EXECUTE FUNCTION lawdesk_auth_notify();
--> statement-breakpoint
CREATE TRIGGER users_auth_notify AFTER DELETE OR UPDATE OF disabled, is_admin, tenant_id ON users FOR EACH ROW EXECUTE FUNCTION lawdesk_auth_notify();
