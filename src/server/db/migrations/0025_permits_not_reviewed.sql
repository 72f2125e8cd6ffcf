-- A permit to work is issued and closed per job or shift, never reviewed yearly: the review dates
-- permits were given when they were treated like policies are cleared, so no reminder lists them.
UPDATE "policies" SET "next_review_on" = NULL WHERE "type" = 'permit';
