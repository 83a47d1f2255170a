import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSpec } from '../../cli/openapi/load-spec.js';
import { HubDocsError, HubDocsErrorList } from '../../cli/errors.js';

async function specFile(name: string, text: string, extra: Record<string, string> = {}): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'openapi-'));
  for (const [file, contents] of Object.entries(extra)) await writeFile(path.join(dir, file), contents);
  const file = path.join(dir, name);
  await writeFile(file, text);
  return file;
}

/** The errors a load throws, one or several. */
async function loadErrors(file: string): Promise<HubDocsError[]> {
  try {
    await loadSpec(file);
  } catch (error) {
    if (error instanceof HubDocsErrorList) return error.errors;
    if (error instanceof HubDocsError) return [error];
    throw error;
  }
  assert.fail('the spec loaded');
}

const PETS = `openapi: 3.1.0
info: { title: Pets, version: '1' }
paths:
  /pets/{petId}:
    get:
      operationId: getPet
      parameters:
        - { name: petId, in: path, required: true, schema: { type: string } }
      responses:
        '200':
          description: A pet.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Pet' }
components:
  schemas:
    Pet:
      type: object
      properties:
        name: { type: string }
        parent: { $ref: '#/components/schemas/Pet' }
`;

test('a 3.1 YAML spec is validated and dereferenced; a recursive schema is the same object', async () => {
  const { api, files, source } = await loadSpec(await specFile('pets.yaml', PETS));
  const schema = api.paths!['/pets/{petId}'].get!.responses!['200'].content!['application/json'].schema!;
  assert.equal(schema, api.components!.schemas!.Pet);
  assert.equal(schema.properties!.parent, schema);
  assert.deepEqual(files, [source.file]);
});

test('a spec loaded again unchanged is the same document, and still locates its nodes; an edit to a file it refers to is validated again', async () => {
  const file = await specFile('pets.yaml', PETS);
  const first = await loadSpec(file);
  const again = await loadSpec(file);
  assert.deepEqual(
    JSON.parse(JSON.stringify(again.source.value, (k, v) => (k === 'parent' ? undefined : v))),
    JSON.parse(JSON.stringify(first.source.value, (k, v) => (k === 'parent' ? undefined : v))),
  );
  const schema = again.api.paths!['/pets/{petId}'].get!.responses!['200'].content!['application/json'].schema!;
  assert.equal(schema.properties!.parent, schema, 'dereferenced as the first time');
  assert.deepEqual(
    again.source.locate('/paths/~1pets~1{petId}/get/operationId'),
    first.source.locate('/paths/~1pets~1{petId}/get/operationId'),
  );
  assert.equal(again.source.locate('/paths/~1pets~1{petId}/get/operationId').line, 6);

  // Edited after a load: validated again.
  await writeFile(file, PETS.replace('{ name: petId, in: path,', '{ name: petId, in: paht,'));
  assert.match((await loadErrors(file))[0].message, /must be one of/);
  // A file it refers to, edited after a load: validated again too.
  const withRef = await specFile('main.yaml', PETS.replace(/'200':\n(.*\n){4}/, "'200': { $ref: './ok.yaml' }\n"), {
    'ok.yaml': 'description: A pet.\n',
  });
  await loadSpec(withRef);
  await writeFile(path.join(path.dirname(withRef), 'ok.yaml'), 'summary: no description\n');
  const [error] = await loadErrors(withRef);
  assert.match(error.message, /invalid OpenAPI document/);
});

test('a 3.0 JSON spec loads too, and external $refs are followed and listed', async () => {
  const spec = {
    openapi: '3.0.3',
    info: { title: 'Old', version: '1' },
    paths: {
      '/things': {
        get: {
          operationId: 'listThings',
          responses: {
            '200': { description: 'ok', content: { 'application/json': { schema: { $ref: './thing.json' } } } },
          },
        },
      },
    },
  };
  const file = await specFile('old.json', JSON.stringify(spec, null, 2), {
    'thing.json': JSON.stringify({
      type: 'object',
      nullable: true,
      properties: { n: { type: 'integer', minimum: 0, exclusiveMinimum: true } },
    }),
  });
  const { api, files } = await loadSpec(file);
  assert.equal(api.paths!['/things'].get!.responses!['200'].content!['application/json'].schema!.nullable, true);
  assert.deepEqual(files.map((f) => path.basename(f)).sort(), ['old.json', 'thing.json']);
});

