// Where the help page lives (issue 32 item 14, beyond the spec's route table; decision 070): among the
// account pages like the spec's own /pages/account/<area>/index. The route table takes its path from here.

export const HELP_PATHS = {
  /** The operator's FAQ and contact (no login: a visitor may need help signing in). */
  index: '/pages/account/help/index',
} as const;
