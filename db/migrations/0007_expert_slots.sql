CREATE TABLE "expert_days_off" (
	"expert_slug" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_hours" (
	"expert_slug" text PRIMARY KEY NOT NULL,
	"hours" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_prices" (
	"expert_slug" text NOT NULL,
	"service_slug" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "expert_slug" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "slot_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "slot_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "slot_held_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "expert_days_off_key" ON "expert_days_off" USING btree ("expert_slug","day");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_prices_key" ON "expert_prices" USING btree ("expert_slug","service_slug");--> statement-breakpoint
CREATE INDEX "bookings_expert_slot_idx" ON "bookings" USING btree ("expert_slug","slot_start") WHERE "bookings"."slot_start" IS NOT NULL;