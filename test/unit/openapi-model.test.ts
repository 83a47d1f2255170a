/** The reference's page model, field tables and sample requests, on small inline specs. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSpec } from '../../cli/openapi/load-spec.js';
import { referenceModel, responseOrder, type ReferenceModel } from '../../cli/openapi/model.js';
import { referencePages } from '../../cli/openapi/reference-pages.js';
import { envName, sampleRequest } from '../../cli/openapi/sample-request.js';
import { curlSample, pythonSample, typescriptSample } from '../../cli/openapi/samples.js';
import { schemaFields, typeLabel, type FieldNode } from '../../cli/openapi/schema-fields.js';

const PRODUCT = { name: 'Relay', slug: 'relay' };

async function modelOf(yaml: string): Promise<ReferenceModel> {
  const dir = await mkdtemp(path.join(tmpdir(), 'openapi-model-'));
  const file = path.join(dir, 'spec.yaml');
  await writeFile(file, yaml);
  return referenceModel(await loadSpec(file), { route: '/api', label: 'API' }, PRODUCT);
}

const SPEC = `openapi: 3.1.0
info: { title: Orders, version: '1' }
servers:
  - url: https://{region}.orders.example.com/v1
    variables: { region: { default: eu } }
security:
  - orderToken: []
tags:
  - { name: Orders, description: Orders and their lines. }
paths:
  /orders/{orderId}:
    parameters:
      - { name: orderId, in: path, required: true, schema: { type: string }, example: 'A/1' }
    put:
      operationId: updateOrder
      summary: Update an order
      tags: [Orders]
      parameters:
        - { name: dryRun, in: query, schema: { type: boolean }, example: true }
        - { name: expand, in: query, schema: { type: array, items: { type: string } }, example: [lines, customer] }
        - { name: page, in: query, schema: { type: integer, default: 1 } }
        - { name: X-Request-Id, in: header, required: true, schema: { type: string, format: uuid } }
        - { name: session, in: cookie, schema: { type: string }, example: abc }
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Order' }
      responses:
        '404': { description: Not found. }
        '200':
          description: Updated.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Order' }
        '4XX': { description: Other errors. }
        default: { description: Anything else. }
    get:
      operationId: getOrder
      tags: [Orders]
      responses:
        '200': { description: The order. }
  /tokens:
    post:
      operationId: getToken
      security: []
      requestBody:
        content:
          application/x-www-form-urlencoded:
            schema:
              type: object
              properties: { grant_type: { type: string, enum: [client_credentials] }, scope: { type: string, example: 'read write' } }
      responses:
        '200': { description: A token. }
webhooks:
  orderShipped:
    post:
      operationId: orderShipped
      requestBody:
        content: { text/plain: { schema: { type: string, example: shipped } } }
      responses: { '204': { description: Received. } }
components:
  securitySchemes:
    orderToken: { type: http, scheme: bearer }
  schemas:
    Line:
      type: object
      required: [sku]
      properties:
        sku: { type: string, description: 'Stock keeping unit of %product%.' }
        quantity: { type: integer, minimum: 1, maximum: 999 }
    Order:
      allOf:
        - type: object
          required: [id]
          properties:
            id: { type: string, format: uuid, readOnly: true }
            status: { type: string, enum: [open, shipped], default: open }
        - type: object
          properties:
            lines: { type: array, maxItems: 100, items: { $ref: '#/components/schemas/Line' } }
            secret: { type: string, writeOnly: true }
            payment:
              oneOf:
                - { title: Card, type: object, properties: { last4: { type: string, pattern: '^[0-9]{4}$' } } }
                - { title: Invoice, type: object, properties: { dueDays: { type: integer } } }
            replaces: { $ref: '#/components/schemas/Order' }
`;

const names = (fields: FieldNode[]) => fields.map((f) => f.name);

test('routes: an overview, a page per tag and per operation (webhooks and untagged ones under their own tag), in document order', async () => {
  const model = await modelOf(SPEC);
  assert.deepEqual(
    model.tags.map((t) => [t.name, t.route, t.operations.map((op) => op.route)]),
    [
      ['Orders', '/api/orders', ['/api/orders/updateOrder', '/api/orders/getOrder']],
      ['Other operations', '/api/other-operations', ['/api/other-operations/getToken']],
      ['Webhooks', '/api/webhooks', ['/api/webhooks/orderShipped']],
    ],
  );
  assert.deepEqual(
    referencePages(model).map((p) => p.route),
    [
      '/api',
      '/api/orders',
      '/api/orders/updateOrder',
      '/api/orders/getOrder',
      '/api/other-operations',
      '/api/other-operations/getToken',
      '/api/webhooks',
      '/api/webhooks/orderShipped',
    ],
  );
});

test('path-level and operation-level parameters of every location, each with its pointer', async () => {
  const op = (await modelOf(SPEC)).operations[0];
  assert.deepEqual(
    op.parameters.map(({ parameter, at }) => `${parameter.in}:${parameter.name} ${at}`),
    [
      'path:orderId /paths/~1orders~1{orderId}/parameters/0',
      'query:dryRun /paths/~1orders~1{orderId}/put/parameters/0',
      'query:expand /paths/~1orders~1{orderId}/put/parameters/1',
      'query:page /paths/~1orders~1{orderId}/put/parameters/2',
      'header:X-Request-Id /paths/~1orders~1{orderId}/put/parameters/3',
      'cookie:session /paths/~1orders~1{orderId}/put/parameters/4',
    ],
  );
});

test('a request body as a nested field table: allOf merged, readOnly left out of requests, writeOnly out of responses, oneOf as alternatives, recursion stopped', async () => {
  const model = await modelOf(SPEC);
  const order = model.api.components!.schemas!.Order;
  const request = schemaFields(order, { direction: 'request', names: model.names });
  assert.deepEqual(names(request.fields), ['status', 'lines', 'secret', 'payment', 'replaces']);
  const status = request.fields[0];
  assert.deepEqual([status.type, status.enumValues, status.defaultValue], ['string', ['open', 'shipped'], 'open']);
  const lines = request.fields[1];
  assert.equal(lines.type, 'array of Line');
  assert.deepEqual(lines.constraints, ['at most 100 items']);
  assert.deepEqual(names(lines.children), ['sku', 'quantity']);
  assert.equal(lines.children[0].required, true);
  assert.deepEqual(lines.children[1].constraints, ['1 to 999']);
  const payment = request.fields[3];
  assert.equal(payment.type, 'Card | Invoice');
  assert.deepEqual(
    payment.variants?.options.map((o) => [o.label, names(o.fields)]),
    [
      ['Card', ['last4']],
      ['Invoice', ['dueDays']],
    ],
  );
  assert.deepEqual(payment.variants?.options[0].fields[0].constraints, ['pattern ^[0-9]{4}$']);
  const replaces = request.fields[4];
  assert.equal(replaces.type, 'Order');
  assert.deepEqual([replaces.recursive, replaces.children], [true, []]);
  const response = schemaFields(order, { direction: 'response', names: model.names });
  assert.deepEqual(names(response.fields), ['id', 'status', 'lines', 'payment', 'replaces']);
  assert.deepEqual(response.fields[0].constraints, ['read-only']);
});

test('3.0 schemas: nullable and boolean exclusive bounds', async () => {
  const names = new Map<object, string>();
  assert.equal(typeLabel({ type: 'string', format: 'date', nullable: true }, names), 'string (date) | null');
  assert.equal(typeLabel({ type: ['integer', 'null'] }, names), 'integer | null');
  const { fields } = schemaFields(
    { type: 'object', properties: { n: { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 1 } } },
    { direction: 'request', names },
  );
  assert.deepEqual(fields[0].constraints, ['> 0', '≤ 1']);
});

test('responses in reading order: by class, exact codes before ranges, default last', () => {
  assert.deepEqual(['default', '4XX', '404', '200', '2XX', '500'].sort(responseOrder), [
    '200',
    '2XX',
    '404',
    '4XX',
    '500',
    'default',
  ]);
});

test('a sample request: server variables, path parameters encoded, required and exemplified parameters, credentials from the environment, an example body', async () => {
  const model = await modelOf(SPEC);
  assert.equal(envName('orderToken'), 'ORDER_TOKEN');
  const request = sampleRequest(model, model.operations[0]);
  assert.equal(request.method, 'PUT');
  assert.equal(request.url, 'https://eu.orders.example.com/v1/orders/A%2F1');
  // `page` is optional with no example of the writer's: left out.
  assert.deepEqual(request.query, [
    ['dryRun', 'true'],
    ['expand', 'lines'],
    ['expand', 'customer'],
  ]);
  assert.deepEqual(
    request.headers.map(([name]) => name),
    ['Authorization', 'X-Request-Id', 'Cookie', 'Content-Type'],
  );
  assert.deepEqual(request.headers[0][1], ['Bearer ', { env: 'ORDER_TOKEN' }]);
  assert.deepEqual(request.headers[2][1], ['session=abc']);
  assert.equal(request.body?.mediaType, 'application/json');
  assert.deepEqual(Object.keys(request.body?.value as object), ['status', 'lines', 'secret', 'payment', 'replaces']);
  assert.equal(request.response, 'json');
});

test('the three samples of a form request', async () => {
  const model = await modelOf(SPEC);
  const request = sampleRequest(model, model.operations.find((op) => op.operationId === 'getToken')!);
  assert.equal(
    curlSample(request),
    [
      "curl -s -X POST 'https://eu.orders.example.com/v1/tokens' \\",
      "  -H 'Content-Type: application/x-www-form-urlencoded' \\",
      "  --data-urlencode 'grant_type=client_credentials' \\",
      "  --data-urlencode 'scope=read write'",
    ].join('\n'),
  );
  assert.equal(
    typescriptSample(request),
    [
      "const response = await fetch('https://eu.orders.example.com/v1/tokens', {",
      "  method: 'POST',",
      '  headers: {',
      "    'Content-Type': 'application/x-www-form-urlencoded',",
      '  },',
      '  body: new URLSearchParams({',
      '    "grant_type": "client_credentials",',
      '    "scope": "read write"',
      '  }),',
      '});',
      'console.log(response.status);',
    ].join('\n'),
  );
  assert.equal(
    pythonSample(request),
    [
      'import requests',
      '',
      'response = requests.post(',
      '    "https://eu.orders.example.com/v1/tokens",',
      '    headers={',
      '        "Content-Type": "application/x-www-form-urlencoded",',
      '    },',
      '    data={',
      '        "grant_type": "client_credentials",',
      '        "scope": "read write",',
      '    },',
      '    timeout=30,',
      ')',
      'print(response.status_code)',
    ].join('\n'),
  );
});

test('credentials and quotes stay correct in each language', () => {
  const request = {
    method: 'POST',
    url: "https://x.example.com/it's",
    query: [['q', 'a&b']] as [string, string][],
    headers: [['Authorization', ['Bearer ', { env: 'X_TOKEN' }]]] as [string, (string | { env: string })[]][],
    basicAuth: null,
    body: { mediaType: 'application/json', value: { text: 'it\'s "quoted" {x}', flag: true, none: null } },
    response: 'json' as const,
  };
  assert.match(curlSample(request), /^curl -s -X POST 'https:\/\/x.example.com\/it'\\''s\?q=a%26b'/);
  assert.match(curlSample(request), /-H "Authorization: Bearer \$X_TOKEN"/);
  assert.match(curlSample(request), /--data '\{\n  "text": "it'\\''s \\"quoted\\" \{x\}",/);
  assert.match(typescriptSample(request), /Authorization: `Bearer \$\{process\.env\.X_TOKEN\}`,/);
  assert.match(pythonSample(request), /"Authorization": f"Bearer \{os\.environ\['X_TOKEN'\]\}",/);
  assert.match(pythonSample(request), /"flag": True,\n {8}"none": None,/);
  assert.match(pythonSample(request), /^import os\n\nimport requests\n/);
});

test("the product token becomes the product name in the spec's strings, not in its Markdown", async () => {
  const model = await modelOf(SPEC.replace('X-Request-Id', 'X-%product%-Request-Id'));
  assert.ok(model.operations[0].parameters.some(({ parameter }) => parameter.name === 'X-Relay-Request-Id'));
  assert.equal(model.api.components!.schemas!.Line.properties!.sku.description, 'Stock keeping unit of %product%.');
});

test('a body marked optional is left out of the sample; one without `required` is sent', async () => {
  const optional = await modelOf(
    SPEC.replace(
      '      requestBody:\n        required: true\n        content:\n          application/json:',
      '      requestBody:\n        required: false\n        content:\n          application/json:',
    ),
  );
  assert.equal(sampleRequest(optional, optional.operations[0]).body, null);
  const unsaid = await modelOf(
    SPEC.replace(
      '      requestBody:\n        required: true\n        content:\n          application/json:',
      '      requestBody:\n        content:\n          application/json:',
    ),
  );
  assert.equal(sampleRequest(unsaid, unsaid.operations[0]).body?.mediaType, 'application/json');
});

test("a server URL that starts with a variable is the reader's own base URL: every sample reads it from the environment", async () => {
  const model = await modelOf(
    SPEC.replace(
      '  - url: https://{region}.orders.example.com/v1\n    variables: { region: { default: eu } }',
      "  - url: '{ordersBaseUrl}/v1'\n    variables: { ordersBaseUrl: { default: 'https://orders.example.com' } }",
    ),
  );
  const request = sampleRequest(model, model.operations.find((op) => op.operationId === 'getToken')!);
  assert.equal(request.url, 'https://orders.example.com/v1/tokens');
  assert.deepEqual(request.baseUrlEnv, { env: 'ORDERS_BASE_URL', value: 'https://orders.example.com' });
  assert.match(curlSample(request), /^curl -s -X POST "\$ORDERS_BASE_URL\/v1\/tokens" \\/);
  assert.match(
    typescriptSample(request),
    /^const response = await fetch\(`\$\{process\.env\.ORDERS_BASE_URL\}\/v1\/tokens`, \{/,
  );
  assert.match(
    pythonSample(request),
    /^import os\n\nimport requests\n\nresponse = requests\.post\(\n {4}f"\{os\.environ\['ORDERS_BASE_URL'\]\}\/v1\/tokens",/,
  );
  // A variable inside the URL is filled with its default, and one with an enum is a choice, not the reader's own value.
  const regional = await modelOf(
    SPEC.replace('variables: { region: { default: eu } }', 'variables: { region: { default: eu, enum: [eu, us] } }'),
  );
  assert.equal(sampleRequest(regional, regional.operations[0]).baseUrlEnv, undefined);
});
