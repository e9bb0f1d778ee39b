import fs from 'node:fs';
import path from 'node:path';

/**
 * npm run graph:modules [-- --check] — the server's module graph (docs/architecture.md, "Module
 * boundaries"). Reads every import of server/ (static, `export … from`, dynamic `import()`, type-only
 * ones too), maps each file to its module (server/modules/<name>/, the platform, or the composition
 * root: the files directly in server/) and fails (exit 1) when
 * - a module imports a file of another module other than its index.ts (its public face);
 * - the composition root imports a module file other than its index.ts, routes.ts or jobs.ts;
 * - the platform imports a feature module;
 * - two or more modules depend on each other, directly or around a longer cycle.
 * Otherwise it writes the graph as Mermaid between the module-graph markers of
 * docs/architecture.md; with --check it writes nothing and fails when that text is not up to date.
 */

const ROOT = path.resolve(__dirname, '..');
const SERVER = path.join(ROOT, 'server');
const DOC = path.join(ROOT, 'docs', 'architecture.md');
const START = '<!-- module-graph:start -->';
const END = '<!-- module-graph:end -->';

type Owner = { kind: 'module'; name: string; rest: string } | { kind: 'platform' } | { kind: 'root' } | { kind: 'outside' };

function tsFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return tsFiles(p);
      return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
    });
}

/** The file an import resolves to, without its extension (`x.ts` and `x/index.ts` both tried). */
function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec).replace(/\.(js|ts)$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate)) return candidate.replace(/\.tsx?$/, '');
  }
  return base;
}

function ownerOf(file: string): Owner {
  const rel = path.relative(SERVER, file).split(path.sep);
  if (rel[0] === '..') return { kind: 'outside' };
  if (rel[0] === 'modules' && rel.length >= 3) return { kind: 'module', name: rel[1]!, rest: rel.slice(2).join('/') };
  if (rel[0] === 'platform') return { kind: 'platform' };
  if (rel.length === 1) return { kind: 'root' };
  return { kind: 'outside' };
}

/** Comments out of the way (a string holding `//` keeps its text up to the quote, enough here). */
function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\brequire\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importsOf(source: string): string[] {
  const found: string[] = [];
  const text = stripComments(source);
  for (const m of text.matchAll(IMPORT)) found.push((m[1] ?? m[2] ?? m[3])!);
  return found;
}

export interface Graph {
  modules: string[];
  edges: Map<string, Set<string>>;
  problems: string[];
}

export function buildGraph(files: string[] = tsFiles(SERVER), read: (f: string) => string = (f) => fs.readFileSync(f, 'utf8')): Graph {
  const edges = new Map<string, Set<string>>();
  const modules = new Set<string>();
  const problems: string[] = [];
  const show = (f: string) => path.relative(ROOT, f);
  for (const file of files) {
    const from = ownerOf(file);
    if (from.kind === 'module') modules.add(from.name);
    for (const spec of importsOf(read(file))) {
      const target = resolve(file, spec);
      if (!target) continue;
      const to = ownerOf(target);
      if (to.kind !== 'module') continue;
      modules.add(to.name);
      if (from.kind === 'platform') {
        problems.push(`platform imports a feature module: ${show(file)} → ${spec}`);
      } else if (from.kind === 'root') {
        if (!['index', 'routes', 'jobs'].includes(to.rest.replace(/\.tsx?$/, ''))) {
          problems.push(`the composition root imports more than a module's index, routes or jobs: ${show(file)} → ${spec}`);
        }
      } else if (from.kind === 'module' && from.name !== to.name) {
        if (to.rest.replace(/\.tsx?$/, '') !== 'index') {
          problems.push(`${from.name} imports a private file of ${to.name} (only ../${to.name}, its index.ts, is public): ${show(file)} → ${spec}`);
        }
        if (!edges.has(from.name)) edges.set(from.name, new Set());
        edges.get(from.name)!.add(to.name);
      }
    }
  }
  for (const { path: cycle, members } of cycles(edges)) {
    problems.push(`modules depend on each other: ${cycle.join(' → ')}${members.length > cycle.length - 1 ? ` (a knot of ${members.length}: ${members.join(', ')})` : ''}`);
  }
  return { modules: [...modules].sort(), edges, problems };
}

/** One cycle per strongly connected component of two or more modules (Tarjan), as a path. */
export function cycles(edges: Map<string, Set<string>>): { path: string[]; members: string[] }[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const nodes = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((s) => [...s])])].sort();
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of [...(edges.get(v) ?? [])].sort()) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const v of nodes) if (!index.has(v)) visit(v);
  // A path around each component: breadth-first from its first module back to itself.
  return components.map((component) => {
    const inside = new Set(component);
    const start = component[0]!;
    const prev = new Map<string, string>();
    const queue = [start];
    let last: string | undefined;
    while (queue.length && !last) {
      const v = queue.shift()!;
      for (const w of [...(edges.get(v) ?? [])].sort()) {
        if (!inside.has(w)) continue;
        if (w === start) {
          last = v;
          break;
        }
        if (!prev.has(w)) {
          prev.set(w, v);
          queue.push(w);
        }
      }
    }
    const pathBack: string[] = [];
    for (let v: string | undefined = last; v && v !== start; v = prev.get(v)) pathBack.unshift(v);
    return { path: [start, ...pathBack, start], members: component };
  });
}

/** The Mermaid text: modules as nodes, an arrow from each module to each module it imports. */
export function mermaid(graph: Graph): string {
  const lines = ['```mermaid', 'flowchart BT'];
  const id = (name: string) => name.replace(/[^a-zA-Z0-9]/g, '_');
  for (const name of graph.modules) {
    if (id(name) !== name) lines.push(`  ${id(name)}[${name}]`);
  }
  for (const from of [...graph.edges.keys()].sort()) {
    for (const to of [...graph.edges.get(from)!].sort()) lines.push(`  ${id(from)} --> ${id(to)}`);
  }
  const alone = graph.modules.filter((m) => !graph.edges.has(m) && ![...graph.edges.values()].some((s) => s.has(m)));
  for (const name of alone) lines.push(`  ${id(name)}`);
  lines.push('```');
  return lines.join('\n');
}

function main() {
  const check = process.argv.includes('--check');
  const graph = buildGraph();
  if (graph.problems.length) {
    for (const p of graph.problems) console.error(p);
    console.error(`\n${graph.problems.length} module boundary problem(s): see docs/architecture.md, "Module boundaries".`);
    process.exit(1);
  }
  const doc = fs.readFileSync(DOC, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) {
    console.error(`docs/architecture.md lacks the markers ${START} … ${END}`);
    process.exit(1);
  }
  const updated = `${doc.slice(0, start + START.length)}\n${mermaid(graph)}\n${doc.slice(end)}`;
  const edgeCount = [...graph.edges.values()].reduce((n, s) => n + s.size, 0);
  if (check) {
    if (updated !== doc) {
      console.error('docs/architecture.md: the module graph is out of date; run npm run graph:modules');
      process.exit(1);
    }
    console.log(`module graph: ${graph.modules.length} modules, ${edgeCount} dependencies, no cycle; docs/architecture.md is up to date`);
    return;
  }
  if (updated !== doc) fs.writeFileSync(DOC, updated);
  console.log(`module graph: ${graph.modules.length} modules, ${edgeCount} dependencies, no cycle; written to docs/architecture.md`);
}

if (require.main === module) main();
