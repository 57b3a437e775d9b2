import app from './app';
import saleTitles from './sale-titles';
import socialTitles from './social-titles';
import titles from './titles';
import ui from './ui';

export default { ...app, nav: { ...app.nav, ...titles, ...saleTitles, ...socialTitles }, ui };
