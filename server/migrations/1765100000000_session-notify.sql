-- Up Migration

-- Tells every instance that a session ended or changed, so the copy it keeps in memory for the
-- proxy's reads (server/sessions/session-cache.ts) is dropped at once: a sign-out, a sign-out
-- everywhere, a vendor 401, the sweep of ended sessions, or a DELETE typed by an operator.
-- The payload is the id's SHA-256 in hex, never the id. Moving last_used_at on (once a minute
-- per session) is not a change anyone needs to hear about, so only these columns notify.
CREATE FUNCTION notify_session_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('watchfloor_sessions', encode(OLD.id_hash, 'hex'));
  RETURN NULL;
END
$$;

CREATE TRIGGER session_ended
  AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed();

CREATE TRIGGER session_changed
  AFTER UPDATE OF id_hash, user_email, vendor_token, expires_at, idle_timeout_seconds ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed();

-- Down Migration

DROP TRIGGER session_changed ON sessions;
DROP TRIGGER session_ended ON sessions;
DROP FUNCTION notify_session_changed();
