-- Decision 094: a change to a completed claim is an action of its own, signed like the claim (issue 39).
ALTER TYPE "public"."action_type" ADD VALUE IF NOT EXISTS 'ClaimEdit';
