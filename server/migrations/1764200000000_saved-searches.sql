-- Up Migration

-- Named views of the news feed and the incident explorer, kept for the team (issue 25, item 2).
-- The address is the dashboard's own path and search; the server checks only that it is a
-- path of a view that saves searches, so a parameter the app later drops still opens (with the
-- view's notice) instead of being refused.
CREATE TABLE saved_searches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_email text NOT NULL REFERENCES users (email),
  visibility text NOT NULL DEFAULT 'team' CHECK (visibility IN ('team', 'private')),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz,
  deleted_by text REFERENCES users (email),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  view text NOT NULL CHECK (view IN ('incidents', 'news')),
  address text NOT NULL CHECK (char_length(address) BETWEEN 1 AND 32000),
  -- Made by the browser a search was imported from, one per local search: importing the same
  -- key again finds this row instead of making another (also when two tabs import at once).
  import_key text CHECK (char_length(import_key) BETWEEN 1 AND 100)
);

CREATE UNIQUE INDEX saved_searches_by_import_key
  ON saved_searches (owner_email, import_key) WHERE import_key IS NOT NULL;
CREATE INDEX saved_searches_live ON saved_searches (view, owner_email) WHERE deleted_at IS NULL;

-- Each user's own marks on a saved search they see: pinned, and when they last opened it (what
-- is new counts from then). Personal, so not versioned and not in the audit history.
CREATE TABLE saved_search_marks (
  saved_search_id uuid NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
  user_email text NOT NULL REFERENCES users (email) ON DELETE CASCADE,
  pinned boolean NOT NULL DEFAULT false,
  looked_at timestamptz,
  PRIMARY KEY (saved_search_id, user_email)
);

-- Down Migration

DROP TABLE saved_search_marks;
DROP TABLE saved_searches;
