-- One rule for a sum of rupees (docs/api.md#paid-orders): the amounts added exactly, as numeric,
-- then rounded to the paisa, half away from zero; a sum of none (null) is 0. The dashboard's revenue and amounts and a
-- customer's total spent all answer through it, so the same paid orders give the same figure
-- there; rupeeTotal in contract/orderRules.ts is the same rule for the browser, proven by one
-- table of cases run against both (src/testing/rupeeSumCases.ts).
CREATE FUNCTION rupee_total(total numeric)
  RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT round(coalesce(total, 0), 2)
$$;
