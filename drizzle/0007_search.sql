CREATE TABLE "judgments" (
	"id" text PRIMARY KEY NOT NULL,
	"case_no" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"court" text DEFAULT '' NOT NULL,
	"cause" text DEFAULT '' NOT NULL,
	"doc_type" text DEFAULT '' NOT NULL,
	"judged_at" text,
	"parties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"facts" text DEFAULT '' NOT NULL,
	"reasoning" text DEFAULT '' NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"full_text" text DEFAULT '' NOT NULL,
	"cited" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "judgments_court_idx" ON "judgments" USING btree ("court");--> statement-breakpoint
CREATE INDEX "judgments_judged_at_idx" ON "judgments" USING btree ("judged_at");