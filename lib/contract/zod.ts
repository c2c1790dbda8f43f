import { z } from 'zod';

// zod compiles object parsers with `new Function` where eval is allowed, and probes for it
// first. The pages' Content-Security-Policy forbids eval, and browsers report even the caught
// probe as a violation: so in the browser zod interprets (jitless). Servers keep the compiled
// parsers. Every contract imports zod from here so that this runs before any schema is made.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
