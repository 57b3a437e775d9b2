// 身分相關頁面的文字，隨這些頁面載入（不在啟動時載入，見決策 006）。
import account from './account';
import auth from './auth';
import form from './form';

export default { form, auth, account };
