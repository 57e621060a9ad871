-- CreateTable
CREATE TABLE "RevenueDay" (
    "id" SERIAL NOT NULL,
    "day" DATE NOT NULL,
    "paid" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "refunded" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "discounts" DECIMAL(12,2) NOT NULL DEFAULT 0,

    CONSTRAINT "RevenueDay_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RevenueDay_day_idx" ON "RevenueDay"("day");

-- CreateTable
CREATE TABLE "RatingCount" (
    "id" SERIAL NOT NULL,
    "activityId" INTEGER NOT NULL,
    "ratings" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,

    CONSTRAINT "RatingCount_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RatingCount_activityId_idx" ON "RatingCount"("activityId");

-- Deleted members, for the member figures of 'Resumen' (a membership ends with its member).
CREATE INDEX "User_deleted_idx" ON "User"("id") WHERE "deletedAt" IS NOT NULL;

-- What the trigger (prisma/functions/revenue_days.sql, applied after this migration) would have
-- appended for the orders paid and refunded so far, one row per local day.
INSERT INTO "RevenueDay" ("day", "paid", "discounts")
SELECT (o."paidAt" AT TIME ZONE 'UTC' AT TIME ZONE 'America/Argentina/Buenos_Aires')::date,
       sum(o.total),
       sum(CASE WHEN o."discountPercent" IS NULL THEN 0
                ELSE (SELECT COALESCE(sum(l.subtotal), 0) FROM "OrderLine" l WHERE l."orderId" = o.id)
                     - o.total END)
  FROM "Order" o
 WHERE o.state IN ('Complete', 'Refunded') AND o."paidAt" IS NOT NULL
 GROUP BY 1;

INSERT INTO "RevenueDay" ("day", "refunded")
SELECT (o."refundedAt" AT TIME ZONE 'UTC' AT TIME ZONE 'America/Argentina/Buenos_Aires')::date,
       sum(o.total)
  FROM "Order" o
 WHERE o.state = 'Refunded' AND o."refundedAt" IS NOT NULL
 GROUP BY 1;

-- The demo seed used to make slots look nearly full by lowering their stock with no order behind
-- it. Every slot's stock becomes capacity − the places its orders hold (a no-op where the
-- invariant holds; the seed now books those places with real memberships).
UPDATE "DiaHora" d
   SET stock = GREATEST(0, d.capacity - COALESCE((
         SELECT sum(l.quantity) FROM "OrderLine" l JOIN "Order" o ON o.id = l."orderId"
          WHERE l."diaHoraId" = d.id
            AND ((o.state = 'Created' AND o."placesTaken")
                 OR (o.state = 'Complete' AND o.membership = 'Active'))), 0))
 WHERE d.stock <> GREATEST(0, d.capacity - COALESCE((
         SELECT sum(l.quantity) FROM "OrderLine" l JOIN "Order" o ON o.id = l."orderId"
          WHERE l."diaHoraId" = d.id
            AND ((o.state = 'Created' AND o."placesTaken")
                 OR (o.state = 'Complete' AND o.membership = 'Active'))), 0));

-- What the trigger (prisma/functions/rating_counts.sql) would have appended for the ratings so far.
INSERT INTO "RatingCount" ("activityId", "ratings", "total")
SELECT "activityId", count(*), sum(rating) FROM "Review" WHERE rating IS NOT NULL GROUP BY 1;
