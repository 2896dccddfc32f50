CREATE TABLE "term_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"scope" text DEFAULT 'personal' NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"source" text NOT NULL,
	"target" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"stored_file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"char_count" integer NOT NULL,
	"detected_lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_segments" (
	"task_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"paragraph_index" integer NOT NULL,
	"location" text NOT NULL,
	"source" text NOT NULL,
	"target" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"term_hits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"number_issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"term_misses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"error" text,
	CONSTRAINT "translation_segments_task_id_seq_pk" PRIMARY KEY("task_id","seq")
);
--> statement-breakpoint
CREATE TABLE "translation_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"source_lang" text NOT NULL,
	"target_lang" text NOT NULL,
	"term_list_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"char_count" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"failure_reason" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_code" text NOT NULL,
	"name" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"legal_rep" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"company_type" text DEFAULT '' NOT NULL,
	"registered_capital" text DEFAULT '' NOT NULL,
	"established_at" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"business_scope" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"data_as_of" text DEFAULT '' NOT NULL,
	CONSTRAINT "companies_credit_code_unique" UNIQUE("credit_code")
);
--> statement-breakpoint
CREATE TABLE "exchange_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"batch_id" uuid NOT NULL,
	"quotas" jsonb NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_by" uuid,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operation_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operation_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid,
	"user_id" uuid,
	"visitor_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"package_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"provider" text NOT NULL,
	"state" text DEFAULT 'NOT_PAY' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"confirmed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "quota_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quota_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"model" text NOT NULL,
	"change" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"task_id" text,
	"by_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "term_lists" ADD CONSTRAINT "term_lists_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_lists" ADD CONSTRAINT "term_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_list_id_term_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."term_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_files" ADD CONSTRAINT "translation_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_files" ADD CONSTRAINT "translation_files_stored_file_id_stored_files_id_fk" FOREIGN KEY ("stored_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_segments" ADD CONSTRAINT "translation_segments_task_id_translation_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."translation_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_tasks" ADD CONSTRAINT "translation_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_tasks" ADD CONSTRAINT "translation_tasks_file_id_translation_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."translation_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_transactions" ADD CONSTRAINT "quota_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "term_lists_tenant_idx" ON "term_lists" USING btree ("tenant_id","scope");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_list_source_uq" ON "terms" USING btree ("list_id",lower("source"));--> statement-breakpoint
CREATE INDEX "translation_tasks_owner_idx" ON "translation_tasks" USING btree ("tenant_id","user_id","updated_at");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_legal_rep_idx" ON "companies" USING btree ("legal_rep");--> statement-breakpoint
CREATE INDEX "operation_events_tenant_at_idx" ON "operation_events" USING btree ("tenant_id","at");--> statement-breakpoint
CREATE INDEX "orders_tenant_created_idx" ON "orders" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "quota_transactions_user_at_idx" ON "quota_transactions" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_tenant_name_uq" ON "roles" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
-- Opening rows: balances that existed before the ledger, so the sum of changes equals the remaining uses.
INSERT INTO "quota_transactions" ("user_id", "model", "change", "balance_after", "reason")
SELECT "user_id", "model", "number" - "use_number", "number" - "use_number", 'opening' FROM "quotas"
WHERE "number" - "use_number" <> 0;
