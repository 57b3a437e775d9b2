// The identity pages' texts, loaded with those pages (not at boot, decision 006).
import account from './account';
import auth from './auth';
import form from './form';

export default { form, auth, account };
