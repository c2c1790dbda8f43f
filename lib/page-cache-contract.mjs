// Shared by the page cache handler and the pages it keeps (plain JavaScript: the handler is
// loaded by Next outside its bundles).

/**
 * A page rendered without its database content (the database was unreachable) carries this
 * attribute. The handler does not store such a render, so the last good copy keeps serving.
 */
export const CONTENT_UNAVAILABLE_ATTRIBUTE = 'data-content-unavailable';

/** Props that mark an element of a page rendered without its content. */
export function unavailableMark(failed) {
  return failed ? { [CONTENT_UNAVAILABLE_ATTRIBUTE]: 'true' } : {};
}

/**
 * Set by an API route on an answer that is the same for every client and read from the content
 * cache (GET /api/blogs): the production server may keep it and send it again like a cached
 * page (scripts/response-cache.mjs), within its Cache-Control's s-maxage.
 */
export const SHARED_ANSWER_HEADER = 'x-shared-answer';
