ALTER TABLE "blogs" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "meta_description_hi" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "content_hi" text;--> statement-breakpoint
ALTER TABLE "horoscope_entries" ADD COLUMN "content_hi" text;--> statement-breakpoint
ALTER TABLE "horoscope_entries" ADD COLUMN "mood_hi" text;--> statement-breakpoint
ALTER TABLE "horoscope_entries" ADD COLUMN "lucky_color_hi" text;--> statement-breakpoint
ALTER TABLE "vastu_tips" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "vastu_tips" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "vastu_tips" ADD COLUMN "audio_url_hi" text;