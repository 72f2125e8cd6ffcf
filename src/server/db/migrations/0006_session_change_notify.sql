-- Every app process keeps recently checked sessions in memory. Anything that ends a session or
-- changes what a session check returns tells them at commit, on the channel below, with the
-- user's id: a deleted or changed session row (sign-out, a password change ending the other
-- sessions, the account deleted, which cascades here), and a change of the user's name, e-mail or
-- security state. Triggers rather than calls in the app, so no path that writes these rows can
-- forget. The trigger's argument names the column that holds the user's id.
CREATE OR REPLACE FUNCTION safedraft_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('safedraft_session_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON "sessions"
	FOR EACH ROW EXECUTE FUNCTION safedraft_session_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION safedraft_session_changed('id');
--> statement-breakpoint
CREATE TRIGGER users_identity_changed AFTER UPDATE ON "users" FOR EACH ROW
	WHEN ((OLD.name, OLD.email, OLD.email_verified, OLD.two_factor_enabled)
		IS DISTINCT FROM (NEW.name, NEW.email, NEW.email_verified, NEW.two_factor_enabled))
	EXECUTE FUNCTION safedraft_session_changed('id');
