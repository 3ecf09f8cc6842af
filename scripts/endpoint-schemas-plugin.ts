import { type Plugin, parseSync } from 'vite';

/**
 * The browser's copy of the API contract without its zod schemas (D097, "The
 * browser's contract has no schemas").
 *
 * The client calls an endpoint with its method, path, `upload` and `raw` only (client/lib/api.ts); the
 * schemas give it types, which cost nothing at run time. But every `defineEndpoint({...})` of
 * common/api/*.ts names its schemas, so the page that reads the session would load zod and every
 * contract. In the client build each schema property of those object literals (params, query, body,
 * responses) is replaced by `true` ("the endpoint has one"), so nothing in the shell refers to a
 * contract any more, and common/contracts/*.ts are marked free of side effects so that a contract
 * nobody uses drops out of the chunk. A screen with a form still imports its schemas from
 * common/contracts, and they load with its area chunk. The server (not built by Vite) and the tests keep
 * the full contract.
 */

/** The properties of an endpoint that hold zod schemas. */
export const SCHEMA_PROPERTIES = ['params', 'query', 'body', 'responses'] as const;
/** The properties only the OpenAPI document reads (D185, D187): no weight in the browser either. */
export const DOCUMENT_PROPERTIES = ['summary', 'errors'] as const;
const STRIPPED = new Set<string>([...SCHEMA_PROPERTIES, ...DOCUMENT_PROPERTIES]);

/** The files the transform rewrites, and the contract files it marks free of side effects. */
const ENDPOINT_FILE = /[\\/]common[\\/]api[\\/][^\\/]+\.ts$/;
const CONTRACT_FILE = /[\\/]common[\\/]contracts[\\/][^\\/]+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Every node of the tree, depth first. */
function* walk(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield* walk(child);
  }
}

function propertyName(property: Node): string | undefined {
  const key = property.key as Node;
  if (property.computed) return undefined;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/**
 * The source with every schema property of its `defineEndpoint({...})` calls replaced by `true`, or
 * null when it has no such call. Throws when a call's argument is not an object literal with plain keys
 * (a spread, a computed key, a variable): the transform could not tell what it holds, and leaving a
 * schema in would quietly put zod back in the shell.
 */
export function stripEndpointSchemas(file: string, code: string): string | null {
  if (!code.includes('defineEndpoint(')) return null;
  const parsed = parseSync(file, code, { lang: 'ts', sourceType: 'module' });
  if (parsed.errors.length > 0) throw new Error(`${file}: ${parsed.errors[0]?.message}`);
  const edits: { start: number; end: number; text: string }[] = [];
  for (const node of walk(parsed.program as unknown as Node)) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as Node;
    if (callee.type !== 'Identifier' || callee.name !== 'defineEndpoint') continue;
    const [argument] = node.arguments as Node[];
    const where = `${file}:${code.slice(0, node.start).split('\n').length}`;
    if (argument?.type !== 'ObjectExpression') {
      throw new Error(
        `${where}: defineEndpoint takes an object literal (its schemas are removed in the browser)`,
      );
    }
    for (const property of argument.properties as Node[]) {
      const name = property.type === 'Property' ? propertyName(property) : undefined;
      if (name === undefined) {
        throw new Error(
          `${where}: write each property of an endpoint out (no spread, no computed key): the browser's build removes its schemas by name`,
        );
      }
      if (STRIPPED.has(name)) {
        const value = property.value as Node;
        edits.push(
          property.shorthand
            ? { start: property.end, end: property.end, text: ': true' }
            : { start: value.start, end: value.end, text: 'true' },
        );
      }
    }
  }
  if (edits.length === 0) return null;
  let out = code;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, start) + text + out.slice(end);
  }
  return out;
}

/** The Vite plugin: the transform above for the browser's modules only (not server rendering). */
export function endpointSchemasOutOfClient(): Plugin {
  return {
    name: 'rinkside-endpoint-schemas-out-of-client',
    // Before TypeScript is stripped: the transform parses the file as written.
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform: {
      filter: { id: [ENDPOINT_FILE, CONTRACT_FILE] },
      handler(code, id) {
        const file = id.split('?')[0] ?? id;
        // A contract module only builds schemas and constants: nothing is lost when no import uses it.
        if (CONTRACT_FILE.test(file)) return { code, map: null, moduleSideEffects: false };
        const stripped = stripEndpointSchemas(file, code);
        return stripped === null ? null : { code: stripped, map: null };
      },
    },
  };
}
