CREATE TABLE "expert_application_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"reviewer_id" uuid,
	"decision" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" uuid,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"image_id" uuid,
	"profile" jsonb NOT NULL,
	"published" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_profiles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "expert_application_reviews" ADD CONSTRAINT "expert_application_reviews_application_id_expert_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."expert_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_application_reviews" ADD CONSTRAINT "expert_application_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD CONSTRAINT "expert_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD CONSTRAINT "expert_profiles_application_id_expert_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."expert_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD CONSTRAINT "expert_profiles_image_id_uploads_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_application_reviews_application_idx" ON "expert_application_reviews" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_profiles_user_kind_key" ON "expert_profiles" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "expert_profiles_published_idx" ON "expert_profiles" USING btree ("published","name");