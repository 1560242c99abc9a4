-- Notifications and banners, which administrators manage, and the images they show.

-- Uploaded images, served by GET /media/<file_name>. The name is random, never derived from the
-- content, so no two rows share an image and deleting one's image never breaks another's.
CREATE TABLE media (
  file_name text PRIMARY KEY CHECK (file_name ~ '^[0-9a-f]{32}\.(png|jpg|webp|gif)$'),
  content_type text NOT NULL
    CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL,
  type text NOT NULL CHECK (type IN ('info', 'warning', 'success', 'error', 'promotional')),
  notice_to text NOT NULL CHECK (notice_to IN ('all', 'customers', 'admins', 'specific_users')),
  image text NOT NULL REFERENCES media (file_name),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX notifications_created_at_idx ON notifications (created_at DESC, id DESC);
-- The foreign keys' own lookups when an image is deleted.
CREATE INDEX notifications_image_idx ON notifications (image);

CREATE TABLE banners (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  position integer NOT NULL CHECK (position >= 1),
  title text NOT NULL,
  description text NOT NULL,
  -- Empty for no link; otherwise only http(s), so a stored link can never run script.
  redirect_url text NOT NULL DEFAULT '' CHECK (redirect_url = '' OR redirect_url ~* '^https?://'),
  desktop_image text NOT NULL REFERENCES media (file_name),
  mobile_image text NOT NULL REFERENCES media (file_name),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX banners_position_idx ON banners (position, id);
CREATE INDEX banners_desktop_image_idx ON banners (desktop_image);
CREATE INDEX banners_mobile_image_idx ON banners (mobile_image);

-- Demo data sets already added to this database, so that a restart does not add them again
-- after an administrator has deleted them.
CREATE TABLE demo_seeds (
  name text PRIMARY KEY,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
