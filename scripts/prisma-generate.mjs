// `prisma generate` never runs the native schema engine, but the CLI tries to
// download it first and fails offline; pointing it at any executable skips that.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
const result = spawnSync('npx', ['prisma', 'generate'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
