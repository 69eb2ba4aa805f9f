-- A chain's steps are written in the same statement as their approval request (one round trip when a
-- chain starts), where this trigger is not sure to see the request: such a step carries the
-- request's priority rank and submission time itself. Whenever the request is there (every other
-- write), the trigger copies them from it, as before.
CREATE OR REPLACE FUNCTION approval_steps_set_queue_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  request_rank smallint;
  request_at timestamptz;
BEGIN
  SELECT approval_priority_rank(r.priority), r.submitted_at INTO request_rank, request_at
    FROM approval_requests r WHERE r.id = NEW.approval_request_id;
  IF FOUND THEN
    NEW.priority_rank := request_rank;
    NEW.submitted_at := request_at;
  END IF;
  RETURN NEW;
END $$;
