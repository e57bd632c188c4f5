/**
 * `no-module-cycles`: the API modules' import graph must have no cycle. Every import counts, types
 * included, but a table definition naming another module's table (a foreign key) does not, nor a
 * test fixture's (`*.test-helpers.ts`). Answers each import that lies inside a cycle, as
 * dependency-cruiser reports a violation.
 */
const MODULE = /^apps\/api\/src\/modules\/([^/]+)\//;
const isTable = (path) => path.endsWith(".table.ts");
/** Test fixtures build rows of any module's kind on purpose; they are not part of any layer. */
const isFixture = (path) => path.endsWith(".test-helpers.ts");

export const moduleCycleRule = {
  name: "no-module-cycles",
  comment:
    "API modules form layers: when module A uses module B, nothing in B (or what B uses) uses A. " +
    "A cycle means neither can be understood, tested or changed without the other.",
};

/**
 * module → module → the imports behind that edge, from the cruise's files.
 * @param {{ source: string, dependencies: { resolved: string }[] }[]} modules
 */
function moduleEdges(modules) {
  const edges = new Map();
  for (const file of modules) {
    const from = MODULE.exec(file.source)?.[1];
    if (!from || isFixture(file.source)) continue;
    for (const dependency of file.dependencies) {
      const to = MODULE.exec(dependency.resolved)?.[1];
      if (!to || to === from) continue;
      if (isTable(file.source) && isTable(dependency.resolved)) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const imports = edges.get(from);
      if (!imports.has(to)) imports.set(to, []);
      imports.get(to).push(`${file.source} → ${dependency.resolved}`);
    }
  }
  return edges;
}

/** @param {{ source: string, dependencies: { resolved: string }[] }[]} modules the cruise's files */
export function moduleCycleViolations(modules) {
  const edges = moduleEdges(modules);
  const component = stronglyConnected([...edges.keys()], (name) => [...(edges.get(name)?.keys() ?? [])]);
  const violations = [];
  for (const [from, targets] of edges) {
    for (const [to, imports] of targets) {
      if (component.get(from) !== component.get(to)) continue;
      violations.push({
        rule: { name: moduleCycleRule.name },
        from: `apps/api/src/modules/${from}`,
        to: `apps/api/src/modules/${to}`,
        cycle: imports.map((name) => ({ name })),
      });
    }
  }
  return violations;
}

/** Tarjan's algorithm: each node's component id. */
function stronglyConnected(nodes, next) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const component = new Map();
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next(node)) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) === index.get(node)) {
      for (;;) {
        const member = stack.pop();
        onStack.delete(member);
        component.set(member, node);
        if (member === node) break;
      }
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return component;
}

/**
 * The modules by layer, from the bottom: a module's layer is one above the highest module it
 * uses, so each layer uses only the layers below it. Meaningful once there is no cycle.
 * @param {{ source: string, dependencies: { resolved: string }[] }[]} modules the cruise's files
 * @returns {string[][]}
 */
export function moduleLayers(modules) {
  const edges = moduleEdges(modules);
  const names = new Set(modules.flatMap((file) => MODULE.exec(file.source)?.[1] ?? []));
  const layer = new Map();
  const layerOf = (name, path = new Set()) => {
    if (layer.has(name)) return layer.get(name);
    if (path.has(name)) return 0;
    path.add(name);
    const below = [...(edges.get(name)?.keys() ?? [])].map((used) => layerOf(used, path));
    path.delete(name);
    const own = below.length === 0 ? 0 : Math.max(...below) + 1;
    layer.set(name, own);
    return own;
  };
  const layers = [];
  for (const name of [...names].sort()) {
    const index = layerOf(name);
    layers[index] = [...(layers[index] ?? []), name];
  }
  return layers.map((members) => members ?? []);
}
