ALTER TABLE "blogs" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "meta_description_hi" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "content_hi" text;