import { maskPhone } from '@curio/contract';
import { notFound } from '../../errors';
import type { UserRepository } from './user.repository';

export class UserService {
  constructor(private readonly repo: UserRepository) {}

  async info(tenantId: number, userId: number) {
    const u = await this.repo.find(tenantId, userId);
    if (!u) throw notFound();
    return {
      id: u.id,
      nickname: u.nickname,
      avatar: u.avatar_url,
      intro: u.intro,
      areaCode: u.area_code,
      phone: maskPhone(u.phone),
      inviteCode: u.invite_code,
      hasPassword: u.password_hash !== null,
      hasPayPassword: false,
      createdAt: u.created_at,
    };
  }

  /** Real-name and chain accounts arrive with the identity and chain work; until then, none. */
  async profile(tenantId: number, userId: number) {
    const u = await this.repo.find(tenantId, userId);
    if (!u) throw notFound();
    return { single: false, openChain: false, chainVOList: [] };
  }
}
