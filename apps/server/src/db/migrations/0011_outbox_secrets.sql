-- The outbox no longer shows the secret of a mail (a reset or invitation link): `text` is the
-- text as the outbox shows it and `hidden` says a secret was taken out of it; `delivery_text`
-- holds the text with the secret only until the mail is delivered.
ALTER TABLE "mail_outbox" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "delivery_text" text;--> statement-breakpoint
-- Mail stored before: its reset and invitation links are hidden now (undelivered ones can no
-- longer be delivered with their link, which is as it should be: it was readable by others).
UPDATE "mail_outbox"
SET "text" = regexp_replace("text", 'https?://[^[:space:]]*/reset-password\?token=[^[:space:]]+', '••••••••', 'g'),
    "hidden" = true
WHERE "text" ~ 'https?://[^[:space:]]*/reset-password\?token=';--> statement-breakpoint
-- Only an administrator reads the outbox unless a role is given it explicitly. The HR Manager
-- template granted it (View Only) until now; a role made as HR Manager (system_key, whatever it is
-- called now) that still has exactly the template's `view` loses it. There is no record of whether
-- an administrator chose to keep that `view`, so the safe reading is that they did not: an
-- administrator can give it back in a click, while a takeover cannot be undone. A level other than
-- the template's (`edit`) was given on purpose and is kept; roles not made as HR Manager are not
-- touched. Each change is audited in the same statement by no user (the system) and bumps the
-- role's version so that cached permissions of its users are read again; running it again changes
-- nothing.
WITH revoked AS (
  UPDATE roles
  SET menu_grants = menu_grants - 'mailOutbox',
      version = version + 1,
      updated_at = now()
  WHERE system_key = 'hrManager' AND menu_grants ->> 'mailOutbox' = 'view'
  RETURNING company_id, id, menu_grants
)
INSERT INTO audit_log (company_id, entity, entity_id, action, before, after)
SELECT company_id, 'role', id::text, 'update', jsonb_build_object('menuGrants', menu_grants || '{"mailOutbox": "view"}'::jsonb), jsonb_build_object('menuGrants', menu_grants)
FROM revoked;
