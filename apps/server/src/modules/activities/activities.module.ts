import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { activitiesRoutes } from './activities.routes';
import type { ActivitiesServices } from './activities.types';
import { ActivityConsoleService } from './activity-console.service';
import { ActivityRepository } from './activity.repository';
import { ActivityService, type ActivitiesPorts } from './activity.service';
import { activitiesPersonalData } from './activities.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** Activities (casting now; coupons and physical rewards with issue 19): what users see and the console's side. */
    activities: ActivitiesServices;
  }
}

export type ActivitiesModuleOptions = ActivitiesPorts;

/** The activities module (issue 18, decision 042): tables activities, cast_records, activity_item_uses. */
export const activitiesModule = fp<ActivitiesModuleOptions>(
  async function activities(app: FastifyInstance, ports: ActivitiesModuleOptions) {
    const rows = new ActivityRepository(app.db.kysely);
    const services: ActivitiesServices = {
      activities: new ActivityService(rows, ports, app.clock),
      console: new ActivityConsoleService(app.db.kysely, rows, ports, app.clock),
    };
    app.decorate('activities', services);
    app.personalData.register(activitiesPersonalData);
    activitiesRoutes(app, services);
  },
  { name: 'activities', dependencies: ['session'] },
);
