ALTER TABLE "order_counts" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_counts" DROP CONSTRAINT "order_counts_ritual_id_payment_status_pk";--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_ritual_id_payment_status_slot_pk" PRIMARY KEY("ritual_id","payment_status","slot");--> statement-breakpoint
-- Each statement adds to the slot of its transaction (of 16): transactions side by side have neighbouring ids, so
-- they take different rows instead of waiting on one row's lock until the other commits.
CREATE OR REPLACE FUNCTION order_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  own_slot smallint := (pg_current_xact_id()::text::bigint % 16)::smallint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_counts AS c (ritual_id, payment_status, slot, n)
      SELECT ritual_id, payment_status, own_slot, count(*) FROM new_rows GROUP BY 1, 2
      ON CONFLICT (ritual_id, payment_status, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_counts AS c (ritual_id, payment_status, slot, n)
      SELECT ritual_id, payment_status, own_slot, -count(*) FROM old_rows GROUP BY 1, 2
      ON CONFLICT (ritual_id, payment_status, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSE
    INSERT INTO order_counts AS c (ritual_id, payment_status, slot, n)
      SELECT ritual_id, payment_status, own_slot, sum(delta) FROM (
        SELECT o.ritual_id, o.payment_status, -1 AS delta FROM old_rows o JOIN new_rows n USING (id)
          WHERE (o.ritual_id, o.payment_status) IS DISTINCT FROM (n.ritual_id, n.payment_status)
        UNION ALL
        SELECT n.ritual_id, n.payment_status, 1 FROM old_rows o JOIN new_rows n USING (id)
          WHERE (o.ritual_id, o.payment_status) IS DISTINCT FROM (n.ritual_id, n.payment_status)
      ) moved GROUP BY 1, 2
      ON CONFLICT (ritual_id, payment_status, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;
