// The system module's public face: its plugin.
export { systemModule } from './system.module';
