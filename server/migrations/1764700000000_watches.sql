-- Up Migration

-- Watches (issue 26, DESIGN §4c): incident filters, optionally limited to sites or areas, that
-- the watcher (server/watches/watcher.ts) matches every incident it reads against. Kept like
-- the other workspace objects: an owner, team-visible or private, a version, soft delete and
-- the audit history.
CREATE TABLE watches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_email text NOT NULL REFERENCES users (email),
  visibility text NOT NULL DEFAULT 'team' CHECK (visibility IN ('team', 'private')),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz,
  deleted_by text REFERENCES users (email),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  paused boolean NOT NULL DEFAULT false,
  -- The explorer's address, as a saved search keeps it: `/incidents?impact=gte:3&…`.
  filters text NOT NULL CHECK (char_length(filters) BETWEEN 1 AND 32000),
  -- When made from a saved search: its address is used while the search lives; `filters` is the
  -- copy taken when the watch was made or last saved, used once the search is deleted.
  saved_search_id uuid REFERENCES saved_searches (id) ON DELETE SET NULL,
  site_ids uuid[] NOT NULL DEFAULT '{}',
  area_ids uuid[] NOT NULL DEFAULT '{}',
  triggers text NOT NULL DEFAULT 'both' CHECK (triggers IN ('new', 'revised', 'both')),
  min_impact integer CHECK (min_impact BETWEEN -1 AND 5),
  cadence text NOT NULL DEFAULT 'instant' CHECK (cadence IN ('instant', 'hourly', 'daily')),
  -- "HH:MM" in `time_zone`: when a daily digest goes out.
  digest_time text CHECK (digest_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  time_zone text NOT NULL DEFAULT 'UTC',
  quiet_start text CHECK (quiet_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  quiet_end text CHECK (quiet_end ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  CONSTRAINT watches_quiet_hours_pair CHECK ((quiet_start IS NULL) = (quiet_end IS NULL))
);

CREATE INDEX watches_live ON watches (owner_email) WHERE deleted_at IS NULL;

-- One row per (watch, incident, vendor revision): the unique key is what makes "exactly once
-- per revision" hold across restarts and instances (inserts use ON CONFLICT DO NOTHING).
CREATE TABLE alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  watch_id uuid NOT NULL REFERENCES watches (id) ON DELETE CASCADE,
  incident_id text NOT NULL CHECK (incident_id ~ '^IN-[0-9]+$'),
  -- The vendor's `updatedAt` (Unix seconds) of the revision this alert is about.
  incident_updated_at bigint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('new', 'updated')),
  -- For `updated`: the snapshot fields that differ from the previous revision this watch saw.
  changes text[] NOT NULL DEFAULT '{}',
  -- Why it matched: [{ "type": "site"|"area", "id", "name", "distanceMetres" }]; empty when the
  -- watch has no sites or areas (its filters alone matched).
  reasons jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- The incident's key fields as read (contract/triage/snapshot.ts).
  snapshot jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  -- A revision the watch's triggers do not ask for: kept only as the baseline the next revision
  -- is compared with; never listed, counted or streamed.
  silent boolean NOT NULL DEFAULT false,
  -- Quiet hours: an instant alert made during them waits until this instant.
  held_until timestamptz,
  -- The event sequence the live stream resumes from, taken when the alert becomes visible (at
  -- once, or when its quiet hours end), so a held alert released later still streams after
  -- those a client has already seen. NULL while held, and for silent alerts.
  sequence bigint UNIQUE,
  CONSTRAINT alerts_once_per_revision UNIQUE (watch_id, incident_id, incident_updated_at)
);

CREATE SEQUENCE alert_events_seq AS bigint OWNED BY alerts.sequence;

CREATE INDEX alerts_by_watch_incident ON alerts (watch_id, incident_id, incident_updated_at DESC);
CREATE INDEX alerts_held ON alerts (held_until) WHERE sequence IS NULL AND NOT silent;

-- Each user's own marks on an alert. Acknowledgement's disposition and note and the assignee
-- are the incident's triage (server/workspace/triage), shared by the whole team.
CREATE TABLE alert_marks (
  alert_id uuid NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
  user_email text NOT NULL REFERENCES users (email) ON DELETE CASCADE,
  read_at timestamptz,
  acknowledged_at timestamptz,
  snoozed_until timestamptz,
  snoozed_until_revised boolean NOT NULL DEFAULT false,
  PRIMARY KEY (alert_id, user_email)
);

-- How far the watcher has read the vendor's feed, shared by every instance.
CREATE TABLE watcher_cursor (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  -- Every incident reported or updated up to here (Unix seconds) has been matched.
  polled_through bigint,
  attempted_at timestamptz,
  succeeded_at timestamptz,
  failed_at timestamptz,
  failure text
);
INSERT INTO watcher_cursor (singleton) VALUES (true);

-- Down Migration

DROP TABLE watcher_cursor;
DROP TABLE alert_marks;
DROP TABLE alerts;
DROP TABLE watches;
