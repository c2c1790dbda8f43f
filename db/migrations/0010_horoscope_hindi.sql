ALTER TABLE "horoscope_entries" ADD COLUMN "content_hi" text;--> statement-breakpoint
ALTER TABLE "horoscope_entries" ADD COLUMN "mood_hi" text;--> statement-breakpoint
ALTER TABLE "horoscope_entries" ADD COLUMN "lucky_color_hi" text;