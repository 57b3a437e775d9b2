import app from './app';
import saleTitles from './sale-titles';
import titles from './titles';
import transferTitles from './transfer-titles';
import ui from './ui';

export default { ...app, nav: { ...app.nav, ...titles, ...saleTitles, ...transferTitles }, ui };
