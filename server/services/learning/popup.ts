import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { TPopup } from '@common/api/learning';
import type { Db } from '../../db/client';
import { popupCloses } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { formatChinaDate } from '../../presenters/user-info';

export type TPopupSettings = { title?: string; url?: string };

/** What the QR opens: the operator's link (HOME_POPUP_URL, e.g. the firm's service account), else LawDesk for phones. */
function popupTarget(settings: TPopupSettings, origin: string): { title: string; url: string } {
  if (settings.url) return { title: settings.title ?? '扫码关注，获取使用帮助', url: settings.url };
  return { title: settings.title ?? '手机扫码，随时使用律台', url: `${origin}/h5` };
}

/** The new-user QR popup (spec §3): title, url, whether this user closed it today, and the QR drawn as SVG. */
export async function getPopup(
  db: Db,
  args: { actor: TActor | null; type: string; settings: TPopupSettings; origin: string; now?: Date },
): Promise<TPopup> {
  const target = popupTarget(args.settings, args.origin);
  let todayClosed = false;
  if (args.actor) {
    const [row] = await db
      .select({ day: popupCloses.day })
      .from(popupCloses)
      .where(
        and(
          eq(popupCloses.userId, args.actor.userId),
          eq(popupCloses.type, args.type),
          eq(popupCloses.day, formatChinaDate(args.now ?? new Date())),
        ),
      );
    todayClosed = Boolean(row);
  }
  const qrSvg = await QRCode.toString(target.url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { enabled: Boolean(args.settings.url), ...target, today_closed: todayClosed, qr_svg: qrSvg };
}

/** Closing the popup (spec §4 "closing tells the server"): it stays closed for the rest of the China-time day. */
export async function closePopup(db: Db, args: { actor: TActor; type: string; now?: Date }): Promise<void> {
  await db
    .insert(popupCloses)
    .values({ userId: args.actor.userId, type: args.type, day: formatChinaDate(args.now ?? new Date()) })
    .onConflictDoNothing();
}
