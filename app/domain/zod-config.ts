import { config } from "zod/mini";

// zod compiles fast parsers with `new Function` when it can; the site's Content-Security-Policy
// forbids eval, and the probe would be reported as a violation. The interpreted parsers are fast
// enough for form- and cart-sized data. Every module that builds a zod schema imports this first.
config({ jitless: true });
