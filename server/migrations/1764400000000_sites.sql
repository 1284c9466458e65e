-- Up Migration

-- The places the team protects (issue 25 item 4). A point, its derived time zone, and a radius
-- rule (contract/sites/radius-rules.ts) as JSON: { allKm, categories: {name: km}, impacts: {rating: factor} }.
CREATE TABLE sites (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_email text NOT NULL REFERENCES users (email),
  visibility text NOT NULL DEFAULT 'team' CHECK (visibility IN ('team', 'private')),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  deleted_by text REFERENCES users (email),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  address text NOT NULL DEFAULT '' CHECK (char_length(address) <= 500),
  tags text[] NOT NULL DEFAULT '{}',
  time_zone text NOT NULL,
  radius jsonb NOT NULL DEFAULT '{"allKm": null, "categories": {}, "impacts": {}}'::jsonb
);

CREATE INDEX sites_live_by_name ON sites (lower(name)) WHERE deleted_at IS NULL;

-- Every instance keeps the sites in a spatial index in memory; this counter, bumped by any
-- change to the table (purges included), tells it in one cheap read whether its copy is stale.
CREATE TABLE sites_revision (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  revision bigint NOT NULL
);
INSERT INTO sites_revision (id, revision) VALUES (true, 0);

CREATE FUNCTION bump_sites_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sites_revision SET revision = revision + 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER sites_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sites
  FOR EACH STATEMENT EXECUTE FUNCTION bump_sites_revision();

-- Down Migration

DROP TRIGGER sites_changed ON sites;
DROP FUNCTION bump_sites_revision();
DROP TABLE sites_revision;
DROP TABLE sites;
