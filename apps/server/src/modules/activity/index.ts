// The activity module's public face: its plugin, its services and the steps the cast flow runs.
export { activityModule, type ActivityModuleOptions } from './activity.module';
export type { ActivityServices } from './activity.types';
export {
  ActivityService,
  blockOf,
  blockRefusal,
  physicalOf,
  requirementsOf,
  windowStatus,
  type ActivityPorts,
  type ActivityCollectionBrief,
  type ActivityItem,
  type Requirement,
} from './activity.service';
export { ActivityConsoleService } from './activity-console.service';
export type { ActivityRow, CastRecordRow } from './activity.repository';
// The catalogue file's activities (issue 18): the import and export steps the catalogue's writer runs.
export { activityCatalogue, ActivityCatalogue } from './activity-catalogue.service';
