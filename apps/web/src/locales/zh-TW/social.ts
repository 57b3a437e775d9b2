import type en from '../en/social';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

// 展示與關注（issue 14）：個人主頁、粉絲與關注列表、藏品詳情頁的展示開關。
export default {
  social: {
    retry: '重試',
    close: '關閉',
    copy: '複製',
    copied: '已複製',
    page: {
      id: 'ID {{id}}',
      noIntro: '這個人很神秘，還沒有簡介',
      followers: '粉絲',
      following: '關注',
      displayed: '展示中',
      emptyMine: '還沒有展示藏品',
      emptyMineDesc: '打開一件你持有的藏品，開啟「在個人主頁展示」。',
      emptyOther: 'TA 還沒有展示藏品',
      goMine: '我的藏品',
      editProfile: '編輯資料',
      notFound: '該用戶不存在',
      followsYou: '關注了你',
      unnamed: '藏家 {{id}}',
    },
    follow: {
      follow: '關注',
      following: '已關注',
      followBack: '回關',
      mutual: '互相關注',
      unfollowConfirm: '確定不再關注 {{name}}？',
      unfollow: '取消關注',
      keep: '再想想',
      followed: '已關注',
      unfollowed: '已取消關注',
    },
    lists: {
      fansEmpty: '還沒有粉絲',
      concernEmpty: '還沒有關注任何人',
      you: '我',
    },
    item: {
      serial: '#{{serial}}/{{total}}',
      token: 'Token ID',
      serialLabel: '編號',
      minting: '上鏈鑄造中',
      open: '查看 {{name}}',
    },
    display: {
      label: '在個人主頁展示',
      on: '登入的用戶都能在你的個人主頁看到它',
      off: '已隱藏：只有你自己能看到',
      shown: '已在個人主頁展示',
      hidden: '已從個人主頁隱藏',
      frozen: '藏品正在鏈上轉移，暫不能展示或隱藏',
      viewPage: '查看個人主頁',
    },
    mine: {
      link: '個人主頁',
    },
  },
} as const satisfies Texts<typeof en>;
