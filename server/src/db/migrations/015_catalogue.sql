-- The catalogue (docs/api.md#catalogue): categories, each with an image kept as the banners' are,
-- and products, each in one category. A category in use cannot be deleted: the route answers 409
-- naming its products, and the foreign key refuses it should any write get past that.
--
-- Each list is paged, searched and sorted as the users' are (repositories/pageSql.ts): a
-- lower-cased `search` column, an index per sort, and a data version moved by every write.
-- A product answers its category's name and a category how many products it has: both are kept
-- in columns by the triggers below, so a page, a sort or a count reads one table.
CREATE TABLE categories (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  image text NOT NULL REFERENCES media (file_name),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  product_count integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search text GENERATED ALWAYS AS (lower(name)) STORED
);

CREATE INDEX categories_created_at_idx ON categories (created_at, id);
CREATE INDEX categories_name_idx ON categories (lower(name), id);
CREATE INDEX categories_status_idx ON categories (status, created_at, id);
CREATE INDEX categories_product_count_idx ON categories (product_count, id);
CREATE INDEX categories_image_idx ON categories (image);
CREATE INDEX categories_search_idx ON categories USING gin (search gin_trgm_ops);

CREATE TABLE products (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE RESTRICT,
  -- Kept by products_category_name and categories_renamed.
  category_name text NOT NULL DEFAULT '',
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  stock text NOT NULL CHECK (stock IN ('In Stock', 'Out of Stock')),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search text GENERATED ALWAYS AS (lower(name)) STORED
);

CREATE INDEX products_created_at_idx ON products (created_at, id);
CREATE INDEX products_name_idx ON products (lower(name), id);
CREATE INDEX products_category_idx ON products (category_id, created_at, id);
CREATE INDEX products_category_name_idx ON products (lower(category_name), id);
CREATE INDEX products_price_idx ON products (price, id);
CREATE INDEX products_stock_idx ON products (stock, created_at, id);
CREATE INDEX products_search_idx ON products USING gin (search gin_trgm_ops);

-- A product's category name, from its category, whenever the product is made or moved.
CREATE FUNCTION products_category_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT name INTO NEW.category_name FROM categories WHERE id = NEW.category_id;
  RETURN NEW;
END
$$;

CREATE TRIGGER products_category_name
  BEFORE INSERT OR UPDATE OF category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_category_name();

-- A renamed category's products answer its new name.
CREATE FUNCTION categories_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET category_name = NEW.name WHERE category_id = NEW.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER categories_renamed
  AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION categories_renamed();

-- Each category's product count, moved as products are made, moved or deleted. Not a write to
-- the category: its version stays, so a colleague's edit of it is not made stale.
CREATE FUNCTION products_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE categories SET product_count = product_count - 1 WHERE id = OLD.category_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE categories SET product_count = product_count + 1 WHERE id = NEW.category_id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER products_counted
  AFTER INSERT OR DELETE OR UPDATE OF category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_counted();

CREATE TRIGGER categories_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();

CREATE TRIGGER products_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();

ALTER TABLE activity
  DROP CONSTRAINT activity_entity_check,
  ADD CONSTRAINT activity_entity_check CHECK (entity IN (
    'notification', 'banner', 'session', 'admin', 'category', 'product'
  ));
