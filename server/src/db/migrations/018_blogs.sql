-- Blog Management (docs/api.md#blogs): each blog with a title, a description, one of the
-- specification's categories, its own status (Draft or Published), the day it is dated and an
-- optional image kept as the banners' are.
--
-- Paged, searched (by title) and sorted as the catalogue's lists are (repositories/pageSql.ts): a
-- lower-cased `search` column, an index per sort and per filter, and a data version moved by
-- every write. The day is kept as the text the API answers: YYYY-MM-DD sorts as the days do.
CREATE TABLE blogs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL,
  category text NOT NULL CHECK (category IN ('Travel', 'Technology', 'eSIM', 'Tips')),
  status text NOT NULL DEFAULT 'Draft' CHECK (status IN ('Draft', 'Published')),
  blog_date text NOT NULL CHECK (blog_date ~ '^\d{4}-\d{2}-\d{2}$'),
  image text REFERENCES media (file_name),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search text GENERATED ALWAYS AS (lower(title)) STORED
);

CREATE INDEX blogs_created_at_idx ON blogs (created_at, id);
CREATE INDEX blogs_title_idx ON blogs (lower(title), id);
CREATE INDEX blogs_date_idx ON blogs (blog_date, id);
-- Sorted by category or status (key, id); filtered by one, newest first (key, created_at, id).
CREATE INDEX blogs_category_idx ON blogs (lower(category), id);
CREATE INDEX blogs_status_idx ON blogs (status, id);
CREATE INDEX blogs_category_created_at_idx ON blogs (category, created_at, id);
CREATE INDEX blogs_status_created_at_idx ON blogs (status, created_at, id);
CREATE INDEX blogs_image_idx ON blogs (image);
CREATE INDEX blogs_search_idx ON blogs USING gin (search gin_trgm_ops);

CREATE TRIGGER blogs_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blogs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
