import { ALLOWED_IMAGE_TYPES, ErrorCode, imageSizeOk, runtimeText, type Language } from '@curio/contract';
import 'antd-mobile/es/global';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import { useRef, useState, type ChangeEvent } from 'react';
import { fieldErrorText } from '../../../components/form/error-text';
import { toast } from '../../../components/shell/feedback';
import { isRequestError } from '../../../lib/request/index';
import { upload } from '../../../lib/request/transfer';
import { useTenant } from '../../../lib/tenant/tenant-store';
import type { PageProps } from '../../page';
import { useIdentityTexts } from '../../../features/identity/texts';
import { Cell, CellGroup } from '../../../features/identity/components/cells';
import { AvatarFallback } from '../../../features/identity/components/menu-icon';
import { choosableLanguages, LANGUAGE_NAMES } from '../../../features/identity/languages';
import { IDENTITY_PATHS } from '../../../features/identity/paths';
import { useSwitchLanguage } from '../../../features/identity/switch-language';
import { useAccount } from '../../../features/identity/use-account';
import { useUpdateAvatarMutation } from '../../../features/identity/api/update-avatar';
import { MaskedPhone } from '../../../components/ui/masked';
import '../../../features/identity/account.css';

/** The largest avatar (MB): the server's default upload limit (UPLOAD_MAX_MB); the server has the last word. */
export const AVATAR_MAX_MB = 5;

/** Spec: /pages/account/about/index: avatar, nickname, introduction, language. */
export default function ProfilePage(_: PageProps) {
  const { t, lang } = useIdentityTexts();
  const switchLanguage = useSwitchLanguage();
  const { user } = useAccount();
  // The session takes the user info it answers.
  const updateAvatar = useUpdateAvatarMutation();
  const tenantLanguages = useTenant((s) => s.international?.languages);
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [picking, setPicking] = useState(false);
  const [switching, setSwitching] = useState(false);
  const languages = choosableLanguages(tenantLanguages, lang);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!(ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      toast(fieldErrorText(String(ErrorCode.FILE_TYPE_NOT_ALLOWED), lang));
      return;
    }
    if (!imageSizeOk(file.size, AVATAR_MAX_MB)) {
      toast(fieldErrorText(String(ErrorCode.FILE_TOO_LARGE), lang, { size: AVATAR_MAX_MB }));
      return;
    }
    setUploading(true);
    try {
      const stored = await upload(file);
      await updateAvatar.mutateAsync({ fileId: stored.id });
      toast(t('account.profile.avatarUpdated'));
    } catch (error) {
      // Business refusals and network failures were shown by the request layer.
      if (isRequestError(error, 'file')) toast(runtimeText('fileError', lang));
      else if (!isRequestError(error)) toast(runtimeText('uploadFailed', lang));
    } finally {
      setUploading(false);
    }
  };

  const pickLanguage = async (next: Language) => {
    setPicking(false);
    if (next === lang) return;
    setSwitching(true);
    try {
      await switchLanguage(next);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <main className="acct-page">
      <CellGroup>
        <button
          type="button"
          className="acct-avatar-row"
          onClick={() => fileRef.current?.click()}
          disabled={uploading}
          aria-busy={uploading}
          data-testid="profile-avatar"
        >
          <span className="acct-avatar-row__text">
            <span className="acct-cell__label">{t('account.profile.avatar')}</span>
            <span className="acct-avatar-row__hint">{t('account.profile.avatarHint', { size: AVATAR_MAX_MB })}</span>
          </span>
          <span className="acct-avatar">
            {user?.avatar ? <img src={user.avatar} alt="" /> : <AvatarFallback />}
            {uploading ? (
              <span className="acct-avatar__busy" aria-label={t('account.profile.uploading')}>
                <span className="cf-spinner" />
              </span>
            ) : null}
          </span>
        </button>
        <input
          ref={fileRef}
          type="file"
          accept={ALLOWED_IMAGE_TYPES.join(',')}
          hidden
          onChange={(e) => void onFile(e)}
          data-testid="profile-avatar-input"
        />
        <Cell
          label={t('account.profile.nickname')}
          value={user?.nickname || t('account.profile.notSet')}
          to={IDENTITY_PATHS.updateNickname}
          testId="profile-nickname"
        />
        <Cell
          label={t('account.profile.intro')}
          value={<span className="acct-ellipsis">{user?.intro || t('account.profile.notSet')}</span>}
          to={IDENTITY_PATHS.updateIntro}
          testId="profile-intro"
        />
        <Cell
          label={t('account.profile.phone')}
          value={
            user ? (
              <>
                {user.areaCode} <MaskedPhone value={user.phone} />
              </>
            ) : null
          }
          testId="profile-phone"
        />
        <Cell label={t('account.profile.userId')} value={user ? String(user.id) : ''} testId="profile-id" />
      </CellGroup>

      <CellGroup>
        <Cell
          icon="language"
          label={t('account.profile.language')}
          value={switching ? <span className="cf-spinner" aria-label={t('app.loading')} /> : LANGUAGE_NAMES[lang]}
          onClick={() => setPicking(true)}
          testId="profile-language"
        />
      </CellGroup>

      <ActionSheet
        visible={picking}
        extra={t('account.profile.languageTitle')}
        cancelText={t('form.cancel')}
        onClose={() => setPicking(false)}
        actions={languages.map((l) => ({
          key: l,
          text: (
            <span className={l === lang ? 'acct-lang acct-lang--current' : 'acct-lang'} data-testid={`profile-language-${l}`}>
              {LANGUAGE_NAMES[l]}
            </span>
          ),
          bold: l === lang,
          onClick: () => void pickLanguage(l),
        }))}
      />
    </main>
  );
}
