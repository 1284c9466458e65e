import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  exampleIncidentListItem,
  exampleIncident,
  exampleThemeDetail,
} from './examples/incidents.ts';
import { exampleListMeta, exampleNewsItem, exampleTaxonomy } from './examples/news.ts';
import { exampleCategory, exampleCountry, exampleTag } from './examples/reference.ts';
import { dataList, JSendError, JSendFail, JSendTokenFail, jsendSuccess } from './jsend.ts';
import { TokenResponse } from './operations/auth.ts';
import {
  CountriesResponse,
  IncidentCategoriesResponse,
  IncidentsResponse,
  TagsResponse,
} from './operations/incidents.ts';
import { NewsListResponse, TaxonomiesResponse } from './operations/news.ts';
import { Incident } from './resources/incident.ts';
import { ThemeDetail } from './resources/theme.ts';

describe('JSend envelopes (spec 7)', () => {
  test('success wraps data under status "success"', () => {
    const schema = jsendSuccess(z.object({ accessToken: z.string() }));
    expect(schema.safeParse({ status: 'success', data: { accessToken: 't' } }).success).toBe(true);
    expect(schema.safeParse({ status: 'fail', data: { accessToken: 't' } }).success).toBe(false);
    expect(schema.safeParse({ data: { accessToken: 't' } }).success).toBe(false);
  });

  test('fail carries readable reasons keyed by the offending input', () => {
    const body = { status: 'fail', data: { password: 'Missing password request body parameter' } };
    expect(JSendFail.parse(body)).toEqual(body);
    expect(JSendFail.safeParse({ status: 'fail', data: { password: 422 } }).success).toBe(false);
    expect(JSendFail.safeParse({ status: 'fail' }).success).toBe(false);
  });

  test('the invalid-token failure carries errors[] of code and message', () => {
    const body = {
      status: 'fail',
      errors: [{ code: 401, message: 'The access token has expired.' }],
    };
    expect(JSendTokenFail.parse(body)).toEqual(body);
    expect(JSendTokenFail.safeParse({ status: 'fail', errors: [] }).success).toBe(false);
    expect(
      JSendTokenFail.safeParse({ status: 'fail', errors: [{ code: '401', message: 'x' }] }).success,
    ).toBe(false);
  });

  test('error needs a message; code and data are optional', () => {
    expect(JSendError.safeParse({ status: 'error', message: 'Try again later.' }).success).toBe(
      true,
    );
    expect(
      JSendError.safeParse({ status: 'error', message: 'Down', code: 503, data: { retry: true } })
        .success,
    ).toBe(true);
    expect(JSendError.safeParse({ status: 'error', code: 500 }).success).toBe(false);
  });

  test('incident API lists are {data:[...]} without status', () => {
    const schema = dataList(z.object({ id: z.string() }));
    expect(schema.safeParse({ data: [{ id: 'a' }] }).success).toBe(true);
    expect(schema.safeParse({ data: { id: 'a' } }).success).toBe(false);
  });
});

describe('response bodies of the endpoints (spec 4.1)', () => {
  test.each([
    [
      'GET /news',
      NewsListResponse,
      { status: 'success', data: { news: [exampleNewsItem], meta: exampleListMeta } },
    ],
    [
      'GET /taxonomies',
      TaxonomiesResponse,
      { status: 'success', data: { taxonomies: [exampleTaxonomy] } },
    ],
    [
      'GET /geography/countries',
      CountriesResponse,
      { status: 'success', data: { countries: [exampleCountry] } },
    ],
    ['GET /incident-categories', IncidentCategoriesResponse, { data: [exampleCategory] }],
    ['GET /incidents', IncidentsResponse, { data: [exampleIncidentListItem] }],
    ['GET /tags', TagsResponse, { data: [exampleTag] }],
    ['GET /incidents/{id}', Incident, exampleIncident],
    ['GET /themes/{id}', ThemeDetail, exampleThemeDetail],
    [
      'POST /user/token',
      TokenResponse,
      { status: 'success', data: { accessToken: 'eyJ.e30.sig' } },
    ],
  ])('%s accepts its documented envelope', (_endpoint, schema: z.ZodType, body) => {
    expect(schema.safeParse(body).error?.issues ?? []).toEqual([]);
  });

  test('the news list is not accepted without its meta', () => {
    expect(
      NewsListResponse.safeParse({ status: 'success', data: { news: [exampleNewsItem] } }).success,
    ).toBe(false);
  });

  test('a reference list wrapped in a JSend success is not the documented form', () => {
    expect(
      IncidentCategoriesResponse.safeParse({ status: 'success', data: { categories: [] } }).success,
    ).toBe(false);
  });
});
