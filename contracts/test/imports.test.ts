import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const src = new URL('../src/', import.meta.url);

/** Each module of src and the modules of src it imports, type-only imports included. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of readdirSync(src).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(new URL(file, src), 'utf8');
    const imported = [...text.matchAll(/from '\.\/([\w-]+\.ts)'/g)];
    graph.set(
      file,
      imported.map(([, module]) => module ?? ''),
    );
  }
  return graph;
}

/** The first cycle found, as the path that closes it; null when there is none. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const done = new Set<string>();
  const visit = (file: string, path: string[]): string[] | null => {
    if (path.includes(file)) return [...path.slice(path.indexOf(file)), file];
    if (done.has(file)) return null;
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next, [...path, file]);
      if (cycle) return cycle;
    }
    done.add(file);
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file, []);
    if (cycle) return cycle;
  }
  return null;
}

describe('contracts modules', () => {
  // import-x/no-cycle does not follow type-only imports; this does.
  it('import each other without a cycle, type-only imports included', () => {
    expect(findCycle(importGraph())).toBeNull();
  });
});
