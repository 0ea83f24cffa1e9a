/**
 * A clock tests set and move by hand: services take `now` from it, so created dates,
 * TTLs, decay and the rendered context text are pinned.
 */
export class TestClock {
  /** Milliseconds since the epoch; tests may assign it directly. */
  t: number;

  /** @param start - @defaultValue 2026-06-10T09:00:00Z */
  constructor(start: number | string | Date = '2026-06-10T09:00:00Z') {
    this.t = new Date(start).getTime();
  }

  now = (): Date => new Date(this.t);

  set(at: number | string | Date): void {
    this.t = new Date(at).getTime();
  }

  advance(ms: number): void {
    this.t += ms;
  }
}
