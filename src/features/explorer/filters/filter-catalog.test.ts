import { expect, test } from 'vitest';
import { incidentsQuery } from '../../../../contract/filters/incidents';
import { buildQuery, parseQuery } from '../../../../contract/filters/query';
import { describeFilter } from './describe-filter';
import { FILTER_CATALOG } from './filter-catalog';

const NOT_FILTERS = ['sort', 'page', 'pageSize'];

test('the panel offers every filter of the incident API, each once', () => {
  const filters = Object.keys(incidentsQuery).filter((name) => !NOT_FILTERS.includes(name));
  expect(FILTER_CATALOG.map((spec) => spec.name).sort()).toEqual([...filters].sort());
});

/** A written value for each filter with each of its operators, as an address would carry it. */
const WRITTEN: Record<string, (op: string) => string> = {
  search: () => 'harbour strike',
  category: (op) => `${op}:6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f`,
  type: (op) => `${op}:6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f`,
  involving: (op) => `${op}:6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f`,
  reporter: (op) => `${op}:6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f`,
  affects: (op) => `${op}:6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f`,
  theme: (op) => `${op}:TH-149`,
  tagged: (op) => `${op}:port-strike`,
  country: (op) => `${op}:FRA`,
  continent: (op) => `${op}:EU`,
  ongoing: () => 'eq:true',
  startedInPeriod: () => 'eq:P7D',
  reportedInPeriod: () => 'eq:PT12H',
  impact: (op) => (op === 'bt' || op === 'nbt' ? `${op}:2;4` : `${op}:3`),
  area: (op) => `${op}:[[[2.2,48.8],[2.5,48.8],[2.5,49],[2.2,48.8]]]`,
  near: (op) => `${op}:6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f;25`,
};
const timestamp = (op: string) =>
  op === 'bt' || op === 'nbt' ? `${op}:1763000000;1763600000` : `${op}:1763000000`;

const cases = FILTER_CATALOG.flatMap((spec) => {
  const parameter = incidentsQuery[spec.name];
  const operators = 'operators' in parameter ? parameter.operators : ['(term)'];
  return operators.map((op) => {
    const write = WRITTEN[spec.name] ?? timestamp;
    return [spec.name, op, write(op)] as const;
  });
});

test.each(cases)(
  '%s with %s reads from the address, reads as words on its chip, and writes back unchanged',
  (name, _op, written) => {
    const { values, problems } = parseQuery(incidentsQuery, { [name]: written });
    expect(problems).toEqual([]);
    const value = values[name]!;
    const spec = FILTER_CATALOG.find((one) => one.name === name)!;
    const words = describeFilter(spec, value);
    expect(words.length).toBeGreaterThan(spec.label.length - 1);
    expect(words).not.toMatch(/undefined|\[object/);
    expect(buildQuery(incidentsQuery, values)).toEqual({ [name]: written });
  },
);
