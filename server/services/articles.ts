import { and, asc, count, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { articles } from '../db/schema';
import type { ServiceContext } from './context';
import type { Banner, BannerJumpType } from '../../lib/contract';

/** Article type 1: the home banner carousel (spec §9: banner request type 1, page 1, limit 20). */
export const ARTICLE_TYPE_BANNER = 1;

export type ArticleItem = Banner;
export type NewArticle = { type: number; title: string; img: string; jumpType: 0 | 1; jumpUrl: string; sort?: number };

/** Adds articles inside the caller's transaction (demo seed, tests). */
export async function insertArticles(executor: AppDatabase, items: readonly NewArticle[], at: Date): Promise<void> {
  if (items.length === 0) return;
  await executor.insert(articles).values(items.map((item, index) => ({ ...item, sort: item.sort ?? index, createdAt: at })));
}

export function createArticleService(ctx: ServiceContext) {
  const { db } = ctx;
  return {
    async list(type: number, page: number, limit: number): Promise<{ list: ArticleItem[]; total: number }> {
      const where = and(eq(articles.type, type));
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: articles.id, title: articles.title, img: articles.img, jump_type: articles.jumpType, jump_url: articles.jumpUrl })
          .from(articles)
          .where(where)
          .orderBy(asc(articles.sort), asc(articles.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ value: count() }).from(articles).where(where),
      ]);
      // jump_type is a smallint; the wire carries 0 (inside the app) or 1 (new window).
      const list = rows.map((row) => ({ ...row, jump_type: (row.jump_type === 1 ? 1 : 0) as BannerJumpType }));
      return { list, total: Number(total?.value ?? 0) };
    },
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;
