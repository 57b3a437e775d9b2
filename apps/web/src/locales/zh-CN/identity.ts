// 身份相关页面的文本，随这些页面加载（不在启动时加载，见决策 006）。
import account from './account';
import auth from './auth';
import form from './form';

export default { form, auth, account };
