-- Up Migration

-- Briefings (issue 27): a report over a period from a saved search and/or sites, computed once
-- and kept as computed (`content`, the contract's BriefingContent), so opening it again later
-- shows the same thing. Made by hand or by a schedule.
CREATE TABLE briefing_schedules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_email text NOT NULL REFERENCES users (email),
  visibility text NOT NULL DEFAULT 'team' CHECK (visibility IN ('team', 'private')),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz,
  -- BriefingParams: { title, savedSearchId, siteIds, periodHours }.
  params jsonb NOT NULL,
  -- "HH:MM" in `time_zone`: when the briefing is made and sent, daily.
  run_time text NOT NULL CHECK (run_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  time_zone text NOT NULL DEFAULT 'UTC',
  -- Email addresses; empty sends it to the owner.
  recipients text[] NOT NULL DEFAULT '{}',
  active boolean NOT NULL DEFAULT true,
  stopped_reason text,
  last_run_at timestamptz,
  -- The next run's moment; NULL while inactive. Instances claim a due run by moving it on
  -- together with inserting its briefing_runs row (unique per schedule and moment).
  next_run_at timestamptz
);

CREATE INDEX briefing_schedules_due ON briefing_schedules (next_run_at)
  WHERE deleted_at IS NULL AND active;

CREATE TABLE briefings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_email text NOT NULL REFERENCES users (email),
  visibility text NOT NULL DEFAULT 'team' CHECK (visibility IN ('team', 'private')),
  created_at timestamptz NOT NULL,
  deleted_at timestamptz,
  params jsonb NOT NULL,
  content jsonb NOT NULL,
  schedule_id uuid REFERENCES briefing_schedules (id) ON DELETE SET NULL
);

CREATE INDEX briefings_live ON briefings (created_at DESC) WHERE deleted_at IS NULL;

-- One row per (schedule, moment it was due): the unique key makes a run happen once across
-- instances and restarts.
CREATE TABLE briefing_runs (
  schedule_id uuid NOT NULL REFERENCES briefing_schedules (id) ON DELETE CASCADE,
  due_at timestamptz NOT NULL,
  claimed_at timestamptz NOT NULL,
  briefing_id uuid REFERENCES briefings (id) ON DELETE SET NULL,
  -- What happened: sent, stopped, or why it failed.
  outcome text,
  PRIMARY KEY (schedule_id, due_at)
);

-- Down Migration

DROP TABLE briefing_runs;
DROP TABLE briefings;
DROP TABLE briefing_schedules;
