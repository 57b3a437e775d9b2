import { AlbumSaveBody, dropListQuery, TrendSaveBody, type LocalizedText } from '@curio/contract';
import type { FastifyInstance } from 'fastify';

// The demo albums (issue 20, decision 047): on each demo tenant one published album presenting up to three
// of its demo collections, with three published posts (one text only, one with two images, one with
// three). Pictures are generated art stored as the tenant's files, like the other seeds'. Idempotent: a
// tenant with an album already is left as it is.

const t = (zhCN: string, zhTW: string, en: string): LocalizedText => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });
const noAudit = async () => {};

/** A story picture: a gradient with hills and a sun (or a moon), `n` varies the scene. */
export function albumArtSvg(n: number, from: string, to: string): string {
  const sunX = 90 + ((n * 97) % 220);
  const ridge = 250 + ((n * 31) % 60);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<circle cx="${sunX}" cy="120" r="${36 + (n % 3) * 8}" fill="#fff" fill-opacity=".8"/>
<path d="M0 ${ridge}L90 ${ridge - 70}L170 ${ridge - 20}L260 ${ridge - 110}L400 ${ridge - 30}V400H0z" fill="#000" fill-opacity=".22"/>
<path d="M0 ${ridge + 60}L120 ${ridge}L230 ${ridge + 40}L330 ${ridge - 10}L400 ${ridge + 20}V400H0z" fill="#000" fill-opacity=".3"/>
</svg>`;
}

export async function seedDemoAlbums(app: FastifyInstance, codes: readonly string[] = ['demo', 'aurora']): Promise<string[]> {
  const seeded: string[] = [];
  for (const code of codes) {
    const found = await app.tenant.admin.byCode(code);
    if (!found) continue;
    const tenantId = found.id;
    if ((await app.album.console.list(tenantId, 'en')).rows.length > 0) continue;
    const picture = async (n: number, from: string, to: string) =>
      (await app.file.files.save(tenantId, null, Buffer.from(albumArtSvg(n, from, to)), 'image/svg+xml', `album-${n}.svg`)).url;
    const cards = await app.catalogue.collections.list(tenantId, dropListQuery.parse({ pageSize: 3 }), 'en');
    const album = await app.album.console.save(
      tenantId,
      AlbumSaveBody.parse({
        title: t('山海行旅', '山海行旅', 'Journey of Mountains and Seas'),
        coverUrl: await picture(1, '#1e3c72', '#2a5298'),
        description: {
          'zh-CN': '<p>一个关于山与海的数字藏品项目。</p><p>创作者走过十座山、五片海，把沿途的光影画成了这一系列作品。</p>',
          'zh-TW': '<p>一個關於山與海的數位藏品項目。</p><p>創作者走過十座山、五片海，把沿途的光影畫成了這一系列作品。</p>',
          en: '<p>A collectibles project about mountains and seas.</p><p>The artist walked ten mountains and five seas and painted the light along the way into this series.</p>',
        },
        collectionIds: cards.items.map((c) => c.id),
        sort: 0,
      }),
      noAudit,
    );
    const post = (text: string, images: string[]) =>
      app.album.console.saveTrend(
        tenantId,
        album.id,
        TrendSaveBody.parse({ text, images, videoUrl: null, status: 'published' }),
        noAudit,
      );
    await post('项目启动：第一批作品正在绘制中。', []);
    await post('山间写生两张，新作的灵感来源。', [
      await picture(2, '#134e5e', '#71b280'),
      await picture(3, '#355c7d', '#c06c84'),
    ]);
    await post('海边的三个清晨。下一批藏品即将上线！', [
      await picture(4, '#ff7e5f', '#feb47b'),
      await picture(5, '#2193b0', '#6dd5ed'),
      await picture(6, '#614385', '#516395'),
    ]);
    await app.album.console.setStatus(tenantId, album.id, 'published', noAudit);
    seeded.push(code);
  }
  return seeded;
}
