// The social module's public face: personal pages and follows (decision 028).
export { socialModule, type SocialModuleOptions } from './social.module';
export type { SocialServices } from './social.types';
export { SocialService, type SocialPorts } from './social.service';
