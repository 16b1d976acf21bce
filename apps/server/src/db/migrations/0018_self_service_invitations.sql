ALTER TABLE "password_resets" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_at" timestamp with time zone;
--> statement-breakpoint
-- Invitations sent before this migration were stored as reset links: an invitation is the link
-- valid longer than a reset (a week, not an hour). Its account shows as invited while it is unused.
UPDATE "password_resets" SET "purpose" = 'invitation' WHERE "expires_at" - "created_at" > interval '1 hour';
--> statement-breakpoint
UPDATE "users" u SET "invited_at" = r."created_at"
FROM (
  SELECT company_id, user_id, max(created_at) AS created_at
  FROM "password_resets"
  WHERE "purpose" = 'invitation' AND "used_at" IS NULL
  GROUP BY company_id, user_id
) r
WHERE u."company_id" = r.company_id AND u."id" = r.user_id AND u."password_changed_at" IS NULL;
