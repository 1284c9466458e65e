import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, test } from 'vitest';
import { API_NAMES, buildOpenApiDocument, VENDOR_API_NAMES, type ApiName } from './document.ts';

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;
type ParameterObject = OpenAPIV3_1.ParameterObject;
type SchemaObject = OpenAPIV3_1.SchemaObject;

const documents = Object.fromEntries(
  API_NAMES.map((api) => [api, buildOpenApiDocument(api) as unknown as Document]),
) as Record<ApiName, Document>;

function operations(api: ApiName): [string, Operation][] {
  return Object.entries(documents[api].paths ?? {}).flatMap(([path, item]) =>
    (['get', 'post', 'delete'] as const).flatMap((method) =>
      item?.[method]
        ? [[`${method.toUpperCase()} ${path}`, item[method]] as [string, Operation]]
        : [],
    ),
  );
}

/** The spec's 17 operations; the Watchfloor server's own are checked in their own block. */
const allOperations = VENDOR_API_NAMES.flatMap((api) =>
  operations(api).map(([name, operation]) => ({ api, name, operation })),
);

describe('the OpenAPI documents', () => {
  test.each(API_NAMES)('the %s document is valid OpenAPI 3.1', async (api) => {
    const document = structuredClone(documents[api]);
    await expect(SwaggerParser.validate(document as never)).resolves.toBeTruthy();
    expect(documents[api].openapi).toBe('3.1.0');
  });

  test('the validator rejects a broken document, so the check above means something', async () => {
    const broken = structuredClone(documents.news) as unknown as Record<string, unknown>;
    delete (broken.info as Record<string, unknown>).title;
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow();
  });

  test('together they list the 17 operations of the spec', () => {
    expect(allOperations.map(({ name }) => name).sort()).toEqual(
      [
        'GET /news',
        'GET /taxonomies',
        'POST /user/token',
        'POST /application/token',
        'GET /geography/countries',
        'GET /incident-categories',
        'GET /incident-types',
        'GET /impact-ratings',
        'GET /incidents',
        'GET /incidents/{id}',
        'GET /incidents/{id}/overview',
        'GET /sectors',
        'GET /source-media',
        'GET /sources',
        'GET /tags',
        'GET /themes',
        'GET /themes/{id}',
      ].sort(),
    );
  });

  test('every operation has a unique operationId (the generated hook names)', () => {
    const ids = allOperations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(17);
    expect(ids).not.toContain(undefined);
  });
});

