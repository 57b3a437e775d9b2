import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ErrorCode,
  maskNickname,
  sharePagePath,
  type CallData,
  type getSharedItem,
  type Language,
  type ShareKind,
} from '@curio/contract';
import { AppError, notFound } from '../../errors';
import type { TenantContext } from '../../http/request-context';
import type { ShareUrlService } from './share-url.service';

/**
 * What sharing reads of its neighbours (decision 013); wiring/share-url.ports.ts supplies them. Reads only.
 */
export interface ShareUrlPorts {
  /** Catalogue: does the tenant's storefront have this collection? */
  collectionExists(tenantId: number, collectionId: number): Promise<boolean>;
  /** Market: a listing's status, or null when the tenant has no listing of this id. */
  listingStatus(tenantId: number, listingId: number): Promise<string | null>;
  /** Collectibles: an item of the tenant (who holds it, whether it is burned), or null. */
  item(tenantId: number, cardNftId: number): Promise<{ userId: number; collectionId: number; consumed: boolean } | null>;
  /** Collectibles: the item as lists show it (collection name, cover, serial), or null. */
  itemView(
    tenantId: number,
    cardNftId: number,
    lang: Language,
  ): Promise<{
    collectionId: number;
    name: string;
    coverUrl: string;
    mediaKind: CallData<typeof getSharedItem>['mediaKind'];
    serial: number;
    totalSupply: number;
  } | null>;
  /** Identity: a user's nickname, or null when the tenant has no such user. */
  nickname(tenantId: number, userId: number): Promise<string | null>;
}

/** A listing that may still be bought (a buyer's unpaid order holds it for a while, then it is back). */
const SHAREABLE_LISTING = new Set(['on_sale', 'locked']);
const TOKEN = /^([0-9a-z]{1,10})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/;

/**
 * Sharing a collection, a resale listing or an item I hold (issue 32 item 12, decision 070): the target
 * checked on this tenant, then a short link (the share-url service) to the storefront page that shows it.
 * A held item's page is public and read-only; its link carries a token the server signed over (tenant,
 * item, holder), so it cannot be made for an item one does not hold, nor changed to another item, nor
 * used on another tenant; it shows the item only while the sharer still holds it.
 */
export class ShareItemService {
  constructor(
    private readonly links: ShareUrlService,
    private readonly ports: ShareUrlPorts,
    /** The HMAC key of share tokens (the keyring's 'share-link'). */
    private readonly key: Buffer,
  ) {}

  private signature(tenantId: number, cardNftId: number, holderId: number): string {
    return createHmac('sha256', this.key)
      .update(`share-item:${tenantId}:${cardNftId}:${holderId}`)
      .digest('base64url')
      .slice(0, 22);
  }

  /** The token of a held item's share link: item and holder in base 36, and the signature. */
  token(tenantId: number, cardNftId: number, holderId: number): string {
    return `${cardNftId.toString(36)}.${holderId.toString(36)}.${this.signature(tenantId, cardNftId, holderId)}`;
  }

  /** The item and its sharer a token names on this tenant, or null when it is not one of its share tokens. */
  read(tenantId: number, token: string): { cardNftId: number; holderId: number } | null {
    const m = TOKEN.exec(token);
    if (!m) return null;
    const cardNftId = parseInt(m[1]!, 36);
    const holderId = parseInt(m[2]!, 36);
    if (!Number.isSafeInteger(cardNftId) || !Number.isSafeInteger(holderId) || cardNftId < 1 || holderId < 1) return null;
    const want = Buffer.from(this.signature(tenantId, cardNftId, holderId));
    const got = Buffer.from(m[3]!);
    return want.length === got.length && timingSafeEqual(want, got) ? { cardNftId, holderId } : null;
  }

  async create(tenant: TenantContext, userId: number, kind: ShareKind, id: number, origin: string) {
    let ref: number | string;
    switch (kind) {
      case 'collection':
        if (!(await this.ports.collectionExists(tenant.id, id))) throw notFound();
        ref = id;
        break;
      case 'listing': {
        const status = await this.ports.listingStatus(tenant.id, id);
        if (status === null) throw notFound();
        if (!SHAREABLE_LISTING.has(status)) throw new AppError(ErrorCode.SHARE_LISTING_CLOSED);
        ref = id;
        break;
      }
      case 'item': {
        const item = await this.ports.item(tenant.id, id);
        if (!item || item.consumed || item.userId !== userId) throw new AppError(ErrorCode.SHARE_ITEM_NOT_HELD);
        ref = this.token(tenant.id, id, userId);
        break;
      }
    }
    const link = await this.links.shorten(tenant, `/#${sharePagePath(kind, ref)}`, origin);
    return { kind, ...link };
  }

  /** A shared item as anyone with the link sees it: no personal data but the holder's masked nickname. */
  async view(tenant: TenantContext, token: string, lang: Language): Promise<CallData<typeof getSharedItem>> {
    const ref = this.read(tenant.id, token);
    if (!ref) throw new AppError(ErrorCode.SHARE_LINK_INVALID);
    const item = await this.ports.item(tenant.id, ref.cardNftId);
    if (!item) throw new AppError(ErrorCode.SHARE_LINK_INVALID);
    if (item.consumed || item.userId !== ref.holderId)
      throw new AppError(ErrorCode.SHARE_ITEM_GONE, {}, { collectionId: item.collectionId });
    const [view, nickname] = await Promise.all([
      this.ports.itemView(tenant.id, ref.cardNftId, lang),
      this.ports.nickname(tenant.id, ref.holderId),
    ]);
    if (!view) throw new AppError(ErrorCode.SHARE_LINK_INVALID);
    return {
      cardNftId: ref.cardNftId,
      collectionId: view.collectionId,
      name: view.name,
      coverUrl: view.coverUrl,
      mediaKind: view.mediaKind,
      serial: view.serial,
      totalSupply: view.totalSupply,
      holder: maskNickname(nickname ?? ''),
    };
  }
}
