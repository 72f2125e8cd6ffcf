DROP INDEX "policies_business_type_uq";--> statement-breakpoint
CREATE INDEX "policies_business_idx" ON "policies" USING btree ("business_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_business_type_uq" ON "policies" USING btree ("business_id","type") WHERE type not in ('swms', 'risk-assessment', 'sop-template', 'permit', 'incident-form', 'checklist', 'safety-audit');