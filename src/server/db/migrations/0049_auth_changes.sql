-- The signed-in user cache (decision 030): whichever code path changes a session, a user or a role,
-- its transaction announces at commit, on the channel procura_auth, whose sessions may now be worth
-- something else: {"users": [ids]} (at most 100, else all) or {"all": true} (a role or its
-- permissions). Every app instance LISTENs and drops what it kept of them.
-- TG_ARGV[0]: the changed rows' column that names their user (users.id, sessions.user_id).
CREATE FUNCTION auth_changed_users() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids json;
  n int;
BEGIN
  EXECUTE format('SELECT json_agg(u), count(*) FROM (SELECT DISTINCT %I AS u FROM old_rows LIMIT 101) s',
    TG_ARGV[0]) INTO ids, n;
  IF n = 0 THEN RETURN NULL; END IF;
  PERFORM pg_notify('procura_auth', CASE WHEN n > 100 THEN '{"all":true}'
    ELSE json_build_object('users', ids)::text END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION auth_changed_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('procura_auth', '{"all":true}');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER auth_changed_users_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_users('id');--> statement-breakpoint
CREATE TRIGGER auth_changed_users_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_users('id');--> statement-breakpoint
CREATE TRIGGER auth_changed_sessions_update AFTER UPDATE ON sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_users('user_id');--> statement-breakpoint
CREATE TRIGGER auth_changed_sessions_delete AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_users('user_id');--> statement-breakpoint
CREATE TRIGGER auth_changed_roles AFTER UPDATE OR DELETE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_all();--> statement-breakpoint
CREATE TRIGGER auth_changed_role_permissions AFTER INSERT OR UPDATE OR DELETE ON role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_all();
