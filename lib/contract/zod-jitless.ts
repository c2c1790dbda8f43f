import { config } from 'zod';

// zod compiles object parsers with `new Function` where eval is allowed, and probes for it
// when a schema is made. The pages' Content-Security-Policy forbids eval, and browsers report
// even the caught probe as a violation: so in the browser zod interprets (jitless). Servers keep
// the compiled parsers. Every contract imports this module first, before it makes a schema.
// Contracts take `z` from zod itself: re-exported from a module of ours it kept the bundler
// from dropping what no page uses (every locale, 60 kB compressed).
if (typeof window !== 'undefined') config({ jitless: true });
