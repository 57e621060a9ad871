import './zod-jitless';
import { config } from 'zod/v4/core';

it('turns off the compiled parsers of zod (they need eval, which our CSP forbids)', () => {
  expect(config().jitless).toBe(true);
});
