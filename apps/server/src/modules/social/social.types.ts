import type { SocialService } from './social.service';

/** The social module's decoration (`app.social`). */
export interface SocialServices {
  social: SocialService;
}
