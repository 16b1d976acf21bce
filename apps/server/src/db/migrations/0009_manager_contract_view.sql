-- The Manager template has granted the view of active contracts (where their team is deployed)
-- since the contracts module came; companies made before it have Manager roles without it.
-- Grants it to the roles made as Manager (system_key, whatever they are called now) that have no
-- contracts grant at all, so an explicit grant (edit) is kept; running it again changes nothing.
-- Each change is audited in the same statement, by no user (the system), and bumps the role's
-- version so that cached permissions of its users are read again.
WITH granted AS (
  UPDATE roles
  SET menu_grants = menu_grants || '{"contractsActive": "view"}'::jsonb,
      version = version + 1,
      updated_at = now()
  WHERE system_key = 'manager' AND menu_grants -> 'contractsActive' IS NULL
  RETURNING company_id, id, menu_grants
)
INSERT INTO audit_log (company_id, entity, entity_id, action, before, after)
SELECT company_id, 'role', id::text, 'update', jsonb_build_object('menuGrants', menu_grants - 'contractsActive'), jsonb_build_object('menuGrants', menu_grants)
FROM granted;
