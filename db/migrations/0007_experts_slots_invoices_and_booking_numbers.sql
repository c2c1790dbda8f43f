CREATE TABLE "document_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"booking_id" uuid,
	"payment_id" uuid,
	"invoice_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seller_name" text NOT NULL,
	"seller_address" text NOT NULL,
	"seller_gstin" text,
	"seller_state" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_mobile" text NOT NULL,
	"place_of_supply" text NOT NULL,
	"description" text NOT NULL,
	"sac" text NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "expert_slug" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "slot_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "slot_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "slot_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_invoice_id_tax_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expert_days_off_key" ON "expert_days_off" USING btree ("expert_slug","day");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_prices_key" ON "expert_prices" USING btree ("expert_slug","service_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_booking_kind_key" ON "tax_documents" USING btree ("booking_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_series_key" ON "tax_documents" USING btree ("kind","financial_year","sequence");--> statement-breakpoint
CREATE INDEX "bookings_expert_slot_idx" ON "bookings" USING btree ("expert_slug","slot_start") WHERE "bookings"."slot_start" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_number_unique" UNIQUE("number");