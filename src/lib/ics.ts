import { createEvent } from 'ics';

/** A one-event iCalendar file (RFC 5545) built with the `ics` library: escaping, folding and UTC times are its job. */
type CalendarEvent = {
  uid: string;
  title: string;
  description?: string;
  start: Date;
  durationMinutes?: number;
  url?: string;
};

export function buildIcs({ uid, title, description, start, durationMinutes = 30, url }: CalendarEvent): string {
  const { error, value } = createEvent({
    uid: `${uid}@octoss.app`,
    productId: '-//OCTOSS//Reminders//EN',
    title,
    description,
    url,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: durationMinutes },
  });
  if (error || !value) throw error ?? new Error('Calendar event could not be built');
  return value;
}
