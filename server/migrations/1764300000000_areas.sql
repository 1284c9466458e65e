-- Up Migration

-- Named areas (issue 25, item 3): polygons and circles the team draws or imports, reused as the
-- incident API's `area` filter. `shape` is what was saved (a GeoJSON Polygon or a circle);
-- `api_polygon` is what the API gets (a circle's 64 corners, a detailed polygon simplified to
-- fit a query string), worked out once when the shape is saved.
CREATE TABLE areas (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_email text NOT NULL REFERENCES users (email),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  visibility text NOT NULL DEFAULT 'team' CHECK (visibility IN ('team', 'private')),
  shape jsonb NOT NULL,
  api_polygon jsonb NOT NULL,
  vertex_count integer NOT NULL CHECK (vertex_count >= 1),
  simplified_from integer,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz,
  deleted_by text REFERENCES users (email)
);

-- The list a user sees (live areas by name) and the check that a name is not taken.
CREATE INDEX areas_live_by_name ON areas (lower(name)) WHERE deleted_at IS NULL;
CREATE INDEX areas_by_owner ON areas (owner_email);

-- Down Migration

DROP TABLE areas;
