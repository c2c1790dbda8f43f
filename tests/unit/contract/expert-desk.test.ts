import { markDoneRequestSchema, MEETING_LINK_MESSAGE, meetingLinkRequestSchema } from '@/lib/contract/expert-desk';

// The expert's desk: a meeting link is an https address a customer can safely open; a summary is
// optional and bounded.

const link = (meetingLink: unknown) => meetingLinkRequestSchema.safeParse({ meetingLink });

describe('meetingLinkRequestSchema', () => {
  it.each(['https://meet.google.com/abc-defg-hij', 'https://us02web.zoom.us/j/123456789?pwd=abc', '  https://teams.microsoft.com/l/meetup-join/x  '])('takes %s', (value) => {
    const parsed = link(value);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.meetingLink).toBe(value.trim());
  });

  it.each(['http://meet.google.com/abc', 'javascript:alert(1)', 'data:text/html,hi', 'meet.google.com/abc', 'https://localhost/x', 'https://user:pw@meet.example.com/', 'https://meet.example.com/a b', ''])('refuses %j with one clear message', (value) => {
    const parsed = link(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(MEETING_LINK_MESSAGE);
  });

  it('refuses an address longer than 500 characters', () => {
    expect(link(`https://meet.example.com/${'a'.repeat(480)}`).error?.issues[0]?.message).toBe('The meeting link must be at most 500 characters.');
  });
});

describe('markDoneRequestSchema', () => {
  it('keeps a trimmed summary, and none for an empty, null or missing one', () => {
    expect(markDoneRequestSchema.parse({ summary: '  Wear white on Saturdays. ' }).summary).toBe('Wear white on Saturdays.');
    for (const body of [{}, { summary: '' }, { summary: '   ' }, { summary: null }]) expect(markDoneRequestSchema.parse(body).summary).toBeNull();
  });

  it('refuses a summary longer than 2000 characters', () => {
    expect(markDoneRequestSchema.safeParse({ summary: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe('The summary must be at most 2000 characters.');
  });
});
