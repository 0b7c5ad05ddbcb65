import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../platform/db/client';
import { articles } from '../platform/db/schema';
import { ARTICLE_TYPE_BANNER, type NewArticle } from '../home/articles';

/** The demo's home banners: text-free art, with their titles and calls to action per language. */

/** Banner art only: the title and call to action are drawn by the app in the user's language. */
function svgBanner(from: string, to: string, motif: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="350" viewBox="0 0 800 350">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="800" height="350" fill="url(#g)"/>
<circle cx="690" cy="70" r="150" fill="#c6f432" fill-opacity="0.16"/><circle cx="760" cy="300" r="110" fill="#ffffff" fill-opacity="0.06"/>
${motif}
</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const TICKET_MOTIF =
  '<g transform="translate(560 120) rotate(-12)" fill="none" stroke="#c6f432" stroke-width="6" stroke-opacity="0.7"><rect width="170" height="100" rx="16"/><path d="M60 0v100" stroke-dasharray="10 10"/></g>';
const CHAIN_MOTIF =
  '<g transform="translate(600 110)" fill="none" stroke="#f0b90b" stroke-width="6" stroke-opacity="0.75"><path d="M60 0l60 60-60 60L0 60z"/><path d="M60 30l30 30-30 30-30-30z"/></g>';
const RELEASE_MOTIF =
  '<g transform="translate(580 110)" fill="none" stroke="#c6f432" stroke-width="6" stroke-opacity="0.7" stroke-linecap="round"><path d="M0 120h160"/><path d="M20 120V80M60 120V50M100 120V30M140 120V10"/></g>';

export const DEMO_BANNERS: readonly NewArticle[] = [
  {
    type: ARTICLE_TYPE_BANNER,
    title: 'Flash Deal: one ticket, one seat',
    titles: {
      en: 'Flash Deal: one ticket, one seat',
      zh: '限时拼团：一张门票，一个席位',
      kr: '플래시 딜: 티켓 한 장, 자리 하나',
      id: 'Flash Deal: satu tiket, satu kursi',
      vn: 'Flash Deal: một vé, một chỗ',
      fil: 'Flash Deal: isang ticket, isang upuan',
    },
    ctas: { en: 'Join a room now', zh: '立即加入房间', kr: '지금 방 참여하기', id: 'Gabung ke room sekarang', vn: 'Vào phòng ngay', fil: 'Sumali sa room ngayon' },
    img: svgBanner('#1c2230', '#24401a', TICKET_MOTIF),
    jumpType: 0,
    jumpUrl: '/grouppurchasegames',
  },
  {
    type: ARTICLE_TYPE_BANNER,
    title: 'KinBo on BNB Smart Chain',
    titles: {
      en: 'KinBo on BNB Smart Chain',
      zh: 'KinBo 已登陆 BNB Smart Chain',
      kr: 'BNB Smart Chain 위의 KinBo',
      id: 'KinBo di BNB Smart Chain',
      vn: 'KinBo trên BNB Smart Chain',
      fil: 'KinBo sa BNB Smart Chain',
    },
    ctas: { en: 'Learn more', zh: '了解更多', kr: '자세히 보기', id: 'Pelajari lebih lanjut', vn: 'Tìm hiểu thêm', fil: 'Alamin pa' },
    img: svgBanner('#2a2210', '#141821', CHAIN_MOTIF),
    jumpType: 1,
    jumpUrl: 'https://www.bnbchain.org/',
  },
  {
    type: ARTICLE_TYPE_BANNER,
    title: 'Your KinBo releases',
    titles: {
      en: 'Your KinBo releases',
      zh: '您的 KinBo 释放',
      kr: '내 KinBo 릴리스',
      id: 'Rilis KinBo Anda',
      vn: 'KinBo được giải phóng của bạn',
      fil: 'Ang iyong mga KinBo release',
    },
    ctas: { en: 'See the records', zh: '查看记录', kr: '기록 보기', id: 'Lihat catatan', vn: 'Xem lịch sử', fil: 'Tingnan ang mga record' },
    img: svgBanner('#102a2a', '#141821', RELEASE_MOTIF),
    jumpType: 0,
    jumpUrl: '/reports?type=kinbo',
  },
];

/**
 * A database seeded before banners had per-language texts holds the old demo banners, with English
 * baked into their images: give them the text-free art and their texts (idempotent, by title).
 */
export async function refreshDemoBanners(db: AppDatabase): Promise<number> {
  let updated = 0;
  await db.transaction(async (tx) => {
    for (const banner of DEMO_BANNERS) {
      const rows = await tx
        .update(articles)
        .set({ img: banner.img, titles: banner.titles ?? {}, ctas: banner.ctas ?? {} })
        .where(and(eq(articles.type, banner.type), eq(articles.title, banner.title), sql`${articles.titles} = '{}'::jsonb`))
        .returning({ id: articles.id });
      updated += rows.length;
    }
  });
  return updated;
}
