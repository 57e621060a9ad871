// Paths resolved from this file, not the cwd, so CLIs and tests work from any folder.
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const prismaDir = fileURLToPath(new URL('../../../prisma/', import.meta.url));
export const schemaPath = fileURLToPath(new URL('../../../prisma/schema.prisma', import.meta.url));
export const functionsDir = fileURLToPath(new URL('../../../prisma/functions/', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../../../prisma/migrations/', import.meta.url));
export const seedDataDir = fileURLToPath(new URL('../../../prisma/seed/', import.meta.url));
export const defaultDataDir = fileURLToPath(new URL('../../../data/pglite', import.meta.url));
