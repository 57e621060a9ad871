import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const LINES = 5000;

// The server's own logger, in a process that exits right after logging, as main.ts does when it
// cannot start: its writes are asynchronous, and none may be lost on the way out.
const SCRIPT = `
  import { createLogger } from './src/lib/logger.ts';
  const logger = createLogger({ logLevel: 'info' });
  for (let i = 0; i < ${LINES}; i += 1) logger.info({ i }, 'request completed');
  logger.fatal('could not start');
  process.exit(1);
`;

describe('createLogger', () => {
  it('writes every line, the last included, when the process exits at once', async () => {
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', SCRIPT],
      { cwd: SERVER_DIR, maxBuffer: 64 * 1024 * 1024 },
    );
    const failure = await run.then(
      () => null,
      (error: { code?: number; stdout?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    const lines = (failure?.stdout ?? '')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as { msg: string; i?: number });
    expect(lines).toHaveLength(LINES + 1);
    expect(lines.at(-2)?.i).toBe(LINES - 1);
    expect(lines.at(-1)?.msg).toBe('could not start');
  });
});
