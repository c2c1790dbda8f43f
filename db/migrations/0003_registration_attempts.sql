CREATE TABLE "registration_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"country_code" text NOT NULL,
	"mobile" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"mobile_verified_at" timestamp with time zone,
	"email_verified_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_attempts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
DROP INDEX "otp_codes_purpose_destination_key";--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "attempt_id" uuid;--> statement-breakpoint
CREATE INDEX "registration_attempts_expires_idx" ON "registration_attempts" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_attempt_id_registration_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."registration_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "otp_codes_attempt_purpose_key" ON "otp_codes" USING btree ("attempt_id","purpose") WHERE "otp_codes"."attempt_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "otp_codes_purpose_destination_key" ON "otp_codes" USING btree ("purpose","destination") WHERE "otp_codes"."attempt_id" IS NULL;--> statement-breakpoint
-- Unfinished registrations of the old scheme (pending rows in users and their codes) last
-- minutes at most; they are dropped rather than carried over without an owner.
DELETE FROM "otp_codes" WHERE "purpose" <> 'login';--> statement-breakpoint
DELETE FROM "users" WHERE "account_state" = 'pending';
