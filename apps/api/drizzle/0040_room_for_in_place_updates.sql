-- Every scan at the counter rewrites a card's row (its balance, cycle and recent scans) and the
-- customer's row in the organization (last_scan_at). Neither column is indexed, so PostgreSQL can
-- update the row in place on its page (a HOT update) and leave the indexes alone, but only when
-- the page has room for the new version. Tables filled to the brim had none: about 80 % of these
-- updates wrote a new entry into every index, nine on organization_customers (a trigram index
-- among them) and six on card_instances. Keeping 15 % of each page free gives the next versions
-- room. Pages written from now on keep it; older pages gain it as they are rewritten.
ALTER TABLE "card_instances" SET (fillfactor = 85);--> statement-breakpoint
ALTER TABLE "organization_customers" SET (fillfactor = 85);
