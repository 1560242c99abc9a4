-- Admins' e-mails and wallet payments' transaction IDs in their normal form, as the API writes
-- them since (contract/text.ts, docs/api.md#conventions): signing in and the "already recorded"
-- check compare normal forms, so a row written before must hold one too.
--
-- An e-mail: NFKC (full-width letters and dots), lower case, the domain's ideographic full stop
-- a dot and its trailing dot removed. A transaction ID: NFKC, every dash of Unicode (\p{Pd}, listed
-- here as PostgreSQL's regular expressions have no Unicode properties) a hyphen-minus, the spaces
-- around it removed. A row whose normal form another row has, or the row of a lower id is given,
-- is a look-alike of it and is left as it was (both unique indexes hold): a Super Admin tells
-- which one is real. A row with invisible characters or mixed scripts is left as it was too.
WITH typed AS (
  SELECT id, email AS stored, lower(normalize(email, NFKC)) AS folded FROM admins
), normal AS (
  SELECT id, stored,
         substring(folded FROM '^(.*)@') || '@' ||
           regexp_replace(translate(substring(folded FROM '@([^@]*)$'), U&'\3002', '.'), '\.$', '')
           AS email
    FROM typed
   WHERE folded LIKE '%@%'
), first AS (
  SELECT DISTINCT ON (email) id, email FROM normal WHERE email <> stored ORDER BY email, id
)
UPDATE admins SET email = first.email
  FROM first
 WHERE admins.id = first.id
   AND NOT EXISTS (
     SELECT 1 FROM admins AS other
      WHERE lower(other.email) = lower(first.email) AND other.id <> first.id
   );

WITH normal AS (
  SELECT id, txn_id AS stored,
         btrim(regexp_replace(
           normalize(txn_id, NFKC),
           U&'[\058A\05BE\1400\1806\2010-\2015\2E17\2E1A\2E3A\2E3B\2E40\2E5D\301C\3030\30A0\FE31\FE32\FE58\FE63\FF0D\+010D6E\+010EAD]',
           '-',
           'g'
         )) AS txn_id
    FROM wallet_payments
), first AS (
  SELECT DISTINCT ON (lower(txn_id)) id, txn_id
    FROM normal
   WHERE txn_id <> stored
   ORDER BY lower(txn_id), id
)
UPDATE wallet_payments SET txn_id = first.txn_id
  FROM first
 WHERE wallet_payments.id = first.id
   AND NOT EXISTS (
     SELECT 1 FROM wallet_payments AS other
      WHERE lower(btrim(other.txn_id)) = lower(first.txn_id) AND other.id <> first.id
   );
