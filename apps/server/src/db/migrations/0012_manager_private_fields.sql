-- The Manager template no longer shows other people's salary, bank account and identification
-- numbers (field level 'none' in the public scope). A role made as Manager (system_key) gets the
-- same for each of these fields it has no level for yet: a field without a level showed at the
-- menu's level, which nobody chose on purpose. A level set on purpose (view or edit) is kept; other
-- roles are not touched. Each change is audited by no user (the system) in the same statement and
-- bumps the role's version so cached permissions are read again; running it again changes nothing.
WITH managers AS (
  SELECT company_id, id, field_grants
  FROM roles
  WHERE system_key = 'manager'
    AND NOT (coalesce(field_grants -> 'public', '{}'::jsonb) ?& ARRAY['employee.salary', 'employee.bankCode', 'employee.accountName', 'employee.accountNumber', 'employee.identificationNumber', 'employee.passNumber'])
),
changed AS (
  UPDATE roles
  SET field_grants = jsonb_set(
        roles.field_grants,
        '{public}',
        '{"employee.salary": "none", "employee.bankCode": "none", "employee.accountName": "none", "employee.accountNumber": "none", "employee.identificationNumber": "none", "employee.passNumber": "none"}'::jsonb
          || coalesce(roles.field_grants -> 'public', '{}'::jsonb)
      ),
      version = roles.version + 1,
      updated_at = now()
  FROM managers
  WHERE roles.company_id = managers.company_id AND roles.id = managers.id
  RETURNING roles.company_id, roles.id, managers.field_grants AS before, roles.field_grants AS after
)
INSERT INTO audit_log (company_id, entity, entity_id, action, before, after)
SELECT company_id, 'role', id::text, 'update', jsonb_build_object('fieldGrants', before), jsonb_build_object('fieldGrants', after)
FROM changed;
