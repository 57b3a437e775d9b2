import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { activityRoutes } from './activity.routes';
import type { ActivityServices } from './activity.types';
import { ActivityConsoleService } from './activity-console.service';
import { ActivityRepository } from './activity.repository';
import { ActivityService, type ActivityPorts } from './activity.service';
import { activityPersonalData } from './activity.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** Activities (casting now; coupons and physical rewards with issue 19): what users see and the console's side. */
    activity: ActivityServices;
  }
}

export type ActivityModuleOptions = ActivityPorts;

/** The activity module (issue 18, decision 042): tables activities, cast_records, activity_item_uses. */
export const activityModule = fp<ActivityModuleOptions>(
  async function activity(app: FastifyInstance, ports: ActivityModuleOptions) {
    const rows = new ActivityRepository(app.db.kysely);
    const services: ActivityServices = {
      activities: new ActivityService(rows, ports, app.clock),
      console: new ActivityConsoleService(app.db.kysely, rows, ports, app.clock),
    };
    app.decorate('activity', services);
    app.personalData.register(activityPersonalData);
    activityRoutes(app, services);
  },
  { name: 'activity', dependencies: ['session'] },
);
