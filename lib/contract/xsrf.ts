// The double-submit XSRF pair (SPEC 9): the server sets the cookie, the browser client echoes its
// value in the header on every write, and the server compares the two. Both sides read the names
// from here so they cannot drift apart. Header names are case-insensitive.
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
