-- Decision 078: the stored answer of an API token created with an Idempotency-Key keeps no secret. Answers
-- stored before it held the new token in plain text; the token is taken out and the answer marked as
-- withheld, so a replay answers 409 naming the token. The body is text (the answer as sent) or, in rows
-- older than issue 13's change, a JSON value.
UPDATE "idempotency_keys"
SET "response" = jsonb_build_object(
  'contentType', "response"->'contentType',
  'body', CASE jsonb_typeof("response"->'body')
    WHEN 'string' THEN to_jsonb((("response"->>'body')::jsonb - 'token')::text)
    ELSE ("response"->'body') - 'token'
  END,
  'withheld', 'token'
)
WHERE split_part("path", '?', 1) = '/api/auth/api-tokens'
  AND "status_code" = 201
  AND jsonb_typeof("response"->'body') IN ('string', 'object');
