-- pg_trgm backs the trigram indexes below (task and file name search, statute text). PGlite loads it through
-- server/db/pglite-extensions.ts; PostgreSQL ships it in its contrib package.
-- The statute tables use IF NOT EXISTS: server/laws/import-cli.ts may have created them (LAWS_DDL) before this ran.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "laws" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"short_titles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category" text NOT NULL,
	"validity" text NOT NULL,
	"effective_from" text,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"article_count" integer NOT NULL,
	"content_hash" text NOT NULL,
	"source" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "laws_articles" (
	"law_id" text NOT NULL,
	"law_title" text NOT NULL,
	"path" text NOT NULL,
	"number" integer NOT NULL,
	"sub" integer DEFAULT 0 NOT NULL,
	"label" text NOT NULL,
	"text" text NOT NULL,
	"validity" text NOT NULL,
	"segmented" text NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', segmented)) STORED,
	CONSTRAINT "laws_articles_law_id_number_sub_pk" PRIMARY KEY("law_id","number","sub"),
	CONSTRAINT "laws_articles_law_id_laws_id_fk" FOREIGN KEY ("law_id") REFERENCES "public"."laws"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE "contract_documents" (
	"task_id" uuid PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_findings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"rule_id" text NOT NULL,
	"level" text NOT NULL,
	"title" text NOT NULL,
	"explanation" text NOT NULL,
	"suggestion" text NOT NULL,
	"legal_basis" jsonb NOT NULL,
	"anchor" jsonb,
	"revision" jsonb,
	"decision" text DEFAULT 'open' NOT NULL,
	"source" text NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contract_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"task_name" text NOT NULL,
	"file_name" text NOT NULL,
	"contract_type_id" text NOT NULL,
	"contract_type_name" text NOT NULL,
	"review_stance" text NOT NULL,
	"review_stance_name" text NOT NULL,
	"review_status" integer NOT NULL,
	"review_people" text NOT NULL,
	"custom_require" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"failure_reason" text DEFAULT '' NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"run_id" uuid,
	"word_count" integer DEFAULT 0 NOT NULL,
	"annotated_file_id" uuid,
	"detailed_file_id" uuid,
	"clean_file_id" uuid,
	"report_file_id" uuid,
	"summary" text DEFAULT '' NOT NULL,
	"high_count" integer DEFAULT 0 NOT NULL,
	"medium_count" integer DEFAULT 0 NOT NULL,
	"low_count" integer DEFAULT 0 NOT NULL,
	"decisions_changed_at" timestamp with time zone,
	"outputs_written_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contract_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"md5" text NOT NULL,
	"timestamp" text NOT NULL,
	"file_name" text NOT NULL,
	"original_type" text NOT NULL,
	"char_count" integer NOT NULL,
	"byte_size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"task_id" uuid,
	"committed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_task_id_contract_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."contract_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_findings" ADD CONSTRAINT "contract_findings_task_id_contract_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."contract_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_tasks" ADD CONSTRAINT "contract_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_tasks" ADD CONSTRAINT "contract_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_tasks" ADD CONSTRAINT "contract_tasks_upload_id_contract_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."contract_uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_uploads" ADD CONSTRAINT "contract_uploads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_uploads" ADD CONSTRAINT "contract_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_uploads" ADD CONSTRAINT "contract_uploads_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "laws_articles_tsv_idx" ON "laws_articles" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "laws_articles_text_trgm_idx" ON "laws_articles" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contract_findings_task_idx" ON "contract_findings" USING btree ("task_id","ordinal");--> statement-breakpoint
CREATE INDEX "contract_tasks_user_updated_idx" ON "contract_tasks" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "contract_tasks_user_status_idx" ON "contract_tasks" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "contract_tasks_name_trgm_idx" ON "contract_tasks" USING gin ("task_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contract_tasks_file_name_trgm_idx" ON "contract_tasks" USING gin ("file_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contract_uploads_lookup_idx" ON "contract_uploads" USING btree ("user_id","md5","timestamp");--> statement-breakpoint
CREATE INDEX "stored_files_user_idx" ON "stored_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stored_files_task_idx" ON "stored_files" USING btree ("task_id");