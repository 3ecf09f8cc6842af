import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { api, type EndpointSpec, endpointsOf } from '#common/api/index.ts';
import {
  DOCUMENT_PROPERTIES,
  endpointSchemasOutOfClient,
  SCHEMA_PROPERTIES,
  stripEndpointSchemas,
} from './endpoint-schemas-plugin.ts';

const ROOT = join(import.meta.dirname, '..');

describe('the schemas of the browser build of the contract', () => {
  it('are replaced by true, shorthand properties too, and nothing else changes', () => {
    const source = [
      '// Accents before the calls (é, —) must not shift the edits.',
      'const params = IdSchema;',
      'export const x = {',
      '  a: defineEndpoint({ method: "GET", path: "/api/a/:id", params, responses: { 200: A } }),',
      '  b: defineEndpoint({ method: "POST", path: "/api/b", body: z.object({ n: z.number() }), upload: "binary", raw: true }),',
      '};',
    ].join('\n');
    expect(stripEndpointSchemas('x.ts', source)).toBe(
      [
        '// Accents before the calls (é, —) must not shift the edits.',
        'const params = IdSchema;',
        'export const x = {',
        '  a: defineEndpoint({ method: "GET", path: "/api/a/:id", params: true, responses: true }),',
        '  b: defineEndpoint({ method: "POST", path: "/api/b", body: true, upload: "binary", raw: true }),',
        '};',
      ].join('\n'),
    );
  });

  it('leaves a file without endpoints alone', () => {
    expect(stripEndpointSchemas('x.ts', 'export const n = 1;')).toBeNull();
  });

  it('refuses an endpoint it cannot read property by property', () => {
    expect(() =>
      stripEndpointSchemas(
        'x.ts',
        'const s = { body: B };\ndefineEndpoint({ method: "POST", path: "/p", ...s });',
      ),
    ).toThrow(/x\.ts:2: .*no spread/);
    expect(() => stripEndpointSchemas('x.ts', 'defineEndpoint(spec);')).toThrow(/object literal/);
    expect(() => stripEndpointSchemas('x.ts', 'defineEndpoint({ [key]: B });')).toThrow(/computed key/);
  });

  it('leave the whole contract without zod or a contract module, with every method, path and flag', async () => {
    const output = await build({
      root: ROOT,
      configFile: false,
      logLevel: 'silent',
      plugins: [endpointSchemasOutOfClient()],
      build: {
        write: false,
        minify: false,
        lib: { entry: join(ROOT, 'common/api/index.ts'), formats: ['es'], fileName: 'api' },
      },
    });
    const chunks = (Array.isArray(output) ? output : [output as Rolldown.RolldownOutput])
      .flatMap((o) => o.output)
      .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
    expect(chunks).toHaveLength(1);
    const [chunk] = chunks;
    const bundled = Object.entries(chunk.modules)
      .filter(([, module]) => module.renderedLength > 0)
      .map(([id]) => id);
    expect(bundled.filter((id) => /node_modules[\\/]zod|common[\\/]contracts/.test(id))).toEqual([]);
    expect(bundled.some((id) => id.endsWith('common/api/players.ts'))).toBe(true);

    const browser = (
      await import(`data:text/javascript;base64,${Buffer.from(chunk.code).toString('base64')}`)
    ).api as typeof api;
    const full = endpointsOf(api);
    const stripped = endpointsOf(browser) as unknown as Record<string, unknown>[];
    expect(stripped).toHaveLength(full.length);
    full.forEach((endpoint: EndpointSpec, i) => {
      const expected: Record<string, unknown> = { ...endpoint };
      for (const name of [...SCHEMA_PROPERTIES, ...DOCUMENT_PROPERTIES])
        if (name in endpoint) expected[name] = true;
      expect(stripped[i]).toEqual(expected);
    });
  }, 60_000);
});
