/**
 * The failed-auth throttle's own rules, on a clock the test moves: the limit per
 * dimension, the window, Retry-After, successes that are never counted, bounded memory
 * (least recently failed dropped first), and one counter per IPv6 /64.
 */
import { describe, expect, test } from 'vitest';
import { AuthThrottle, addressId } from '../../src/http/authThrottle.js';

function clocked(opts: { limit?: number; windowMs?: number; maxEntries?: number } = {}) {
  let t = 1_000_000;
  const throttle = new AuthThrottle({ limit: 3, windowMs: 10_000, ...opts, now: () => t });
  return { throttle, advance: (ms: number) => (t += ms) };
}

describe('AuthThrottle', () => {
  test('the limit-th failure of an address blocks it for the rest of the window, with Retry-After rounded up', () => {
    const { throttle, advance } = clocked();
    expect(throttle.fail('10.0.0.1', 'mw_aaaaaaa')).toEqual({ address: false, key: false });
    advance(1000);
    expect(throttle.fail('10.0.0.1', 'mw_bbbbbbb')).toEqual({ address: false, key: false });
    expect(throttle.check('10.0.0.1', 'mw_ccccccc')).toBeNull();
    // Only the failure that reaches the limit reports it (one warning, not one per request).
    expect(throttle.fail('10.0.0.1', 'mw_ccccccc')).toEqual({ address: true, key: false });
    expect(throttle.fail('10.0.0.1', 'mw_ddddddd')).toEqual({ address: false, key: false });
    // The window opened at the first failure: 10 s − 1 s = 9 s left.
    expect(throttle.check('10.0.0.1', 'mw_eeeeeee')).toEqual({ retryAfterSeconds: 9 });
    expect(throttle.check('10.0.0.1', null)).toEqual({ retryAfterSeconds: 9 });
    advance(8_500);
    expect(throttle.check('10.0.0.1', null)).toEqual({ retryAfterSeconds: 1 });
    advance(500);
    expect(throttle.check('10.0.0.1', null)).toBeNull();
    // A new window starts from zero.
    expect(throttle.fail('10.0.0.1', 'mw_fffffff')).toEqual({ address: false, key: false });
    expect(throttle.check('10.0.0.1', null)).toBeNull();
  });

  test('a key prefix is counted across addresses; the dimensions are independent', () => {
    const { throttle } = clocked();
    for (const ip of ['10.0.0.1', '10.0.0.2']) expect(throttle.fail(ip, 'mw_target')).toEqual({ address: false, key: false });
    expect(throttle.fail('10.0.0.3', 'mw_target')).toEqual({ address: false, key: true });
    expect(throttle.check('10.0.0.4', 'mw_target')).not.toBeNull();
    expect(throttle.check('10.0.0.4', 'mw_another')).toBeNull();
    expect(throttle.check('10.0.0.1', null)).toBeNull();
    // A null prefix (a user token) counts against the address only.
    for (let i = 0; i < 5; i++) throttle.fail(`10.1.0.${i}`, null);
    expect(throttle.check('10.1.0.9', null)).toBeNull();
    expect(throttle.size).toBe(3 + 5 + 1);
  });

  test('successes are not an input: nothing but time ends a block', () => {
    const { throttle, advance } = clocked();
    throttle.fail('10.0.0.1', 'mw_aaaaaaa');
    throttle.fail('10.0.0.1', 'mw_bbbbbbb');
    // What the hook does on a success: check, then nothing.
    for (let i = 0; i < 10; i++) expect(throttle.check('10.0.0.1', 'mw_good000')).toBeNull();
    throttle.fail('10.0.0.1', 'mw_ccccccc');
    expect(throttle.check('10.0.0.1', 'mw_good000')).not.toBeNull();
    advance(10_000);
    expect(throttle.check('10.0.0.1', 'mw_good000')).toBeNull();
  });

  test('limit 0 turns it off', () => {
    const { throttle } = clocked({ limit: 0 });
    for (let i = 0; i < 100; i++) expect(throttle.fail('10.0.0.1', 'mw_aaaaaaa')).toEqual({ address: false, key: false });
    expect(throttle.check('10.0.0.1', 'mw_aaaaaaa')).toBeNull();
    expect(throttle.size).toBe(0);
  });

  test('memory is bounded: at most maxEntries counters per dimension, the least recently failed dropped first', () => {
    const { throttle } = clocked({ limit: 1, maxEntries: 3 });
    throttle.fail('10.0.0.1', null);
    throttle.fail('10.0.0.2', null);
    throttle.fail('10.0.0.3', null);
    // 10.0.0.1 fails again: it is now the most recent, so 10.0.0.2 goes first.
    throttle.fail('10.0.0.1', null);
    throttle.fail('10.0.0.4', null);
    expect(throttle.size).toBe(3);
    expect(throttle.check('10.0.0.1', null)).not.toBeNull();
    expect(throttle.check('10.0.0.2', null)).toBeNull();
    expect(throttle.check('10.0.0.3', null)).not.toBeNull();
    expect(throttle.check('10.0.0.4', null)).not.toBeNull();
    // A flood of fresh addresses and prefixes never grows it past the bound.
    for (let i = 0; i < 10_000; i++) throttle.fail(`10.${i >> 8}.${i & 255}.9`, `mw_${i.toString().padStart(7, '0')}`);
    expect(throttle.size).toBe(6);
  });
});

describe('addressId', () => {
  test('IPv4 as is, IPv4-mapped as IPv4, IPv6 by its /64 whatever the spelling', () => {
    expect(addressId('192.0.2.7')).toBe('192.0.2.7');
    expect(addressId('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressId('::FFFF:192.0.2.7')).toBe('192.0.2.7');
    const net = addressId('2001:db8:1:2::1');
    expect(net).toBe('2001:db8:1:2::/64');
    for (const same of ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0:0:0:9', '2001:db8:1:2::abcd', 'fe80::1%eth0'.replace('fe80::1', '2001:db8:1:2::1')]) {
      expect(addressId(same), same).toBe(net);
    }
    expect(addressId('2001:db8:1:3::1')).not.toBe(net);
    expect(addressId('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressId('2001:db8:0:0:1::')).toBe('2001:db8:0:0::/64');
    expect(addressId('::1')).toBe('0:0:0:0::/64');
  });
});
