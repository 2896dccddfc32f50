CREATE TABLE "playbook_check_overrides" (
	"tenant_id" uuid NOT NULL,
	"check_id" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"level" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playbook_check_overrides_tenant_id_check_id_pk" PRIMARY KEY("tenant_id","check_id")
);
--> statement-breakpoint
CREATE TABLE "playbook_custom_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"category_id" text NOT NULL,
	"title" text NOT NULL,
	"level" text NOT NULL,
	"kind" text NOT NULL,
	"patterns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"match" text DEFAULT 'any' NOT NULL,
	"absent" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"explanation" text NOT NULL,
	"suggestion" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "playbook_check_overrides" ADD CONSTRAINT "playbook_check_overrides_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_check_overrides" ADD CONSTRAINT "playbook_check_overrides_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_custom_checks" ADD CONSTRAINT "playbook_custom_checks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_custom_checks" ADD CONSTRAINT "playbook_custom_checks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_custom_checks" ADD CONSTRAINT "playbook_custom_checks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playbook_custom_checks_tenant_idx" ON "playbook_custom_checks" USING btree ("tenant_id","category_id");