-- Up Migration

-- A signal to the live streams (server/watches/alert-signal.ts) that alerts were written: each
-- instance listens on one connection and wakes its Server-Sent Events loops at once instead of
-- at their next read of the table. One notification per statement, sent at commit; PostgreSQL
-- folds repeats within a transaction into one.
CREATE FUNCTION notify_alerts_written() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('watchfloor_alerts', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER alerts_written
  AFTER INSERT OR UPDATE ON alerts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_alerts_written();

-- Down Migration

DROP TRIGGER alerts_written ON alerts;
DROP FUNCTION notify_alerts_written();
