// Imported first by main.tsx, before any schema exists: zod compiles object parsers with
// `new Function` unless told not to, and even its probe for that is reported as a
// Content-Security-Policy violation under our CSP (no 'unsafe-eval'). The server keeps the JIT.
// zod keeps its settings on globalThis (shared by every copy of it), so setting them here costs
// the landing page none of zod's code; zod-jitless.test.ts holds zod to that.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;
