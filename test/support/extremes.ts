/**
 * fast-check arbitraries for *schema-valid extremes* (issue 8, item 7): values the zod
 * contract lets through by type and range but that Postgres, a terminal or a prompt
 * may not survive — floats too small for `real`, dates outside Postgres' range,
 * NUL, lone surrogates and invisible characters inside otherwise ordinary text.
 */
import fc from 'fast-check';

/** Floats at the edges of float64 and float32 (`real`), and plain in-range doubles. */
export const extremeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    1e-300,
    5e-324,
    -5e-324,
    1e-45,
    1e-40,
    1e-38,
    1.1754943508222875e-38,
    1.401298464324817e-45,
    3.4028235e38,
    3.5e38,
    1.7976931348623157e308,
    -1.7976931348623157e308,
    2 ** 53 + 2,
    2 ** 63,
    1e21,
    -0,
    9.999999999999999,
    10.000000000000002,
  ),
  fc.double({ min: 0, max: 10, noNaN: true }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Code points that must never be stored raw, injected or printed (contract/text.ts), plus NUL and lone surrogates. */
export const HOSTILE_CHARS = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\u0007',
  '\u001b',
  '\u001b[2J',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u00ad',
  '\u061c',
  '\u180e',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202e',
  '\u2060',
  '\u2066',
  '\u2069',
  '\ufeff',
  '\u{e0041}',
  '\u2028',
] as const;

/** Ordinary values of the string fields of the API (ids, keys, text, URIs). */
const ORDINARY = ['a1', 'u1', 't1', 'r1', 'm1', 'User likes tea.', 'pref/chart-style', 'https://example.com/doc', 'idem-1', 'please check'];

/** An ordinary string with one to three hostile characters spliced in at random places. */
export const spikedString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...ORDINARY), fc.array(fc.tuple(fc.constantFrom(...HOSTILE_CHARS), fc.nat()), { minLength: 1, maxLength: 3 }))
  .map(([base, spikes]) => {
    let s = base;
    for (const [ch, at] of spikes) {
      const i = at % (s.length + 1);
      s = s.slice(0, i) + ch + s.slice(i);
    }
    return s;
  });

/** ISO timestamps JavaScript can hold but Postgres may not (year 0, negative years, +275760). */
export const farIsoDate: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0000-01-01T00:00:00.000Z',
    '-000001-01-01T00:00:00.000Z',
    '-271821-04-20T00:00:00.000Z',
    '+275760-09-13T00:00:00.000Z',
    '9999-12-31T23:59:59.999Z',
    '0001-01-01T00:00:00.000Z',
    '1970-01-01T00:00:00.000Z',
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);

/** A list cursor (`base64url(createdAt|id)`) naming a far date, a real or a broken uuid. */
export const farCursor: fc.Arbitrary<string> = fc
  .tuple(farIsoDate, fc.oneof(fc.uuid(), fc.constantFrom('-'.repeat(36), '00000000-0000-0000-0000-00000000000g', '')))
  .map(([at, id]) => Buffer.from(`${at}|${id}`).toString('base64url'));

/** `limit` as a query string: numbers JavaScript parses oddly. */
export const extremeLimitString = fc.constantFrom('1e400', '-1e400', '1e-300', '5e-324', '0x10', '0b11', '-0', '200.0000000001', '1e2', ' 5', '9007199254740993', 'Infinity', 'NaN');

/** Percent-encode every UTF-8 byte (encodeURIComponent throws on lone surrogates; these become U+FFFD). */
export const pctAll = (v: string) => [...Buffer.from(v)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