test('a schema violation names the file, the JSON pointer and its line:column', async () => {
  const file = await specFile('bad.yaml', PETS.replace('{ name: petId, in: path,', '{ name: petId, in: paht,'));
  const [error] = await loadErrors(file);
  assert.match(
    error.message,
    /at \/paths\/~1pets~1\{petId\}\/get\/parameters\/0\/in: must be one of "query", "header", "path", "cookie"/,
  );
  assert.deepEqual(error.location, { file, line: 8, column: 30 });
});

test('an unknown property is reported at its key, with the property named', async () => {
  const file = await specFile(
    'typo.yaml',
    PETS.replace('          description: A pet.', '          descriptio: A pet.'),
  );
  const [error] = await loadErrors(file);
  assert.match(
    error.message,
    /at \/paths\/~1pets~1\{petId\}\/get\/responses\/200: .*"description" is missing.*"descriptio" is not a property/,
  );
  assert.deepEqual([error.location?.line, error.location?.column], [11, 11]);
});

test('a YAML syntax error has its line and column', async () => {
  const file = await specFile(
    'syntax.yaml',
    PETS.replace("info: { title: Pets, version: '1' }", "info: { title: Pets, version: '1'"),
  );
  const [error] = await loadErrors(file);
  assert.match(error.message, /^YAML syntax error/);
  assert.equal(error.location?.file, file);
  assert.equal(typeof error.location?.line, 'number');
});

test('a $ref to nothing is reported at the $ref', async () => {
  const file = await specFile(
    'ref.yaml',
    PETS.replace("$ref: '#/components/schemas/Pet' }\ncomponents", "$ref: '#/components/schemas/Cat' }\ncomponents"),
  );
  const [error] = await loadErrors(file);
  assert.match(
    error.message,
    /at \/paths\/~1pets~1\{petId\}\/get\/responses\/200\/content\/application~1json\/schema\/\$ref: .*#\/components\/schemas\/Cat/,
  );
  assert.equal(error.location?.line, 14);
});

test('operations need a unique operationId, and every path parameter must be declared', async () => {
  const spec = `openapi: 3.1.0
info: { title: T, version: '1' }
paths:
  /a/{id}:
    get:
      operationId: same
      responses: { '200': { description: ok } }
    put:
      responses: { '200': { description: ok } }
  /b:
    get:
      operationId: same
      responses: { '200': { description: ok } }
`;
  const errors = await loadErrors(await specFile('ops.yaml', spec));
  const messages = errors.map((e) => `${e.location?.line}: ${e.message}`);
  assert.deepEqual(messages, [
    '5: the path parameter "id" of /a/{id} is not declared (at /paths/~1a~1{id}/get)',
    '8: the operation PUT /a/{id} has no operationId (at /paths/~1a~1{id}/put)',
    '12: the operationId "same" is used twice (also at /paths/~1a~1{id}/get) (at /paths/~1b/get/operationId)',
  ]);
});

test('Swagger 2.0 and unreadable files get a clear error', async () => {
  const [swagger] = await loadErrors(
    await specFile('old.yaml', "swagger: '2.0'\ninfo: { title: T, version: '1' }\npaths: {}\n"),
  );
  assert.match(swagger.message, /not an OpenAPI 3.0 or 3.1 document/);
  assert.match(swagger.hint!, /convert a Swagger 2.0 file/);
  const [missing] = await loadErrors(path.join(tmpdir(), 'no-such-spec.yaml'));
  assert.match(missing.message, /cannot read the OpenAPI document/);
});
