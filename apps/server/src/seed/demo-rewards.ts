import { ActivitySaveBody, type LocalizedText } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { rewardSvg } from './art';
import { DEMO_CASTER_PHONE } from './demo-activities';

// The demo reward activities (issue 19, decision 044): on each demo tenant a free physical reward (a
// poster), a priced one (a tote bag, ¥29.90) and a coupon activity (a ¥3 coupon), none needing items; and
// one address for the demo collector (+86 137 0000 0001). Idempotent by key.

export const DEMO_POSTER_KEY = 'demo-physical-poster';
export const DEMO_TOTE_KEY = 'demo-physical-tote';
export const DEMO_COUPON_ACTIVITY_KEY = 'demo-coupon-gift';

const DAY = 86_400_000;
const t = (zhCN: string, zhTW: string, en: string): LocalizedText => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export async function seedDemoRewards(app: FastifyInstance, codes: readonly string[] = ['demo', 'aurora']): Promise<string[]> {
  const seeded: string[] = [];
  for (const code of codes) {
    const found = await app.tenant.admin.byCode(code);
    const tenant = found ? await app.tenant.tenants.byId(found.id) : null;
    if (!tenant) continue;
    if (await app.activity.console.hasKey(tenant.id, DEMO_POSTER_KEY)) continue;
    const lang = tenant.defaultLanguage;
    const now = app.clock();
    const window = { startsAt: now - DAY, endsAt: now + 90 * DAY };
    const physical = (key: string, name: LocalizedText, reward: LocalizedText, price: number, imageUrl: string) =>
      app.activity.console.save(
        tenant.id,
        ActivitySaveBody.parse({
          key,
          kind: 'physical',
          name,
          physical: {
            name: reward,
            imageUrl,
            description: t('实物奖品，包邮寄送。', '實物獎品，包郵寄送。', 'A physical gift, shipped free.'),
          },
          price,
          mode: 'hold',
          ...window,
          stock: 500,
        }),
        lang,
      );
    // The goods' pictures: generated art stored as the tenant's files, like the demo's logos and icons.
    const picture = async (kind: 'poster' | 'bag', from: string, to: string) =>
      (await app.file.files.save(tenant.id, null, Buffer.from(rewardSvg(kind, from, to)), 'image/svg+xml', `${kind}.svg`)).url;
    await physical(
      DEMO_POSTER_KEY,
      t('免费海报', '免費海報', 'Free poster'),
      t('限定海报', '限定海報', 'Limited poster'),
      0,
      await picture('poster', '#3f51b5', '#e91e63'),
    );
    await physical(
      DEMO_TOTE_KEY,
      t('帆布袋', '帆布袋', 'Tote bag'),
      t('品牌帆布袋', '品牌帆布袋', 'Branded tote bag'),
      2_990,
      await picture('bag', '#00897b', '#ffb300'),
    );
    const template = await app.coupon.console.ensureTemplate(tenant.id, 'demo-activity-3-off', {
      name: { 'zh-CN': '活动礼券3元', 'zh-TW': '活動禮券3元', en: '¥3 gift coupon' },
      kind: 'amount',
      amount: 300,
      minSpend: 0,
      validity: { kind: 'days', days: 30 },
      total: 10_000,
      perUserLimit: 1,
      scope: { businessTypes: [], collectionIds: [] },
      claimable: false,
    });
    await app.activity.console.save(
      tenant.id,
      ActivitySaveBody.parse({
        key: DEMO_COUPON_ACTIVITY_KEY,
        kind: 'coupon',
        name: t('领取礼券', '領取禮券', 'Get a gift coupon'),
        couponTemplateId: template.id,
        mode: 'hold',
        ...window,
        stock: 10_000,
      }),
      lang,
    );
    const collector = await app.identity.users.lookup(tenant.id, { areaCode: '+86', phone: DEMO_CASTER_PHONE });
    if (collector && (await app.address.addresses.list(tenant.id, collector.userId)).items.length === 0)
      await app.address.addresses.save(tenant.id, collector.userId, {
        receiver: '演示收藏家',
        phone: DEMO_CASTER_PHONE,
        regionCode: '310104',
        province: '上海市',
        city: '上海市',
        district: '徐汇区',
        street: '漕河泾街道',
        detail: '宜山路 700 号',
        isDefault: true,
      });
    seeded.push(code);
  }
  return seeded;
}
