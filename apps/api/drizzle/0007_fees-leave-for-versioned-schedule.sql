-- The fee schedule becomes versioned (issue 9): its rates move to fees rows of fee_schedules version 1,
-- which migration 0009 writes once the tables exist. No route ever changed these rows, and nothing was
-- billed from them yet, so the defaults are simply written again there.
DELETE FROM "fees";
