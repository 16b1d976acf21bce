-- "Contracts" meant three things (the API contract package, the client contracts module, this
-- table); the client contracts' tables take the module's name. Policies and grants follow a renamed
-- table; the constraints and indexes are renamed to the names the schema gives them.
ALTER TABLE "contracts" RENAME TO "client_contracts";--> statement-breakpoint
ALTER TABLE "client_contracts" RENAME CONSTRAINT "contracts_company_id_id_pk" TO "client_contracts_company_id_id_pk";--> statement-breakpoint
ALTER TABLE "client_contracts" RENAME CONSTRAINT "contracts_company_id_companies_id_fk" TO "client_contracts_company_id_companies_id_fk";--> statement-breakpoint
ALTER TABLE "client_contracts" RENAME CONSTRAINT "contracts_dates_check" TO "client_contracts_dates_check";--> statement-breakpoint
ALTER INDEX "contracts_name_key" RENAME TO "client_contracts_name_key";--> statement-breakpoint
ALTER INDEX "contracts_others_idx" RENAME TO "client_contracts_others_idx";--> statement-breakpoint
ALTER TABLE "contract_locations" RENAME TO "client_contract_locations";--> statement-breakpoint
ALTER TABLE "client_contract_locations" RENAME CONSTRAINT "contract_locations_company_id_id_pk" TO "client_contract_locations_company_id_id_pk";--> statement-breakpoint
ALTER TABLE "client_contract_locations" RENAME CONSTRAINT "contract_locations_contract_id_key" TO "client_contract_locations_contract_id_key";--> statement-breakpoint
ALTER TABLE "client_contract_locations" RENAME CONSTRAINT "contract_locations_company_id_contract_id_contracts_company_id_id_fk" TO "client_contract_locations_contract_fk";--> statement-breakpoint
ALTER INDEX "contract_locations_name_key" RENAME TO "client_contract_locations_name_key";
