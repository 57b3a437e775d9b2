import { afterEach, describe, expect, it } from 'vitest';
import { envNumber } from './env';

// The benches' settings (BENCH_SECONDS, BENCH_BUYERS, ...): a variable set empty, as `BENCH_NOOP_BUYERS= npm run
// bench:flash-sale` does, once read as 0 and ran the no-op with a single buyer.

const NAME = 'CURIO_ENV_NUMBER_TEST';

/** envNumber of the variable set to `value` (unset when undefined), with 42 as the fallback. */
function read(value: string | undefined): number {
  if (value === undefined) delete process.env[NAME];
  else process.env[NAME] = value;
  return envNumber(NAME, 42);
}

describe('envNumber', () => {
  afterEach(() => {
    delete process.env[NAME];
  });

  it('gives the fallback when the variable is unset, empty or blank', () => {
    expect(read(undefined)).toBe(42);
    expect(read('')).toBe(42);
    expect(read('  ')).toBe(42);
  });

  it('reads a number, 0 included, with digits grouped as in the code', () => {
    expect(read('60000')).toBe(60_000);
    expect(read(' 0 ')).toBe(0);
    expect(read('200_000')).toBe(200_000);
    expect(read('2.5')).toBe(2.5);
  });

  it('stops on a value that is not a number, naming the variable', () => {
    expect(() => read('ten')).toThrow(`${NAME}=ten is not a number`);
    expect(() => read('Infinity')).toThrow(/is not a number/);
  });
});
