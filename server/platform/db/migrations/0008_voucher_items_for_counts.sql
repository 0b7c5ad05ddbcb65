-- Issue 23 point 2: a Flash Deal draw credited the winner's nft_voucher count without creating the
-- voucher item, so the prize could not be listed, sold or exchanged (and the demo seed did the
-- same). This creates the missing items, one per voucher counted but not owned; it lowers nothing.
-- Each missing item takes the price of one of the user's Flash Deal wins (newest first; only a room
-- the user really won), else the main config's nft_voucher_amount, else 100 — titled like every
-- voucher of that price (services/vouchers.ts voucherTitle), unlisted, dated when it was won.
WITH missing AS (
  SELECT b.user_id, b.nft_voucher - (SELECT count(*) FROM vouchers v WHERE v.owner_id = b.user_id) AS n
  FROM balances b
),
slots AS (
  SELECT m.user_id, g.i FROM missing m CROSS JOIN LATERAL generate_series(1, m.n) AS g(i) WHERE m.n > 0
),
wins AS (
  SELECT e.user_id, r.price, e.created_at, row_number() OVER (PARTITION BY e.user_id ORDER BY e.id DESC) AS i
  FROM ledger_entries e JOIN rooms r ON r.id = e.chat_id AND r.winner_user_id = e.user_id
  WHERE e.asset = 'nft_voucher' AND e.title_key = 'room_win' AND e.pm = 1
),
fallback AS (
  SELECT coalesce(
    (SELECT value::numeric FROM settings WHERE key = 'nft_voucher_amount' AND value ~ '^[0-9]{1,12}(\.[0-9]{1,18})?$' AND value::numeric > 0),
    100
  ) AS price
),
priced AS (
  SELECT s.user_id, coalesce(w.price, f.price) AS price, coalesce(w.created_at, now()) AS created_at
  FROM slots s CROSS JOIN fallback f LEFT JOIN wins w ON w.user_id = s.user_id AND w.i = s.i
)
INSERT INTO vouchers (owner_id, title, image, price, state, listed_at, created_at)
SELECT user_id, 'KinBo NFT ' || trim_scale(price)::text, '', price, 0, NULL, created_at
FROM priced
ORDER BY user_id, created_at;
