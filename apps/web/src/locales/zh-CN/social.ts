import type en from '../en/social';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

// 展示与关注（issue 14）：个人主页、粉丝与关注列表、藏品详情页的展示开关。
export default {
  social: {
    retry: '重试',
    close: '关闭',
    copy: '复制',
    copied: '已复制',
    page: {
      id: 'ID {{id}}',
      noIntro: '这个人很神秘，还没有简介',
      followers: '粉丝',
      following: '关注',
      displayed: '展示中',
      emptyMine: '还没有展示藏品',
      emptyMineDesc: '打开一件你持有的藏品，开启“在个人主页展示”。',
      emptyOther: 'TA 还没有展示藏品',
      goMine: '我的藏品',
      editProfile: '编辑资料',
      notFound: '该用户不存在',
      followsYou: '关注了你',
      unnamed: '藏家 {{id}}',
    },
    follow: {
      follow: '关注',
      following: '已关注',
      followBack: '回关',
      mutual: '互相关注',
      unfollowConfirm: '确定不再关注 {{name}}？',
      unfollow: '取消关注',
      keep: '再想想',
      followed: '已关注',
      unfollowed: '已取消关注',
    },
    lists: {
      fansEmpty: '还没有粉丝',
      concernEmpty: '还没有关注任何人',
      you: '我',
    },
    item: {
      serial: '#{{serial}}/{{total}}',
      token: 'Token ID',
      serialLabel: '编号',
      minting: '上链铸造中',
      open: '查看 {{name}}',
    },
    display: {
      label: '在个人主页展示',
      on: '登录的用户都能在你的个人主页看到它',
      off: '已隐藏：只有你自己能看到',
      shown: '已在个人主页展示',
      hidden: '已从个人主页隐藏',
      frozen: '藏品正在链上转移，暂不能展示或隐藏',
      viewPage: '查看个人主页',
    },
    mine: {
      link: '个人主页',
    },
  },
} as const satisfies Texts<typeof en>;
