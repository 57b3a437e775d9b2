import { afterEach, describe, expect, it } from 'vitest';
import { envNumber } from './env';

// The benches' settings (BENCH_SECONDS, BENCH_BUYERS, ...): a variable set empty, as `BENCH_NOOP_BUYERS= npm run
// bench:flash-sale` does, once read as 0 and ran the no-op with a single buyer.

const NAME = 'CURIO_ENV_NUMBER_TEST';

describe('envNumber', () => {
  afterEach(() => {
    delete process.env[NAME];
  });

  it('gives the fallback when the variable is unset, empty or blank', () => {
    expect(envNumber(NAME, 42)).toBe(42);
    process.env[NAME] = '';
    expect(envNumber(NAME, 42)).toBe(42);
    process.env[NAME] = '  ';
    expect(envNumber(NAME, 42)).toBe(42);
  });

  it('reads a number, 0 included, with digits grouped as in the code', () => {
    process.env[NAME] = '60000';
    expect(envNumber(NAME, 42)).toBe(60_000);
    process.env[NAME] = ' 0 ';
    expect(envNumber(NAME, 42)).toBe(0);
    process.env[NAME] = '200_000';
    expect(envNumber(NAME, 42)).toBe(200_000);
    process.env[NAME] = '2.5';
    expect(envNumber(NAME, 42)).toBe(2.5);
  });

  it('stops on a value that is not a number, naming the variable', () => {
    process.env[NAME] = 'ten';
    expect(() => envNumber(NAME, 42)).toThrow(`${NAME}=ten is not a number`);
    process.env[NAME] = 'Infinity';
    expect(() => envNumber(NAME, 42)).toThrow(/is not a number/);
  });
});
