-- The employee list's search through its trigram indexes. Under row-level security PostgreSQL
-- may use an index only for leakproof operators, and LIKE is not one: as the tenant role, a search
-- read every row the other conditions left (at 100,000 employees, most of the list's time). This
-- function runs as its owner, who owns the table, so the indexes serve it; it keeps the policy's
-- promise itself by reading only the transaction's company (none when no company is set).
-- EXECUTE plans each call with its pattern, so a selective pattern is looked up in the index.
CREATE OR REPLACE FUNCTION employee_search_ids(pattern text, include_private boolean) RETURNS TABLE (id uuid)
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 1000
AS $$
BEGIN
  RETURN QUERY EXECUTE
    'SELECT e.id FROM employees e WHERE e.company_id = app_company_id() AND (e.search_name LIKE $1'
    || CASE WHEN include_private THEN ' OR e.search_private LIKE $1)' ELSE ')' END
    USING pattern;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION employee_search_ids(text, boolean) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION employee_search_ids(text, boolean) TO tenaga_app;