describe('security and errors', () => {
  const dataOperations = allOperations.filter(({ api }) => api !== 'auth');

  test.each(dataOperations.map(({ name, operation }) => [name, operation] as const))(
    '%s needs a bearer token and documents 401 with the errors[] body',
    (_name, operation) => {
      expect(operation.security).toEqual([{ bearerAuth: [] }]);
      const unauthorized = operation.responses?.['401'] as OpenAPIV3_1.ResponseObject;
      expect(unauthorized.content?.['application/json']?.schema).toEqual({
        $ref: '#/components/schemas/JSendTokenFail',
      });
    },
  );

  test('the data documents declare the bearer scheme; the auth document needs none', () => {
    expect(documents.news.components?.securitySchemes?.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(documents.incidents.components?.securitySchemes?.bearerAuth).toBeDefined();
    for (const [, operation] of operations('auth')) expect(operation.security).toBeUndefined();
  });

  test('each operation documents exactly the failure statuses of its spec row (plus 500)', () => {
    const statuses = Object.fromEntries(
      allOperations.map(({ name, operation }) => [
        name,
        Object.keys(operation.responses ?? {}).sort(),
      ]),
    );
    const list = ['200', '401', '422', '500'];
    expect(statuses).toEqual({
      'GET /news': list,
      'GET /taxonomies': ['200', '401', '500'],
      'POST /user/token': ['200', '401', '422', '429', '500'],
      'POST /application/token': ['200', '401', '422', '500'],
      'GET /geography/countries': list,
      'GET /incident-categories': list,
      'GET /incident-types': list,
      'GET /impact-ratings': ['200', '401', '500'],
      'GET /incidents': list,
      'GET /incidents/{id}': ['200', '401', '404', '500'],
      'GET /incidents/{id}/overview': ['200', '401', '404', '500'],
      'GET /sectors': list,
      'GET /source-media': list,
      'GET /sources': list,
      'GET /tags': list,
      'GET /themes': list,
      'GET /themes/{id}': ['200', '401', '404', '500'],
    });
  });

  test('429 on the user token tells the caller when to retry', () => {
    const tooMany = documents.auth.paths?.['/user/token']?.post?.responses?.[
      '429'
    ] as OpenAPIV3_1.ResponseObject;
    expect(Object.keys(tooMany.headers ?? {})).toEqual(['Retry-After']);
  });
});

describe('parameters', () => {
  const parameters = allOperations.flatMap(({ name, operation }) =>
    ((operation.parameters ?? []) as ParameterObject[]).map((parameter) => ({ name, parameter })),
  );

  test('GET /incidents takes the 22 filters of spec 4.5 plus sort, page and pageSize', () => {
    const names = parameters
      .filter(({ name }) => name === 'GET /incidents')
      .map(({ parameter }) => parameter.name);
    expect(names).toEqual([
      'search',
      'category',
      'type',
      'startedAt',
      'startedInPeriod',
      'endedAt',
      'ongoing',
      'theme',
      'tagged',
      'area',
      'country',
      'continent',
      'involving',
      'reporter',
      'affects',
      'impact',
      'near',
      'reportedAt',
      'reportedInPeriod',
      'reviewedAt',
      'updatedAt',
      'sort',
      'page',
      'pageSize',
    ]);
  });

  test.each(
    parameters.map(({ name, parameter }) => [`${name} ${parameter.name}`, parameter] as const),
  )(
    '%s has a description, a typed schema and an example its own schema accepts',
    (_label, parameter) => {
      const schema = parameter.schema as SchemaObject;
      expect(parameter.description?.length).toBeGreaterThan(5);
      const typed =
        schema.pattern ?? schema.enum ?? (schema.type === 'integer' ? 'integer' : undefined);
      expect(typed).toBeDefined();
      const example = schema.example as unknown;
      if (schema.pattern) expect(String(example)).toMatch(new RegExp(schema.pattern));
      if (schema.enum) expect(schema.enum).toContain(example);
      if (schema.type === 'integer') expect(Number.isInteger(example)).toBe(true);
    },
  );

  test('operator sets show in the patterns: reporter takes eq and in only', () => {
    const reporter = parameters.find(
      ({ name, parameter }) => name === 'GET /incidents' && parameter.name === 'reporter',
    )!.parameter.schema as SchemaObject;
    const pattern = new RegExp(reporter.pattern!);
    const id = '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f';
    expect(`in:${id};${id}`).toMatch(pattern);
    expect(`nin:${id}`).not.toMatch(pattern);
    expect(`neq:${id}`).not.toMatch(pattern);
  });

  test('path ids are required and patterned', () => {
    const incidentId = parameters.find(
      ({ name, parameter }) => name === 'GET /incidents/{id}' && parameter.in === 'path',
    )!.parameter;
    expect(incidentId.required).toBe(true);
    expect('IN-224368').toMatch(new RegExp((incidentId.schema as SchemaObject).pattern!));
    expect('224368').not.toMatch(new RegExp((incidentId.schema as SchemaObject).pattern!));
  });
});

describe('the Watchfloor server document', () => {
  const watchfloor = operations('watchfloor');

  test('names its session and health operations, the team’s under /api/watchfloor/, on the dashboard’s own origin', () => {
    const names = watchfloor.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'DELETE /session',
        'DELETE /sessions',
        'GET /healthz',
        'GET /readyz',
        'GET /session',
        'POST /session',
        'GET /api/watchfloor/team',
      ]),
    );
    const rest = names.filter((name) => !/ \/(session|sessions|healthz|readyz)$/.test(name));
    for (const name of rest) expect(name).toMatch(/^[A-Z]+ \/api\/watchfloor\//);
    expect(documents.watchfloor.servers).toEqual([
      { url: '/', description: 'The dashboard’s own origin.' },
    ]);
  });

  test('no session operation takes or returns a bearer token', () => {
    const text = JSON.stringify(documents.watchfloor);
    expect(text).not.toMatch(/accessToken|bearer/i);
    for (const [, operation] of watchfloor) expect(operation.security).toBeUndefined();
  });

  test('sign-in documents the vendor’s refusals, cross-site refusal, limits and upstream faults', () => {
    const responses = documents.watchfloor.paths?.['/session']?.post?.responses ?? {};
    expect(Object.keys(responses).sort()).toEqual(
      ['200', '401', '403', '413', '422', '429', '502', '503', '504'].sort(),
    );
    const tooMany = responses['429'] as OpenAPIV3_1.ResponseObject;
    expect(Object.keys(tooMany.headers ?? {})).toEqual(['Retry-After']);
  });
});
