CREATE TABLE "notification_settings" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"in_app" boolean NOT NULL,
	"email" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_company_id_user_id_kind_pk" PRIMARY KEY("company_id","user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text DEFAULT 'account' NOT NULL;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "notification_settings" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
-- Everyone chooses how they are told (Settings › Notification settings): a role that lets its
-- users keep their own preferences gets the page too, at the same level. Audited by no user (the
-- system); running it again changes nothing.
WITH granted AS (
  UPDATE roles
  SET menu_grants = menu_grants || jsonb_build_object('notificationSettings', menu_grants -> 'personalPreferences'),
      version = version + 1,
      updated_at = now()
  WHERE menu_grants ? 'personalPreferences' AND NOT menu_grants ? 'notificationSettings'
  RETURNING company_id, id, menu_grants
)
INSERT INTO audit_log (company_id, entity, entity_id, action, before, after)
SELECT company_id, 'role', id::text, 'update', jsonb_build_object('menuGrants', menu_grants - 'notificationSettings'), jsonb_build_object('menuGrants', menu_grants)
FROM granted;
