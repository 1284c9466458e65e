-- Up Migration

-- Every change to what the team keeps (saved searches, areas, sites, triage, watches), with who
-- and when: the history an object's page shows and the record an admin reads after the fact.
CREATE TABLE audit_events (
  id bigserial PRIMARY KEY,
  object_type text NOT NULL,
  object_id text NOT NULL,
  action text NOT NULL CHECK (action IN ('created', 'updated', 'deleted', 'restored', 'imported')),
  actor_email text NOT NULL REFERENCES users (email),
  at timestamptz NOT NULL DEFAULT now(),
  -- { field: { "from": …, "to": … } } for updates; the whole object for creations and deletions.
  changes jsonb NOT NULL DEFAULT '{}'::jsonb
);

CREATE INDEX audit_events_by_object ON audit_events (object_type, object_id, at DESC, id DESC);

-- Down Migration

DROP TABLE audit_events;
