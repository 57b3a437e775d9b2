/**
 * A number from the environment for a bench setting: `fallback` when the variable is unset or empty (a shell's
 * `BENCH_X=` means "not set", not 0; digits may be grouped with `_`, as in the code); anything else that is not a
 * finite number stops the bench with its name.
 */
export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isFinite(value)) throw new Error(`${name}=${raw} is not a number`);
  return value;
}
