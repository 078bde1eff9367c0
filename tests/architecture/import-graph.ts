import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

/**
 * The import graph of app/ and workers/, read from the source text, and the layering rules it
 * must keep (docs/decisions/005-domain-layer.md). Type-only imports count: a cycle of types is
 * still a cycle a reader has to untangle.
 */

export type SourceFiles = ReadonlyMap<string, string>;
export type ImportEdge = { from: string; specifier: string; to: string | null };

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"];
const SPECIFIER =
  /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[\w*${},\s]+?\s+from\s+)?["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;

/** Block comments and whole-line comments removed, so prose about imports is not an import. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

/** Every file under the given folders of `root`, keyed by its path relative to `root` ('app/x.ts'). */
export function readSources(root: string, folders: readonly string[]): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir))) {
      const path = join(dir, name);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (SOURCE.test(name)) files.set(path, readFileSync(join(root, path), "utf8"));
    }
  };
  for (const folder of folders) if (existsSync(join(root, folder))) walk(folder);
  return files;
}

/** The file a specifier names ('~/' is app/), or null for a package or a virtual module. */
function resolveImport(files: SourceFiles, from: string, specifier: string): string | null {
  // React Router's generated route types, and assets imported with a query (?url, ?raw).
  if (specifier.includes("/+types/") || specifier.includes("?")) return null;
  let base: string;
  if (specifier.startsWith("~/")) base = join("app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = normalize(join(dirname(from), specifier));
  else return null;
  if (files.has(base)) return base;
  for (const extension of EXTENSIONS) if (files.has(base + extension)) return base + extension;
  return `unresolved:${base}`;
}

export function importsOf(files: SourceFiles): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const [from, text] of files) {
    for (const match of code(text).matchAll(SPECIFIER)) {
      const specifier = (match[1] ?? match[2]) as string;
      edges.push({ from, specifier, to: resolveImport(files, from, specifier) });
    }
  }
  return edges;
}

const under = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);
const FEATURE_FREE = ["app/catalogue", "app/domain"];

/** What each layer may import from the project's own files; packages are always allowed. */
const RULES: { layer: string; may: string[]; says: string }[] = [
  { layer: "app/catalogue", may: ["app/catalogue"], says: "app/catalogue imports only itself" },
  { layer: "app/domain", may: FEATURE_FREE, says: "app/domain imports only app/catalogue, app/domain and packages" },
  { layer: "app/lib", may: ["app/lib", ...FEATURE_FREE], says: "app/lib imports no feature folder" },
  { layer: "app", may: ["app"], says: "app/ never imports workers/" },
  {
    layer: "workers",
    may: ["workers", ...FEATURE_FREE, "app/worker-context.ts"],
    says: "workers/ imports from app/ only app/catalogue, app/domain and app/worker-context.ts",
  },
];

export function layeringViolations(edges: readonly ImportEdge[]): string[] {
  const violations: string[] = [];
  for (const { from, specifier, to } of edges) {
    if (to === null) continue;
    if (to.startsWith("unresolved:")) {
      violations.push(`${from}: "${specifier}" names no file`);
      continue;
    }
    const rule = RULES.find((r) => under(from, r.layer));
    if (rule && !rule.may.some((allowed) => under(to, allowed))) {
      violations.push(`${from} imports ${to}: ${rule.says}`);
    }
  }
  return violations;
}

/** Groups of files that import each other, directly or round a loop (Tarjan's SCC). */
export function importCycles(edges: readonly ImportEdge[]): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!graph.has(from)) graph.set(from, new Set());
    if (to && !to.startsWith("unresolved:")) graph.get(from)?.add(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) as number, index.get(target) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || graph.get(node)?.has(node)) cycles.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
