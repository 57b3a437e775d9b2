import app from './app';
import airdropTitles from './airdrop-titles';
import favouriteTitles from './favourite-titles';
import inboxTitles from './inbox-titles';
import saleTitles from './sale-titles';
import socialTitles from './social-titles';
import titles from './titles';
import transferTitles from './transfer-titles';
import ui from './ui';
import walletTitles from './wallet-titles';
import activityTitles from './activity-titles';
import synthesisTitles from './synthesis-titles';
import couponTitles from './coupon-titles';
import addressTitles from './address-titles';
import albumTitles from './album-titles';
import inviteTitles from './invite-titles';
import utilityTitles from './utility-titles';
import shareTitles from './share-titles';

export default {
  ...app,
  nav: {
    ...app.nav,
    ...titles,
    ...saleTitles,
    ...airdropTitles,
    ...inboxTitles,
    ...socialTitles,
    ...transferTitles,
    ...walletTitles,
    ...favouriteTitles,
    ...activityTitles,
    ...synthesisTitles,
    ...couponTitles,
    ...addressTitles,
    ...albumTitles,
    ...inviteTitles,
    ...utilityTitles,
    ...shareTitles,
  },
  ui,
};
