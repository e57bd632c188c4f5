-- A person who leaves a business stops being its customer: the targeting facts kept about them
-- there (last name, birth date, visits, stamps) go with the customers relation, so no rule
-- reaches them again. Fed here, like the row's insert (organization_customers_add_activity).
CREATE FUNCTION "organization_customers_remove_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM customer_activity WHERE organization_id = OLD.organization_id AND user_id = OLD.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "organization_customers_remove_activity" AFTER DELETE ON "organization_customers"
  FOR EACH ROW EXECUTE FUNCTION "organization_customers_remove_activity"();
