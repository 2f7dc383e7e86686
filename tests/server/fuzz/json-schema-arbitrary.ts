import fc from 'fast-check';
import { MONEY_PATTERN } from '../../../src/shared/schemas/common';

/** The subset of JSON Schema that the zod route schemas produce. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
}

/** A value that is almost always wrong: the fuzzer's way of asking "is this refused cleanly?". */
export const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.constant(''),
  fc.constant('\u0000'),
  fc.constant('x'.repeat(5000)),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

/** Control characters, NUL first: each once answered 500 when it reached the database. */
export const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009b', '\n', '\t', '\r'];

/** A plausible string (an id from the pool, a generated value) with a control character put in. */
export function withControlCharacter(base: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(base, fc.constantFrom(...CONTROL_CHARACTERS), fc.nat())
    .map(([text, control, at]) => {
      const i = at % (text.length + 1);
      return text.slice(0, i) + control + text.slice(i);
    });
}

/**
 * Amounts past every limit, among them the ones that once overflowed 32-bit paise columns
 * (₹21,474,836.48 and up) and the largest the wire format allows.
 */
export const overflowingAmount = fc.oneof(
  fc.constantFrom('21474836.48', '21474836.47', '179000000.00', '215000000.00', '999999999.99', '100000.01', '50000.01'),
  fc.bigInt({ min: 10_000_000n, max: 999_999_999n }).map((rupees) => `${rupees}.00`),
);

/** True when a value carries one of the two old causes of 500s anywhere, so a run can count them. */
export function isHostile(value: unknown): boolean {
  // eslint-disable-next-line no-control-regex -- counting control characters is the point
  if (typeof value === 'string') return /[\u0000-\u001f\u007f-\u009f]/.test(value) || /^\d{8,}\.\d\d$/.test(value);
  if (Array.isArray(value)) return value.some(isHostile);
  if (value !== null && typeof value === 'object') return Object.entries(value).some(([k, v]) => isHostile(k) || isHostile(v));
  return false;
}

function stringFor(schema: JsonSchema, pool: string[]): fc.Arbitrary<string> {
  const valid = validStringFor(schema, pool);
  const hostile = schema.pattern === MONEY_PATTERN.source ? fc.oneof(overflowingAmount, withControlCharacter(valid)) : withControlCharacter(valid);
  return fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: hostile });
}

function validStringFor(schema: JsonSchema, pool: string[]): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 10_000));
    } catch {
      // fall through to a plain string
    }
  }
  const plain = fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) });
  return pool.length > 0 ? fc.oneof(fc.constantFrom(...pool), plain) : plain;
}

/**
 * Values that follow the schema most of the time, with a chance of a wrong value at any level, so
 * both the rules behind valid input and the refusal of invalid input are exercised.
 */
export function arbitraryFor(schema: JsonSchema | undefined, pool: string[] = [], depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return junk;
  const valid = validFor(schema, pool, depth);
  return fc.oneof({ weight: 8, arbitrary: valid }, { weight: 1, arbitrary: junk });
}

function validFor(schema: JsonSchema, pool: string[], depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => arbitraryFor(v, pool, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(schema.allOf[0], pool, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema, pool);
    case 'integer': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 100_000);
      return fc.integer({ min: Math.max(min, -1e9), max: Math.min(max, 1e9) });
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items, pool, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 12),
      });
    case 'object': {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, sub] of Object.entries(props)) record[name] = arbitraryFor(sub, pool, depth + 1);
      const requiredKeys = Object.keys(props).filter((k) => required.has(k));
      return fc.record(record, { requiredKeys });
    }
    default:
      return junk;
  }
}
