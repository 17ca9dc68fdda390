-- The marketplace's payout totals carry the GST of the fees too (issue 14): the kept payout-day
-- figures gain it, their trigger function sums it, and the figures are rebuilt once from the payouts.
ALTER TABLE "payout_day_totals" ADD COLUMN "fee_gst_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payout_totals_apply(old_rows payouts[], new_rows payouts[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO payout_day_totals AS t (day, paid, payouts, gross_cents, fee_cents, fee_gst_cents, net_cents, sale_count)
  SELECT (created_at AT TIME ZONE 'Australia/Sydney')::date, paid_at IS NOT NULL, sum(sign)::int,
    sum(sign * gross_cents::bigint), sum(sign * fee_cents::bigint), sum(sign * fee_gst_cents::bigint),
    sum(sign * net_cents::bigint), sum(sign * sale_count::bigint)
  FROM (
    SELECT created_at, paid_at, -1 AS sign, gross_cents, fee_cents, fee_gst_cents, net_cents, sale_count FROM unnest(old_rows)
    UNION ALL
    SELECT created_at, paid_at, 1, gross_cents, fee_cents, fee_gst_cents, net_cents, sale_count FROM unnest(new_rows)
  ) AS changed
  GROUP BY 1, 2
  HAVING sum(sign) <> 0 OR sum(sign * gross_cents::bigint) <> 0 OR sum(sign * fee_cents::bigint) <> 0
    OR sum(sign * fee_gst_cents::bigint) <> 0 OR sum(sign * net_cents::bigint) <> 0 OR sum(sign * sale_count::bigint) <> 0
  ORDER BY 1, 2
  ON CONFLICT (day, paid) DO UPDATE SET
    payouts = t.payouts + excluded.payouts, gross_cents = t.gross_cents + excluded.gross_cents,
    fee_cents = t.fee_cents + excluded.fee_cents, fee_gst_cents = t.fee_gst_cents + excluded.fee_gst_cents,
    net_cents = t.net_cents + excluded.net_cents, sale_count = t.sale_count + excluded.sale_count;
$$;
--> statement-breakpoint
DELETE FROM payout_day_totals;
--> statement-breakpoint
INSERT INTO payout_day_totals (day, paid, payouts, gross_cents, fee_cents, fee_gst_cents, net_cents, sale_count)
SELECT (created_at AT TIME ZONE 'Australia/Sydney')::date, paid_at IS NOT NULL, count(*)::int, sum(gross_cents),
  sum(fee_cents), sum(fee_gst_cents), sum(net_cents), sum(sale_count)
FROM payouts GROUP BY 1, 2;
