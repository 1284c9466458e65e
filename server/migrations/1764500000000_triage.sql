-- Up Migration

-- The team's triage of vendor incidents (issue 25 §5): one row per incident someone triaged,
-- keyed by the vendor's id. Not owned and never private: the whole team works one queue.
CREATE TABLE triage (
  incident_id text PRIMARY KEY CHECK (incident_id ~ '^IN-[0-9]+$'),
  status text NOT NULL
    CHECK (status IN ('new', 'reviewing', 'relevant', 'not-relevant', 'duplicate')),
  duplicate_of text CHECK (duplicate_of ~ '^IN-[0-9]+$' AND duplicate_of <> incident_id),
  impact_on_us text CHECK (impact_on_us IN ('none', 'low', 'medium', 'high')),
  assignee_email text REFERENCES users (email),
  -- Plain text, stored as typed (markup included) and always shown as text.
  notes text NOT NULL DEFAULT '' CHECK (char_length(notes) <= 10000),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  created_by text NOT NULL REFERENCES users (email),
  changed_at timestamptz NOT NULL,
  changed_by text NOT NULL REFERENCES users (email),
  -- The vendor's incident as last read (key fields only: contract/triage/snapshot.ts), with the
  -- columns the queue filters and sorts by. The vendor cannot filter by our triage; this can.
  snapshot jsonb NOT NULL,
  incident_updated_at bigint NOT NULL,
  incident_started_at bigint NOT NULL,
  incident_impact integer NOT NULL,
  snapshot_checked_at timestamptz NOT NULL,
  -- The revision someone last looked at: "updated since triage" while the vendor's is later.
  seen_snapshot jsonb NOT NULL,
  seen_revision bigint NOT NULL,
  seen_at timestamptz NOT NULL,
  seen_by text NOT NULL REFERENCES users (email),
  CONSTRAINT triage_duplicate_names_another CHECK ((status = 'duplicate') = (duplicate_of IS NOT NULL))
);

CREATE INDEX triage_by_change ON triage (changed_at DESC, incident_id);
CREATE INDEX triage_by_assignee ON triage (assignee_email);

-- The one team-wide refresh of the snapshots: how far the vendor's revisions have been read,
-- and when the vendor was last asked, so instances and tabs ask at most once a minute together.
CREATE TABLE triage_refresh (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  -- Every revision the vendor made up to here is in the snapshots.
  revised_through timestamptz,
  -- Where the next read of the vendor's revisions starts (its Unix seconds): a little before
  -- `revised_through`, or exactly where a read that hit its bound stopped.
  read_from bigint,
  attempted_at timestamptz,
  succeeded_at timestamptz,
  failed_at timestamptz,
  failure text
);

-- Down Migration

DROP TABLE triage_refresh;
DROP TABLE triage;
