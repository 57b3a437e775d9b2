import app from './app';
import titles from './titles';
import ui from './ui';

export default { ...app, nav: { ...app.nav, ...titles }, ui };
