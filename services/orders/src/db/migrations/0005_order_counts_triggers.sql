-- order_counts follows orders: statement triggers add what a statement inserted, move what an UPDATE changed
-- (status or ritual) and take away what it deleted, one aggregated upsert per statement.
CREATE FUNCTION order_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_counts AS c (ritual_id, payment_status, n)
      SELECT ritual_id, payment_status, count(*) FROM new_rows GROUP BY 1, 2
      ON CONFLICT (ritual_id, payment_status) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_counts AS c (ritual_id, payment_status, n)
      SELECT ritual_id, payment_status, -count(*) FROM old_rows GROUP BY 1, 2
      ON CONFLICT (ritual_id, payment_status) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSE
    INSERT INTO order_counts AS c (ritual_id, payment_status, n)
      SELECT ritual_id, payment_status, sum(delta) FROM (
        SELECT o.ritual_id, o.payment_status, -1 AS delta FROM old_rows o JOIN new_rows n USING (id)
          WHERE (o.ritual_id, o.payment_status) IS DISTINCT FROM (n.ritual_id, n.payment_status)
        UNION ALL
        SELECT n.ritual_id, n.payment_status, 1 FROM old_rows o JOIN new_rows n USING (id)
          WHERE (o.ritual_id, o.payment_status) IS DISTINCT FROM (n.ritual_id, n.payment_status)
      ) moved GROUP BY 1, 2
      ON CONFLICT (ritual_id, payment_status) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
--> statement-breakpoint
CREATE TRIGGER order_counts_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
--> statement-breakpoint
CREATE TRIGGER order_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
--> statement-breakpoint
INSERT INTO order_counts (ritual_id, payment_status, n)
  SELECT ritual_id, payment_status, count(*) FROM orders GROUP BY 1, 2;
