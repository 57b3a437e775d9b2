import app from './app';
import saleTitles from './sale-titles';
import titles from './titles';
import ui from './ui';
import walletTitles from './wallet-titles';

export default { ...app, nav: { ...app.nav, ...titles, ...saleTitles, ...walletTitles }, ui };
