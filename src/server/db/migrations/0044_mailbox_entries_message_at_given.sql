-- A notice's inbox entries are written in the same statement as its message (one round trip per
-- notice), where this trigger is not sure to see the message: such an entry carries the message's
-- timestamp itself. Whenever the message is there (every other write), the trigger copies it, as before.
CREATE OR REPLACE FUNCTION mailbox_entries_set_message_at() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  message_time timestamptz;
BEGIN
  SELECT m."timestamp" INTO message_time FROM messages m WHERE m.id = NEW.message_id;
  IF FOUND THEN
    NEW.message_at := message_time;
  END IF;
  RETURN NEW;
END $$;
