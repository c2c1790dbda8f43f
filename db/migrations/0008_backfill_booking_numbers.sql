-- Hand-written data back-fill (not generated): gives the bookings made before short numbers
-- their "AVK-YYMM-NNNN" (India month of creation, sequence by creation time within it), and
-- starts each month's counter after them so new bookings continue the sequence.
UPDATE "bookings" AS b SET "number" = n."number"
FROM (
  SELECT "id", 'AVK-' || "month" || '-' || lpad("seq"::text, greatest(4, length("seq"::text)), '0') AS "number"
  FROM (
    SELECT "id", to_char("created_at" AT TIME ZONE 'Asia/Kolkata', 'YYMM') AS "month",
      row_number() OVER (PARTITION BY to_char("created_at" AT TIME ZONE 'Asia/Kolkata', 'YYMM') ORDER BY "created_at", "id") AS "seq"
    FROM "bookings" WHERE "number" IS NULL
  ) AS m
) AS n
WHERE b."id" = n."id";
--> statement-breakpoint
INSERT INTO "document_counters" ("series", "last_value")
SELECT 'booking:' || substr("number", 5, 4), count(*) FROM "bookings" WHERE "number" IS NOT NULL GROUP BY substr("number", 5, 4)
ON CONFLICT ("series") DO UPDATE SET "last_value" = GREATEST("document_counters"."last_value", EXCLUDED."last_value");
