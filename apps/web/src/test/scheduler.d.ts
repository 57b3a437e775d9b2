// React's scheduler ships without types; the test setup uses two of its exports.
declare module 'scheduler' {
  export const unstable_IdlePriority: number;
  export function unstable_scheduleCallback(priority: number, callback: () => void): unknown;
}
