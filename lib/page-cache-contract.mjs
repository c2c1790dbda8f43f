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
