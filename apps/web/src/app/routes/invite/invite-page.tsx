import { INVITE_WINDOWS, type InviteWindow } from '@curio/contract/client';
import { useNavigate } from 'react-router';
import { InviteHome } from '../../../features/invite/components/invite-home';
import { INVITE_PATHS } from '../../../features/invite/paths';
import { IDENTITY_PATHS } from '../../../features/identity/paths';
import { useSession } from '../../../lib/session';
import { useTenant } from '../../../lib/tenant/tenant-store';
import type { PageProps } from '../../page';

const windowOf = (w: string | undefined): InviteWindow =>
  (INVITE_WINDOWS as readonly string[]).includes(w ?? '') ? (w as InviteWindow) : '7d';

/** /pages/account/invite/index (login): my code, the poster (tenant brand), copy link, statistics `?window=`. */
export default function InvitePage({ query }: PageProps) {
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);
  const info = useTenant((s) => s.info);
  const colour = useTenant((s) => s.theme.themeColor);
  if (!user) return null;
  return (
    <InviteHome
      code={user.inviteCode}
      nickname={user.nickname}
      brand={{ name: info?.platformName ?? '', colour, logoUrl: info?.imgUrl || null }}
      registerPath={IDENTITY_PATHS.register}
      window={windowOf(query.window)}
      onWindow={(w) => void navigate(`${INVITE_PATHS.index}?window=${w}`, { replace: true })}
    />
  );
}
