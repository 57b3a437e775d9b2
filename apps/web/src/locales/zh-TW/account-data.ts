// The data export's and account deletion's texts (issue 20, decision 046): the safety page's two rows and
// their sheets. One chunk per language (features/account-data/texts.ts).
export default {
  accountData: {
    group: '我的資料',
    exportRow: '匯出我的資料',
    deleteRow: '註銷帳號',
    close: '關閉',
    export: {
      title: '匯出我的資料',
      intro:
        '包括你的資料、訂單、支付、藏品及其鏈上記錄、轉贈與寄售、邀請、地址和優惠券，打包為一個 JSON 檔案，不含身分證號。稍候即可準備好，保留 24 小時。',
      request: '申請匯出',
      preparing: '正在準備你的資料…',
      ready: '可下載至 {{time}}',
      expired: '已過期，請重新申請',
      download: '下載',
      requested: '正在準備你的資料',
      downloaded: '已下載',
      none: '暫無匯出記錄',
    },
    delete: {
      title: '註銷帳號',
      intro:
        '註銷後你將在所有裝置登出，你的個人資訊將被清除：手機號、暱稱、頭像、實名姓名和身分證號、地址、關注和收藏。訂單和支付記錄依財務規定保留，但不再關聯你的個人資訊。你的手機號可以重新註冊為新帳號。此操作無法復原。',
      blocked: '暫時無法註銷帳號：',
      collectibles: '你還持有{{count}}件藏品，請先轉贈、寄售或處理',
      money: '錢包還有¥{{amount}}，請先提現',
      orders: '還有{{count}}筆未完成的訂單或寄售，請先完成或取消',
      clear: '可以註銷。',
      payPassword: '支付密碼',
      submit: '註銷我的帳號',
      confirm: '確定永久註銷你的帳號嗎？此操作無法復原。',
      confirmYes: '註銷',
      cancel: '取消',
      done: '你的帳號已註銷',
      checking: '正在檢查你的帳號…',
    },
  },
};
