-- Up Migration

-- Where a watch's alerts go beyond the app (issue 26, part 5): webhook endpoints and email
-- addresses. A webhook carries the signing secret the server made for it (Standard Webhooks,
-- `whsec_…`), kept while the endpoint stays on the watch.
CREATE TABLE watch_channels (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  watch_id uuid NOT NULL REFERENCES watches (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('webhook', 'email')),
  -- The endpoint's URL, or the email address (lower case).
  target text NOT NULL CHECK (char_length(target) BETWEEN 3 AND 2000),
  secret text CHECK ((kind = 'webhook') = (secret IS NOT NULL)),
  created_at timestamptz NOT NULL,
  -- An endpoint that answered 410 Gone: nothing more is sent to it until the watch is saved again.
  gone_at timestamptz,
  CONSTRAINT watch_channels_once UNIQUE (watch_id, kind, target)
);

-- A digest (hourly or daily watches): one per watch and period, whichever instance or restart
-- makes it; made only for a period in which the watch alerted (an empty one sends nothing).
CREATE TABLE digests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  watch_id uuid NOT NULL REFERENCES watches (id) ON DELETE CASCADE,
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL CHECK (period_end > period_start),
  created_at timestamptz NOT NULL,
  CONSTRAINT digests_once_per_period UNIQUE (watch_id, period_start)
);

-- One row per (alert or digest, channel): the unique key is what makes each alert go to each channel at
-- most once, whichever instance or restart records it. Its id is the webhook-id and the email's
-- Message-ID, the same on every attempt, so a receiver can drop a repeat.
CREATE TABLE deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  watch_id uuid NOT NULL REFERENCES watches (id) ON DELETE CASCADE,
  alert_id uuid REFERENCES alerts (id) ON DELETE CASCADE,
  digest_id uuid REFERENCES digests (id) ON DELETE CASCADE,
  channel_id uuid NOT NULL REFERENCES watch_channels (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  delivered_at timestamptz,
  failed_at timestamptz,
  failure text,
  CONSTRAINT deliveries_of_one CHECK ((alert_id IS NULL) <> (digest_id IS NULL)),
  CONSTRAINT deliveries_once UNIQUE (alert_id, channel_id),
  CONSTRAINT deliveries_digest_once UNIQUE (digest_id, channel_id)
);

CREATE INDEX deliveries_by_watch ON deliveries (watch_id, created_at DESC);

-- Every attempt at a delivery: when, how long, and what the receiver answered.
CREATE TABLE delivery_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  delivery_id uuid NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL,
  duration_ms integer NOT NULL,
  succeeded boolean NOT NULL,
  -- The HTTP status, or the SMTP reply code, when there was one.
  response_code integer,
  error text
);

CREATE INDEX delivery_attempts_by_delivery ON delivery_attempts (delivery_id, started_at);

-- Down Migration

DROP TABLE delivery_attempts;
DROP TABLE deliveries;
DROP TABLE digests;
DROP TABLE watch_channels;
