/** The reason of a take-down or a suspension (decision 067): 2 to 200 characters; the user reads it in the inbox. */
export const CONDUCT_REASON_MIN = 2;
export const CONDUCT_REASON_MAX = 200;
