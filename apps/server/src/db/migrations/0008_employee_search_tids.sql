-- The employee list's search through its trigram indexes. Under row-level security PostgreSQL
-- may use an index only for leakproof operators, and LIKE is not one: as the tenant role, a search
-- read every row the other conditions left (at 100,000 employees, most of the list's time). This
-- function runs as its owner, who owns the table, so the indexes serve it; it keeps the policy's
-- promise itself by reading only the transaction's company (none when no company is set).
-- EXECUTE plans each call with its pattern, so a selective pattern is looked up in the index.
-- It answers the rows' physical addresses: the caller fetches them by a TID scan (tid equality is
-- leakproof), with no second index lookup per row, in the same snapshot (the function is STABLE).
-- Identification number and email are searched only when the caller may see them.
CREATE OR REPLACE FUNCTION employee_search_tids(pattern text, identification boolean, email boolean) RETURNS tid[]
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp
AS $$
DECLARE
  found tid[];
BEGIN
  EXECUTE 'SELECT coalesce(array_agg(e.ctid), ''{}'') FROM employees e WHERE e.company_id = app_company_id() AND (e.search_name LIKE $1'
    || CASE
         WHEN identification AND email THEN ' OR e.search_private LIKE $1'
         WHEN identification THEN ' OR lower(e.identification_number) LIKE $1'
         WHEN email THEN ' OR lower(e.email) LIKE $1'
         ELSE ''
       END
    || ')'
    INTO found USING pattern;
  RETURN found;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION employee_search_tids(text, boolean, boolean) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION employee_search_tids(text, boolean, boolean) TO tenaga_app;
