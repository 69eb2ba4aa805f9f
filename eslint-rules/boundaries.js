/**
 * Procura's architecture boundaries, enforced by lint (docs/decisions/011-boundaries.md):
 * - server areas form layers: an area imports only areas of lower layers, so there is no import cycle
 *   between areas (tests and test support may import anything);
 * - client features never import each other; lib and components import no feature or route;
 * - shared code imports neither client nor server code.
 */
import path from 'node:path';

/** Server layers, lowest first. The files directly under src/server are the `app` area. */
export const SERVER_LAYERS = [
  ['config'],
  ['db'],
  ['http'],
  ['lib'],
  ['jobs'],
  ['mail'],
  ['auth'],
  ['admin', 'messages'],
  ['access'],
  ['approval-chains'],
  ['purchase-orders'],
  ['requisitions'],
  ['receipts', 'invoices', 'contracts', 'rfps', 'cost-savings'],
  ['vendors'],
  ['dashboard', 'approvals', 'profile', 'search', 'attachments', 'events', 'analytics', 'access-check', 'workflows'],
  ['assistant', 'exports'],
  ['seed'],
  ['app'],
];

const RANK = new Map(SERVER_LAYERS.flatMap((areas, rank) => areas.map((a) => [a, rank])));
const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');
const ALIASES = { '@shared/': 'shared', '@client/': 'client', '@server/': 'server' };

const isTestSupport = (file) =>
  /\.test\.tsx?$/.test(file) || /[\\/]test[\\/]/.test(file) || /[\\/]test-[\w-]+\.ts$/.test(file);

/** Where an import points inside src (`server/…`), or null for packages. */
function target(fromFile, spec) {
  for (const [alias, dir] of Object.entries(ALIASES)) {
    if (spec.startsWith(alias)) return path.join(dir, spec.slice(alias.length));
  }
  if (!spec.startsWith('.')) return null;
  const abs = path.resolve(path.dirname(fromFile), spec);
  return abs.startsWith(SRC + path.sep) ? path.relative(SRC, abs) : null;
}

/** `server/approvals/x` → {tree: 'server', area: 'approvals'}; `server/app.ts` → area 'app'. */
function place(rel) {
  const parts = rel.split(/[\\/]/);
  const tree = parts[0];
  if (tree === 'server') return { tree, area: parts.length > 2 ? parts[1] : 'app' };
  if (tree === 'client') {
    if (parts[1] === 'features' && parts.length > 3) return { tree, area: `features/${parts[2]}` };
    return { tree, area: parts.length > 2 ? parts[1] : 'app' };
  }
  return { tree, area: parts[1] ?? '' };
}

function problem(from, to) {
  if (from.tree === 'shared' && to.tree !== 'shared') return `Shared code never imports ${to.tree} code.`;
  if (from.tree === 'client' && to.tree === 'server') return 'The client never imports server code.';
  if (from.tree === 'server' && to.tree === 'client') return 'The server never imports client code.';
  if (from.tree === 'client' && to.tree === 'client' && from.area !== to.area) {
    const toFeature = to.area.startsWith('features/');
    if (from.area.startsWith('features/') && toFeature)
      return `Client features never import each other (${from.area} → ${to.area}): move what both need to src/client/lib or components.`;
    if ((from.area === 'lib' || from.area === 'components') && (toFeature || to.area === 'routes'))
      return `src/client/${from.area} imports no feature or route (→ ${to.area}).`;
    if (from.area.startsWith('features/') && to.area === 'routes') return 'A feature never imports a route.';
  }
  if (from.tree === 'server' && to.tree === 'server' && from.area !== to.area) {
    const a = RANK.get(from.area);
    const b = RANK.get(to.area);
    if (a === undefined) return `Server area '${from.area}' has no layer in eslint-rules/boundaries.js.`;
    if (b === undefined) return `Server area '${to.area}' has no layer in eslint-rules/boundaries.js.`;
    if (b >= a)
      return `Server area '${from.area}' may not import '${to.area}' (same or higher layer: that makes import cycles possible). Move the shared piece down a layer.`;
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Layered server areas, independent client features, self-contained shared code.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(SRC + path.sep)) return {};
    const from = place(path.relative(SRC, file));
    const testSupport = isTestSupport(file);
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string') return;
      const rel = target(file, spec);
      if (!rel) return;
      const to = place(rel);
      if (testSupport && from.tree === to.tree) return;
      const message = problem(from, to);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { boundaries: rule } };
