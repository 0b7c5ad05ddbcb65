import { and, asc, count, eq } from 'drizzle-orm';
import type { AppDatabase } from '../platform/db/client';
import { articles } from '../platform/db/schema';
import type { Lang } from '../platform/messages';
import type { ServiceContext } from '../platform/services-context';
import { BANNER_QUERY, type Banner, type BannerJumpType } from '../../shared/contract';

/** Article type 1: the home banner carousel (spec §9: banner request type 1, page 1, limit 20). */
export const ARTICLE_TYPE_BANNER = BANNER_QUERY.type;

export type ArticleItem = Banner;
/** Per-language texts, keyed by API language (server/platform/messages.ts LANGS). */
export type ArticleTexts = Partial<Record<Lang, string>>;
export type NewArticle = {
  type: number;
  title: string;
  img: string;
  jumpType: 0 | 1;
  jumpUrl: string;
  sort?: number;
  titles?: ArticleTexts;
  ctas?: ArticleTexts;
};

/** A text in `lang`, else English, else `fallback`. */
export function textIn(texts: ArticleTexts | null | undefined, lang: Lang, fallback: string): string {
  return texts?.[lang]?.trim() || texts?.en?.trim() || fallback;
}

/** Adds articles inside the caller's transaction (demo seed, tests). */
export async function insertArticles(executor: AppDatabase, items: readonly NewArticle[], at: Date): Promise<void> {
  if (items.length === 0) return;
  await executor.insert(articles).values(items.map((item, index) => ({ ...item, sort: item.sort ?? index, createdAt: at })));
}

export function createArticleService(ctx: ServiceContext) {
  const { db } = ctx;
  return {
    /** A page of articles with title and call to action in `lang` (the app draws both over the image). */
    async list(type: number, page: number, limit: number, lang: Lang = 'en'): Promise<{ list: ArticleItem[]; total: number }> {
      const where = and(eq(articles.type, type));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: articles.id,
            title: articles.title,
            titles: articles.titles,
            ctas: articles.ctas,
            img: articles.img,
            jump_type: articles.jumpType,
            jump_url: articles.jumpUrl,
          })
          .from(articles)
          .where(where)
          .orderBy(asc(articles.sort), asc(articles.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ value: count() }).from(articles).where(where),
      ]);
      // jump_type is a smallint; the wire carries 0 (inside the app) or 1 (new window).
      const list = rows.map(({ titles, ctas, ...row }) => ({
        ...row,
        title: textIn(titles, lang, row.title),
        cta: textIn(ctas, lang, ''),
        jump_type: (row.jump_type === 1 ? 1 : 0) as BannerJumpType,
      }));
      return { list, total: Number(total?.value ?? 0) };
    },
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;
