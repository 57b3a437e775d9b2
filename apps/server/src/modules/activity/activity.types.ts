import type { ActivityConsoleService } from './activity-console.service';
import type { ActivityService } from './activity.service';

/** The activity module's decoration (`app.activity`). */
export interface ActivityServices {
  /** What users see, and the cast flow's steps. */
  activities: ActivityService;
  /** The operator console's activities (decision 042). */
  console: ActivityConsoleService;
}
