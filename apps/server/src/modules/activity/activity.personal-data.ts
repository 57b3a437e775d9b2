import type { PersonalDataStep } from '../../plugins/personal-data';

const RECORD = "the activity's records (casts, items used, orders' items, per-user counts): ids and numbers, nothing personal";

/** The activity module's personal data (decisions 042, 044, 046, 054): none to erase; its records are kept. */
export const activityPersonalData: PersonalDataStep = {
  module: 'activity',
  tables: [],
  kept: { cast_records: RECORD, activity_item_uses: RECORD, activity_quotas: RECORD, activity_order_items: RECORD },
};
