// Prisma's WASM schema engine, driven through the PGlite driver adapter. Used only at
// development time (to write new migration SQL) and by tests (to prove Prisma accepts
// the history our migrator records); the app itself never loads it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type {
  MigrationList,
  SchemaEngine,
  SchemaFilter,
} from '@prisma/schema-engine-wasm/schema_engine_bg';
import type * as EngineRuntimeModule from '@prisma/schema-engine-wasm/schema_engine_bg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { readMigrations } from './migrate.ts';
import { migrationsDir, schemaPath } from './paths.ts';

type EngineRuntime = typeof EngineRuntimeModule;

// "_function_sources" is the migrator's record of the function files (function-sources.ts), not
// part of schema.prisma: the engine must neither drop it nor expect it.
const migratorTables: SchemaFilter = {
  externalTables: ['public._function_sources'],
  externalEnums: [],
};
let runtimePromise: Promise<EngineRuntime> | undefined;

// The project's lib settings (ES2023, no DOM) declare no WebAssembly values; Node has them.
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (
    module: object,
    imports: Record<string, unknown>,
  ) => { exports: Record<string, unknown> };
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

// The package's main entry imports the .wasm as an ES module (needs experimental flags),
// so instantiate the bytes ourselves, once per process.
function loadRuntime(): Promise<EngineRuntime> {
  runtimePromise ??= (async () => {
    // Shows the engine's real panic message instead of "unreachable".
    (globalThis as Record<string, unknown>).PRISMA_WASM_PANIC_REGISTRY ??= {
      set_message(message: string) {
        console.error(message);
      },
    };
    const runtime = await import('@prisma/schema-engine-wasm/schema_engine_bg');
    const require = createRequire(import.meta.url);
    const wasmPath = join(
      dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')),
      'schema_engine_bg.wasm',
    );
    const instance = new wasm.Instance(new wasm.Module(readFileSync(wasmPath)), {
      './schema_engine_bg.js': runtime,
    });
    runtime.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return runtime;
  })();
  return runtimePromise;
}

export async function withSchemaEngine<T>(
  pglite: PGlite,
  fn: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const runtime = await loadRuntime();
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPGlite(pglite));
  const engine = await runtime.SchemaEngine.new(
    { datamodels: undefined },
    () => undefined,
    adapter,
  );
  try {
    return await fn(engine);
  } finally {
    engine.free();
  }
}

/** The migrations folder in the shape the engine expects. */
export function migrationList(dir: string = migrationsDir): MigrationList {
  const lockPath = join(dir, 'migration_lock.toml');
  let lockContent: string | null = null;
  try {
    lockContent = readFileSync(lockPath, 'utf8');
  } catch {
    lockContent = null;
  }
  return {
    baseDir: dir,
    lockfile: { path: 'migration_lock.toml', content: lockContent },
    shadowDbInitScript: '',
    migrationDirectories: readMigrations(dir).map((migration) => ({
      path: migration.name,
      migrationFile: { path: 'migration.sql', content: { tag: 'ok', value: migration.sql } },
    })),
  };
}

/** Lets Prisma's engine apply the migrations folder; returns what it applied. */
export async function applyWithPrismaEngine(pglite: PGlite, dir?: string): Promise<string[]> {
  return withSchemaEngine(pglite, async (engine) => {
    const output = await engine.applyMigrations({
      migrationsList: migrationList(dir),
      filters: migratorTables,
    });
    return output.appliedMigrationNames;
  });
}

/**
 * SQL that turns the database behind `pglite` (already migrated) into the schema in
 * prisma/schema.prisma, or undefined when they already match.
 */
export async function diffAgainstSchema(pglite: PGlite): Promise<string | undefined> {
  const files = [{ path: schemaPath, content: readFileSync(schemaPath, 'utf8') }];
  return withSchemaEngine(pglite, async (engine) => {
    const diff = await engine.diff({
      from: { tag: 'schemaDatasource', files, configDir: dirname(schemaPath) },
      to: { tag: 'schemaDatamodel', files },
      script: true,
      // With exitCode the engine answers 0 for an empty diff and 2 otherwise.
      exitCode: true,
      filters: migratorTables,
    });
    return diff.exitCode === 0 || !diff.stdout ? undefined : diff.stdout;
  });
}
