import type { Migration } from './migration.ts';

/**
 * Every publish event announced to the site processes as it commits (decision 191): a trigger
 * sends the event on the `publish_events` channel from the transaction that records it, and
 * PostgreSQL delivers it to every listening connection at commit, never for a rolled-back change.
 * The payload is the event itself (its slugs are bounded: a few hundred bytes of the 8,000 a
 * notification carries). SQLite has one machine and no listeners: the site beside its back
 * office is told over IPC (decision 187).
 */
export const publishEventNotifications: Migration = {
  version: 11,
  name: 'publish-event-notifications',
  sql: '',
  postgres: `
CREATE FUNCTION announce_publish_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('publish_events', json_build_object(
    'id', NEW.id, 'entity_type', NEW.entity_type, 'entity_id', NEW.entity_id, 'action', NEW.action,
    'slugs', NEW.slugs::json, 'published_at', NEW.published_at)::text);
  RETURN NULL;
END
$$;
CREATE TRIGGER publish_event_announced AFTER INSERT ON publish_event FOR EACH ROW EXECUTE FUNCTION announce_publish_event();
`,
};
